// A page's first query as the GET its HTML preloads (src/shared/preloaded-queries.ts). When the server sent
// a consumer link's or a search URL's HTML, it named the page's query there as `<link rel="preload" as="fetch">`
// (server/http/route-preloads.ts), and the browser is already fetching it. The first request of the page load for
// that URL, the early request or the page's own query, whichever asks first, asks for it with the preload's URL and
// credentials mode, so the browser hands over that answer; every other request (a later fetch, a page whose HTML
// named nothing: a client navigation, the service worker's shell) is the usual POST.
import type { Variables } from 'graphql-request';
import { QUERY_TIMEOUT_MS } from '../constants';
import { preloadedQueryUrl, type PreloadedQueryName } from '../../shared/preloaded-queries';
import { ApiError, TIMEOUT_CODE } from './api-error';
import { gqlRequest, type GraphQLDocument } from './graphql-client';
import { withDeadline } from './request-deadline';
import { onLocalSessionWipe } from './unauthorized';

/** The preloaded URLs no request may take any more: each answer the HTML named is taken once. */
const taken = new Set<string>();

/** The URLs the page's HTML names as fetch preloads. */
function namedPreloads(): string[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) =>
    link.getAttribute('href')!,
  );
}

// Signed out (or a 401): what the HTML preloaded was fetched for that session, never for the next one.
onLocalSessionWipe(() => namedPreloads().forEach((url) => taken.add(url)));

/** Whether this page's HTML names `url` as a preload that no request has taken yet; it is taken now if so. */
function takePreload(url: string): boolean {
  if (taken.has(url) || !namedPreloads().includes(url)) return false;
  taken.add(url);
  return true;
}

/**
 * The query at `url` from the answer the page's HTML preloaded, or `post()` (the same query as usual) when the HTML
 * named none or the preloaded answer is not a whole one (an HTTP error, a GraphQL error, no network): the errors a
 * page shows, and a 401's sign-out, stay the POST's. No answer in time is a Timeout, as the POST's would be.
 */
export async function requestPreloaded<TResult>(
  url: string,
  post: () => Promise<TResult>,
  signal?: AbortSignal,
): Promise<TResult> {
  if (!takePreload(url)) return post();
  try {
    const answer = await withDeadline(QUERY_TIMEOUT_MS, signal, async (limited) => {
      // The preload's credentials mode (crossorigin="use-credentials"): the browser matches on it.
      const response = await globalThis.fetch(url, { credentials: 'include', signal: limited });
      return response.ok ? ((await response.json()) as { data?: TResult; errors?: unknown }) : undefined;
    });
    if (answer?.data && !answer.errors) return answer.data;
  } catch (error) {
    // No answer in time (the POST would wait as long again), or the caller gave up.
    if ((error instanceof ApiError && error.code === TIMEOUT_CODE) || signal?.aborted) throw error;
    // anything else: the POST says why
  }
  return post();
}

/** `document` (the preloaded query `name`) with `variables`: the answer the HTML preloaded if it named it, else a POST. */
export function gqlPreloaded<TResult, TVariables extends Variables>(
  name: PreloadedQueryName,
  document: GraphQLDocument<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  return requestPreloaded<TResult>(
    preloadedQueryUrl(name, variables),
    () => gqlRequest(document, variables, signal),
    signal,
  );
}
