// The recent-cases hooks (docs/decisions.md "Recent cases and offline"): every consumer and payment a
// staff user opens is kept in IndexedDB with the data last shown, scoped to that user, so that reopening it
// renders at once and works offline. The API is shared with the consumer pages; keep it stable:
//
//   const recent = useRecentCaseData<ConsumerPageQuery>('consumer', consumerId);
//   const page = useQuery({ ...options, placeholderData: recent.data });   // instant, then refreshed
//   useRecordRecentCase('consumer', consumerId, page.isPlaceholderData ? undefined : page.data, {
//     label: '山田 太郎', fetchedAt: page.dataUpdatedAt,
//   });
//   <RecentFreshness query={page} fetchedAt={recent.fetchedAt} />
//
// A stored copy is read straight from IndexedDB (src/db/recent-lookup-read.ts). The Dexie module, for the writes, the
// list and the prune, loads once the first page's data is on screen (loadConsoleDbAfterFirstData): neither it nor its
// work is on a page's first paint, and the search and consumer pages paint sooner without it.
import { useEffect, useState } from 'react';
import { readRecentLookup } from '../../db/recent-lookup-read';
import { isFreshLookup, type RecentLookup, type RecentLookupKind } from '../../db/recent-lookup';
import { whenFirstDataShown } from '../api/first-data-shown';
import { consoleStore, useUserId } from '../state/console-store';
import { offlineReadOf, queueOfflineRead } from './offline-reads';

export type { RecentLookup, RecentLookupKind } from '../../db/recent-lookup';

/** The IndexedDB module, loaded once. */
export const loadConsoleDb = () => import('../../db/console-db');

/** The IndexedDB module once the first page's data is on screen: for work no first paint needs. */
export const loadConsoleDbAfterFirstData = () => whenFirstDataShown().then(loadConsoleDb);

export interface RecordRecentCaseOptions {
  /** What the recent list shows for this case (a consumer's name, a payment's amount and merchant). */
  label?: string;
  /** Epoch ms the data was fetched (a query's dataUpdatedAt); now when omitted or 0. */
  fetchedAt?: number;
}

const caseKey = (staffUserId: string, kind: RecentLookupKind, id: string) =>
  `${staffUserId}\u0000${kind}\u0000${id}`;

/** The fetch time last stored per case (staff user, kind, id), so the same fetch is not written twice. */
const written = new Map<string, number>();

let handedOver: RecentLookup | undefined;

// Sign-out, a 401 or another staff user: this memory goes with the rest of the local session.
let memoryUserId = consoleStore.getState().user.userId;
consoleStore.subscribe(() => {
  const userId = consoleStore.getState().user.userId;
  if (userId === memoryUserId) return;
  memoryUserId = userId;
  written.clear();
  handedOver = undefined;
});

/**
 * Records `data` (the query result as shown) as the signed-in staff user's recent case `kind`/`id`.
 * Pass undefined while there is nothing fresh to record (loading, or only the recent snapshot shown as a
 * placeholder). Writes again whenever the data object or its fetch time changes; never for another user.
 */
export function useRecordRecentCase<T>(
  kind: RecentLookupKind,
  id: string,
  data: T | undefined,
  { label, fetchedAt }: RecordRecentCaseOptions = {},
): void {
  const staffUserId = useUserId();
  useEffect(() => {
    if (!staffUserId || !id || data === undefined || data === null) return;
    // The same fetch already stored (a page reopened while its query was still in memory): nothing new to
    // write, and a large copy (thousands of payments) is costly to write again.
    const writtenKey = caseKey(staffUserId, kind, id);
    if (fetchedAt && written.get(writtenKey) === fetchedAt) return;
    const row: RecentLookup = {
      staffUserId,
      kind,
      id,
      label,
      snapshot: data,
      fetchedAt: fetchedAt || Date.now(),
    };
    loadConsoleDbAfterFirstData()
      .then(({ putRecentLookup }) =>
        putRecentLookup(row, { isActiveUser: () => consoleStore.getState().user.userId === staffUserId }),
      )
      .then((stored) => {
        if (stored) written.set(writtenKey, row.fetchedAt);
      })
      .catch((error: unknown) => {
        // IndexedDB unavailable (private mode) or the data not cloneable: the case is simply not kept.
        console.warn('Could not record a recent case', error);
      });
  }, [staffUserId, kind, id, data, label, fetchedAt]);
}

/**
 * The row of the case a click in the recent list is opening. The list already holds it (with its snapshot), so
 * the page renders it on its first render instead of waiting for its own IndexedDB read. Taken once.
 */
export function handOverRecentCase(row: RecentLookup): void {
  handedOver = row;
}

function handedOverRow(staffUserId: string, kind: RecentLookupKind, id: string): RecentLookup | undefined {
  const row = handedOver;
  if (!row || row.staffUserId !== staffUserId || row.kind !== kind || row.id !== id) return undefined;
  // Not taken yet and this tab has stored a newer fetch since: IndexedDB has the better copy.
  if ((written.get(caseKey(staffUserId, kind, id)) ?? 0) > row.fetchedAt) return undefined;
  return isFreshLookup(row) ? row : undefined;
}

export interface RecentCaseData<T> {
  /** The data last shown for this case by this staff user, within 24 hours; undefined when none. */
  data: T | undefined;
  /** When that data was fetched (epoch ms). */
  fetchedAt: number | undefined;
  /** false until IndexedDB has answered. */
  loaded: boolean;
}

/**
 * The signed-in staff user's stored copy of one case, read once per case (not live: the stored copy is
 * only a starting point until the live query answers). Use it as the query's placeholderData.
 */
export function useRecentCaseData<T>(kind: RecentLookupKind, id: string): RecentCaseData<T> {
  const staffUserId = useUserId();
  const key = caseKey(staffUserId, kind, id);
  const [state, setState] = useState<{ key: string; row: RecentLookup | undefined; loaded: boolean }>({
    key: '',
    row: undefined,
    loaded: false,
  });
  // Until this case's state is set, a row handed over by the recent list serves the first render.
  const handed = state.key === key ? undefined : handedOverRow(staffUserId, kind, id);
  useEffect(() => {
    // Offline, the stored copy is what the staff member reads: the access log learns of it once back online.
    const served = (row: RecentLookup | undefined) => {
      setState({ key, row, loaded: true });
      const read = row && !navigator.onLine ? offlineReadOf(kind, row, Date.now()) : null;
      if (read) queueOfflineRead(staffUserId, read);
    };
    const row = handedOverRow(staffUserId, kind, id);
    if (row) {
      handedOver = undefined;
      served(row);
      return;
    }
    let current = true;
    readRecentLookup(staffUserId, kind, id)
      .catch(() => undefined)
      .then((row) => {
        if (current) served(row);
      });
    return () => {
      current = false;
    };
  }, [key, staffUserId, kind, id]);
  // A row read for another user or case is never answered, even for the render before the effect runs.
  const own = state.key === key ? state.row : handed;
  const row = own?.staffUserId === staffUserId ? own : undefined;
  return {
    data: row?.snapshot as T | undefined,
    fetchedAt: row?.fetchedAt,
    loaded: state.key === key ? state.loaded : handed !== undefined,
  };
}

/**
 * The signed-in staff user's recent cases, newest first, live: updates as cases are opened or wiped. With
 * afterFirstData (the header's count, on every page), read once the first page's data is on screen.
 */
export function useRecentCases({ afterFirstData = false } = {}): { rows: RecentLookup[]; loaded: boolean } {
  const staffUserId = useUserId();
  const [state, setState] = useState<{ userId: string; rows: RecentLookup[]; loaded: boolean }>({
    userId: staffUserId,
    rows: [],
    loaded: false,
  });
  useEffect(() => {
    const failed = (error: unknown) => {
      console.warn('Could not read recent cases', error);
      setState({ userId: staffUserId, rows: [], loaded: true });
    };
    let unsubscribe: (() => void) | undefined;
    let current = true;
    (afterFirstData ? loadConsoleDbAfterFirstData() : loadConsoleDb()).then(({ subscribeRecentLookups }) => {
      if (!current) return;
      unsubscribe = subscribeRecentLookups(
        staffUserId,
        (rows) => setState({ userId: staffUserId, rows, loaded: true }),
        failed,
      );
    }, failed);
    return () => {
      current = false;
      unsubscribe?.();
    };
  }, [staffUserId, afterFirstData]);
  if (state.userId !== staffUserId || !staffUserId) return { rows: [], loaded: state.loaded };
  return { rows: state.rows, loaded: state.loaded };
}
