// VAN tab (document 2 §2): the consumer's virtual bank account, or the 'assign VAN' button when none exists
// (after the assignment the refreshed query shows the bank account table).
import { useQuery } from '@tanstack/react-query';
import { KeyValueTable } from '../../../ui/key-value-table';
import { vanQueryOptions } from '../api/consumer-tab-queries';
import { CONSUMER_TEXTS, FIELD_LABELS } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';
import { QueryState } from '../../../ui/query-state';
import { AssignVanButton } from './plus-actions';

export function VanTab({ consumerId }: { consumerId: string }) {
  useT(); // renders again on a language switch
  const van = useQuery(vanQueryOptions(consumerId));
  return (
    <QueryState query={van}>
      {(v) =>
        v ? (
          <KeyValueTable
            rows={[
              [FIELD_LABELS.bank, v.bankName],
              [FIELD_LABELS.branch, `${v.branchName} (${v.branchCode})`],
              [FIELD_LABELS.accountName, v.accountName],
              [FIELD_LABELS.accountType, v.accountType],
              [FIELD_LABELS.accountNumber, <span className="mono">{v.accountNumber}</span>],
              [FIELD_LABELS.vanKey, <span className="mono">{v.vanKey}</span>],
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
