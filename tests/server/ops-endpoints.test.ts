// Running the console as a service over real HTTP on a real database: /healthz and /readyz
// (unauthenticated, never rate limited, not logged at info, 503 naming the failing part), one access-log line per
// request with its X-Request-Id and the staff id but no personal data, and /metrics behind METRICS_TOKEN whose
// series move with real traffic (requests by route and operation, GraphQL errors by code, sign-ins, SMS, jobs).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { createMetrics, type Metrics } from '../../server/ops/metrics';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { startHarness, type Harness, type TestServer } from '../support/harness';
import { testDbKind } from '../support/test-db';
import { metricValue, scrapeMetrics } from '../support/metrics-scrape';

const TOKEN = 'metrics-secret-token';
const [ADMIN] = DEMO_STAFF;

let h: Harness;
let server: TestServer;
let metrics: Metrics;
let runner: JobRunner;

beforeAll(async () => {
  h = await startHarness({ consumers: 20 });
  metrics = createMetrics(h.tdb.db);
  runner = startJobRunner(h.tdb.db, {
    pollMs: 60_000,
    onChunk: (kind, items) => metrics.jobItems(kind, items),
  });
  server = await h.startServer({
    config: { metricsToken: TOKEN, graphqlRateLimit: 5 },
    logLevel: 'info',
    metrics,
    jobRunner: runner,
  });
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });

const logLines = () =>
  server.logs.flatMap((chunk) =>
    chunk
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  );

const scrape = () => scrapeMetrics(`${server.baseUrl}/metrics`, TOKEN);
const value = metricValue;

describe('health and readiness', () => {
  it('answer without a session, many times over, with a request id, and are not logged at info', async () => {
    const before = logLines().length;
    for (let i = 0; i < 30; i++) {
      const health = await get('/healthz');
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const ready = await get('/readyz');
      expect([ready.status, await ready.json()]).toEqual([
        200,
        { status: 'ok', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } },
      ]);
    }
    expect(
      logLines()
        .slice(before)
        .filter((l) => /healthz|readyz/.test(JSON.stringify(l))),
    ).toEqual([]);
  });

  it('answer 503 naming the failing part: migrations missing, then a stopped job runner', async () => {
    await h.q(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1
                  where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    try {
      const ready = await get('/readyz');
      expect([ready.status, await ready.json()]).toEqual([
        503,
        {
          status: 'failing',
          failing: ['migrations'],
          checks: { database: 'ok', migrations: 'failing', jobs: 'ok' },
        },
      ]);
    } finally {
      await h.q(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1
                    where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    }
    expect((await get('/readyz')).status).toBe(200);

    const other = startJobRunner(h.tdb.db, { pollMs: 60_000 });
    const withStopped = await h.startServer({ jobRunner: other });
    try {
      await other.stop();
      const ready = await fetch(`${withStopped.baseUrl}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([
        503,
        {
          status: 'failing',
          failing: ['jobs'],
          checks: { database: 'ok', migrations: 'ok', jobs: 'failing' },
        },
      ]);
    } finally {
      await withStopped.close();
    }
  });
});

describe('the access log', () => {
  it('writes one line per request: request id (also in X-Request-Id), staff id, route, operation, status, time', async () => {
    const staff = await h.staff(['consumers.write']);
    const before = logLines().length;
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: staff.cookie, 'x-request-id': 'lb-abc-123' },
      body: JSON.stringify({
        query: 'query FindByKeyword($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }',
        variables: { k: 'taro.yamada@example.jp' },
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('lb-abc-123');
    // A made-up id that is not a plain token is replaced.
    const odd = await get('/api/profile/me2', { 'x-request-id': 'not a token; <x>' });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const lines = logLines().slice(before);
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toEqual([
      expect.objectContaining({
        level: 30,
        requestId: 'lb-abc-123',
        staffId: staff.id,
        method: 'POST',
        route: '/graphql',
        operation: 'FindByKeyword',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        requestId: odd.headers.get('x-request-id'),
        method: 'GET',
        route: '/api/profile/me2',
        status: 401,
      }),
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(staff.email);
    expect(text).not.toContain('taro.yamada');
    expect(text).not.toContain('searchKeyword');
  });
});

describe('metrics', () => {
  it('are refused without the token and absent without METRICS_TOKEN', async () => {
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await fetch(`${h.baseUrl}/metrics`)).status).toBe(404);
  });

  it('move with real traffic: requests, GraphQL errors by code, sign-ins, SMS, jobs, pool; no personal data', async () => {
    const before = await scrape();
    // Sign-ins: one refused password, one success (both steps).
    const stranger = h.client({ baseUrl: server.baseUrl });
    expect((await stranger.passwordStep(ADMIN.email, 'wrong password!')).status).toBe(401);
    await h.signIn(ADMIN.email, ADMIN.password, server.baseUrl);
    // GraphQL: a named query, a validation error, a throttled session (GRAPHQL_RATE_LIMIT 5 here).
    const staff = await h.signIn(ADMIN.email, ADMIN.password, server.baseUrl);
    const [consumer] = await h.q<{ id: string }>(
      sql`select id from consumers where phone is not null limit 1`,
    );
    const sms = await staff.gql(
      '',
      'mutation SendOne($c: ID!) { sendSms(consumerId: $c, smsText: "ご案内") }',
      {
        c: consumer.id,
      },
    );
    expect(sms.data?.sendSms).toBe('Success');
    const bad = await staff.gql('', 'query Broken { noSuchField }');
    expect(bad.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // A legal-status batch the runner works through.
    const started = await staff.gql(
      '',
      `mutation StartBatch($b: ID!, $s: [LegalStatusToUpdate!]!) {
         legalStatusBatchUpdate(batchId: $b, statusesToUpdate: $s) { id } }`,
      { b: `lsb_${Date.now()}`, s: [{ consumerId: consumer.id, desiredStatus: 'CollectionPending' }] },
    );
    expect(started.errors).toBeUndefined();
    await runner.drained();
    let throttled = 0;
    for (let i = 0; i < 6; i++) {
      const answer = await staff.gql('', 'query Ping { __typename }');
      if (answer.status === 429) throttled++;
    }
    expect(throttled).toBeGreaterThan(0);

    const after = await scrape();
    const moved = (series: string) => value(after, series) - value(before, series);
    expect(moved('console_sign_in_attempts_total{step="password",outcome="refused"}')).toBe(1);
    expect(moved('console_sign_in_attempts_total{step="password",outcome="success"}')).toBe(2);
    expect(moved('console_sign_in_attempts_total{step="code",outcome="success"}')).toBe(2);
    expect(moved('console_graphql_errors_total{code="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);
    expect(moved('console_graphql_errors_total{code="TOO_MANY_REQUESTS"}')).toBe(throttled);
    expect(moved('console_sms_messages_total{outcome="dev_outbox"}')).toBe(1);
    expect(moved('console_job_items_processed_total{kind="legal_status"}')).toBe(1);
    expect(value(after, 'console_job_backlog_items{kind="legal_status"}')).toBe(0);
    expect(
      moved(
        'console_http_request_duration_seconds_count{route="/graphql",operation="SendOne",method="POST",status="200"}',
      ),
    ).toBe(1);
    // Refused before its body is read: no operation name.
    expect(
      moved(
        'console_http_request_duration_seconds_count{route="/graphql",operation="",method="POST",status="429"}',
      ),
    ).toBe(throttled);
    expect(value(after, 'console_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(after).toMatch(/^console_nodejs_eventloop_lag_p99_seconds /m);
    if (testDbKind === 'postgres') {
      expect(after).toMatch(/^console_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(after).toMatch(/^console_db_pool_connections\{state="waiting"\} \d+$/m);
    }
    expect(after).not.toContain(ADMIN.email);
    expect(after).not.toContain(consumer.id);
  });
});
