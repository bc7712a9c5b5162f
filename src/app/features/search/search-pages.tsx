// Search pages (document 1 §2 "Search views"): the search on the keyword of the URL (`/search?q=…&tab=…`), which
// the global keyword state follows, four tabs with counts, the result tables, and the auto-redirect to a
// single consumer, payment or combini payment. Without a tab in the URL the first tab with hits opens;
// a failed search shows its Japanese message with 再試行, and Enter on the same keyword runs it again.
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_TABS, explicitSearchTab, paths, type SearchTab } from '../../paths';
import { consoleStore, useSearchAgainRequests } from '../../state/console-store';
import { CsvExportButton } from '../../ui/csv-export-button';
import { EmptyBox } from '../../ui/empty-box';
import type { ExportTableName } from '../../../shared/export-tables';
import { RecentCases } from '../../recent/recent-cases';
import { PageHeading } from '../../ui/page-heading';
import { QueryError } from '../../ui/query-error';
import { useSearchQuery, type SearchResult } from './api/search-query';
import {
  SearchCombiniPaymentsTable,
  SearchConsumersTable,
  SearchDuplicateChargesTable,
  SearchPaymentsTable,
} from './components/search-tables';
import { useT } from '../../../i18n/use-t';
import { searchRedirectTarget, searchTabCounts, searchTabToShow } from './search-rules';
import { SEARCH_RESULT_LIMIT, keywordFromUrl } from '../../../shared/search-keyword';
import { Loading } from '../../ui/query-state';

export function SearchPage() {
  const t = useT();
  const [params] = useSearchParams();
  const keyword = keywordFromUrl(params.get('q'));
  const namedTab = explicitSearchTab(params.get('tab'));
  // The global keyword (the header's box) follows the URL: a reload, a pasted link, back and forward.
  useEffect(() => consoleStore.setKeyword(keyword), [keyword]);
  // A new search leaves the focus on the results (unless the user already moved it), so j/k and [ ] apply.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) {
      section.current?.focus({ preventScroll: true });
    }
  }, [keyword]);
  const search = useSearchQuery(keyword);
  const navigate = useNavigate();
  const redirectTo = searchRedirectTarget(search.data);
  const { tab, replaceWith } = searchTabToShow(namedTab, redirectTo ? undefined : search.data);

  useEffect(() => {
    if (redirectTo) void navigate(redirectTo, { replace: true });
    else if (replaceWith) void navigate(paths.search.results(keyword, replaceWith), { replace: true });
  }, [redirectTo, replaceWith, keyword, navigate]);

  // Enter in the header's box on the same keyword: a failed search runs again (a successful one stays).
  const againRequests = useSearchAgainRequests();
  const seenAgainRequests = useRef(againRequests);
  useEffect(() => {
    if (againRequests === seenAgainRequests.current) return;
    seenAgainRequests.current = againRequests;
    if (search.isError) void search.refetch();
  }, [againRequests, search]);

  return (
    <section ref={section} className="search-page" tabIndex={-1} aria-label={t('search.title')}>
      <PageHeading title={t('search.title')} id={keyword || undefined} />
      {!keyword ? (
        <>
          <EmptyBox>{t('search.noKeyword')}</EmptyBox>
          <RecentCases />
        </>
      ) : search.isPending || redirectTo || (search.isError && search.isFetching) ? (
        <Loading />
      ) : search.isError ? (
        <QueryError error={search.error} onRetry={search.refetch} />
      ) : (
        <>
          <SearchTabs keyword={keyword} current={tab} result={search.data} />
          <SearchTabPanel tab={tab} keyword={keyword} result={search.data} />
        </>
      )}
    </section>
  );
}

interface SearchTabsProps {
  keyword: string;
  current: SearchTab;
  result: SearchResult;
}

function SearchTabs({ keyword, current, result }: SearchTabsProps) {
  const t = useT();
  const counts = searchTabCounts(result);
  return (
    <nav className="tabs" aria-label={t('search.results')}>
      {SEARCH_TABS.map((tab) => (
        <Link
          key={tab}
          to={paths.search.results(keyword, tab)}
          aria-current={tab === current ? 'page' : undefined}
          className={tab === current ? 'active' : undefined}
        >
          {t(`search.tab.${tab}`)} <span className="tabs__count">({counts[tab]})</span>
        </Link>
      ))}
    </nav>
  );
}

const SEARCH_TAB_ROWS: Record<SearchTab, (result: SearchResult) => readonly unknown[]> = {
  payments: (r) => r.paidyPayments,
  consumers: (r) => r.consumers,
  'combini-payments': (r) => r.combiniPayments,
  'duplicate-settlements': (r) => r.chargesByProviderRef,
};

const SEARCH_TAB_EXPORTS: Record<SearchTab, ExportTableName> = {
  payments: 'search_payments',
  consumers: 'search_consumers',
  'combini-payments': 'search_combini_payments',
  'duplicate-settlements': 'search_duplicate_settlements',
};

function SearchTabPanel({ tab, keyword, result }: { tab: SearchTab; keyword: string; result: SearchResult }) {
  const t = useT();
  return (
    <section aria-labelledby={`search-tab-${tab}`}>
      <div className="table-section__head">
        <h2 id={`search-tab-${tab}`} className="visually-hidden">
          {t(`search.tab.${tab}`)}
        </h2>
        <CsvExportButton table={SEARCH_TAB_EXPORTS[tab]} scope={{ keyword }} />
      </div>
      {SEARCH_TAB_ROWS[tab](result).length >= SEARCH_RESULT_LIMIT && (
        <p className="notice notice--warning" role="note">
          {t('search.overLimit', { limit: SEARCH_RESULT_LIMIT })}
        </p>
      )}
      {tab === 'payments' && <SearchPaymentsTable key={keyword} rows={result.paidyPayments} />}
      {tab === 'consumers' && <SearchConsumersTable key={keyword} rows={result.consumers} />}
      {tab === 'combini-payments' && (
        <SearchCombiniPaymentsTable key={keyword} rows={result.combiniPayments} />
      )}
      {tab === 'duplicate-settlements' && (
        <SearchDuplicateChargesTable key={keyword} rows={result.chargesByProviderRef} />
      )}
    </section>
  );
}
