// The access log without slowing the console down: a case page (its logged root fields name their consumers in the
// arguments) opens its entry as its execution starts, row count NULL, so the entry's commit overlaps the page's
// reads; the answer still waits for that commit, and the row count is settled after it. The append-only trigger lets
// exactly that change through (row_count from NULL to a count, once, on a day not yet sealed); an entry a crash left
// unsettled is sealed as it is and reads as 0 rows. The writer keeps several batches in flight. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { createAccessLogWriter, type AccessEntryInput } from '../../server/domain/access-log/writer';
import { sealAccessDay } from '../../server/domain/access-log/maintenance';
import { addDays, jstDay, jstDayStart } from '../../server/domain/access-log/days';
import { verifyAuditChain } from '../../server/domain/audit';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';
import { insertConsumer } from '../support/fixtures';

let h: Harness;
let auditor: StaffClient;
let consumer: string;

beforeAll(async () => {
  h = await startHarness({ consumers: 3, seed: 7 });
  auditor = await h.staff([PERMISSIONS.auditLogRead], { email: 'auditor@example.com' });
  consumer = (await insertConsumer(h)).id;
});

afterAll(async () => {
  await h?.close();
});

const ENTRIES = `query($staffEmail: String, $consumerId: ID) {
  accessEntries(staffEmail: $staffEmail, consumerId: $consumerId) { items { id kind consumerIds rowCount } }
}`;

async function entries(variables: Record<string, unknown>): Promise<Row[]> {
  const answer = await auditor.gql('', ENTRIES, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.accessEntries.items as Row[];
}

let probeCount = 0;
const probeStaff = () => h.staff(ALL_PERMISSIONS, { email: `settle-${++probeCount}@example.com` });

const refusal = (statement: ReturnType<typeof sql>) =>
  h.q(statement).then(
    () => 'done',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );

/** An entry as the writer opens it (row count NULL) at noon JST of `day`. */
async function openedEntry(day: string, consumerId: string): Promise<string> {
  const at = new Date(jstDayStart(day) + 12 * 3_600_000).toISOString();
  const [row] = await h.q<{ id: string }>(sql`
    with e as (
      insert into access_entries (at, staff_email, kind, consumer_ids, row_count, request_id)
      values (${at}::timestamptz, 'crash@example.com', 'ConsumerPage', array[${consumerId}], null, 'req-crash')
      returning id, at)
    insert into access_entry_consumers (consumer_id, at, entry_id) select ${consumerId}, at, id from e
    returning entry_id::text as id`);
  return row.id;
}

/**
 * When the database driver's queries start and end during one call, in order: `start entry` for the access log's
 * insert, `start read` / `end read` for the page's own reads (the session guard's and the log's other statements
 * left out).
 */
async function queryEvents(run: () => Promise<unknown>): Promise<string[]> {
  const client = (h.tdb.db.orm as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const query = client.query;
  const events: string[] = [];
  client.query = async (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : String(first?.text ?? '');
    const what = /insert into access_entries \(/.test(text)
      ? 'entry'
      : /staff_(sessions|users)|access_|alert/.test(text)
        ? null
        : 'read';
    if (what) events.push(`start ${what}`);
    try {
      return await query.apply(client, args);
    } finally {
      if (what) events.push(`end ${what}`);
    }
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return events;
}

const rowCountOf = async (id: string) =>
  (
    await h.q<{ n: number | null }>(sql`select row_count as n from access_entries where id = ${id}::bigint`)
  )[0].n;

describe('a case page', () => {
  const PAGE = `query ConsumerPage($c: ID!) {
    consumer(consumerId: $c) { id kanjiName phone }
    plusstatus(consumerId: $c) { ekycStatus }
    gpsTokens(consumerId: $c) { token }
    consumerPayments(consumerId: $c, first: 5) { payments { id consumerName } }
  }`;

  it('opens its entry while its reads run and settles the row count after the answer', async () => {
    const staff = await probeStaff();
    const events = await queryEvents(() => staff.gql('ConsumerPage', PAGE, { c: consumer }));
    const opened = events.indexOf('start entry');
    expect(opened).toBeGreaterThanOrEqual(0);
    // Written after the execution (the first path), the entry would start after every read had ended.
    expect(opened).toBeLessThan(events.lastIndexOf('end read'));
    const items = await entries({ staffEmail: staff.email });
    // The consumer (1 row); no gps tokens nor payments of this new consumer.
    expect(items.map((e) => [e.kind, e.consumerIds, e.rowCount])).toEqual([['ConsumerPage', [consumer], 1]]);
    expect(await rowCountOf(items[0].id as string)).toBe(1);
  });

  it('asked again (then run compiled) still opens one entry per request, counting every field', async () => {
    const staff = await probeStaff();
    const [paying] = await h.q<{ id: string; n: number }>(
      sql`select consumer_id as id, least(count(*), 5)::int as n from payments where consumer_id is not null
          group by consumer_id order by count(*) desc limit 1`,
    );
    let rows = 0;
    for (let i = 0; i < 3; i++) {
      const answer = await staff.gql('ConsumerPage', PAGE, { c: paying.id });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.consumerPayments.payments).toHaveLength(paying.n);
      rows = 1 + paying.n + (answer.data!.gpsTokens as unknown[]).length;
    }
    // The consumer's row, a page of their payments and their tokens, in one entry each time.
    const items = await entries({ staffEmail: staff.email });
    expect(items.map((e) => [e.kind, e.consumerIds, e.rowCount])).toEqual(
      Array.from({ length: 3 }, () => ['ConsumerPage', [paying.id], rows]),
    );
  });

  it('of an existing consumer whose answer carried no rows writes the look with 0 rows', async () => {
    const staff = await probeStaff();
    const answer = await staff.gql('', `query($c: ID!) { gpsTokens(consumerId: $c) { token } }`, {
      c: consumer,
    });
    expect(answer.data!.gpsTokens).toEqual([]);
    const items = await entries({ staffEmail: staff.email });
    expect(items.map((e) => [e.kind, e.consumerIds, e.rowCount])).toEqual([['gpsTokens', [consumer], 0]]);
  });

  it('naming an unknown consumer besides a known one stores the known one only', async () => {
    const staff = await probeStaff();
    await staff.gql(
      'Two',
      `query Two($a: ID!, $b: ID!) { a: consumer(consumerId: $a) { email } b: consumer(consumerId: $b) { email } }`,
      { a: consumer, b: 'con_ZZZZZZZZZZZZZZZZ' },
    );
    const items = await entries({ staffEmail: staff.email });
    expect(items.map((e) => [e.kind, e.consumerIds, e.rowCount])).toEqual([['Two', [consumer], 1]]);
  });

  it('asked with a field whose consumers come from its result keeps one entry written after execution', async () => {
    const staff = await probeStaff();
    const answer = await staff.gql(
      'Mixed',
      `query Mixed($c: ID!, $k: String!) {
        consumer(consumerId: $c) { email } fuzzySearch(searchKeyword: $k) { consumers { id phone } } }`,
      { c: consumer, k: consumer },
    );
    expect(answer.errors).toBeUndefined();
    const items = await entries({ staffEmail: staff.email });
    expect(items.map((e) => [e.kind, e.consumerIds, e.rowCount])).toEqual([['Mixed', [consumer], 2]]);
    expect(await rowCountOf(items[0].id as string)).toBe(2);
  });
});

describe('the append-only trigger', () => {
  it('lets a settling entry’s row count be set once, and nothing else', async () => {
    const id = await openedEntry(jstDay(Date.now()), consumer);
    expect(
      await refusal(sql`update access_entries set kind = 'Search', row_count = 1 where id = ${id}::bigint`),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`update access_entries set row_count = -1 where id = ${id}::bigint`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`update access_entries set row_count = 3 where id = ${id}::bigint`)).toBe('done');
    expect(await rowCountOf(id)).toBe(3);
    expect(await refusal(sql`update access_entries set row_count = 4 where id = ${id}::bigint`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`update access_entries set row_count = null where id = ${id}::bigint`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await rowCountOf(id)).toBe(3);
    expect(await refusal(sql`delete from access_entries where id = ${id}::bigint`)).toMatch(
      /append-only: DELETE refused/,
    );
  });

  it('holds on a partition addressed directly', async () => {
    const [{ partition }] = await h.q<{ partition: string }>(
      sql`select tableoid::regclass::text as partition from access_entries where row_count is not null limit 1`,
    );
    expect(await refusal(sql.raw(`update ${partition} set row_count = row_count + 1`))).toMatch(
      /append-only: UPDATE refused/,
    );
  });
});

describe('an entry a crash left unsettled', () => {
  it('is sealed as it is, reads as 0 rows, and can no longer be settled', async () => {
    const day = addDays(jstDay(Date.now()), -2);
    const id = await openedEntry(day, consumer);
    expect(await sealAccessDay(h.tdb.db, day)).toBe(true);
    const [seal] = await h.q<Row>(
      sql`select detail from audit_log where operation = 'access_log.seal' and target_id = ${day}`,
    );
    expect(seal.detail.entries).toBe(1);
    expect((await verifyAuditChain(h.tdb.db.orm)).ok).toBe(true);
    const items = await entries({ staffEmail: 'crash@example.com' });
    expect(items.find((e) => e.id === id)?.rowCount).toBe(0);
    // Settling it now would change a sealed day.
    expect(await refusal(sql`update access_entries set row_count = 1 where id = ${id}::bigint`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await rowCountOf(id)).toBeNull();
    expect((await verifyAuditChain(h.tdb.db.orm)).ok).toBe(true);
  });
});

describe('the writer', () => {
  const entry = (n: number, consumerIds: string[]): AccessEntryInput => ({
    staff: { id: null, email: `writer-${n % 3}@example.com` },
    sessionId: null,
    kind: 'ConsumerPage',
    consumerIds,
    rowCount: 1,
    ip: null,
    requestId: `w-${n}`,
  });

  it('opens an entry with the consumers that exist, none when none does, and settles it', async () => {
    const writer = createAccessLogWriter(h.tdb.db);
    const unknown = await writer.open(entry(1, ['con_YYYYYYYYYYYYYYYY']));
    expect(unknown).toBeNull();
    expect(await h.q(sql`select 1 from access_entries where request_id = 'w-1'`)).toEqual([]);
    const opened = await writer.open(entry(2, ['con_YYYYYYYYYYYYYYYY', consumer]));
    expect(opened).not.toBeNull();
    const [row] = await h.q<Row>(
      sql`select consumer_ids, row_count from access_entries where id = ${opened!.id}::bigint`,
    );
    expect([row.consumer_ids, row.row_count]).toEqual([[consumer], null]);
    writer.settle(opened!, 5);
    await writer.settled();
    expect(await rowCountOf(opened!.id)).toBe(5);
  });

  it('writes many concurrent entries, opened and complete, in batches in flight together', async () => {
    const writer = createAccessLogWriter(h.tdb.db);
    const committed: number[] = [];
    writer.onCommitted((batch) => committed.push(batch.length));
    const written = await Promise.all(
      Array.from({ length: 60 }, async (_, n) => {
        if (n % 2) return writer.record(entry(100 + n, [consumer]));
        // Spread over several turns of the event loop, so that more than one batch goes out.
        await new Promise((resolve) => setTimeout(resolve, n % 7));
        const opened = await writer.open(entry(100 + n, [consumer]));
        if (opened) writer.settle(opened, n);
      }),
    );
    expect(written).toHaveLength(60);
    await writer.settled();
    expect(committed.reduce((a, b) => a + b, 0)).toBe(60);
    const rows = await h.q<{ n: number; unsettled: number }>(
      sql`select count(*)::int as n, count(*) filter (where row_count is null)::int as unsettled
          from access_entries where request_id like 'w-1__'`,
    );
    expect(rows[0]).toEqual({ n: 60, unsettled: 0 });
  });
});
