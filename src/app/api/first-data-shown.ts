// The moment a page load's first data is on screen: work no first paint needs waits for it, so that it
// neither delays that paint nor, in Lighthouse's simulation, counts in the page's LCP. The Dexie module of the
// recent cases (recent/recent-store.ts) and the CSV export's remembered encoding (ui/csv-export-button.tsx) wait.
import { useEffect, useState } from 'react';
import { hasUntakenEarlyRequests } from './early-requests';
import { queryClient } from './query-client';

/** At the latest this long after the app started, the gate opens even if no query has answered. */
const FIRST_DATA_WAIT_MS = 3000;

let firstDataShown: Promise<void> | undefined;
/** Whether that has happened yet (useFirstDataShown's first state). */
let shownYet = false;

/**
 * Resolves once the first page's data is on screen: the first time a query has answered (or failed), none is
 * fetching any more and no early request (a page's query sent with its code) waits for its page, once the frame
 * after it has begun; FIRST_DATA_WAIT_MS after the app started at the latest. (The header's own queries may answer
 * before the page's query exists: the early request holds the gate until then.)
 */
export function whenFirstDataShown(): Promise<void> {
  firstDataShown ??= new Promise<void>((resolve) => {
    const cache = queryClient.getQueryCache();
    // Answered in this page load: data restored from the persisted cache does not count.
    const loadedAt = performance.timeOrigin;
    const settled = () =>
      queryClient.isFetching() === 0 &&
      !hasUntakenEarlyRequests() &&
      cache.getAll().some((q) => Math.max(q.state.dataUpdatedAt, q.state.errorUpdatedAt) >= loadedAt);
    let unsubscribe = () => {};
    const done = () => {
      shownYet = true;
      resolve();
    };
    const open = () => {
      unsubscribe();
      clearTimeout(timer);
      // After the frame that shows it is on screen: the next frame's turn, so a request that waits does not start
      // between the paint and its presentation, where Lighthouse still counted it in the page's LCP. A
      // tab opened in the background paints nothing until it is shown.
      if (document.visibilityState === 'visible')
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
      else setTimeout(done, 0);
    };
    const timer = setTimeout(open, Math.max(0, FIRST_DATA_WAIT_MS - performance.now()));
    if (settled()) return open();
    unsubscribe = cache.subscribe(() => {
      if (settled()) open();
    });
  });
  return firstDataShown;
}

/** A new page load as far as this gate knows (unit tests render the app many times in one page). */
export function forgetFirstDataShown(): void {
  firstDataShown = undefined;
  shownYet = false;
}

/** False until the first page's data is on screen (whenFirstDataShown), then true for the rest of the page load. */
export function useFirstDataShown(): boolean {
  const [shown, setShown] = useState(shownYet);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void whenFirstDataShown().then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}
