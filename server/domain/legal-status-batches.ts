// Bulk legal-status updates (document 1 §2, §4, §7): receiving a batch (whole, or in parts when it is too
// large for one request), reading batches and their items, and the CSV page's bulk existence check. The items are
// applied later by the job runner (server/jobs/legal-status-batch-job.ts) with the one legal-status rule.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { isConsumerId, LEGAL_STATUS_BATCH_ID_PATTERN } from '../../src/shared/id-patterns';
import { TERMINAL_LEGAL_STATUSES, type LegalStatus } from '../../src/shared/legal-status';
import { badInput, type ActionOutcome, type Actor } from './action-outcome';
import { pageRefusal, type PageRefusal } from './paging';
import { checkPart, type BatchPartInput } from './upload-parts';
import { isBlankText } from '../../src/shared/blank-text';
import { RETRY_COLUMN, type JobRetryData } from '../jobs/retries';
import type { ApprovalStatus } from '../db/schema/approvals';
import { approvalStatusOf } from './approvals/requests';
import { LOOKUP_IDS, MAX_UPLOAD_ROWS, UPLOAD_PART_ROWS } from '../../src/shared/bulk-limits';

/** The last line a row may name (PostgreSQL's integer). */
const MAX_LINE = 2 ** 31 - 1;
/** Characters of the optional comment. */
export const MAX_COMMENT_LENGTH = 1_000;
/** Batches one history request may ask for (and the number a request without a limit gets). */
export const BATCH_HISTORY_LIMIT = 500;
/** Result rows one request may ask for (the result page asks 5,000 at a time). */
export const MAX_RESULTS_PAGE = 10_000;
/** A batch whose parts have not all arrived after this long is given up (Failure, its items NotApplied). */
export const INCOMPLETE_BATCH_HOURS = 24;

export interface BatchData {
  id: string;
  comment: string | null;
  length: number;
  createdBy: string;
  createdAt: number;
  successes: number;
  failures: number;
  success: boolean | null;
  completedAt: number | null;
  error: string | null;
  /** The approval request of a batch held for a second person (four eyes). */
  approvalRequestId: string | null;
  /** Complete, held and not yet decided: neither started nor given up. */
  awaitingApproval: boolean;
  /** The status of the approval request that held it (Rejected, Withdrawn, Expired: ended with nothing applied). */
  approvalStatus: ApprovalStatus | null;
  /** Null unless a chunk failed (retries, dead letter). */
  retry: JobRetryData | null;
}

export interface BatchResultItem {
  line: number;
  consumerId: string;
  desiredStatus: LegalStatus;
  success: boolean | null;
  error: string | null;
}

export type { BatchPartInput };

export interface ReceiveBatchInput {
  batchId: string;
  comment: string | null;
  statusesToUpdate: readonly { consumerId: string; desiredStatus: string; line?: number | null }[];
  part: BatchPartInput | null;
}

/**
 * A batch row's line in the console's file as an editor shows it (the header is line 1): the one number every
 * screen names the row by. Rows stored before the line was kept read as position + 1 (a header and no blank lines).
 */
export function batchItemLine(alias: string) {
  return sql.raw(`coalesce(${alias}.line, ${alias}.position + 1)`);
}

/**
 * Each row's line: as sent, or else the line after the previous row's (position + 1 for the request's first row).
 * Null when a line sent is not a line of a data row after the previous one.
 */
function requestLines(items: ReceiveBatchInput['statusesToUpdate'], firstRow: number): number[] | null {
  const lines: number[] = [];
  let previous = firstRow;
  for (const item of items) {
    const line = item.line ?? previous + 1;
    if (!Number.isSafeInteger(line) || line <= previous || line > MAX_LINE) return null;
    lines.push(line);
    previous = line;
  }
  return lines;
}

export interface ReceivedBatch {
  batch: BatchData;
  /**
   * This request's part was the last one missing: what the approvals policy looks at (the batch starts with
   * startBatch unless the policy holds it).
   */
  complete: { rows: number; anyFinal: boolean } | null;
}

const BATCH_COLUMNS = sql`
  id, comment, length, created_by as "createdBy", ${epochMs(sql`created_at`)} as "createdAt", successes, failures,
  success, ${epochMs(sql`completed_at`)} as "completedAt", error, approval_request_id as "approvalRequestId",
  (approval_request_id is not null and started_at is null and completed_at is null) as "awaitingApproval",
  ${approvalStatusOf(sql`legal_status_batches.approval_request_id`)} as "approvalStatus", ${RETRY_COLUMN}`;

/** One batch; null for an unknown or malformed id. */
export async function findBatch(db: Db, batchId: string): Promise<BatchData | null> {
  if (!LEGAL_STATUS_BATCH_ID_PATTERN.test(batchId)) return null;
  const [batch] = await rows<BatchData>(
    db,
    sql`select ${BATCH_COLUMNS} from legal_status_batches where id = ${batchId}`,
  );
  return batch ?? null;
}

/**
 * The history's filters, each narrowing: a part of the comment and a start of the batch id (both
 * case-insensitive), the creator's e-mail exactly (case-insensitive), and created from/to (epoch ms, inclusive).
 */
export interface BatchFilter {
  comment?: string | null;
  batchId?: string | null;
  createdBy?: string | null;
  createdFrom?: number | null;
  createdTo?: number | null;
}

/** The where clause of the filters given (blank texts count as not given); the history's CSV export uses it too. */
export function batchWhere(filter: BatchFilter = {}) {
  const parts = [sql`true`];
  const comment = filter.comment?.trim();
  // Plain text, not a LIKE pattern: % and _ in the search are characters.
  if (comment) parts.push(sql`strpos(lower(comment), ${comment.toLowerCase()}) > 0`);
  const id = filter.batchId?.trim();
  if (id) parts.push(sql`starts_with(id, ${id.toLowerCase()})`);
  const creator = filter.createdBy?.trim();
  // lower(created_by) is indexed with created_at (migration 0019): one creator's batches, newest first.
  if (creator) parts.push(sql`lower(created_by) = ${creator.toLowerCase()}`);
  if (filter.createdFrom != null)
    parts.push(sql`created_at >= ${new Date(filter.createdFrom).toISOString()}::timestamptz`);
  if (filter.createdTo != null)
    parts.push(sql`created_at <= ${new Date(filter.createdTo).toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** One page of the history, newest first: `limit` batches (1…BATCH_HISTORY_LIMIT) after skipping `offset`. */
export async function listBatches(
  db: Db,
  page: { offset: number; limit: number },
  filter: BatchFilter = {},
): Promise<{ ok: true; batches: BatchData[] } | PageRefusal> {
  const refused = pageRefusal(page, BATCH_HISTORY_LIMIT);
  if (refused) return refused;
  const batches = await rows<BatchData>(
    db,
    sql`select ${BATCH_COLUMNS} from legal_status_batches where ${batchWhere(filter)}
        order by created_at desc, id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { ok: true, batches };
}

export async function countBatches(db: Db, filter: BatchFilter = {}): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from legal_status_batches where ${batchWhere(filter)}`,
  );
  return row.n;
}

/**
 * The items of rows offset+1 … offset+limit of the batch (positions are row numbers from 1), or every item without a
 * limit; none for an unknown batch. A range of the primary key, however far into a big batch.
 */
export async function listBatchResults(
  db: Db,
  batchId: string,
  page: { offset: number; limit: number | null } = { offset: 0, limit: null },
): Promise<{ ok: true; items: BatchResultItem[] } | PageRefusal> {
  const refused = pageRefusal(page, MAX_RESULTS_PAGE);
  if (refused) return refused;
  if (!LEGAL_STATUS_BATCH_ID_PATTERN.test(batchId)) return { ok: true, items: [] };
  const last = page.limit === null ? sql`` : sql`and position <= ${page.offset + page.limit}`;
  const items = await rows<BatchResultItem>(
    db,
    sql`select ${batchItemLine('i')} as line, i.consumer_id as "consumerId", i.desired_status as "desiredStatus",
               i.success, i.error
        from legal_status_batch_items i where i.batch_id = ${batchId} and i.position > ${page.offset} ${last}
        order by i.position`,
  );
  return { ok: true, items };
}

export interface ConsumerStatusData {
  id: string;
  status: 'Enabled' | 'Disabled' | 'Closed';
  legalStatus: LegalStatus;
}

/** Id, status and legal status of the named consumers, in one statement; unknown and malformed ids are left out. */
export async function findConsumerStatuses(
  db: Db,
  consumerIds: readonly string[],
): Promise<{ ok: true; rows: ConsumerStatusData[] } | { ok: false; message: string }> {
  if (consumerIds.length > LOOKUP_IDS)
    return { ok: false, message: `At most ${LOOKUP_IDS} consumer ids per call` };
  const ids = [...new Set(consumerIds.filter(isConsumerId))];
  if (!ids.length) return { ok: true, rows: [] };
  const found = await rows<ConsumerStatusData>(
    db,
    sql`select id, status, legal_status as "legalStatus" from consumers
        where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) order by id`,
  );
  return { ok: true, rows: found };
}

interface LockedBatch {
  length: number;
  total_parts: number;
  created_by: string;
  started: boolean;
}

/**
 * Stores one request of a batch: the whole batch (no part) or one part. Idempotent: a batch or part that has
 * arrived before is answered as it stands and nothing is stored twice. The batch row is locked first, so parts
 * arriving at once are counted one after the other; the request carrying the last missing part starts the batch.
 * Items are stored as sent (a malformed id too): the runner re-validates every one of them.
 */
export async function receiveLegalStatusBatch(
  db: Db,
  input: ReceiveBatchInput,
  actor: Actor & { id: string },
  now: Date,
): Promise<ActionOutcome<ReceivedBatch>> {
  const { batchId, statusesToUpdate: items } = input;
  if (!LEGAL_STATUS_BATCH_ID_PATTERN.test(batchId))
    return badInput('batchId must be lsb_ followed by 13 digits (epoch milliseconds)', 'batchId');
  if (items.length < 1 || items.length > UPLOAD_PART_ROWS)
    return badInput(
      `A request carries 1 to ${UPLOAD_PART_ROWS} rows; send a larger batch in parts`,
      'statusesToUpdate',
    );
  const part = input.part ?? { index: 0, count: 1, firstRow: 1, totalRows: items.length };
  const partProblem = checkPart(part, items.length, {
    perRequest: UPLOAD_PART_ROWS,
    total: MAX_UPLOAD_ROWS,
  });
  if (partProblem) return badInput(partProblem, 'part');
  const lines = requestLines(items, part.firstRow);
  if (!lines)
    return badInput(
      "line must be a line of the file after the previous row's (the header is line 1), at most 2147483647",
      'statusesToUpdate',
    );
  // A comment of only whitespace, zero-width or control characters is no comment.
  const given = part.index === 0 ? (input.comment ?? '').trim() : '';
  const comment = isBlankText(given) ? null : given;
  if (comment && [...comment].length > MAX_COMMENT_LENGTH)
    return badInput(`The comment may be at most ${MAX_COMMENT_LENGTH} characters long`, 'comment');

  const at = now.toISOString();
  await db.execute(sql`
    insert into legal_status_batches (id, comment, length, created_by, created_by_id, created_at, total_parts)
    values (${batchId}, ${comment}, ${part.totalRows}, ${actor.email}, ${actor.id}, ${at}::timestamptz,
            ${part.count})
    on conflict (id) do nothing`);
  const [batch] = await rows<LockedBatch>(
    db,
    sql`select length, total_parts, created_by, started_at is not null as started
        from legal_status_batches where id = ${batchId} for update`,
  );
  if (batch.created_by !== actor.email)
    return badInput(`The batch ${batchId} was started by another staff member`, 'batchId');
  if (batch.length !== part.totalRows || batch.total_parts !== part.count)
    return badInput(
      `The batch ${batchId} has ${batch.length} rows in ${batch.total_parts} part(s); this request says ` +
        `${part.totalRows} rows in ${part.count} part(s)`,
      'part',
    );
  const answer = async (complete: ReceivedBatch['complete'], audit: Record<string, unknown>) => {
    const data = await findBatch(db, batchId);
    return { status: 'done' as const, value: { batch: data!, complete }, audit };
  };
  const [seen] = await rows<{ first_row: number; rows: number }>(
    db,
    sql`select first_row, rows from legal_status_batch_parts where batch_id = ${batchId} and index = ${part.index}`,
  );
  if (seen) {
    if (seen.first_row !== part.firstRow || seen.rows !== items.length)
      return badInput(
        `Part ${part.index} of ${batchId} arrived before with other rows (${seen.first_row}…${seen.first_row + seen.rows - 1})`,
        'part',
      );
    return answer(null, { part, repeated: true });
  }
  const lastRow = part.firstRow + items.length - 1;
  const [overlap] = await rows<{ position: number }>(
    db,
    sql`select position from legal_status_batch_items
        where batch_id = ${batchId} and position between ${part.firstRow} and ${lastRow} limit 1`,
  );
  if (overlap)
    return badInput(`Row ${overlap.position} of ${batchId} arrived before in another part`, 'part');

  const stored = items.map((item, k) => ({
    position: part.firstRow + k,
    line: lines[k],
    consumer_id: item.consumerId,
    desired_status: item.desiredStatus,
  }));
  await db.execute(sql`
    insert into legal_status_batch_items (batch_id, position, line, consumer_id, desired_status)
    select ${batchId}, v.position, v.line, v.consumer_id, v.desired_status
    from json_to_recordset(${JSON.stringify(stored)}::json)
      as v(position int, line int, consumer_id text, desired_status text)`);
  await db.execute(sql`
    insert into legal_status_batch_parts (batch_id, index, first_row, rows, received_at)
    values (${batchId}, ${part.index}, ${part.firstRow}, ${items.length}, ${at}::timestamptz)`);
  if (part.index === 0 && comment !== null)
    await db.execute(sql`update legal_status_batches set comment = ${comment} where id = ${batchId}`);

  const [received] = await rows<{ parts: number; rows: number }>(
    db,
    sql`select count(*)::int as parts, coalesce(sum(rows), 0)::int as rows
        from legal_status_batch_parts where batch_id = ${batchId}`,
  );
  if (received.parts < batch.total_parts)
    return answer(null, { part, rows: items.length, partsReceived: received.parts });
  if (received.rows !== batch.length)
    return badInput(
      `Every part of ${batchId} has arrived but they carry ${received.rows} rows, not ${batch.length}`,
      'part',
    );
  const [facts] = await rows<{ anyFinal: boolean }>(
    db,
    sql`select coalesce(bool_or(desired_status in (${FINAL_STATUSES})), false) as "anyFinal"
        from legal_status_batch_items where batch_id = ${batchId}`,
  );
  return answer(
    { rows: batch.length, anyFinal: facts.anyFinal },
    { part, rows: items.length, complete: true, length: batch.length },
  );
}

const FINAL_STATUSES = sql.raw(TERMINAL_LEGAL_STATUSES.map((s) => `'${s}'`).join(', '));

/** Starts a complete batch (at once, or when its approval request is approved): the runner picks it up. */
export async function startBatch(
  db: Db,
  batchId: string,
  approvedBy: string | null,
  now: Date,
): Promise<boolean> {
  const started = await rows<{ id: string }>(
    db,
    sql`update legal_status_batches set started_at = ${now.toISOString()}::timestamptz, approved_by = ${approvedBy}
        where id = ${batchId} and started_at is null and completed_at is null returning id`,
  );
  return started.length > 0;
}

/** Marks a complete batch as held: it starts only when the request is approved. */
export async function holdBatch(db: Db, batchId: string, approvalRequestId: string): Promise<void> {
  await db.execute(
    sql`update legal_status_batches set approval_request_id = ${approvalRequestId} where id = ${batchId}`,
  );
}
