// The former search routes (`/search/payments`, `/search/consumers?…`) now live at `/search?q=…&tab=…`: an old
// link or bookmark lands on the same tab, with whatever query it carried.
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_SEARCH_TAB, paths, searchTabFrom } from '../paths';

export function legacySearchTarget(tabSegment: string | undefined, search: string): string {
  const params = new URLSearchParams(search);
  const tab = searchTabFrom(tabSegment);
  if (tab === DEFAULT_SEARCH_TAB) params.delete('tab');
  else params.set('tab', tab);
  const query = params.toString();
  return query ? `${paths.search.pattern}?${query}` : paths.search.pattern;
}

export function LegacySearchRedirect() {
  const { tab } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${legacySearchTarget(tab, search)}${hash}`} replace />;
}
