// Convenience-store payment detail, /combini-payments/{combiniPaymentId} (document 2): the payment's fields
// and its provider table; missing values show N/A, an unknown id an empty box.
import { useParams } from 'react-router-dom';
import { MESSAGES } from '../../messages';
import { EmptyBox } from '../../ui/empty-box';
import { formatYen } from '../../ui/format';
import { KeyValueTable } from '../../ui/key-value-table';
import { dateTimeOrNotAvailable, textOrNotAvailable, yenOrNotAvailable, yesNo } from '../../ui/not-available';
import { PageHeading } from '../../ui/page-heading';
import { nameWithSecondName } from '../../ui/person-name';
import { QueryError } from '../../ui/query-error';
import { graphQLErrorCode } from '../../api/api-error';
import { StatusTag } from '../../ui/status-tag';
import { useCombiniPaymentQuery, type CombiniPaymentDetail } from './api/combini-payment-query';

const COMBINI_PAYMENT_TITLE = 'Combini Payment';

export function CombiniPaymentPage() {
  const { combiniPaymentId = '' } = useParams();
  const query = useCombiniPaymentQuery(combiniPaymentId);
  const missing =
    (query.isSuccess && query.data === null) ||
    (query.isError && graphQLErrorCode(query.error) === 'NOT_FOUND');
  return (
    <section className="combini-payment-page">
      <PageHeading title={COMBINI_PAYMENT_TITLE} id={combiniPaymentId} />
      {query.isPending ? (
        <p className="page-loading" role="status">
          {MESSAGES.common.loading}
        </p>
      ) : missing || !query.data ? (
        query.isError && !missing ? (
          <QueryError error={query.error} />
        ) : (
          <EmptyBox />
        )
      ) : (
        <CombiniPaymentDetails payment={query.data} />
      )}
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
          ['Phone', textOrNotAvailable(c.buyer?.phone)],
          ['Created', dateTimeOrNotAvailable(c.createdAt)],
          ['Updated', dateTimeOrNotAvailable(c.updatedAt)],
          ['Expires', dateTimeOrNotAvailable(c.expiresAt)],
          ['Test', yesNo(c.test)],
        ]}
      />
      <h2>Provider</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Provider name</th>
            <th scope="col">Provider reference</th>
            <th scope="col">Consumer code</th>
            <th scope="col">Merchant code</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{textOrNotAvailable(c.provider?.providerName)}</td>
            <td>{textOrNotAvailable(c.provider?.providerRef)}</td>
            <td>{textOrNotAvailable(c.provider?.consumerCode)}</td>
            <td>{textOrNotAvailable(c.provider?.merchantCode)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
