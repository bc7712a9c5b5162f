// Requests a page's first load sends beside its code: a reload or a shared link of a search or a consumer
// asks for its data while the page's code is still loading, instead of after the page has rendered. The page
// query's first fetch of the same key takes the answer instead of asking again, so the request is sent once and its
// errors and retries stay the page query's own (routes.tsx starts them; search-query.ts, consumer-page-query.ts
// take them).
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { onLocalSessionWipe } from './unauthorized';

const started = new Map<string, Promise<unknown>>();
/** An early answer nobody took (the user went elsewhere) is dropped after this long. */
const EARLY_ANSWER_KEPT_MS = 10_000;
// Signing out (or a 401): an answer fetched for this user is never handed to the next one.
onLocalSessionWipe(() => started.clear());

/** Sends `send()` now, for the first fetch of `queryKey` to take; not when that query has already asked. */
export function startEarly(queryKey: QueryKey, send: () => Promise<unknown>): void {
  const hash = hashKey(queryKey);
  // Late (the page's own query already asked): sending it would only leave an answer nobody takes.
  if (started.has(hash) || queryClient.getQueryState(queryKey)) return;
  const answer = send();
  answer.catch(() => undefined); // its error reaches the page's query, which takes it
  started.set(hash, answer);
  setTimeout(() => {
    if (started.get(hash) === answer) started.delete(hash);
  }, EARLY_ANSWER_KEPT_MS);
}

/** Whether an early request is still waiting for its page's query to take it (in flight or answered). */
export function hasUntakenEarlyRequests(): boolean {
  return started.size > 0;
}

/** The early answer for `queryKey`, once: the caller fetches for itself when there is none. */
export function takeEarly<T>(queryKey: QueryKey): Promise<T> | undefined {
  const hash = hashKey(queryKey);
  const answer = started.get(hash) as Promise<T> | undefined;
  started.delete(hash);
  return answer;
}
