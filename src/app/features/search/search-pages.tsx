// Search pages (document 1 §2 "Search views"): the search on the stored keyword, four tabs with counts, the
// result tables, and the auto-redirect to a single consumer, payment or combini payment.
import { useEffect } from 'react';
import { NavLink, Outlet, useNavigate, useOutletContext } from 'react-router-dom';
import { SEARCH_TABS, paths, type SearchTab } from '../../paths';
import { useSearchKeyword } from '../../state/console-store';
import { EmptyBox } from '../../ui/empty-box';
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
import { SEARCH_TAB_TITLES, searchRedirectTarget, searchTabCounts } from './search-rules';
import { SEARCH_RESULT_LIMIT } from '../../../shared/search-keyword';
import { Loading } from '../../ui/query-state';

interface SearchOutletContext {
  keyword: string;
  result: SearchResult;
}

export function SearchPage() {
  const keyword = useSearchKeyword();
  const search = useSearchQuery(keyword);
  const navigate = useNavigate();
  const redirectTo = searchRedirectTarget(search.data);

  useEffect(() => {
    if (redirectTo) void navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  return (
    <section className="search-page">
      <PageHeading title="検索" id={keyword || undefined} />
      {!keyword ? (
        <>
          <EmptyBox />
          <RecentCases />
        </>
      ) : search.isPending || redirectTo ? (
        <Loading />
      ) : search.isError ? (
        <QueryError error={search.error} />
      ) : (
        <>
          <SearchTabs result={search.data} />
          <Outlet context={{ keyword, result: search.data } satisfies SearchOutletContext} />
        </>
      )}
    </section>
  );
}

function SearchTabs({ result }: { result: SearchResult }) {
  const counts = searchTabCounts(result);
  return (
    <nav className="tabs" aria-label="検索結果">
      {SEARCH_TABS.map((tab) => (
        <NavLink key={tab} to={paths.search.tab(tab)}>
          {SEARCH_TAB_TITLES[tab]} <span className="tabs__count">({counts[tab]})</span>
        </NavLink>
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

function SearchTabPanel({ tab }: { tab: SearchTab }) {
  const { keyword, result } = useOutletContext<SearchOutletContext>();
  return (
    <section aria-labelledby={`search-tab-${tab}`}>
      <h2 id={`search-tab-${tab}`} className="visually-hidden">
        {SEARCH_TAB_TITLES[tab]}
      </h2>
      {SEARCH_TAB_ROWS[tab](result).length >= SEARCH_RESULT_LIMIT && (
        <p className="notice notice--warning" role="note">
          {SEARCH_RESULT_LIMIT}件を超える結果があります。先頭{SEARCH_RESULT_LIMIT}
          件のみ表示しています。キーワードを絞り込んでください。
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

export const SearchPaymentsPage = () => <SearchTabPanel tab="payments" />;
export const SearchConsumersPage = () => <SearchTabPanel tab="consumers" />;
export const SearchCombiniPaymentsPage = () => <SearchTabPanel tab="combini-payments" />;
export const SearchDuplicateSettlementsPage = () => <SearchTabPanel tab="duplicate-settlements" />;
