// /audit (permission audit_log.read): the hash chain's state with "Verify now", the filters, and
// every audit row newest first, a page at a time from the server. The filters and the page live in the URL's query
// string, so a filtered view can be reloaded, shared and gone back to.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CsvExportButton } from '../../ui/csv-export-button';
import { PageHeading } from '../../ui/page-heading';
import { auditEntriesQueryOptions } from './api/audit-api';
import { auditQueryVariables, filtersFromSearch, searchFromFilters } from './audit-rules';
import { useT } from '../../../i18n/use-t';
import { AuditEntries } from './components/audit-entries';
import { AuditFilterForm } from './components/audit-filter-form';
import { ChainState } from './components/chain-state';
import './audit.css';

/** `tabs`: the page's tab bar when another view shares /audit (the access log's 閲覧ログ). */
export function AuditPage({ tabs }: { tabs?: ReactNode }) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const { filters, page } = filtersFromSearch(search);
  const entries = useQuery(auditEntriesQueryOptions(auditQueryVariables(filters, page)));
  const applied = searchFromFilters(filters).toString();
  // CSV出力 takes the applied filter (not the page): every matching row.
  const { offset: _offset, limit: _limit, ...filter } = auditQueryVariables(filters, page);
  return (
    <section className="audit-page">
      <PageHeading title={t('audit.title')} />
      {tabs}
      <ChainState />
      <section className="table-section" aria-labelledby="audit-entries-heading">
        <div className="table-section__head">
          <h2 id="audit-entries-heading">{t('audit.entries')}</h2>
          <CsvExportButton table="audit_log" scope={filter} />
        </div>
        {/* Remounted when the URL's filters change (back, forward, a link), so the form shows them. */}
        <AuditFilterForm
          key={applied}
          applied={filters}
          onApply={(next) => setSearch(searchFromFilters(next))}
        />
        <AuditEntries
          query={entries}
          page={page}
          onPage={(next) => setSearch(searchFromFilters(filters, next))}
          label={t('audit.entries')}
        />
      </section>
    </section>
  );
}
