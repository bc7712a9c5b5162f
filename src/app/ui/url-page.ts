// The page of a paged table lives in the URL (`?page=3`, or the table's own parameter when a screen shows
// several), so a reload, back and forward and a link sent to a colleague show the same page. Page 1 is not
// written. Other parameters of the URL (the search keyword, the tab) are kept.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const DEFAULT_PAGE_PARAM = 'page';

/** The 1-based page a URL parameter asks for; anything that is not a positive integer is page 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function useUrlPage(param: string = DEFAULT_PAGE_PARAM): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page <= 1) next.delete(param);
          else next.set(param, String(page));
          return next;
        },
        { preventScrollReset: true },
      ),
    [param, setParams],
  );
  return [pageFromParam(params.get(param)), setPage];
}
