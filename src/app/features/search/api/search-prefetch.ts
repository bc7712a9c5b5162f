// The search of a /search URL, sent while the page's code is still loading (routes.tsx: a shared link or
// a reload paints its results sooner). The page's first fetch of that keyword takes this answer instead of asking
// again (search-query.ts), so the search is sent once and its errors and retries stay the page query's own.
import { keywordFromUrl } from '../../../../shared/search-keyword';
import { startSearch } from './search-query';

export function prefetchSearch(url: URL): void {
  const keyword = keywordFromUrl(url.searchParams.get('q'));
  if (keyword) startSearch(keyword);
}
