// Limit and usage tab: the spend limit and credit lines (PLUS data of the page query) and the running
// numbers (runningBalance).
import { useQuery } from '@tanstack/react-query';
import { KeyValueTable } from '../../../ui/key-value-table';
import { yenOrNotAvailable } from '../../../ui/not-available';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { limitAndUsageQueryOptions } from '../api/consumer-tab-queries';
import { QueryState } from '../../../ui/query-state';

export function LimitAndUsageTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  const balance = useQuery(limitAndUsageQueryOptions(consumerId));
  const plus = data.plusConsumerData;
  return (
    <>
      <KeyValueTable
        caption="Limits"
        rows={[
          ['Spend limit (max)', yenOrNotAvailable(plus?.spendLimit?.max)],
          ['Spend limit (selected)', yenOrNotAvailable(plus?.spendLimit?.selected)],
          ['Apple line of credit', yenOrNotAvailable(plus?.appleLineOfCreditLimit)],
        ]}
      />
      <QueryState query={balance}>
        {(b) => (
          <KeyValueTable
            caption="Usage"
            rows={[
              ['PLUS / classic outstanding this month', yenOrNotAvailable(b.plusOutstandingAmount)],
              ['Apple outstanding this month', yenOrNotAvailable(b.appleOutstandingAmount)],
              ['請求金額 (overdue)', yenOrNotAvailable(b.overdueAmount)],
              ['Uncaptured total', yenOrNotAvailable(b.uncapturedAmount)],
              ['超あとはらい (future PLUS amount)', yenOrNotAvailable(b.futurePlusAmount)],
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
