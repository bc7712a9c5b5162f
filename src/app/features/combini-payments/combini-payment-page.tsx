// Convenience-store payment detail, /combini-payments/{combiniPaymentId} (document 2): the payment's fields
// and its provider table; missing values show N/A, an unknown id an empty box.
import { useT } from '../../../i18n/use-t';
import { useParams } from 'react-router-dom';
import { CsvExportRow } from '../../ui/csv-export-button';
import { DataTable, type Column } from '../../ui/data-table';
import { formatYen } from '../../../shared/format';
import { KeyValueTable } from '../../ui/key-value-table';
import {
  dateTimeOrNotAvailable,
  phoneOrNotAvailable,
  textOrNotAvailable,
  yenOrNotAvailable,
  yesNo,
} from '../../ui/not-available';
import { PageHeading } from '../../ui/page-heading';
import { nameWithSecondName } from '../../ui/person-name';
import { QueryState } from '../../ui/query-state';
import { StatusTag } from '../../ui/status-tag';
import { useCombiniPaymentQuery, type CombiniPaymentDetail } from './api/combini-payment-query';
import { COMBINI_PAYMENT_TEXTS, PROVIDER_COLUMNS } from './combini-payment-texts';

type Provider = CombiniPaymentDetail['provider'];

const PROVIDER_TABLE: readonly Column<Provider>[] = [
  { key: 'name', header: PROVIDER_COLUMNS.providerName, cell: (p) => textOrNotAvailable(p?.providerName) },
  { key: 'ref', header: PROVIDER_COLUMNS.providerRef, cell: (p) => textOrNotAvailable(p?.providerRef) },
  {
    key: 'consumer-code',
    header: PROVIDER_COLUMNS.consumerCode,
    cell: (p) => textOrNotAvailable(p?.consumerCode),
  },
  {
    key: 'merchant-code',
    header: PROVIDER_COLUMNS.merchantCode,
    cell: (p) => textOrNotAvailable(p?.merchantCode),
  },
];

export function CombiniPaymentPage() {
  useT(); // renders again on a language switch
  const { combiniPaymentId = '' } = useParams();
  const query = useCombiniPaymentQuery(combiniPaymentId);
  return (
    <section className="combini-payment-page">
      <PageHeading title={COMBINI_PAYMENT_TEXTS.title} id={combiniPaymentId} />
      <QueryState query={query} isEmpty={(data) => data === null} notFoundIsEmpty>
        {(payment) => payment && <CombiniPaymentDetails payment={payment} />}
      </QueryState>
    </section>
  );
}

function CombiniPaymentDetails({ payment: c }: { payment: CombiniPaymentDetail }) {
  const t = useT();
  return (
    <>
      <KeyValueTable
        rows={[
          [t('account.combini.field.id'), c.id],
          [t('account.combini.field.status'), <StatusTag key="status" status={c.status} />],
          [t('account.combini.field.orderRef'), textOrNotAvailable(c.orderRef)],
          [t('account.combini.field.amount'), formatYen(c.amount)],
          [t('account.combini.field.settlementFee'), yenOrNotAvailable(c.settlementFeeAmount)],
          [t('account.combini.field.merchant'), textOrNotAvailable(c.merchantName)],
          [t('account.combini.field.buyerName'), nameWithSecondName(c.buyer?.name1, c.buyer?.name2)],
          [t('account.combini.field.email'), textOrNotAvailable(c.buyer?.email)],
          [t('account.combini.field.phone'), phoneOrNotAvailable(c.buyer?.phone)],
          [t('account.combini.field.created'), dateTimeOrNotAvailable(c.createdAt)],
          [t('account.combini.field.updated'), dateTimeOrNotAvailable(c.updatedAt)],
          [t('account.combini.field.expires'), dateTimeOrNotAvailable(c.expiresAt)],
          [t('account.combini.field.test'), yesNo(c.test)],
        ]}
      />
      <h2>{COMBINI_PAYMENT_TEXTS.provider}</h2>
      <CsvExportRow table="combini_payment_provider" scope={{ combiniPaymentId: c.id }} />
      {/* One provider, one row: the provider's fields as a one-row table, N/A where missing. */}
      <DataTable rows={[c.provider]} columns={PROVIDER_TABLE} rowKey={() => c.id} />
    </>
  );
}
