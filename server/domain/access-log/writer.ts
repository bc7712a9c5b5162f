// The access log's one writer: every answer that carries a consumer's personal data hands its entry here and waits
// until the entry is durable before the answer leaves (issue "Who looked": "nothing answered without its entry").
// Group commit: entries handed in while writes are in flight (or in the same turn of the event loop) go out together
// as one INSERT, so concurrent requests share one round trip and one commit instead of queueing for one each. Up to
// MAX_IN_FLIGHT batches are written at once on separate pool connections: PostgreSQL lets concurrent commits share a
// WAL flush, so a batch does not wait for the previous one's flush. The order in which batches commit does not
// matter: the day seal hashes entries in (at, id) order. A write that fails rejects every entry of its batch: their
// answers become 503, never the data.
//
// A case page names its consumers in its arguments, so its entry is opened as the page's execution starts (row count
// NULL, "settling") and its commit overlaps the page's reads; once the answer is known, settle() sets the count in a
// follow-up the answer does not wait for (migration 0036 allows exactly that one change).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRows } from '../../db/sql';

/** What an entry records. `at` is the database's clock when the entry is written, never the client's. */
export interface AccessEntryInput {
  staff: { id: string | null; email: string };
  /** The staff session (its row id, not the cookie's token). */
  sessionId: string | null;
  /** The page or query (`ConsumerPage`, `Search`…), or `Export`, `Impersonation`, `Reveal`. */
  kind: string;
  /** The consumers whose data went out (ids only; a search never stores its keyword). */
  consumerIds: readonly string[];
  /** Rows of personal data the answer carried. */
  rowCount: number;
  ip: string | null;
  requestId: string | null;
  /** A read the browser served from its own cache while offline, reported once back online. */
  offline?: boolean;
  /** When an offline read happened (the browser's clock); null for reads the server answered. */
  readAt?: number | null;
  /** Why the data was shown (a reveal's reason). */
  reason?: string | null;
}

/** An entry opened before its row count was known: the row settle() completes. */
export interface SettlingEntry {
  id: string;
  /** The entry's instant as PostgreSQL writes it (microseconds), half of its key. */
  at: string;
}

export interface AccessLogWriter {
  /** False only in the bench's "log off" runs (ACCESS_LOG_BENCH_OFF): nothing is then written. */
  readonly enabled: boolean;
  /** Resolves once the entry is committed; rejects when it could not be written. */
  record(entry: AccessEntryInput): Promise<void>;
  /**
   * Writes an entry whose row count is not known yet, naming only those of its consumers that exist (checked in the
   * same statement). Resolves once committed with the row to settle, or null when none of them exists (nothing is
   * written: no data of an unknown consumer can go out); rejects when it could not be written.
   */
  open(entry: Omit<AccessEntryInput, 'rowCount'>): Promise<SettlingEntry | null>;
  /** Sets an opened entry's row count, group-committed with others; the answer does not wait for it. */
  settle(entry: SettlingEntry, rowCount: number): void;
  /** Resolves once every settle handed in so far is written or given up (readers of the log await it). */
  settled(): Promise<void>;
  /** Called after each committed batch (alerts are looked at then, off the answers' path). */
  onCommitted(listener: (entries: readonly AccessEntryInput[]) => void): void;
  /** Called when a settle could not be written after its retries (the entry keeps row_count NULL). */
  onSettleFailed(listener: (error: unknown) => void): void;
}

/** An entry that could not be written: what depends on it is not answered. */
export class AccessLogUnavailable extends Error {
  constructor() {
    super('The access log could not be written');
  }
}

/** Entries per INSERT at most: a larger queue goes out in several statements. */
const MAX_BATCH = 500;
/** Batches written at once at most (each holds a pool connection while it waits for its commit). */
export const MAX_IN_FLIGHT = 4;
/** Attempts of a settle before it is given up. */
const SETTLE_ATTEMPTS = 3;
/** Ids kept per entry (a whole-table export writes one entry per page, so this bounds one page). */
export const MAX_CONSUMER_IDS = 10_000;
const MAX_KIND_LENGTH = 64;

interface Pending {
  entry: AccessEntryInput;
  /** Opened ahead of its row count: existing consumers only, row_count NULL. */
  settling: boolean;
  resolve: (row: SettlingEntry | null) => void;
  reject: (error: unknown) => void;
}

interface Settle {
  entry: SettlingEntry;
  rowCount: number;
  attempts: number;
}

export function createAccessLogWriter(db: Database, options: { enabled?: boolean } = {}): AccessLogWriter {
  const enabled = options.enabled ?? true;
  const listeners: ((entries: readonly AccessEntryInput[]) => void)[] = [];
  const settleFailures: ((error: unknown) => void)[] = [];
  let queue: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  const write = async (batch: Pending[]) => {
    let written: Map<number, SettlingEntry>;
    try {
      written = await insertEntries(db, batch);
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    batch.forEach((p, n) => p.resolve(written.get(n) ?? null));
    const entries = batch.filter((p, n) => !p.settling || written.has(n)).map((p) => p.entry);
    if (entries.length) for (const listener of listeners) listener(entries);
  };

  const pump = () => {
    scheduled = false;
    while (queue.length && inFlight < MAX_IN_FLIGHT) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      inFlight++;
      void write(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  };

  const enqueue = (pending: Pending) => {
    queue.push(pending);
    if (inFlight >= MAX_IN_FLIGHT) return;
    // An opened entry goes out at once: its page's reads are running now, and its commit is to overlap them. An
    // entry of a finished answer waits for the rest of this turn's answers to join its batch.
    if (pending.settling) queueMicrotask(pump);
    else if (!scheduled) {
      scheduled = true;
      setImmediate(pump);
    }
  };

  const settles = createSettleQueue(db, (error) => {
    for (const listener of settleFailures) listener(error);
  });

  return {
    enabled,
    record(entry) {
      if (!enabled) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        enqueue({ entry, settling: false, resolve: () => resolve(), reject });
      });
    },
    open(entry) {
      if (!enabled) return Promise.resolve(null);
      return new Promise<SettlingEntry | null>((resolve, reject) => {
        enqueue({ entry: { ...entry, rowCount: 0 }, settling: true, resolve, reject });
      });
    },
    settle: (entry, rowCount) => settles.add({ entry, rowCount, attempts: 0 }),
    settled: () => settles.drained(),
    onCommitted(listener) {
      listeners.push(listener);
    },
    onSettleFailed(listener) {
      settleFailures.push(listener);
    },
  };
}

/** The settles waiting to be written: one UPDATE per batch, one batch at a time (nothing waits for them but readers). */
function createSettleQueue(db: Database, failed: (error: unknown) => void) {
  let queue: Settle[] = [];
  let running: Promise<void> | null = null;

  const run = async () => {
    // Let this turn's other answers settle in the same statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      try {
        await settleEntries(db, batch);
      } catch (error) {
        const again = batch.filter((s) => ++s.attempts < SETTLE_ATTEMPTS);
        if (again.length < batch.length) failed(error);
        queue.push(...again);
      }
    }
    running = null;
  };

  return {
    add(settle: Settle) {
      queue.push(settle);
      running ??= run();
    },
    async drained() {
      while (running) await running;
    },
  };
}

/**
 * One statement for the batch: the entries, and one row per (consumer, entry) for the by-consumer index. A settling
 * entry keeps only its consumers that exist and is not written when none does. Answers the key of each settling
 * entry written, by its place in the batch.
 */
async function insertEntries(db: Database, batch: readonly Pending[]): Promise<Map<number, SettlingEntry>> {
  const values = batch.map(({ entry: e, settling }, n) => ({
    n,
    settling,
    staff_id: e.staff.id,
    staff_email: e.staff.email,
    session_id: e.sessionId,
    kind: e.kind.slice(0, MAX_KIND_LENGTH),
    consumer_ids: [...new Set(e.consumerIds)].slice(0, MAX_CONSUMER_IDS),
    row_count: settling ? null : Math.max(0, Math.trunc(e.rowCount)),
    ip: e.ip,
    request_id: e.requestId,
    offline: e.offline ?? false,
    read_at_ms: e.readAt ?? null,
    reason: e.reason ?? null,
  }));
  // Prepared once per pooled connection: planning this statement (two partitioned tables) cost more than running it.
  const written = await preparedRows<{ n: number; id: string; at: string }>(
    db.orm,
    sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        as v(n int, settling boolean, staff_id uuid, staff_email text, session_id uuid, kind text,
             consumer_ids text[], row_count int, ip text, request_id text, offline boolean, read_at_ms float8,
             reason text)
    ), k as (
      select v.*, case when not v.settling then v.consumer_ids else array(
               select u.c from unnest(v.consumer_ids) with ordinality as u(c, o)
               where exists (select 1 from consumers where consumers.id = u.c) order by u.o) end as ids
      from v
    ), r as (
      select k.*, nextval('access_entries_id_seq') as id from k
      where not k.settling or cardinality(k.ids) > 0
      order by k.n
    ), e as (
      insert into access_entries (id, staff_id, staff_email, session_id, kind, consumer_ids, row_count, ip,
                                  request_id, offline, read_at, reason)
      select id, staff_id, staff_email, session_id, kind, ids, row_count, ip, request_id, offline,
             case when read_at_ms is null then null else to_timestamp(read_at_ms / 1000.0) end, reason
      from r order by n
      returning id, at, consumer_ids
    ), c as (
      insert into access_entry_consumers (consumer_id, at, entry_id)
      select c, e.at, e.id from e cross join lateral unnest(e.consumer_ids) as c
    )
    select r.n, e.id::text as id, e.at::text as at from e join r using (id) where r.settling`,
  );
  return new Map(written.map((w) => [Number(w.n), { id: w.id, at: w.at }]));
}

/**
 * Sets the row counts of opened entries (the trigger lets row_count go from NULL to a count, once). Committed without
 * waiting for its WAL flush (synchronous_commit off for this statement's transaction, set in its first CTE): no answer
 * waits for it, and a crash that loses it leaves what a crash before it would, an entry with row_count NULL, which
 * reads as 0 and is sealed as it is. The flush then does not compete with the next page's entry for the disk.
 */
async function settleEntries(db: Database, batch: readonly Settle[]): Promise<void> {
  const values = batch.map((s) => ({
    id: s.entry.id,
    at: s.entry.at,
    row_count: Math.max(0, Math.trunc(s.rowCount)),
  }));
  // The batch's span, so the planner reads only the partitions it can lie in. The instants are PostgreSQL's text of
  // one server's clock in one session time zone: their text order is their order.
  const ats = batch.map((s) => s.entry.at).sort();
  await db.orm.execute(sql`
    with relaxed as (select set_config('synchronous_commit', 'off', true))
    update access_entries e set row_count = v.row_count
    from relaxed, jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id bigint, at timestamptz, row_count int)
    where e.at = v.at and e.id = v.id and e.row_count is null
      and e.at >= ${ats[0]}::timestamptz and e.at <= ${ats[ats.length - 1]}::timestamptz`);
}
