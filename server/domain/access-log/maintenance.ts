// The access log's daily upkeep, run by the job runner's sweep on every instance (each step is idempotent and takes
// an advisory lock, so instances never do it twice): the monthly partitions ahead of time, the seal of each ended
// JST day into the audit chain, and the removal of whole days older than the retention period (audited).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows, type Db } from '../../db/sql';
import { writeAudit } from '../audit';
import { digestDay } from './day-digest';
import { addDays, jstDay, jstDayStart, monthOf } from './days';
import { RETENTION_OPERATION, SEAL_OPERATION } from './seal-check';

const SEAL_LOCK = 7_300_027;
const RETENTION_LOCK = 7_300_028;
/** A day is sealed this long after it ended: an entry committed just after midnight carries the old day's time. */
export const SEAL_GRACE_MS = 5 * 60_000;
/** Days sealed per sweep at most (a log that was never sealed catches up over several sweeps). */
const MAX_SEALS_PER_RUN = 62;
const SYSTEM = { id: null, email: 'system' };
const TABLES = ['access_entries', 'access_entry_consumers'] as const;

/** Creates the partitions of the month before, this month and the next two (JST), when missing. */
export async function ensureAccessPartitions(db: Database, now: Date): Promise<void> {
  let month = monthOf(addDays(monthOf(jstDay(now.getTime())).start, -1));
  for (let i = 0; i < 4; i++) {
    for (const table of TABLES) {
      const name = `${table}_p${month.name}`;
      // Identifiers and bounds are built here from digits, never from input.
      await db.orm.execute(
        sql.raw(
          `create table if not exists ${name} partition of ${table} ` +
            `for values from ('${month.start} 00:00+09') to ('${month.next} 00:00+09')`,
        ),
      );
    }
    month = monthOf(month.next);
  }
}

/** Seals one day: one audit row with its entry count and hash; false when it was sealed already. */
export async function sealAccessDay(db: Database, day: string): Promise<boolean> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEAL_LOCK})`);
    const [sealed] = await rows(
      tx,
      sql`select 1 from audit_log where operation = ${SEAL_OPERATION} and target_id = ${day}`,
    );
    if (sealed) return false;
    const digest = await digestDay(tx, day);
    await writeAudit(tx, {
      staff: SYSTEM,
      operation: SEAL_OPERATION,
      targetType: 'access_log_day',
      targetId: day,
      outcome: 'success',
      detail: { day, entries: digest.entries, hash: digest.hash },
      ip: null,
    });
    return true;
  });
}

/**
 * Seals every ended day not sealed yet, oldest first: from the day after the last seal (or the first entry's day)
 * through the last day that ended SEAL_GRACE_MS ago. Days without entries are sealed too (count 0): an entry added to
 * one later breaks its seal.
 */
export async function sealEndedDays(db: Database, now: Date): Promise<string[]> {
  const lastSealable = addDays(jstDay(now.getTime() - SEAL_GRACE_MS), -1);
  const [state] = await rows<{ last: string | null; first: number | null }>(
    db.orm,
    sql`select (select max(target_id) from audit_log where operation = ${SEAL_OPERATION}) as last,
               (select floor(extract(epoch from min(at)) * 1000)::float8 from access_entries) as first`,
  );
  let day = state?.last ? addDays(state.last, 1) : state?.first != null ? jstDay(Number(state.first)) : null;
  const sealed: string[] = [];
  while (day !== null && day <= lastSealable && sealed.length < MAX_SEALS_PER_RUN) {
    if (await sealAccessDay(db, day)) sealed.push(day);
    day = addDays(day, 1);
  }
  return sealed;
}

export interface RemovedDays {
  from: string;
  through: string;
  entries: number;
}

/** Months (YYYYMM) whose partitions end on or before the cutoff: dropped whole. */
async function expiredPartitions(tx: Db, cutoffDay: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'access_entries'::regclass and c.relname ~ '^access_entries_p[0-9]{6}$'`,
  );
  return found
    .map((p) => p.name.slice(-6))
    .filter((month) => monthOf(`${month.slice(0, 4)}-${month.slice(4)}-01`).next <= cutoffDay)
    .sort();
}

/**
 * Removes the entries of every JST day older than `retentionDays` days before today, whole days at a time: months
 * that lie wholly before the cutoff are dropped as partitions, the rest deleted by day range. One audit row says
 * which days went and how many entries; nothing to remove writes nothing.
 */
export async function removeExpiredDays(
  db: Database,
  now: Date,
  retentionDays: number,
): Promise<RemovedDays | null> {
  const cutoffDay = addDays(jstDay(now.getTime()), -retentionDays);
  const cutoff = new Date(jstDayStart(cutoffDay)).toISOString();
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK})`);
    const [old] = await rows<{ first: number | null; entries: number }>(
      tx,
      sql`select floor(extract(epoch from min(at)) * 1000)::float8 as first, count(*)::float8 as entries
          from access_entries where at < ${cutoff}::timestamptz`,
    );
    if (!old || old.first === null) return null;
    const months = await expiredPartitions(tx, cutoffDay);
    for (const month of months) {
      for (const table of TABLES) await tx.execute(sql.raw(`drop table if exists ${table}_p${month}`));
    }
    await tx.execute(sql`select set_config('access_log.retention', 'on', true)`);
    await tx.execute(sql`delete from access_entries where at < ${cutoff}::timestamptz`);
    await tx.execute(sql`delete from access_entry_consumers where at < ${cutoff}::timestamptz`);
    await tx.execute(sql`select set_config('access_log.retention', 'off', true)`);
    const removed = {
      from: jstDay(Number(old.first)),
      through: addDays(cutoffDay, -1),
      entries: Number(old.entries),
    };
    await writeAudit(tx, {
      staff: SYSTEM,
      operation: RETENTION_OPERATION,
      targetType: 'access_log_day',
      targetId: removed.through,
      outcome: 'success',
      detail: { ...removed, retentionDays, partitionsDropped: months },
      ip: null,
    });
    return removed;
  });
}

/** The sweep's part: partitions ahead, seals, retention. */
export async function maintainAccessLog(db: Database, now: Date, retentionDays: number): Promise<void> {
  await ensureAccessPartitions(db, now);
  await sealEndedDays(db, now);
  await removeExpiredDays(db, now, retentionDays);
}
