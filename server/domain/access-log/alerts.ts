// Alerts on unusual reading (issue "Who looked", part 2): thresholds as data (access_alert_policy, one row), checked
// for the staff members of each committed batch of entries. A staff member past a threshold raises one alert per
// window (the clock hour for distinct consumers, the JST day for exported rows): the unique index on
// (staff_email, rule, window_start) makes a second one a no-op on every instance. An alert names the staff member
// and the numbers, never a consumer.
import { sql } from 'drizzle-orm';
import { epochMs, rows, type Db } from '../../db/sql';
import { jstDay, jstDayStart } from './days';

export const ALERT_RULES = ['distinctConsumersPerHour', 'exportedRowsPerDay'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

export interface AccessAlertPolicyData {
  distinctConsumersPerHour: number;
  exportedRowsPerDay: number;
  updatedAt: number;
  updatedBy: string | null;
}

export interface AccessAlertData {
  id: string;
  at: number;
  staffEmail: string;
  rule: AlertRule;
  observed: number;
  threshold: number;
}

export const DEFAULT_ALERT_POLICY = { distinctConsumersPerHour: 200, exportedRowsPerDay: 5_000 } as const;
/** The most a threshold may be: above it a rule could never fire. */
export const MAX_ALERT_THRESHOLD = 10_000_000;
export const MAX_ALERTS_PAGE = 200;
/** The header's badge counts the alerts of the last day. */
export const ALERT_BADGE_WINDOW_MS = 24 * 3_600_000;

export async function readAlertPolicy(db: Db): Promise<AccessAlertPolicyData> {
  const [row] = await rows<AccessAlertPolicyData>(
    db,
    sql`select distinct_consumers_per_hour as "distinctConsumersPerHour", exported_rows_per_day as "exportedRowsPerDay",
               ${epochMs(sql`updated_at`)} as "updatedAt", updated_by as "updatedBy"
        from access_alert_policy where id = 1`,
  );
  return row
    ? { ...row, updatedAt: Number(row.updatedAt) }
    : { ...DEFAULT_ALERT_POLICY, updatedAt: 0, updatedBy: null };
}

export interface AlertPolicyChange {
  distinctConsumersPerHour: number;
  exportedRowsPerDay: number;
}

/** The input rule: whole numbers from 1 to MAX_ALERT_THRESHOLD; the message names the argument. */
export function checkAlertPolicyChange(change: AlertPolicyChange): { field: string; message: string } | null {
  for (const field of ['distinctConsumersPerHour', 'exportedRowsPerDay'] as const) {
    const value = change[field];
    if (!Number.isSafeInteger(value) || value < 1 || value > MAX_ALERT_THRESHOLD)
      return { field, message: `${field} must be a whole number from 1 to ${MAX_ALERT_THRESHOLD}` };
  }
  return null;
}

export async function writeAlertPolicy(db: Db, change: AlertPolicyChange, by: string, now: Date) {
  const before = await readAlertPolicy(db);
  await db.execute(sql`
    insert into access_alert_policy (id, distinct_consumers_per_hour, exported_rows_per_day, updated_at, updated_by)
    values (1, ${change.distinctConsumersPerHour}, ${change.exportedRowsPerDay}, ${now.toISOString()}::timestamptz, ${by})
    on conflict (id) do update set distinct_consumers_per_hour = excluded.distinct_consumers_per_hour,
      exported_rows_per_day = excluded.exported_rows_per_day, updated_at = excluded.updated_at,
      updated_by = excluded.updated_by`);
  return {
    before: {
      distinctConsumersPerHour: before.distinctConsumersPerHour,
      exportedRowsPerDay: before.exportedRowsPerDay,
    },
    after: change,
  };
}

const HOUR_MS = 3_600_000;
const ALL_RULES: ReadonlySet<AlertRule> = new Set(ALERT_RULES);

/** Whether this rule's alert for the staff member and window is raised already (the unique index answers). */
const raisedAlready = (staffEmail: string, rule: AlertRule, windowStart: Date) =>
  sql`exists (select 1 from access_alerts where staff_email = ${staffEmail} and rule = ${rule}
              and window_start = ${windowStart.toISOString()}::timestamptz)`;

/**
 * What one staff member did in each rule's current window; null for a rule whose alert this window has already
 * raised. The count is then never made (PostgreSQL runs a CASE branch's subquery only when it is taken): it reads
 * every entry of the window, and a heavy reader past the threshold would otherwise have it recounted after each
 * batch for the rest of the hour, taking the database's time from the answers (the bench's log-on run showed it).
 */
async function observe(db: Db, staffEmail: string, now: Date, rules: ReadonlySet<AlertRule>) {
  const hourStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const dayStart = new Date(jstDayStart(jstDay(now.getTime())));
  const skip = (rule: AlertRule, windowStart: Date) =>
    rules.has(rule) ? raisedAlready(staffEmail, rule, windowStart) : sql`true`;
  const [row] = await rows<{ consumers: number | null; exported: number | null }>(
    db,
    sql`select
          case when ${skip('distinctConsumersPerHour', hourStart)} then null else
          (select count(distinct c)::int from access_entries e cross join lateral unnest(e.consumer_ids) as c
           where e.staff_email = ${staffEmail} and e.at >= ${hourStart.toISOString()}::timestamptz) end as consumers,
          case when ${skip('exportedRowsPerDay', dayStart)} then null else
          (select coalesce(sum(row_count), 0)::float8 from access_entries
           where staff_email = ${staffEmail} and kind = 'Export' and at >= ${dayStart.toISOString()}::timestamptz)
           end as exported`,
  );
  const observed = (value: number | null | undefined) => (value == null ? null : Number(value));
  return {
    distinctConsumersPerHour: { observed: observed(row?.consumers), windowStart: hourStart },
    exportedRowsPerDay: { observed: observed(row?.exported), windowStart: dayStart },
  };
}

/**
 * Raises the alerts these staff members' reading calls for now; answers the rules of the alerts raised. `rulesOf`
 * narrows the rules looked at per member (the watch passes the exported-rows rule only for a batch with an export:
 * nothing else changes that sum, and it reads every entry of the member's day).
 */
export async function raiseAlerts(
  db: Db,
  staffEmails: Iterable<string>,
  now: Date,
  rulesOf: (staffEmail: string) => ReadonlySet<AlertRule> = () => ALL_RULES,
): Promise<AlertRule[]> {
  const policy = await readAlertPolicy(db);
  const raised: AlertRule[] = [];
  for (const staffEmail of new Set(staffEmails)) {
    const seen = await observe(db, staffEmail, now, rulesOf(staffEmail));
    for (const rule of ALERT_RULES) {
      const threshold = policy[rule];
      const { observed, windowStart } = seen[rule];
      if (observed === null || observed <= threshold) continue;
      const inserted = await rows(
        db,
        sql`insert into access_alerts (staff_email, rule, window_start, observed, threshold)
            values (${staffEmail}, ${rule}, ${windowStart.toISOString()}::timestamptz, ${observed}, ${threshold})
            on conflict (staff_email, rule, window_start) do nothing
            returning id`,
      );
      if (inserted.length) raised.push(rule);
    }
  }
  return raised;
}

const ALERT_COLUMNS = sql`id::text as id, ${epochMs(sql`at`)} as at, staff_email as "staffEmail", rule, observed,
  threshold`;

export async function listAlerts(
  db: Db,
  page: { offset: number; limit: number },
): Promise<AccessAlertData[]> {
  const found = await rows<AccessAlertData>(
    db,
    sql`select ${ALERT_COLUMNS} from access_alerts order by at desc, id desc
        offset ${page.offset} limit ${page.limit}`,
  );
  return found.map((a) => ({ ...a, at: Number(a.at) }));
}

export async function countRecentAlerts(db: Db, now: Date): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from access_alerts
        where at >= ${new Date(now.getTime() - ALERT_BADGE_WINDOW_MS).toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}
