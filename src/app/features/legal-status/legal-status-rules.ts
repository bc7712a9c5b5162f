// The logic of the legal status update screens, apart from React: the batch and item states of document 1
// §4, the existence check in chunks and the batch sent in parts
// with retries. Numbers and reasons: docs/decisions.md "Bulk legal-status update (console)".
import type { LegalStatus } from '../../../shared/legal-status';
import { KnownConsumersPacker, type PackedKnownConsumers } from '../../../workers/legal-status-csv';
import { BATCH_STATUS_TEXT } from './legal-status-texts';
import { notApprovedLabel } from '../../../shared/operation-labels';

/** At most this many ids per consumerStatuses call, and batches over this many rows go in parts of at most this
 * many (the contract's limits: the 128 KiB body). */
export {
  LOOKUP_IDS as EXISTENCE_CHUNK_SIZE,
  UPLOAD_PART_ROWS as BATCH_PART_ROWS,
} from '../../../shared/bulk-limits';
import {
  LOOKUP_IDS as EXISTENCE_CHUNK_SIZE,
  UPLOAD_PART_ROWS as BATCH_PART_ROWS,
} from '../../../shared/bulk-limits';
/**
 * A full part of the longest rows and comment leaves room for about 90 rows' lines (up to 15 bytes each). A batch
 * where a part would carry more (many blank lines, many rows left out) goes in parts of this many rows instead.
 */
export const BATCH_PART_ROWS_WITH_LINES = 1_200;
export const LINES_IN_A_FULL_PART = 64;
/**
 * Longest comment: part 0 carries it next to 1,500 rows of at most 85 bytes each, and the whole request must
 * stay under the 128 KiB body limit (3 bytes a character in UTF-8 at worst).
 */
export const COMMENT_MAX_LENGTH = 500;

// ─── §4 states ───────────────────────────────────────────────────────────────────────────────────────

export interface BatchStateFields {
  readonly length: number;
  readonly successes: number;
  readonly failures: number;
  readonly success?: boolean | null;
  readonly completedAt?: number | null;
  /** Held for a second person (four eyes) and not yet decided; its approval request. */
  readonly awaitingApproval?: boolean;
  readonly approvalRequestId?: string | null;
  /** The status of the request that held it: Rejected, Withdrawn or Expired ended it with nothing applied. */
  readonly approvalStatus?: string | null;
}

export type BatchDisplayStatus =
  | { readonly kind: 'awaitingApproval'; readonly requestId: string }
  /** Held, and its request ended without approval: 却下, 取り下げ or 期限切れ, never a failure. */
  | { readonly kind: 'notApproved'; readonly label: string; readonly requestId: string | null }
  | { readonly kind: 'inProgress' }
  | { readonly kind: 'failure' }
  | { readonly kind: 'partialSuccess'; readonly successes: number; readonly length: number }
  | { readonly kind: 'success' }
  | { readonly kind: 'notAvailable' };

/**
 * A batch held for a second person → awaiting approval; one whose request was rejected, withdrawn or
 * expired → that (却下, 取り下げ, 期限切れ). Then document 1 §4, in its order: not completed → in progress; completed
 * with success false, or with every item
 * failed → Failure; success true with some failures → Partial Success (successes/length); success true →
 * Success; anything else (completed without a success value) → N/A.
 */
export function batchDisplayStatus(batch: BatchStateFields): BatchDisplayStatus {
  // Before §4's states: a batch held for a second person has not started.
  if (batch.awaitingApproval && batch.approvalRequestId)
    return { kind: 'awaitingApproval', requestId: batch.approvalRequestId };
  const notApproved = notApprovedLabel(batch.approvalStatus);
  if (notApproved)
    return { kind: 'notApproved', label: notApproved, requestId: batch.approvalRequestId ?? null };
  if (batch.completedAt == null) return { kind: 'inProgress' };
  if (batch.success === false || (batch.length > 0 && batch.failures >= batch.length))
    return { kind: 'failure' };
  if (batch.success === true && batch.failures > 0)
    return { kind: 'partialSuccess', successes: batch.successes, length: batch.length };
  if (batch.success === true) return { kind: 'success' };
  return { kind: 'notAvailable' };
}

export function batchStatusText(status: BatchDisplayStatus): string {
  switch (status.kind) {
    case 'awaitingApproval':
      return BATCH_STATUS_TEXT.awaitingApproval;
    case 'notApproved':
      return status.label;
    case 'inProgress':
      return BATCH_STATUS_TEXT.inProgress;
    case 'failure':
      return BATCH_STATUS_TEXT.failure;
    case 'partialSuccess':
      return BATCH_STATUS_TEXT.partialSuccess(status.successes, status.length);
    case 'success':
      return BATCH_STATUS_TEXT.success;
    case 'notAvailable':
      return BATCH_STATUS_TEXT.notAvailable;
  }
}

/** Batches per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

/** The history's order (document 1 §2): by createdAt, newest first; the server's order kept among equals. */
export function newestFirst<T extends { readonly createdAt: number }>(batches: readonly T[]): T[] {
  return batches
    .map((batch, i) => [batch, i] as const)
    .sort(([a, i], [b, j]) => b.createdAt - a.createdAt || i - j)
    .map(([batch]) => batch);
}

export interface ResultItemFields {
  readonly consumerId: string;
  readonly desiredStatus: string;
  readonly success?: boolean | null;
  readonly error?: string | null;
}

export type ItemResult =
  | { readonly kind: 'pending' }
  | { readonly kind: 'success' }
  | { readonly kind: 'failure'; readonly error: string }
  /** A row of a batch whose request ended without approval: not applied, read as the batch's 却下 etc. */
  | { readonly kind: 'notApproved'; readonly label: string; readonly error: string };

/**
 * Document 1 §4: null → spinner (pending), true → Success, false → Failure with the error text; a row of a held batch
 * that was not approved (`notApproved`: the batch's 却下, 取り下げ or 期限切れ) reads as that.
 */
export function itemResult(item: ResultItemFields, notApproved: string | null = null): ItemResult {
  if (item.success == null) return { kind: 'pending' };
  if (item.success) return { kind: 'success' };
  if (notApproved) return { kind: 'notApproved', label: notApproved, error: item.error ?? '' };
  return { kind: 'failure', error: item.error ?? '' };
}

/** Document 1 §8: a NotFound item shows its consumer id without a link (there is no consumer to open). */
export function linksToConsumer(item: ResultItemFields): boolean {
  return item.error !== 'NotFound';
}

// ─── The results file ────────────────────────────────────────────────────────────────────────────────

// The results file is the shared exporter's (server/exports/tables/legal-status.ts; CsvExportButton).

// ─── Requests with retries ───────────────────────────────────────────────────────────────────────────

// withRetries and its parts live in src/app/api/with-retries.ts (the report-setting upload uses them too).
export {
  isTransientFailure,
  rateLimitWaitSeconds,
  realSleep,
  withRetries,
  type RetryOptions,
  type Sleep,
} from '../../api/with-retries';
import { withRetries, type RetryOptions } from '../../api/with-retries';

// ─── Existence check ─────────────────────────────────────────────────────────────────────────────────

export function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export interface ConsumerStatusFields {
  readonly id: string;
  readonly legalStatus: string;
  /** Enabled, Disabled or Closed: a closed account is a warning before sending. */
  readonly status?: string;
}

export interface ExistenceOptions extends RetryOptions {
  /** One consumerStatuses call. */
  fetchChunk: (ids: string[]) => Promise<readonly ConsumerStatusFields[]>;
  onProgress?: (idsDone: number, idsTotal: number) => void;
}

/** The ids to ask about, in chunks of at most EXISTENCE_CHUNK_SIZE, made as they are needed. */
export interface ExistenceIds {
  readonly total: number;
  readonly chunks: Iterable<string[]>;
}

/** A list already in memory, as ExistenceIds. */
export function existenceIds(ids: readonly string[], size = EXISTENCE_CHUNK_SIZE): ExistenceIds {
  return { total: ids.length, chunks: chunk(ids, size) };
}

/**
 * Asks the server about every chunk, one call after the other (so N ids cost ⌈N / 1,000⌉ calls and never
 * more than one at once against the rate limit); answers what it knows, packed as each answer arrives (for
 * the worker's `applyLegalStatusExistence`: no list of a million objects on the page).
 */
export async function checkExistence(
  ids: ExistenceIds,
  options: ExistenceOptions,
): Promise<PackedKnownConsumers> {
  const found = new KnownConsumersPacker();
  let done = 0;
  options.onProgress?.(0, ids.total);
  for (const part of ids.chunks) {
    if (part.length > EXISTENCE_CHUNK_SIZE) throw new Error('An existence chunk holds at most 1,000 ids');
    const answer = await withRetries(() => options.fetchChunk(part), options);
    found.add(answer);
    done += part.length;
    options.onProgress?.(done, ids.total);
  }
  return found.finish();
}

// ─── Sending the batch ───────────────────────────────────────────────────────────────────────────────

export interface StatusToUpdate {
  consumerId: string;
  desiredStatus: LegalStatus;
  /** The file's line, where the server would not guess it (workers/legal-status-csv.ts, statusesToUpdate). */
  line?: number;
}

export interface BatchPartInput {
  index: number;
  count: number;
  firstRow: number;
  totalRows: number;
}

export interface BatchRequest {
  batchId: string;
  comment: string | null;
  statusesToUpdate: StatusToUpdate[];
  part?: BatchPartInput;
}

/** A batch's rows, made a range at a time: a part's rows are built only when that part is sent. */
export interface BatchRows {
  readonly total: number;
  /** Rows [from, to), 0-based. */
  slice(from: number, to: number): StatusToUpdate[];
  /** How many of rows [from, to) carry their line when sent as one request; none when omitted. */
  linesToSend?(from: number, to: number): number;
}

/** Rows per part: fewer when some full part would carry more lines than its body has room for. */
export function batchPartRows(rows: BatchRows, partRows = BATCH_PART_ROWS): number {
  if (!rows.linesToSend) return partRows;
  for (let from = 0; from < rows.total; from += partRows)
    if (rows.linesToSend(from, Math.min(from + partRows, rows.total)) > LINES_IN_A_FULL_PART)
      return Math.min(partRows, BATCH_PART_ROWS_WITH_LINES);
  return partRows;
}

/**
 * The requests that carry a batch, made one at a time as they are sent: one whole request up to `partRows`
 * rows, else consecutive parts of at most `partRows`, the comment in part 0 only (the server takes it from
 * there).
 */
export function* batchRequests(
  batchId: string,
  comment: string | null,
  rows: BatchRows | StatusToUpdate[],
  maxPartRows = BATCH_PART_ROWS,
): Generator<BatchRequest> {
  const all: BatchRows = Array.isArray(rows) ? { total: rows.length, slice: rows.slice.bind(rows) } : rows;
  const partRows = batchPartRows(all, maxPartRows);
  if (all.total <= partRows) {
    yield { batchId, comment, statusesToUpdate: all.slice(0, all.total) };
    return;
  }
  const count = Math.ceil(all.total / partRows);
  for (let index = 0; index < count; index++) {
    yield {
      batchId,
      comment: index === 0 ? comment : null,
      statusesToUpdate: all.slice(index * partRows, (index + 1) * partRows),
      part: { index, count, firstRow: index * partRows + 1, totalRows: all.total },
    };
  }
}

export interface SendBatchOptions<T> extends RetryOptions {
  /** Sends one request; `key` is the same for every try of one part, so a retried part is applied once. */
  send: (request: BatchRequest, key: string) => Promise<T>;
  /** Idempotency key of the whole action; each part's key is derived from it. */
  actionKey: string;
  onProgress?: (rowsSent: number, totalRows: number) => void;
}

/**
 * Sends the requests one after the other, each with retries; answers the last answer (the batch).
 * `totalRows` (all rows of all requests) is for the progress report.
 */
export async function sendBatch<T>(
  requests: Iterable<BatchRequest>,
  totalRows: number,
  options: SendBatchOptions<T>,
): Promise<T> {
  let sent = 0;
  let last: T | undefined;
  options.onProgress?.(0, totalRows);
  for (const request of requests) {
    const key = request.part ? `${options.actionKey}.${request.part.index}` : options.actionKey;
    last = await withRetries(() => options.send(request, key), options);
    sent += request.statusesToUpdate.length;
    options.onProgress?.(sent, totalRows);
  }
  if (last === undefined) throw new Error('A batch needs at least one request');
  return last;
}
