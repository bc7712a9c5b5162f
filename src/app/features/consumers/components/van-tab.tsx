// VAN tab (document 2 §2): the consumer's virtual bank account, or the place of the 'assign VAN' button.
import { useQuery } from '@tanstack/react-query';
import { ActionButton } from '../../../ui/action-availability';
import { KeyValueTable } from '../../../ui/key-value-table';
import { vanQueryOptions } from '../api/consumer-tab-queries';
import { CONSUMER_TEXTS } from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';

export function VanTab({ consumerId }: { consumerId: string }) {
  const van = useQuery(vanQueryOptions(consumerId));
  return (
    <QueryState query={van}>
      {(v) =>
        v ? (
          <KeyValueTable
            rows={[
              ['Bank', v.bankName],
              ['Branch', `${v.branchName} (${v.branchCode})`],
              ['Account name', v.accountName],
              ['Account type', v.accountType],
              ['Account number', <span className="mono">{v.accountNumber}</span>],
              ['VAN key', <span className="mono">{v.vanKey}</span>],
            ]}
          />
        ) : (
          <>
            <p>{CONSUMER_TEXTS.noVan}</p>
            <ActionButton className="button" unavailableReason={CONSUMER_TEXTS.notAvailableYet}>
              {CONSUMER_TEXTS.assignVan}
            </ActionButton>
          </>
        )
      }
    </QueryState>
  );
}
