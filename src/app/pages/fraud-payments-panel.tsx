// The fraud payments tab as the consumer page shows it, a composition of two features: the consumer's whole
// payments list (paymentsV2, asked when the tab opens) with the consumer feature's truncation warnings, then the
// fraud feature's tab.
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../ui/query-state';
import { paymentsTruncationWarnings } from '../features/consumers/consumer-rules';
import { fraudPaymentsQueryOptions } from '../features/fraud/api/fraud-payments-query';
import { FraudPaymentsTab } from '../features/fraud/components/fraud-payments-tab';

export function FraudPaymentsPanel({ consumerId }: { consumerId: string }) {
  const payments = useQuery(fraudPaymentsQueryOptions(consumerId));
  return (
    <QueryState query={payments} isEmpty={() => false}>
      {({ payments: rows, metadata }) => (
        <>
          {paymentsTruncationWarnings(metadata).map((warning) => (
            <p key={warning} className="notice--warning" role="note">
              {warning}
            </p>
          ))}
          <FraudPaymentsTab consumerId={consumerId} payments={rows} />
        </>
      )}
    </QueryState>
  );
}
