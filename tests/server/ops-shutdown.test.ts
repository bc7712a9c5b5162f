// SIGTERM under load on the real server process (issue 23, item 5): it stops accepting, lets the requests in flight
// and the job chunk in hand finish, and exits 0; a restart finishes the batch with every item applied exactly once.
// Requests in flight are sendSms calls the SMS gateway holds until the server has stopped accepting.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { createStaffUser } from '../../server/domain/staff-accounts';
import { restartableServer, type RestartableServer } from '../support/restartable-server';
import { startSmsGateway, type SmsGatewayPeer } from '../support/sms-gateway';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'ops@example.com';
const ROWS = 9_000;
const PART_ROWS = 1_500;
const BATCH_ID = 'lsb_1700000000001';
const HELD = 3;
const WORKERS = 4;

let server: RestartableServer;
let gateway: SmsGatewayPeer;
const consumerId = (n: number) => `con_${String(n).padStart(16, '0')}`;

beforeAll(async () => {
  server = await restartableServer('ops-shutdown');
  gateway = await startSmsGateway();
  await server.withDatabase(async (db) => {
    await migrateDatabase(db);
    await createStaffUser(
      db.orm,
      { email: EMAIL, password: PASSWORD, permissions: ['legal_status_batches.write', 'sms.send'] },
      'test',
    );
    await db.orm.execute(sql`
      insert into consumers (id, status, legal_status, kanji_name, kana_name, email, phone)
      select 'con_' || lpad(g::text, 16, '0'), 'Enabled', 'Normal', null, null,
             'c' || g || '@example.jp', '8170' || lpad(g::text, 8, '0')
      from generate_series(1, ${ROWS}) g`);
  });
}, 120_000);

afterAll(async () => {
  gateway?.release();
  await gateway?.close();
  await server?.close();
});

type Outcome = { status: number } | { error: string };

/** POST /graphql as the signed-in staff member; a connection failure is an outcome, not a throw. */
async function post(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Outcome & { body?: unknown }> {
  try {
    const response = await fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: server.cookie() },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { error: cause?.code ?? (error as Error).message };
  }
}

const refused = () =>
  fetch(`${server.baseUrl}/healthz`).then(
    () => false,
    () => true,
  );

describe('SIGTERM under load', () => {
  it(
    'finishes in-flight requests and the chunk in hand, exits 0, and loses or repeats no job item',
    { timeout: 600_000 },
    async () => {
      gateway.mode = 'hold';
      await server.start({ SMS_URL: gateway.url, SMS_TOKEN: 'token', SMS_TIMEOUT_MS: '120000' });
      await server.signIn(EMAIL, PASSWORD);
      const progress = async () =>
        (
          await server.gql(
            'query($b: ID!) { legalStatusBatchUpdate(batchId: $b) { successes failures completedAt } }',
            {
              b: BATCH_ID,
            },
          )
        ).legalStatusBatchUpdate;
      const count = ROWS / PART_ROWS;
      for (let index = 0; index < count; index++) {
        const firstRow = index * PART_ROWS + 1;
        const statuses = Array.from({ length: PART_ROWS }, (_, k) => ({
          consumerId: consumerId(firstRow + k),
          desiredStatus: 'CollectionPending',
        }));
        await server.gql(
          `mutation($b: ID!, $s: [LegalStatusToUpdate!]!, $p: BatchPart) {
           legalStatusBatchUpdate(batchId: $b, statusesToUpdate: $s, part: $p) { id } }`,
          { b: BATCH_ID, s: statuses, p: { index, count, firstRow, totalRows: ROWS } },
        );
      }
      for (;;) {
        const p = await progress();
        expect(p.completedAt).toBeNull();
        if (p.successes + p.failures > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      // In flight: sendSms calls the gateway holds.
      const held = Array.from({ length: HELD }, (_, i) =>
        post('mutation($c: ID!) { sendSms(consumerId: $c, smsText: "ご案内") }', { c: consumerId(i + 1) }),
      );
      await gateway.waitForRequests(HELD);
      // Load: workers sending queries back to back until the server is gone.
      let exited = false;
      const outcomes: Outcome[] = [];
      const workers = Array.from({ length: WORKERS }, async () => {
        while (!exited) outcomes.push(await post('{ __typename }'));
      });
      while (outcomes.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));

      const stopped = server.stop('SIGTERM');
      // It stops accepting while the held requests are still open…
      while (!(await refused())) await new Promise((resolve) => setTimeout(resolve, 20));
      // …and answers them once the gateway does.
      gateway.release();
      expect(await stopped).toBe(0);
      exited = true;
      await Promise.all(workers);

      expect(await Promise.all(held)).toEqual(
        Array.from({ length: HELD }, () => ({ status: 200, body: { data: { sendSms: 'Success' } } })),
      );
      // Every load request got an answer (200, or 503 on a kept-alive connection while closing) or, once the
      // server had stopped accepting, a refused or closed connection; nothing else.
      for (const outcome of outcomes) {
        if ('status' in outcome) expect([200, 503]).toContain(outcome.status);
        else
          expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']).toContain(outcome.error);
      }
      expect(outcomes.filter((o) => 'status' in o && o.status === 200).length).toBeGreaterThan(0);

      const atStop = await server.withDatabase(async (db) => {
        const [r] = await rows<{ done: number }>(
          db.orm,
          sql`select count(*)::int as done from legal_status_batch_items where batch_id = ${BATCH_ID} and success is not null`,
        );
        return r.done;
      });
      expect(atStop).toBeGreaterThan(0);

      gateway.mode = 'accept';
      await server.start();
      for (;;) {
        const p = await progress();
        if (p.completedAt !== null) {
          expect(p).toMatchObject({ successes: ROWS, failures: 0 });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await server.stop('SIGTERM')).toBe(0);
      const counts = await server.withDatabase((db) =>
        rows<{ history: number; audits: number; consumers: number }>(
          db.orm,
          sql`
          with h as (select consumer_id, count(*)::int as n from consumer_history
                     where kind = 'Updated' group by consumer_id),
               a as (select target_id, count(*)::int as n from audit_log
                     where operation = 'consumer.legal_status' and detail->>'batchId' = ${BATCH_ID}
                     group by target_id)
          select coalesce(h.n, 0) as history, coalesce(a.n, 0) as audits, count(*)::int as consumers
          from consumers c left join h on h.consumer_id = c.id left join a on a.target_id = c.id
          group by 1, 2`,
        ),
      );
      expect(counts).toEqual([{ history: 1, audits: 1, consumers: ROWS }]);
    },
  );
});
