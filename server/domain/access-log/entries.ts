// accessEntries: the access log as compliance reads it, newest first, narrowed by staff member, consumer, kind and
// period. By consumer it walks access_entry_consumers (consumer_id, at, entry_id) backwards and stops after the page;
// by staff member the (staff_email, at, id) index; either way the cost is one page, not the size of the log.
//
// An entry opened before its answer's row count was known has row_count NULL until the writer settles it, right
// after the answer. The resolver waits for this process's own pending settles before it reads; a NULL still there is
// an entry whose process ended before settling it (a crash) or, briefly, another instance's settle in flight: its
// count is unknown and it reads as 0, the count of an answer that carried no rows. The entry itself, who looked at
// whom and when, is there either way.
import { sql, type SQL } from 'drizzle-orm';
import { epochMs, rows, type Db } from '../../db/sql';
import { pageRefusal, type PageRefusal } from '../paging';

export interface AccessEntryData {
  id: string;
  at: number;
  staffEmail: string;
  kind: string;
  consumerIds: string[];
  rowCount: number;
  reason: string | null;
  offline: boolean;
  readAt: number | null;
  /** The instant as PostgreSQL writes it (microseconds): the export's keyset. */
  atText: string;
}

export interface AccessFilter {
  staffEmail?: string | null;
  consumerId?: string | null;
  kind?: string | null;
  from?: number | null;
  to?: number | null;
}

export const DEFAULT_ACCESS_PAGE = 50;
export const MAX_ACCESS_PAGE = 200;

type Listed = { ok: true; items: AccessEntryData[]; hasMore: boolean } | PageRefusal | FilterRefusal;
type FilterRefusal = { ok: false; field: string; message: string };

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The filter as the query applies it; a refusal names the argument. */
export function normaliseAccessFilter(
  filter: AccessFilter,
): { ok: true; filter: AccessFilter } | FilterRefusal {
  const from = filter.from ?? null;
  const to = filter.to ?? null;
  if (from !== null && to !== null && from > to)
    return { ok: false, field: 'from', message: 'from must not be after to' };
  return {
    ok: true,
    filter: {
      staffEmail: blankToNull(filter.staffEmail)?.toLowerCase() ?? null,
      consumerId: blankToNull(filter.consumerId),
      kind: blankToNull(filter.kind),
      from,
      to,
    },
  };
}

const COLUMNS = sql`e.id::text as id, ${epochMs(sql`e.at`)} as at, e.staff_email as "staffEmail", e.kind,
  e.consumer_ids as "consumerIds", coalesce(e.row_count, 0) as "rowCount", e.reason, e.offline,
  ${epochMs(sql`e.read_at`)} as "readAt", e.at::text as "atText"`;

function conditions(filter: AccessFilter, at: SQL): SQL[] {
  const where: SQL[] = [];
  if (filter.staffEmail) where.push(sql`e.staff_email = ${filter.staffEmail}`);
  if (filter.kind) where.push(sql`e.kind = ${filter.kind}`);
  if (filter.from != null) where.push(sql`${at} >= ${new Date(filter.from).toISOString()}::timestamptz`);
  if (filter.to != null) where.push(sql`${at} <= ${new Date(filter.to).toISOString()}::timestamptz`);
  return where;
}

type Before = Pick<AccessEntryData, 'atText' | 'id'> | null;

/** The statement of one page (apart from its run so the bench can EXPLAIN exactly what the query sends). */
export function accessEntriesStatement(
  filter: AccessFilter,
  page: { offset: number; limit: number },
  before: Before = null,
): SQL {
  let query: SQL;
  if (filter.consumerId) {
    const where = [sql`c.consumer_id = ${filter.consumerId}`, ...conditions(filter, sql`c.at`)];
    if (before) where.push(sql`(c.at, c.entry_id) < (${before.atText}::timestamptz, ${before.id}::bigint)`);
    query = sql`select ${COLUMNS} from access_entry_consumers c
                join access_entries e on e.at = c.at and e.id = c.entry_id
                where ${sql.join(where, sql` and `)}
                order by c.at desc, c.entry_id desc offset ${page.offset} limit ${page.limit}`;
  } else {
    const where = conditions(filter, sql`e.at`);
    if (before) where.push(sql`(e.at, e.id) < (${before.atText}::timestamptz, ${before.id}::bigint)`);
    query = sql`select ${COLUMNS} from access_entries e
                ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
                order by e.at desc, e.id desc offset ${page.offset} limit ${page.limit}`;
  }
  return query;
}

/** One page of the rows a filter selects, in the query's order (the export reads them page by page too). */
export async function readAccessEntries(
  db: Db,
  filter: AccessFilter,
  page: { offset: number; limit: number },
  /** Only entries older than this one (keyset paging: the export). */
  before: Before = null,
): Promise<AccessEntryData[]> {
  const found = await rows<AccessEntryData>(db, accessEntriesStatement(filter, page, before));
  return found.map((e) => ({
    ...e,
    at: Number(e.at),
    readAt: e.readAt == null ? null : Number(e.readAt),
    rowCount: Number(e.rowCount),
  }));
}

export async function listAccessEntries(
  db: Db,
  filter: AccessFilter,
  page: { offset: number; limit: number },
): Promise<Listed> {
  const refused = pageRefusal(page, MAX_ACCESS_PAGE);
  if (refused) return refused;
  const checked = normaliseAccessFilter(filter);
  if (!checked.ok) return checked;
  const found = await readAccessEntries(db, checked.filter, { offset: page.offset, limit: page.limit + 1 });
  return { ok: true, items: found.slice(0, page.limit), hasMore: found.length > page.limit };
}
