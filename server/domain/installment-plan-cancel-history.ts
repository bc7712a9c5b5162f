// The bulk cancellation history: every job,
// newest first, a page at a time, filtered on the server by the creator's e-mail, the comment (both: contains,
// case-insensitive) and the time it was started.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../db/sql';
import {
  BULK_CANCELLATION_COLUMNS,
  BULK_CANCELLATION_COUNTS,
  bulkCancellationFrom,
  type BulkCancellationData,
} from './installment-plan-cancellations';
import { pageRefusal, type PageRefusal } from './paging';

/** Jobs one history request may ask for. */
export const MAX_BULK_CANCEL_HISTORY_PAGE = 200;

export interface BulkCancellationFilter {
  /** Part of the creator's e-mail. */
  createdBy?: string | null;
  /** Part of the comment. */
  comment?: string | null;
  /** Epoch ms, inclusive. */
  from?: number | null;
  to?: number | null;
}

type FilterRefusal = { ok: false; field: string; message: string };

/** `value` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Blank text filters mean "no filter"; from must not be after to. */
export function filterConditions(filter: BulkCancellationFilter): { ok: true; where: SQL } | FilterRefusal {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const where: SQL[] = [sql`true`];
  const createdBy = text(filter.createdBy);
  if (createdBy) where.push(sql`b.created_by ilike ${containsPattern(createdBy)}`);
  const comment = text(filter.comment);
  if (comment) where.push(sql`b.comment ilike ${containsPattern(comment)}`);
  const { from, to } = filter;
  if (from != null && to != null && from > to)
    return { ok: false, field: 'from', message: 'from must not be after to' };
  if (from != null) where.push(sql`b.created_at >= to_timestamp(${from}::float8 / 1000)`);
  if (to != null) where.push(sql`b.created_at <= to_timestamp(${to}::float8 / 1000)`);
  return { ok: true, where: sql.join(where, sql` and `) };
}

/** One page of the jobs the filter keeps, newest first. */
export async function listBulkCancellations(
  db: Db,
  filter: BulkCancellationFilter,
  page: { offset: number; limit: number },
): Promise<{ ok: true; jobs: BulkCancellationData[] } | PageRefusal | FilterRefusal> {
  const refused = pageRefusal(page, MAX_BULK_CANCEL_HISTORY_PAGE);
  if (refused) return refused;
  const conditions = filterConditions(filter);
  if (!conditions.ok) return conditions;
  const jobs = await rows<BulkCancellationData>(
    db,
    sql`select ${BULK_CANCELLATION_COLUMNS}
        from (select * from bulk_cancellations b where ${conditions.where}
              order by b.created_at desc, b.id desc limit ${page.limit} offset ${page.offset}) b
        ${BULK_CANCELLATION_COUNTS}
        order by b.created_at desc, b.id desc`,
  );
  return { ok: true, jobs: jobs.map(bulkCancellationFrom) };
}

/** How many jobs the filter keeps (the history's pager). */
export async function countBulkCancellations(
  db: Db,
  filter: BulkCancellationFilter,
): Promise<{ ok: true; count: number } | FilterRefusal> {
  const conditions = filterConditions(filter);
  if (!conditions.ok) return conditions;
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bulk_cancellations b where ${conditions.where}`,
  );
  return { ok: true, count: row.n };
}
