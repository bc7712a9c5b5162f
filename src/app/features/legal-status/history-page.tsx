// /legalStatusUpdate/history (document 1 §2): every batch newest first with its comment, a page at a time
// from the server, narrowed by comment, batch id, creator and created days. The filters and the page live in the
// URL's query string (reload, back and forward, a link sent to a colleague show the same list).
import { useT } from '../../../i18n/use-t';
import { RunHistory } from '../../ui/bulk-history';
import { CsvExportButton } from '../../ui/csv-export-button';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../paths';
import type { Column } from '../../ui/data-table';
import { formatDateTime } from '../../../shared/format';
import { useUrlPage } from '../../ui/url-page';
import { pageCountOf } from '../../ui/pagination';
import type { LegalStatusBatchFieldsFragment } from '../../api/generated/graphql';
import { historyQueryOptions } from './api/legal-status-api';
import { BatchStatus } from './batch-views';
import {
  NO_HISTORY_FILTERS,
  hasHistoryFilters,
  historyFilterArgument,
  historyFiltersFrom,
  withHistoryFilters,
} from './history-filters';
import { HISTORY_PAGE_SIZE, newestFirst } from './legal-status-rules';
import { HISTORY_COLUMNS, HISTORY_FILTER_TEXTS, LEGAL_STATUS_UPDATE_TEXTS } from './legal-status-texts';
import { rangeFilterForm } from '../../ui/filter-form';

/** The history's columns, their headers in the active language. */
const historyColumns = (): Column<LegalStatusBatchFieldsFragment>[] => [
  {
    key: 'id',
    header: HISTORY_COLUMNS.id,
    rowHeader: true,
    cell: (b) => <Link to={paths.legalStatusUpdateResult.detail(b.id)}>{b.id}</Link>,
  },
  { key: 'createdBy', header: HISTORY_COLUMNS.createdBy, cell: (b) => b.createdBy },
  { key: 'createdAt', header: HISTORY_COLUMNS.createdAt, cell: (b) => formatDateTime(b.createdAt) },
  {
    key: 'completedAt',
    header: HISTORY_COLUMNS.completedAt,
    cell: (b) => (b.completedAt == null ? LEGAL_STATUS_UPDATE_TEXTS.pending : formatDateTime(b.completedAt)),
  },
  { key: 'status', header: HISTORY_COLUMNS.status, cell: (b) => <BatchStatus batch={b} /> },
  { key: 'comment', header: HISTORY_COLUMNS.comment, cell: (b) => b.comment ?? '' },
];

/** The history's filter form but for what it applies (its labels read at render). */
const historyFilterForm = () =>
  rangeFilterForm('legal-status-history__filters', HISTORY_FILTER_TEXTS, NO_HISTORY_FILTERS, 'search', [
    'comment',
    'batchId',
    'createdBy',
  ]);

/** Every batch, a page at a time from the server (the history grows without end), with the pager above and below. */
export function LegalStatusHistoryPage() {
  // Renders again when the staff member switches the language (the texts are read from the catalogue).
  useT();
  const [search, setSearch] = useSearchParams();
  const [page, setPage] = useUrlPage();
  const filters = historyFiltersFrom(search);
  // The key hashes the filter's fields: the same filters are the same query, whatever object holds them.
  const query = useQuery(historyQueryOptions(page, historyFilterArgument(filters)));
  const batches = useMemo(
    () => (query.data ? newestFirst(query.data.legalStatusBatchUpdates) : undefined),
    [query.data],
  );
  const pageCount = pageCountOf(query.data?.legalStatusBatchCount ?? 0, HISTORY_PAGE_SIZE);
  return (
    <RunHistory
      title={LEGAL_STATUS_UPDATE_TEXTS.history}
      headingId="legal-status-history"
      head={<CsvExportButton table="legal_status_batches" scope={{ ...historyFilterArgument(filters) }} />}
      filters={{
        ...historyFilterForm(),
        applied: filters,
        onApply: (next) => setSearch((current) => withHistoryFilters(current, next)),
      }}
      query={{ ...query, data: batches }}
      isEmpty={(list) => hasHistoryFilters(filters) && list.length === 0}
      empty={HISTORY_FILTER_TEXTS.noMatch}
      columns={historyColumns()}
      rowKey={(b) => b.id}
      page={page}
      pageCount={pageCount}
      onPage={setPage}
    />
  );
}
