// The export endpoint's limit per staff member (POST /api/exports), counted in the database like the sign-in
// limits, so it holds across server instances: a POST that writes something (a download token, or the audit row
// of a refusal) counts; one refused for bad input (400, 413) writes nothing and does not. The refusals' audit rows
// join a hash chain that is never pruned, which is what the limit protects.
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../db/sql';
import { EXPORT_TOKEN_TTL_MS } from './export-tokens';

/**
 * The limit's window. A token is deleted only after it expires, so every token of the window is still there to
 * count: the window must not be longer than a token's life.
 */
export const EXPORT_RATE_WINDOW_MS = EXPORT_TOKEN_TTL_MS;

/**
 * Takes the staff member's export turn (concurrent POSTs of one person are counted one after the other, so a burst
 * cannot slip past the count) and answers null when one more export request is allowed, or the seconds until it
 * is. Call it in the transaction that then writes the token or the refusal.
 */
export async function exportRateLimitWait(
  tx: Tx,
  staffUserId: string,
  limit: number,
  operation: string,
  now: Date,
): Promise<number | null> {
  if (limit <= 0) return null;
  await tx.execute(sql`select 1 from staff_users where id = ${staffUserId} for no key update`);
  const since = new Date(now.getTime() - EXPORT_RATE_WINDOW_MS).toISOString();
  const [used] = await rows<{ n: number; oldest: string | Date | null }>(
    tx,
    sql`
      select count(*)::int as n, min(at) as oldest from (
        select created_at as at from csv_export_tokens
        where staff_user_id = ${staffUserId} and created_at > ${since}::timestamptz
        union all
        select created_at from audit_log
        where staff_user_id = ${staffUserId} and operation = ${operation} and outcome = 'refused'
          and created_at > ${since}::timestamptz
      ) counted`,
  );
  if (used.n < limit || used.oldest === null) return null;
  const freed = new Date(used.oldest).getTime() + EXPORT_RATE_WINDOW_MS;
  return Math.max(1, Math.ceil((freed - now.getTime()) / 1000));
}
