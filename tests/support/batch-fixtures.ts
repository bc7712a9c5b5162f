// What the tests of the real server process under stress share: consumers and a staff user for a bulk
// legal-status batch, the batch sent in parts over GraphQL, its progress, and how often each item was applied.
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { createStaffUser } from '../../server/domain/staff-accounts';
import type { RestartableServer } from './restartable-server';

const PART_ROWS = 1_500;

export const consumerId = (n: number) => `con_${String(n).padStart(16, '0')}`;

/** Migrates, adds the staff user and `count` consumers con_…1 to con_…count (each with a phone). */
export async function seedBatchDatabase(
  db: Database,
  staff: { email: string; password: string; permissions: string[] },
  count: number,
): Promise<void> {
  await migrateDatabase(db);
  await createStaffUser(db.orm, staff, 'test');
  // Batches of more than 1,000 rows wait for a second person (four eyes); these tests are of the process under
  // stress, so the policy row is off here (a held batch across kill -9 is tests/server/legal-status-restart.test.ts).
  await db.orm.execute(sql`update approval_policies set enabled = false where key = 'legal_status_batch'`);
  await db.orm.execute(sql`
    insert into consumers (id, status, legal_status, kanji_name, kana_name, email, phone)
    select 'con_' || lpad(g::text, 16, '0'), 'Enabled', 'Normal', null, null,
           'c' || g || '@example.jp', '8170' || lpad(g::text, 8, '0')
    from generate_series(1, ${count}) g`);
}

/** Sends a batch setting consumers 1..count to CollectionPending, in parts of 1,500 rows. */
export async function submitBatch(server: RestartableServer, batchId: string, count: number): Promise<void> {
  const parts = Math.ceil(count / PART_ROWS);
  for (let index = 0; index < parts; index++) {
    const firstRow = index * PART_ROWS + 1;
    const statuses = Array.from({ length: Math.min(PART_ROWS, count - firstRow + 1) }, (_, k) => ({
      consumerId: consumerId(firstRow + k),
      desiredStatus: 'CollectionPending',
    }));
    await server.gql(
      `mutation($b: ID!, $s: [LegalStatusToUpdate!]!, $p: BatchPart) {
         legalStatusBatchUpdate(batchId: $b, statusesToUpdate: $s, part: $p) { id } }`,
      { b: batchId, s: statuses, p: { index, count: parts, firstRow, totalRows: count } },
    );
  }
}

export async function batchProgress(
  server: RestartableServer,
  batchId: string,
): Promise<{ successes: number; failures: number; completedAt: unknown }> {
  const data = await server.gql(
    'query($b: ID!) { legalStatusBatchUpdate(batchId: $b) { successes failures completedAt } }',
    { b: batchId },
  );
  return data.legalStatusBatchUpdate;
}

/** Polls until the batch has completed; answers its final progress. */
export async function batchCompleted(server: RestartableServer, batchId: string) {
  for (;;) {
    const p = await batchProgress(server, batchId);
    if (p.completedAt !== null) return p;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Consumers grouped by how many history records and audit rows the batch gave them (exactly once: [1, 1]). */
export function appliedCounts(db: Database, batchId: string) {
  return rows<{ history: number; audits: number; consumers: number }>(
    db.orm,
    sql`
      with h as (select consumer_id, count(*)::int as n from consumer_history
                 where kind = 'Updated' group by consumer_id),
           a as (select target_id, count(*)::int as n from audit_log
                 where operation = 'consumer.legal_status' and detail->>'batchId' = ${batchId}
                 group by target_id)
      select coalesce(h.n, 0) as history, coalesce(a.n, 0) as audits, count(*)::int as consumers
      from consumers c left join h on h.consumer_id = c.id left join a on a.target_id = c.id
      group by 1, 2`,
  );
}

/** Items of the batch already done. */
export async function itemsDone(db: Database, batchId: string): Promise<number> {
  const [r] = await rows<{ done: number }>(
    db.orm,
    sql`select count(*)::int as done from legal_status_batch_items where batch_id = ${batchId} and success is not null`,
  );
  return r.done;
}
