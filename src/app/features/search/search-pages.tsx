// Search pages (document 1 §2 "Search views"); the result tables arrive with the search issue.
import { Outlet } from 'react-router-dom';
import { PageHeading } from '../../ui/page-heading';
import { EmptyBox } from '../../ui/empty-box';
import { useSearchKeyword } from '../../state/console-store';

export function SearchPage() {
  const keyword = useSearchKeyword();
  return (
    <section>
      <PageHeading title="検索" id={keyword || undefined} />
      <Outlet />
    </section>
  );
}

function SearchTab({ title }: { title: string }) {
  const keyword = useSearchKeyword();
  return (
    <section>
      <h2>{title}</h2>
      {!keyword && <EmptyBox />}
    </section>
  );
}

export const SearchPaymentsPage = () => <SearchTab title="Payments" />;
export const SearchConsumersPage = () => <SearchTab title="Consumers" />;
export const SearchCombiniPaymentsPage = () => <SearchTab title="Combini Payments" />;
export const SearchDuplicateSettlementsPage = () => <SearchTab title="Suspicious Duplicate Settlement" />;
