// A day's access-log entries as the seal sees them: their number and a sha256 over their canonical text, one line per
// entry in (at, id) order. The seal (seal.ts) stores both in the audit chain; the chain check (seal-check.ts)
// recomputes them. Read in keyset pages, so a day of millions of entries costs one page of memory.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/sql';
import type { Orm } from '../../db/client';
import { addDays, jstDayStart } from './days';

type Db = Pick<Orm, 'execute'>;

const PAGE = 5_000;

export interface DayDigest {
  entries: number;
  hash: string;
}

/**
 * Every column, instants as whole microseconds since the epoch (neither the session's time zone nor its DateStyle
 * changes the text), keys in jsonb's fixed order.
 */
const CANONICAL = sql`jsonb_build_object(
  'id', e.id, 'at_us', (extract(epoch from e.at) * 1000000)::bigint, 'staff_id', e.staff_id,
  'staff_email', e.staff_email, 'session_id', e.session_id, 'kind', e.kind, 'consumer_ids', to_jsonb(e.consumer_ids),
  'row_count', e.row_count, 'ip', e.ip, 'request_id', e.request_id, 'offline', e.offline,
  'read_at_us', (extract(epoch from e.read_at) * 1000000)::bigint, 'reason', e.reason)::text`;

export async function digestDay(db: Db, day: string): Promise<DayDigest> {
  const from = new Date(jstDayStart(day)).toISOString();
  const to = new Date(jstDayStart(addDays(day, 1))).toISOString();
  const hash = createHash('sha256');
  let entries = 0;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: ReturnType<typeof sql> = after
      ? sql`and (e.at, e.id) > (${after.at}::timestamptz, ${after.id}::bigint)`
      : sql``;
    const page = await rows<{ at: string; id: string; canonical: string }>(
      db,
      sql`select e.at::text as at, e.id::text as id, ${CANONICAL} as canonical
          from access_entries e
          where e.at >= ${from}::timestamptz and e.at < ${to}::timestamptz ${cursor}
          order by e.at, e.id
          limit ${PAGE}`,
    );
    for (const row of page) hash.update(`${row.canonical}\n`, 'utf8');
    entries += page.length;
    if (page.length < PAGE) break;
    const last = page[page.length - 1];
    after = { at: last.at, id: last.id };
  }
  return { entries, hash: hash.digest('hex') };
}
