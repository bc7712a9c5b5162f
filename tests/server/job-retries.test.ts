// The job runner's retries and dead letter (server/jobs/retries.ts) over real HTTP on a real
// database: a trigger the test puts on consumer_history refuses one consumer's history row, so every chunk holding
// that consumer fails in the database and rolls back. The batch shows each failure (attempts, reason code, next
// try) and applies nothing until the cause is gone, then completes with every item applied once; a batch whose
// chunk keeps failing is dead-lettered after the retry limit, visible on the batch and on /metrics, while the runner
// goes on with other batches. The runners here poll once a minute, so a retry time forgotten (another batch woke the
// runner first) or an error of the loop waiting out the poll shows as a test that times out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { createMetrics, type Metrics } from '../../server/ops/metrics';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { metricValue, scrapeMetrics } from '../support/metrics-scrape';
import { startHarness, type Harness, type StaffClient, type TestServer } from '../support/harness';

const TOKEN = 'metrics-token-of-the-retry-test';
const MAX_ATTEMPTS = 3;

let h: Harness;
let server: TestServer;
let metrics: Metrics;
let runner: JobRunner;
let consumers: string[];
/** Signed in on this test's instance, whose session has no rate limit (the test polls). */
let staff: StaffClient;

beforeAll(async () => {
  h = await startHarness({ consumers: 20 });
  metrics = createMetrics(h.tdb.db);
  runner = startJobRunner(h.tdb.db, {
    pollMs: 60_000,
    retryPolicy: { maxAttempts: MAX_ATTEMPTS, baseMs: 300, maxMs: 1_000 },
    onChunk: (kind, items) => metrics.jobItems(kind, items),
    onFailure: (failure) => metrics.jobFailure(failure),
  });
  server = await h.startServer({
    config: { metricsToken: TOKEN, graphqlRateLimit: 0 },
    metrics,
    jobRunner: runner,
  });
  staff = await h.signIn(DEMO_STAFF[0].email, DEMO_STAFF[0].password, server.baseUrl);
  // Consumers of the test's own, which the rule lets through (Enabled, Normal, no names).
  consumers = Array.from({ length: 19 }, (_, i) => `con_${String(9_000 + i).padStart(16, '0')}`);
  await h.q(sql`
    insert into consumers (id, status, legal_status, email, phone)
    select id, 'Enabled', 'Normal', id || '@example.jp', '8179' || right(id, 8)
    from jsonb_array_elements_text(${JSON.stringify(consumers)}::jsonb) as id`);
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

/**
 * Makes the database refuse the history rows of `consumerIds` (SQLSTATE P0001, as a trigger's RAISE gives), after
 * `delaySeconds`: long enough for chunks in flight at once to have claimed their items before any fails.
 */
async function refuseHistoryOf(consumerIds: string[], delaySeconds = 0) {
  const refused = consumerIds.map((id) => `'${id}'`).join(', ');
  await h.q(sql`
    create or replace function test_refuse_history() returns trigger language plpgsql as $$
    begin
      if new.consumer_id in (${sql.raw(refused)}) then
        perform pg_sleep(${sql.raw(String(delaySeconds))});
        raise exception 'refused by the test';
      end if;
      return new;
    end $$`);
  await h.q(sql`drop trigger if exists test_refuse_history on consumer_history`);
  await h.q(sql`create trigger test_refuse_history before insert on consumer_history
                for each row execute function test_refuse_history()`);
}

const allowHistory = () => h.q(sql`drop trigger if exists test_refuse_history on consumer_history`);

interface Batch {
  successes: number;
  failures: number;
  completedAt: number | null;
  retry: {
    attempts: number;
    reasonCode: string | null;
    nextRunAt: number | null;
    deadLetteredAt: number | null;
  } | null;
}

async function startBatch(batchId: string, ids: string[]) {
  const answer = await staff.gql(
    '',
    `mutation($b: ID!, $s: [LegalStatusToUpdate!]!) { legalStatusBatchUpdate(batchId: $b, statusesToUpdate: $s) { id } }`,
    { b: batchId, s: ids.map((consumerId) => ({ consumerId, desiredStatus: 'CollectionPending' })) },
  );
  expect(answer.errors).toBeUndefined();
}

async function batch(batchId: string): Promise<Batch> {
  const answer = await staff.gql(
    '',
    `query($b: ID!) { legalStatusBatchUpdate(batchId: $b) {
       successes failures completedAt retry { attempts reasonCode nextRunAt deadLetteredAt } } }`,
    { b: batchId },
  );
  return answer.data!.legalStatusBatchUpdate as Batch;
}

async function until(batchId: string, done: (b: Batch) => boolean): Promise<Batch> {
  for (;;) {
    const b = await batch(batchId);
    if (done(b)) return b;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** History records and audit rows the batch gave each of `ids`. */
async function applied(batchId: string, ids: string[]) {
  return h.q<{ id: string; history: number; audits: number }>(sql`
    select c.id,
           (select count(*)::int from consumer_history h where h.consumer_id = c.id and h.kind = 'Updated') as history,
           (select count(*)::int from audit_log a where a.target_id = c.id and a.operation = 'consumer.legal_status'
              and a.detail->>'batchId' = ${batchId}) as audits
    from consumers c where c.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
    order by c.id`);
}

const scrape = () => scrapeMetrics(`${server.baseUrl}/metrics`, TOKEN);
const value = metricValue;

describe('a failing chunk', () => {
  it('is rolled back, shown with its attempts and reason code, retried after a backoff, then applied once', async () => {
    const ids = consumers.slice(0, 3);
    const batchId = 'lsb_1700000000101';
    await refuseHistoryOf([ids[1]]);
    await startBatch(batchId, ids);
    const failed = await until(batchId, (b) => (b.retry?.attempts ?? 0) >= 1);
    expect(failed).toMatchObject({
      successes: 0,
      failures: 0,
      completedAt: null,
      retry: { reasonCode: 'P0001', deadLetteredAt: null },
    });
    expect(failed.retry!.nextRunAt).toEqual(expect.any(Number));
    // Nothing of the failed chunk was applied, not even the consumers the trigger let through.
    expect((await applied(batchId, ids)).map((r) => [r.history, r.audits])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);

    await allowHistory();
    const done = await until(batchId, (b) => b.completedAt !== null);
    expect(done).toMatchObject({ successes: 3, failures: 0, retry: null });
    expect((await applied(batchId, ids)).map((r) => [r.history, r.audits])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('that keeps failing is dead-lettered after the retry limit, on the batch and on /metrics', async () => {
    const before = await scrape();
    const ids = consumers.slice(3, 6);
    const batchId = 'lsb_1700000000102';
    await refuseHistoryOf([ids[0]]);
    await startBatch(batchId, ids);
    const dead = await until(batchId, (b) => b.retry?.deadLetteredAt != null);
    expect(dead).toMatchObject({
      successes: 0,
      failures: 0,
      completedAt: null,
      retry: { attempts: MAX_ATTEMPTS, reasonCode: 'P0001', nextRunAt: null },
    });
    // The runner goes on with other batches.
    const others = consumers.slice(6, 9);
    await startBatch('lsb_1700000000103', others);
    expect(await until('lsb_1700000000103', (b) => b.completedAt !== null)).toMatchObject({
      successes: 3,
      retry: null,
    });
    await runner.drained();

    const after = await scrape();
    expect(value(after, 'console_job_dead_letter{kind="legal_status"}')).toBe(1);
    expect(value(after, 'console_job_dead_letter{kind="bulk_cancellation"}')).toBe(0);
    const failures = 'console_job_chunk_failures_total{kind="legal_status",code="P0001"}';
    expect(value(after, failures) - value(before, failures)).toBe(MAX_ATTEMPTS);
    // Its pending items are not counted as a backlog that will drain, and none was applied.
    expect(value(after, 'console_job_backlog_items{kind="legal_status"}')).toBe(0);
    expect((await applied(batchId, ids)).map((r) => [r.history, r.audits])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    // The database's message (which could quote row values) is not kept: only the code.
    expect(after).not.toContain('refused by the test');
    await allowHistory();
  });

  it('counts one failure per attempt when several of its chunks were in flight and failed together', async () => {
    // A runner of its own: two chunks of two items at once (PostgreSQL's default), a backoff longer than the test.
    await runner.stop();
    runner = startJobRunner(h.tdb.db, {
      pollMs: 60_000,
      chunkSizes: { legal_status: 2 },
      concurrency: 2,
      retryPolicy: { maxAttempts: MAX_ATTEMPTS, baseMs: 60_000, maxMs: 60_000 },
    });
    const ids = consumers.slice(9, 13);
    const batchId = 'lsb_1700000000104';
    await refuseHistoryOf([ids[0], ids[2]], 0.3);
    await startBatch(batchId, ids);
    await until(batchId, (b) => (b.retry?.attempts ?? 0) >= 1);
    // Both chunks have failed and the batch waits out its backoff: one attempt, not one per chunk.
    await runner.drained();
    expect((await batch(batchId)).retry).toMatchObject({
      attempts: 1,
      reasonCode: 'P0001',
      deadLetteredAt: null,
    });
    expect((await applied(batchId, ids)).map((r) => [r.history, r.audits])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    await allowHistory();
  });

  it('keeps its retry time when another batch wakes the runner during the backoff', async () => {
    await runner.stop();
    runner = startJobRunner(h.tdb.db, {
      pollMs: 60_000,
      retryPolicy: { maxAttempts: MAX_ATTEMPTS, baseMs: 1_500, maxMs: 1_500 },
    });
    const failing = 'lsb_1700000000105';
    await refuseHistoryOf([consumers[13]]);
    await startBatch(failing, consumers.slice(13, 15));
    await until(failing, (b) => (b.retry?.attempts ?? 0) >= 1);
    await allowHistory();
    // Started during the 1.5 s backoff: the runner wakes for it, and must still wake at the failed batch's time.
    await startBatch('lsb_1700000000106', consumers.slice(15, 17));
    expect(await until('lsb_1700000000106', (b) => b.completedAt !== null)).toMatchObject({ successes: 2 });
    expect(await until(failing, (b) => b.completedAt !== null)).toMatchObject({ successes: 2, retry: null });
  });
});

describe('an error of the runner outside a chunk', () => {
  it('is tried again within moments, not after the poll interval', async () => {
    await runner.stop();
    const batchId = 'lsb_1700000000107';
    // Started while no runner runs: it waits, and nothing wakes the runner for it later.
    await startBatch(batchId, consumers.slice(17, 19));
    await h.q(sql`alter table legal_status_batches rename to legal_status_batches_away`);
    const errors: unknown[] = [];
    runner = startJobRunner(h.tdb.db, { pollMs: 60_000, onError: (error) => errors.push(error) });
    while (errors.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await h.q(sql`alter table legal_status_batches_away rename to legal_status_batches`);
    expect(await until(batchId, (b) => b.completedAt !== null)).toMatchObject({ successes: 2, retry: null });
  });
});
