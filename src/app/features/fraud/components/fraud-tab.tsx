// Fraud tab (document 2 §2): fraud flags, assessment exclusion flags and fraud logs, three stacked tables
// each paged by FRAUD_LOG_PAGE_SIZE. The flags and exclusions come with the page query; the log is fetched
// here. The add / unflag / remove / create-log actions are laid out disabled until they ship.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FRAUD_LOG_PAGE_SIZE } from '../../../constants';
import { ActionButton } from '../../../ui/action-availability';
import type { Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../ui/format';
import { PagedTableSection } from '../../../ui/paged-table-section';
import type {
  AssessmentExclusionRowFieldsFragment,
  ConsumerFraudFlagRowFieldsFragment,
} from '../../../api/generated/graphql';
import { fraudEventLogsQueryOptions, type FraudEventLogRow } from '../api/consumer-fraud-queries';
import { EXCLUSION_COLUMNS, FRAUD_FLAG_COLUMNS, FRAUD_LOG_COLUMNS, FRAUD_TEXTS as T } from '../fraud-texts';

type FraudFlagRow = ConsumerFraudFlagRowFieldsFragment;
type ExclusionRow = AssessmentExclusionRowFieldsFragment;

function Disabled({ children }: { children: ReactNode }) {
  return (
    <ActionButton className="button" unavailableReason={T.notAvailableYet}>
      {children}
    </ActionButton>
  );
}

const FLAG_TABLE: readonly Column<FraudFlagRow>[] = [
  { key: 'id', header: FRAUD_FLAG_COLUMNS.id, className: 'mono', cell: (f) => f.id },
  { key: 'created', header: FRAUD_FLAG_COLUMNS.created, cell: (f) => formatDateTime(f.flaggedAt) },
  { key: 'reason', header: FRAUD_FLAG_COLUMNS.reason, cell: (f) => f.flaggedFor.reason },
  { key: 'creator', header: FRAUD_FLAG_COLUMNS.creator, cell: (f) => f.flaggedBy },
  { key: 'unflag', header: T.unflag, headerHidden: true, cell: () => <Disabled>{T.unflag}</Disabled> },
];

const EXCLUSION_TABLE: readonly Column<ExclusionRow>[] = [
  { key: 'id', header: EXCLUSION_COLUMNS.id, className: 'mono', cell: (x) => x.id },
  { key: 'created', header: EXCLUSION_COLUMNS.created, cell: (x) => formatDateTime(x.excludedAt) },
  { key: 'kind', header: EXCLUSION_COLUMNS.assessmentKind, cell: (x) => x.assessmentKind },
  { key: 'creator', header: EXCLUSION_COLUMNS.creator, cell: (x) => x.excludedBy },
  {
    key: 'remove',
    header: T.removeExclusion,
    headerHidden: true,
    cell: () => <Disabled>{T.removeExclusion}</Disabled>,
  },
];

const LOG_TABLE: readonly Column<FraudEventLogRow>[] = [
  { key: 'date', header: FRAUD_LOG_COLUMNS.date, cell: (l) => formatDateTime(l.createdAt) },
  { key: 'creator', header: FRAUD_LOG_COLUMNS.creator, cell: (l) => l.createdBy },
  { key: 'message', header: FRAUD_LOG_COLUMNS.message, className: 'message-text', cell: (l) => l.message },
];

/**
 * `flags` and `exclusions` come with the consumer page query (fragments in ./fraud-tab.fragment.ts); the
 * exclusions only for holders of assessment_exclusions.read (`canReadExclusions`).
 */
export function FraudTab({
  consumerId,
  flags,
  exclusions,
  canReadExclusions,
}: {
  consumerId: string;
  flags: readonly ConsumerFraudFlagRowFieldsFragment[];
  exclusions: readonly AssessmentExclusionRowFieldsFragment[] | null | undefined;
  canReadExclusions: boolean;
}) {
  const logs = useQuery(fraudEventLogsQueryOptions(consumerId));
  const exclusionsReadable = canReadExclusions && !!exclusions;
  return (
    <>
      <PagedTableSection
        headingId="fraud-flags"
        title={T.fraudFlags}
        actions={<Disabled>{T.addFlag}</Disabled>}
        rows={flags}
        columns={FLAG_TABLE}
        rowKey={(f) => f.id}
        pageSize={FRAUD_LOG_PAGE_SIZE}
        empty={T.noFraudFlags}
      />
      <PagedTableSection
        headingId="assessment-exclusions"
        title={T.exclusions}
        actions={canReadExclusions ? <Disabled>{T.addExclusion}</Disabled> : null}
        rows={exclusionsReadable ? exclusions : []}
        columns={EXCLUSION_TABLE}
        rowKey={(x) => x.id}
        pageSize={FRAUD_LOG_PAGE_SIZE}
        empty={exclusionsReadable ? T.noExclusions : T.noExclusionPermission}
      />
      <PagedTableSection
        headingId="fraud-logs"
        title={T.fraudLogs}
        actions={<Disabled>{T.createLog}</Disabled>}
        query={logs}
        columns={LOG_TABLE}
        rowKey={(l) => l.id}
        pageSize={FRAUD_LOG_PAGE_SIZE}
        empty={T.noFraudLogs}
      />
    </>
  );
}
