// VAN tab (document 2 §2): the consumer's virtual bank account, or the 'assign VAN' button when none exists
// (after the assignment the refreshed query shows the bank account table).
import { useQuery } from '@tanstack/react-query';
import { KeyValueTable } from '../../../ui/key-value-table';
import { vanQueryOptions } from '../api/consumer-tab-queries';
import { CONSUMER_TEXTS } from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';
import { AssignVanButton } from './plus-actions';

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
            <AssignVanButton consumerId={consumerId} />
          </>
        )
      }
    </QueryState>
  );
}
