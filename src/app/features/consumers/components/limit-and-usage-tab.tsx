// Limit and usage tab: the spend limit and credit lines (PLUS data of the page query) and the running
// numbers (runningBalance).
import { useQuery } from '@tanstack/react-query';
import { KeyValueTable } from '../../../ui/key-value-table';
import { yenOrNotAvailable } from '../../../ui/not-available';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { limitAndUsageQueryOptions } from '../api/consumer-tab-queries';
import { QueryState } from '../../../ui/query-state';
import { FIELD_LABELS as F } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';

export function LimitAndUsageTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  useT(); // renders again on a language switch
  const balance = useQuery(limitAndUsageQueryOptions(consumerId));
  const plus = data.plusConsumerData;
  return (
    <>
      <KeyValueTable
        caption={F.limits}
        rows={[
          [F.spendLimitMax, yenOrNotAvailable(plus?.spendLimit?.max)],
          [F.spendLimitSelected, yenOrNotAvailable(plus?.spendLimit?.selected)],
          [F.appleLineOfCredit, yenOrNotAvailable(plus?.appleLineOfCreditLimit)],
        ]}
      />
      <QueryState query={balance}>
        {(b) => (
          <KeyValueTable
            caption={F.usage}
            rows={[
              [F.plusOutstanding, yenOrNotAvailable(b.plusOutstandingAmount)],
              [F.appleOutstanding, yenOrNotAvailable(b.appleOutstandingAmount)],
              [F.overdue, yenOrNotAvailable(b.overdueAmount)],
              [F.uncapturedTotal, yenOrNotAvailable(b.uncapturedAmount)],
              [F.futurePlus, yenOrNotAvailable(b.futurePlusAmount)],
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
