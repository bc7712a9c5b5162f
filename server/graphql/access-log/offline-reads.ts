// The PWA reopens recent cases from its IndexedDB copy when offline and reports those reads once back online
// (src/app/features/access-log/offline-reads.ts). The server logs them as the caller's own offline reads, but only
// what such a read can be: a case page, consumers by id, within the cache's lifetime.
import { CONSUMER_ID_PATTERN } from '../../../src/shared/id-patterns';

export const OFFLINE_READ_KINDS = ['ConsumerPage', 'AccountPage', 'PaymentPage'] as const;
export const MAX_OFFLINE_READS = 100;
/** The browser keeps cases 24 hours; an hour more for a tab that came back online late. */
const MAX_AGE_MS = 25 * 3_600_000;
/** A browser clock a little ahead is not a lie. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface OfflineReadInput {
  kind: string;
  consumerIds: readonly string[];
  readAt: number;
}

export function checkOfflineReads(
  reads: readonly OfflineReadInput[],
  now: number,
): { ok: true; reads: OfflineReadInput[] } | { ok: false; message: string } {
  if (reads.length > MAX_OFFLINE_READS)
    return { ok: false, message: `At most ${MAX_OFFLINE_READS} offline reads a call` };
  for (const read of reads) {
    if (!(OFFLINE_READ_KINDS as readonly string[]).includes(read.kind))
      return { ok: false, message: `kind must be one of ${OFFLINE_READ_KINDS.join(', ')}` };
    if (read.consumerIds.length < 1 || read.consumerIds.length > 10)
      return { ok: false, message: 'consumerIds must name 1 to 10 consumers' };
    if (!read.consumerIds.every((id) => CONSUMER_ID_PATTERN.test(id)))
      return { ok: false, message: 'consumerIds must be consumer ids (con_…)' };
    if (!Number.isFinite(read.readAt) || read.readAt < now - MAX_AGE_MS || read.readAt > now + CLOCK_SKEW_MS)
      return { ok: false, message: 'readAt must be within the last 25 hours' };
  }
  return { ok: true, reads: [...reads] };
}
