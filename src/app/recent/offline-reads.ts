// Reads of a consumer's personal data that the server never saw: a recent case reopened from this browser's
// IndexedDB copy while offline. They are queued here (localStorage, per staff user, at most MAX_QUEUED) and reported
// with recordOfflineReads as soon as the browser is online again, so the access log has them, marked offline.
import { graphql } from '../api/generated';
import { gqlRequest } from '../api/graphql-client';
import { consoleStore } from '../state/console-store';
import type { RecentLookup, RecentLookupKind } from '../../db/recent-lookup';

export const RecordOfflineReadsDocument = graphql(`
  mutation RecordOfflineReads($reads: [OfflineRead!]!) {
    recordOfflineReads(reads: $reads)
  }
`);

export interface OfflineRead {
  kind: string;
  consumerIds: string[];
  readAt: number;
}

/** The server takes 100 a call; a browser offline longer than that keeps the latest. */
const MAX_QUEUED = 100;
const storageKey = (staffUserId: string) => `console.offlineReads.${staffUserId}`;

/** The page an offline reopen shows, as the access log names it, and whose data it holds. */
export function offlineReadOf(kind: RecentLookupKind, row: RecentLookup, now: number): OfflineRead | null {
  if (kind === 'consumer') return { kind: 'ConsumerPage', consumerIds: [row.id], readAt: now };
  if (kind === 'account') return { kind: 'AccountPage', consumerIds: [row.id], readAt: now };
  if (kind === 'payment') {
    const consumerId = (row.snapshot as { payment?: { consumerId?: string | null } } | undefined)?.payment
      ?.consumerId;
    return consumerId ? { kind: 'PaymentPage', consumerIds: [consumerId], readAt: now } : null;
  }
  // A combini payment names no consumer: nothing the log could name.
  return null;
}

function queued(staffUserId: string): OfflineRead[] {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(staffUserId)) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as OfflineRead[]) : [];
  } catch {
    return [];
  }
}

function store(staffUserId: string, reads: OfflineRead[]): void {
  try {
    if (reads.length) localStorage.setItem(storageKey(staffUserId), JSON.stringify(reads.slice(-MAX_QUEUED)));
    else localStorage.removeItem(storageKey(staffUserId));
  } catch {
    // Storage full or refused: the read is not reported (nothing else to do offline).
  }
}

/** Queues a read served from the cache; reported at once when the browser is (back) online. */
export function queueOfflineRead(staffUserId: string, read: OfflineRead): void {
  if (!staffUserId) return;
  store(staffUserId, [...queued(staffUserId), read]);
  if (navigator.onLine) void reportOfflineReads();
}

let reporting: Promise<void> | null = null;

/** Sends the signed-in staff user's queued reads; what the server took is removed, a failure keeps them. */
export function reportOfflineReads(): Promise<void> {
  reporting ??= (async () => {
    const staffUserId = consoleStore.getState().user.userId;
    const reads = staffUserId ? queued(staffUserId) : [];
    if (!reads.length) return;
    try {
      await gqlRequest(RecordOfflineReadsDocument, { reads });
      // Reads queued while this call was on its way stay for the next one.
      store(staffUserId, queued(staffUserId).slice(reads.length));
    } catch {
      // Offline again, or refused: kept for the next time the browser is online.
    }
  })().finally(() => {
    reporting = null;
  });
  return reporting;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void reportOfflineReads());
}
