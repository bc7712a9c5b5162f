// Convenience-store payment detail, /combini-payments/{combiniPaymentId} (document 2): the payment's fields
// and its provider table; missing values show N/A, an unknown id an empty box.
import { useParams } from 'react-router-dom';
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
  return (
    <>
      <KeyValueTable
        rows={[
          ['ID', c.id],
          ['Status', <StatusTag key="status" status={c.status} />],
          ['Order reference', textOrNotAvailable(c.orderRef)],
          ['Amount', formatYen(c.amount)],
          ['Settlement fee', yenOrNotAvailable(c.settlementFeeAmount)],
          ['Merchant', textOrNotAvailable(c.merchantName)],
          ['Buyer name', nameWithSecondName(c.buyer?.name1, c.buyer?.name2)],
          ['E-mail', textOrNotAvailable(c.buyer?.email)],
          ['Phone', phoneOrNotAvailable(c.buyer?.phone)],
          ['Created', dateTimeOrNotAvailable(c.createdAt)],
          ['Updated', dateTimeOrNotAvailable(c.updatedAt)],
          ['Expires', dateTimeOrNotAvailable(c.expiresAt)],
          ['Test', yesNo(c.test)],
        ]}
      />
      <h2>{COMBINI_PAYMENT_TEXTS.provider}</h2>
      {/* One provider, one row: the provider's fields as a one-row table, N/A where missing. */}
      <DataTable rows={[c.provider]} columns={PROVIDER_TABLE} rowKey={() => c.id} />
    </>
  );
}
