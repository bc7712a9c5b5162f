// Limit and usage tab: the spend limit and credit lines (PLUS data of the page query) and the running
// numbers (runningBalance).
import { useQuery } from '@tanstack/react-query';
import { KeyValueTable } from '../../../ui/key-value-table';
import { yenOrNotAvailable } from '../../../ui/not-available';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { limitAndUsageQueryOptions } from '../api/consumer-tab-queries';
import { QueryState } from '../../../ui/query-state';
import { FIELD_LABELS } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';

export function LimitAndUsageTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  useT(); // renders again on a language switch
  const balance = useQuery(limitAndUsageQueryOptions(consumerId));
  const plus = data.plusConsumerData;
  return (
    <>
      <KeyValueTable
        caption={FIELD_LABELS.limits}
        rows={[
          [FIELD_LABELS.spendLimitMax, yenOrNotAvailable(plus?.spendLimit?.max)],
          [FIELD_LABELS.spendLimitSelected, yenOrNotAvailable(plus?.spendLimit?.selected)],
          [FIELD_LABELS.appleLineOfCredit, yenOrNotAvailable(plus?.appleLineOfCreditLimit)],
        ]}
      />
      <QueryState query={balance}>
        {(b) => (
          <KeyValueTable
            caption={FIELD_LABELS.usage}
            rows={[
              [FIELD_LABELS.plusOutstanding, yenOrNotAvailable(b.plusOutstandingAmount)],
              [FIELD_LABELS.appleOutstanding, yenOrNotAvailable(b.appleOutstandingAmount)],
              [FIELD_LABELS.overdue, yenOrNotAvailable(b.overdueAmount)],
              [FIELD_LABELS.uncapturedTotal, yenOrNotAvailable(b.uncapturedAmount)],
              [FIELD_LABELS.futurePlus, yenOrNotAvailable(b.futurePlusAmount)],
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
