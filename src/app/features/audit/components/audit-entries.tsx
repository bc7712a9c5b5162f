// A page of audit rows (the /audit page and a consumer's staff actions): the table with a pager above and below
// when more than one page is known, each row's detail button opening its dialog, and the query's loading, error and
// empty states.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AuditEntryFieldsFragment } from '../../../api/generated/graphql';
import { paths } from '../../../paths';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../../shared/format';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { knownPageCount, outcomeText } from '../audit-rules';
import { AUDIT_COLUMNS as C, AUDIT_TEXTS as T } from '../audit-texts';
import { AuditEntryDialog } from './audit-entry-dialog';

export interface AuditPageData {
  items: AuditEntryFieldsFragment[];
  hasMore: boolean;
}

function Target({ entry }: { entry: AuditEntryFieldsFragment }) {
  if (!entry.targetId) return <>{entry.targetType ?? ''}</>;
  if (entry.targetType === 'consumer')
    return <Link to={paths.consumer.details(entry.targetId)}>{entry.targetId}</Link>;
  return (
    <>
      {entry.targetType ? `${entry.targetType} ` : ''}
      {entry.targetId}
    </>
  );
}

function columns(open: (entry: AuditEntryFieldsFragment) => void): Column<AuditEntryFieldsFragment>[] {
  return [
    { key: 'sequence', header: C.sequence, numeric: true, rowHeader: true, cell: (e) => e.sequence },
    { key: 'at', header: C.at, cell: (e) => formatDateTime(e.at) },
    { key: 'staffEmail', header: C.staffEmail, cell: (e) => e.staffEmail || T.nobody },
    { key: 'operation', header: C.operation, cell: (e) => <code>{e.operation}</code> },
    { key: 'target', header: C.target, cell: (e) => <Target entry={e} /> },
    {
      key: 'outcome',
      header: C.outcome,
      cell: (e) => (
        <span className={`audit-outcome audit-outcome--${e.outcome}`}>{outcomeText(e.outcome)}</span>
      ),
    },
    { key: 'approver', header: C.approver, cell: (e) => e.approverEmail ?? '' },
    {
      key: 'open',
      header: C.open,
      headerHidden: true,
      cell: (e) => (
        <button type="button" className="button" aria-label={T.openLabel(e.sequence)} onClick={() => open(e)}>
          {T.open}
        </button>
      ),
    },
  ];
}

export function AuditEntries({
  query,
  page,
  onPage,
  label,
}: {
  query: UseQueryResult<AuditPageData>;
  page: number;
  onPage: (page: number) => void;
  /** The table's accessible name. */
  label: string;
}) {
  const [open, setOpen] = useState<AuditEntryFieldsFragment | null>(null);
  const pageCount = knownPageCount(page, query.data?.hasMore ?? false);
  const pager = (position: string) =>
    pageCount > 1 ? (
      <Pager page={page} pageCount={pageCount} onChange={onPage} label={`${T.pager} (${position})`} />
    ) : null;
  return (
    <>
      <QueryState query={query} isEmpty={(data) => data.items.length === 0 && page === 1} empty={T.empty}>
        {(data) => (
          <div className="wide-table" aria-busy={query.isFetching}>
            {pager('上')}
            <DataTable
              rows={data.items}
              columns={columns(setOpen)}
              rowKey={(e) => e.sequence}
              label={label}
              empty={T.empty}
            />
            {pager('下')}
          </div>
        )}
      </QueryState>
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
