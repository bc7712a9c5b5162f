// The 閲覧ログ tab of /audit (permission audit_log.read): the alerts on unusual reading, then every access-log entry
// newest first, filtered by staff member, consumer, kind and JST days; filters and page in the URL
// (/audit?tab=access&consumerId=…), CSV出力 of every entry the filter selects.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { DataTable, type Column } from '../../../ui/data-table';
import { FilterForm, type FilterField } from '../../../ui/filter-form';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { knownPageCount } from '../../../ui/pagination';
import { formatDateTime } from '../../../../shared/format';
import type { AccessAlertsQuery } from '../../../api/generated/graphql';
import { ALERTS_PAGE_SIZE, accessAlertsQueryOptions, accessEntriesQueryOptions } from '../api/access-log-api';
import {
  EMPTY_ACCESS_FILTERS,
  accessFiltersFromSearch,
  accessQueryVariables,
  alertNumbers,
  ruleText,
  searchFromAccessFilters,
  type AccessFilters,
} from '../access-log-rules';
import { useT } from '../../../../i18n/use-t';
import type { Translate } from '../../../../i18n/i18n';
import { Text } from '../../../../i18n/text';
import { NamedCode } from './named-code';
import { AccessEntries } from './access-entries';

/** Functions, not constants: the labels are read in the language active at render. */
const filterFields = (t: Translate): readonly FilterField<keyof AccessFilters>[] => [
  { key: 'staffEmail', label: t('accessLog.staffEmail'), type: 'text' },
  { key: 'consumerId', label: t('accessLog.consumerId'), type: 'text' },
  { key: 'kind', label: t('accessLog.kind'), type: 'text' },
  { key: 'from', label: t('accessLog.from'), type: 'date' },
  { key: 'to', label: t('accessLog.to'), type: 'date' },
];

export function AccessLogTab() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const { filters, page } = accessFiltersFromSearch(search);
  const variables = accessQueryVariables(filters, page);
  const entries = useQuery(accessEntriesQueryOptions(variables));
  const { offset: _offset, limit: _limit, ...filter } = variables;
  return (
    <>
      <AccessAlerts />
      <section className="table-section" aria-labelledby="access-entries-heading">
        <div className="table-section__head">
          <h2 id="access-entries-heading">{t('accessLog.entries')}</h2>
          <CsvExportButton table="access_entries" scope={filter} />
        </div>
        <p className="audit-hint">{t('accessLog.entriesHint')}</p>
        <FilterForm
          key={searchFromAccessFilters(filters).toString()}
          className="audit-filters"
          fields={filterFields(t)}
          applied={filters}
          empty={EMPTY_ACCESS_FILTERS}
          texts={{
            label: t('accessLog.filters'),
            apply: t('accessLog.apply'),
            clear: t('accessLog.clear'),
            badRange: t('accessLog.badRange'),
          }}
          onApply={(next) => setSearch(searchFromAccessFilters(next))}
        />
        <AccessEntries
          query={entries}
          page={page}
          onPage={(next) => setSearch(searchFromAccessFilters(filters, next))}
          label={t('accessLog.entries')}
        />
      </section>
    </>
  );
}

type Alert = AccessAlertsQuery['accessAlerts'][number];

const ALERT_COLUMNS: Column<Alert>[] = [
  {
    key: 'at',
    header: <Text id="accessLog.column.at" />,
    rowHeader: true,
    cell: (a) => formatDateTime(a.at),
  },
  { key: 'staffEmail', header: <Text id="accessLog.column.staffEmail" />, cell: (a) => a.staffEmail },
  {
    key: 'rule',
    header: <Text id="accessLog.column.rule" />,
    cell: (a) => <NamedCode code={a.rule} name={ruleText(a.rule)} />,
  },
  {
    key: 'numbers',
    header: <Text id="accessLog.column.numbers" />,
    numeric: true,
    cell: (a) => alertNumbers(a),
  },
];

/** The alerts, newest first, a page at a time (one more is asked to know whether another page follows). */
function AccessAlerts() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery(accessAlertsQueryOptions(page));
  const hasMore = (query.data?.length ?? 0) > ALERTS_PAGE_SIZE;
  const pageCount = knownPageCount(page, hasMore);
  return (
    <section className="table-section" aria-labelledby="access-alerts-heading">
      <div className="table-section__head">
        <h2 id="access-alerts-heading">{t('accessLog.alerts')}</h2>
      </div>
      <p className="audit-hint">{t('accessLog.alertsHint')}</p>
      <QueryState
        query={query}
        isEmpty={(alerts) => alerts.length === 0 && page === 1}
        empty={t('accessLog.alertsEmpty')}
      >
        {(alerts) => (
          <>
            <DataTable
              rows={alerts.slice(0, ALERTS_PAGE_SIZE)}
              columns={ALERT_COLUMNS}
              rowKey={(a) => a.id}
              label={t('accessLog.alerts')}
              empty={t('accessLog.alertsEmpty')}
            />
            {pageCount > 1 && (
              <Pager
                page={page}
                pageCount={pageCount}
                onChange={setPage}
                label={t('accessLog.alertsPager')}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
