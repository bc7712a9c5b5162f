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
import { approvalListQueryOptions } from '../api/approvals-api';
import { APPROVAL_LABELS, APPROVAL_TEXTS, extentText } from '../approval-rules';
import { OperationName } from '../../../ui/operation-name';
import { ApprovalStatusTag, ApprovalTarget } from './approval-views';
import { useT } from '../../../../i18n/use-t';

type Row = ApprovalRequestRowFieldsFragment;

// Functions, not constants: the headers are read in the language active at render.
const columns = (): Column<Row>[] => [
  {
    key: 'operation',
    header: APPROVAL_LABELS.operation,
    rowHeader: true,
    cell: (r) => <OperationName operation={r.operation} link={paths.approvals.detail(r.id)} />,
  },
  {
    key: 'target',
    header: APPROVAL_LABELS.target,
    cell: (r) => <ApprovalTarget targetType={r.targetType} targetId={r.targetId} />,
  },
  { key: 'extent', header: APPROVAL_LABELS.extent, cell: (r) => extentText(r.extent) },
  { key: 'maker', header: APPROVAL_LABELS.maker, cell: (r) => r.maker.email },
  { key: 'createdAt', header: APPROVAL_LABELS.createdAt, cell: (r) => formatDateTime(r.createdAt) },
  { key: 'status', header: APPROVAL_LABELS.status, cell: (r) => <ApprovalStatusTag status={r.status} /> },
];

const decidedColumns = (): Column<Row>[] => [
  ...columns(),
  { key: 'decidedBy', header: APPROVAL_LABELS.decidedBy, cell: (r) => r.decidedBy?.email ?? '' },
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
  const query = useQuery(approvalListQueryOptions(tab, page));
  const goTo = (next: number) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next > 1) out.set('page', String(next));
      else out.delete('page');
      return out;
    });
  const hasMore = query.data?.hasMore ?? false;
  const pager = (page > 1 || hasMore) && (
    <nav className="pager" aria-label={t('ui.pager.of', { title: APPROVAL_TEXTS.table })}>
      <button type="button" className="pager__button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        {APPROVAL_TEXTS.prev}
      </button>
      <span className="pager__current" aria-current="page">
        {APPROVAL_TEXTS.page(page)}
      </span>
      <button type="button" className="pager__button" disabled={!hasMore} onClick={() => goTo(page + 1)}>
        {APPROVAL_TEXTS.next}
      </button>
    </nav>
  );
  return (
    <section className="approvals-page">
      <PageHeading title={APPROVAL_TEXTS.title} />
      <nav className="tabs" aria-label={APPROVAL_TEXTS.title}>
        {APPROVAL_TABS.map((each) => (
          <Link
            key={each}
            to={paths.approvals.list(each)}
            className={each === tab ? 'active' : undefined}
            aria-current={each === tab ? 'page' : undefined}
          >
            {APPROVAL_TEXTS.tabs[each]}
          </Link>
        ))}
        <Link to={paths.approvals.policy}>{APPROVAL_TEXTS.policyLink}</Link>
      </nav>
      <div className="csv-export-row">
        <CsvExportButton table="approval_requests" scope={{ tab }} />
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.rows.length === 0 && page === 1}
        empty={tab === 'pending' ? APPROVAL_TEXTS.noPending : APPROVAL_TEXTS.noDecided}
      >
        {(data) => (
          <>
            <DataTable
              rows={data.rows}
              columns={tab === 'pending' ? columns() : decidedColumns()}
              rowKey={(r) => r.id}
              label={APPROVAL_TEXTS.tabs[tab]}
              empty={tab === 'pending' ? APPROVAL_TEXTS.noPending : APPROVAL_TEXTS.noDecided}
            />
            {pager}
          </>
        )}
      </QueryState>
    </section>
  );
}
