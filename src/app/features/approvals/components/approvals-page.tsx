// /approvals: the requests waiting for a second person and the decided ones, a tab each (?tab=decided),
// newest first, a page at a time. Holders of approvals.decide see every request, anyone else their own.
import { CsvExportButton } from '../../../ui/csv-export-button';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { APPROVAL_TABS, paths, type ApprovalTab } from '../../../paths';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../../shared/format';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import type { ApprovalRequestRowFieldsFragment } from '../../../api/generated/graphql';
import { approvalListQuery } from '../api/approvals-api';
import { APPROVAL_LABELS as L, APPROVAL_TEXTS as T, extentText } from '../approval-rules';
import { OperationName } from '../../../ui/operation-name';
import { ApprovalStatusTag, ApprovalTarget } from './approval-views';
import { useT } from '../../../../i18n/use-t';

type Row = ApprovalRequestRowFieldsFragment;

// Functions, not constants: the headers are read in the language active at render.
const columns = (): Column<Row>[] => [
  {
    key: 'operation',
    header: L.operation,
    rowHeader: true,
    cell: (r) => <OperationName operation={r.operation} link={paths.approvals.detail(r.id)} />,
  },
  {
    key: 'target',
    header: L.target,
    cell: (r) => <ApprovalTarget targetType={r.targetType} targetId={r.targetId} />,
  },
  { key: 'extent', header: L.extent, cell: (r) => extentText(r.extent) },
  { key: 'maker', header: L.maker, cell: (r) => r.maker.email },
  { key: 'createdAt', header: L.createdAt, cell: (r) => formatDateTime(r.createdAt) },
  { key: 'status', header: L.status, cell: (r) => <ApprovalStatusTag status={r.status} /> },
];

const decidedColumns = (): Column<Row>[] => [
  ...columns(),
  { key: 'decidedBy', header: L.decidedBy, cell: (r) => r.decidedBy?.email ?? '' },
];

function isTab(value: string | null): value is ApprovalTab {
  return (APPROVAL_TABS as readonly (string | null)[]).includes(value);
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function ApprovalsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ApprovalTab = isTab(requested) ? requested : 'pending';
  const page = pageOf(params.get('page'));
  const query = useQuery(approvalListQuery(tab, page));
  const goTo = (next: number) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });
  const hasMore = query.data?.hasMore ?? false;
  const pager = (page > 1 || hasMore) && (
    <nav className="pager" aria-label={t('ui.pager.of', { title: T.table })}>
      <button type="button" className="pager__button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        {T.prev}
      </button>
      <span className="pager__current" aria-current="page">
        {T.page(page)}
      </span>
      <button type="button" className="pager__button" disabled={!hasMore} onClick={() => goTo(page + 1)}>
        {T.next}
      </button>
    </nav>
  );
  return (
    <section className="approvals-page">
      <PageHeading title={T.title} />
      <nav className="tabs" aria-label={T.title}>
        {APPROVAL_TABS.map((each) => (
          <Link
            key={each}
            to={paths.approvals.list(each)}
            className={each === tab ? 'active' : undefined}
            aria-current={each === tab ? 'page' : undefined}
          >
            {T.tabs[each]}
          </Link>
        ))}
        <Link to={paths.approvals.policy}>{T.policyLink}</Link>
      </nav>
      <div className="csv-export-row">
        <CsvExportButton table="approval_requests" scope={{ tab }} />
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.rows.length === 0 && page === 1}
        empty={tab === 'pending' ? T.noPending : T.noDecided}
      >
        {(data) => (
          <>
            <DataTable
              rows={data.rows}
              columns={tab === 'pending' ? columns() : decidedColumns()}
              rowKey={(r) => r.id}
              label={T.tabs[tab]}
              empty={tab === 'pending' ? T.noPending : T.noDecided}
            />
            {pager}
          </>
        )}
      </QueryState>
    </section>
  );
}
