// The bulk legal-status job survives kill -9: the real server (as `npm start` runs it) on PGlite in a
// temporary DATA_DIR, or on a fresh PostgreSQL database for the postgres project, gets a batch in parts, is killed
// with SIGKILL while the batch is half done, and is started again: the restarted runner finishes the batch and
// every item is applied exactly once (one Updated history record and one audit row per consumer).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { createStaffUser } from '../../server/domain/staff-accounts';
import { restartableServer, type RestartableServer } from '../support/restartable-server';
import { submitBatch } from '../support/batch-fixtures';
import { testDbKind } from '../support/test-db';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'bulk@example.com';
/**
 * Large enough that the runner is still at it when the test sees the first chunks committed (1,000 items): on
 * PostgreSQL it applies some 5,000 items a second, on PGlite (chunks of 500, one statement at a time) under half
 * that, so a third of the rows leaves it as long a way to go.
 */
const ROWS = testDbKind === 'pglite' ? 7_000 : 21_000;
const BATCH_ID = 'lsb_1700000000000';
/** A batch of more than 1,000 rows waits for a second person (four eyes). */
const APPROVER = 'approver@example.com';

let server: RestartableServer;

beforeAll(async () => {
  server = await restartableServer('legal-status-restart');
  await server.withDatabase(async (db) => {
    await migrateDatabase(db);
    await createStaffUser(
      db.orm,
      { email: EMAIL, password: PASSWORD, permissions: ['legal_status_batches.write'] },
      'test',
    );
    await createStaffUser(
      db.orm,
      {
        email: APPROVER,
        password: PASSWORD,
        permissions: ['legal_status_batches.write', 'approvals.decide'],
      },
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
  await server?.close();
});

describe('a batch across kill -9 and restart', () => {
  it(
    'held for approval, then resumes after SIGKILL and applies every item exactly once',
    { timeout: 600_000 },
    async () => {
      await server.start();
      await server.signIn(EMAIL, PASSWORD);
      const gql = (query: string, variables: Record<string, unknown>) => server.gql(query, variables);
      const progress = async () =>
        (
          await gql(
            'query($b: ID!) { legalStatusBatchUpdate(batchId: $b) { length successes failures success completedAt } }',
            { b: BATCH_ID },
          )
        ).legalStatusBatchUpdate;

      // The last part completes the batch, which is then held for a second person.
      const held = await submitBatch(server, BATCH_ID, ROWS).then(
        () => null,
        (error: Error) => JSON.parse(error.message) as unknown,
      );
      const [refusal] = held as { extensions: { code: string; approvalRequestId: string } }[];
      expect(refusal.extensions.code).toBe('APPROVAL_REQUIRED');
      expect(await progress()).toMatchObject({ successes: 0, failures: 0, completedAt: null });
      await server.signIn(APPROVER, PASSWORD);
      const approved = await gql('mutation($id: ID!) { approveRequest(id: $id) { status } }', {
        id: refusal.extensions.approvalRequestId,
      });
      expect(approved.approveRequest).toEqual({ status: 'Approved' });
      // Killed once some chunks have committed and before the last one.
      for (;;) {
        const p = await progress();
        expect(p.completedAt).toBeNull();
        if (p.successes + p.failures >= 1_000) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await server.stop('SIGKILL');
      const atKill = await server.withDatabase(async (db) => {
        const [r] = await rows<{ done: number }>(
          db.orm,
          sql`select count(*)::int as done from legal_status_batch_items
            where batch_id = ${BATCH_ID} and success is not null`,
        );
        return r.done;
      });
      expect(atKill).toBeGreaterThan(0);
      expect(atKill).toBeLessThan(ROWS);

      await server.start();
      for (;;) {
        const p = await progress();
        if (p.completedAt !== null) {
          expect(p).toMatchObject({ length: ROWS, successes: ROWS, failures: 0, success: true });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // A clean stop (SIGTERM: the runner finishes its chunk, the server closes the database).
      expect(await server.stop('SIGTERM')).toBe(0);

      const counts = await server.withDatabase((db) =>
        rows<{ history: number; audits: number; consumers: number; status: string }>(
          db.orm,
          sql`
          with h as (select consumer_id, count(*)::int as n from consumer_history
                     where kind = 'Updated' group by consumer_id),
               a as (select target_id, count(*)::int as n from audit_log
                     where operation = 'consumer.legal_status' and detail->>'batchId' = ${BATCH_ID}
                     group by target_id)
          select coalesce(h.n, 0) as history, coalesce(a.n, 0) as audits, c.legal_status as status,
                 count(*)::int as consumers
          from consumers c left join h on h.consumer_id = c.id left join a on a.target_id = c.id
          group by 1, 2, 3`,
        ),
      );
      expect(counts).toEqual([{ history: 1, audits: 1, status: 'CollectionPending', consumers: ROWS }]);
    },
  );
});
