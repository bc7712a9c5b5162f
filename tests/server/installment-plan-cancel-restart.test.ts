// The bulk installment cancellation job survives kill -9: the real server (node --import tsx server/main.ts) on
// PGlite in a temporary DATA_DIR, or on a fresh PostgreSQL database for the postgres project, is given a file as
// two jobs (as the page splits it), is killed with SIGKILL once the first chunk has committed,
// and is started again: the restarted runner finishes every job and each plan is reverted exactly once (canceled,
// one lump-sum charge, one ContractReverted history record, one audit row naming its job). Starting the same jobs
// again the same day answers the same jobs and reverts nothing more.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { createStaffUser } from '../../server/domain/staff-accounts';
import { restartableServer, type RestartableServer } from '../support/restartable-server';

const PASSWORD = 'correct horse battery staple';
const EMAIL = 'bulk-cancel@example.com';
/**
 * Two jobs, as the page splits a file. Far more than the runner does before the test sees the first chunk committed
 * (a chunk is 500 plans on PGlite, 1,000 on PostgreSQL, a dozen statements each), and few enough that PGlite on a
 * busy 2-core machine finishes in well under a minute. The page's jobs are up to BULK_CANCEL_JOB_MAX (5,000) plans;
 * their size changes nothing in how a job resumes, which is what this file checks.
 */
const PLANS = 3_000;
const JOB_PLANS = 1_500;
/**
 * Plan n belongs to consumer ((n - 1) % CONSUMERS) + 1: a consumer's plans are CONSUMERS positions apart, so they
 * fall in different chunks and jobs.
 */
const PLANS_PER_CONSUMER = 4;
const CONSUMERS = PLANS / PLANS_PER_CONSUMER;
/** Killed once this many plans are done: the first chunk committed, most of the file still pending. */
const KILL_AFTER = 300;
const MERCHANT_ID = 'mer_0000000000000001';

let server: RestartableServer;

/** Today in Japan: a bulk cancellation job's id names the JST day it was started on. */
const jstDay = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

const planId = (n: number) => `isp_${String(n).padStart(16, '0')}`;

beforeAll(async () => {
  server = await restartableServer('installment-plan-cancel-restart');
  await server.withDatabase(async (db) => {
    await migrateDatabase(db);
    await createStaffUser(
      db.orm,
      { email: EMAIL, password: PASSWORD, permissions: ['installment_plans.bulk_cancel'] },
      'test',
    );
    // Jobs of 5,000 plans would wait for a second person (four eyes); a held batch across kill -9 is
    // tests/server/legal-status-restart.test.ts, so here the policy row is off and the jobs start at once.
    await db.orm.execute(sql`update approval_policies set enabled = false where key = 'bulk_cancellation'`);
    // Payments reference a merchant; each plan has its own payment (the lump-sum charge names it).
    await db.orm.execute(sql`insert into merchants (id, name) values (${MERCHANT_ID}, 'Test Merchant')`);
    await db.orm.execute(sql`
      insert into consumers (id, status, legal_status, kanji_name, kana_name, email, phone)
      select 'con_' || lpad(g::text, 16, '0'), 'Enabled', 'Normal', null, null,
             'c' || g || '@example.jp', '8170' || lpad(g::text, 8, '0')
      from generate_series(1, ${CONSUMERS}) g`);
    await db.orm.execute(sql`
      insert into payments (id, consumer_id, merchant_id, merchant_name, status, amount, test)
      select 'pay_' || lpad(g::text, 16, '0'), 'con_' || lpad(((g - 1) % ${CONSUMERS} + 1)::text, 16, '0'),
             ${MERCHANT_ID}, 'Test Merchant', 'CLOSED', 30000, false
      from generate_series(1, ${PLANS}) g`);
    await db.orm.execute(sql`
      insert into installment_contracts
        (id, consumer_id, kind, payment_id, merchant_id, merchant_name, status, number_of_installments,
         total_capture_amount, outstanding_amount, test, date_converted)
      select 'isp_' || lpad(g::text, 16, '0'), 'con_' || lpad(((g - 1) % ${CONSUMERS} + 1)::text, 16, '0'),
             'three_pay', 'pay_' || lpad(g::text, 16, '0'), ${MERCHANT_ID}, 'Test Merchant', 'active', 3,
             30000, 20000, false, now()
      from generate_series(1, ${PLANS}) g`);
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface JobProgress {
  id: string;
  length: number;
  done: number;
  completedAt: number | null;
}

describe('bulk cancellation jobs across kill -9 and restart', () => {
  it('resume after SIGKILL and revert every plan exactly once', { timeout: 600_000 }, async () => {
    await server.start();
    await server.signIn(EMAIL, PASSWORD);
    const gql = server.gql;
    const parts: string[][] = [];
    for (let first = 1; first <= PLANS; first += JOB_PLANS) {
      parts.push(Array.from({ length: Math.min(JOB_PLANS, PLANS - first + 1) }, (_, k) => planId(first + k)));
    }
    // Like the page: every part started first, each with a fresh Idempotency-Key (a new user action).
    const start = async () => {
      const jobs: JobProgress[] = [];
      for (const ids of parts) {
        const data = await gql(
          'mutation($ids: [ID!]!) { startBulkCancellation(installmentPlanIds: $ids) { id length done completedAt } }',
          { ids },
          { 'idempotency-key': randomUUID() },
        );
        jobs.push(data.startBulkCancellation as JobProgress);
      }
      return jobs;
    };
    // One request for every job (aliases), so a poll costs one round trip however many jobs there are.
    const progress = async (ids: readonly string[]): Promise<JobProgress[]> => {
      const fields = ids.map((_, i) => `j${i}: bulkCancellation(id: $j${i}) { id length done completedAt }`);
      const variables = Object.fromEntries(ids.map((id, i) => [`j${i}`, id]));
      const data = await gql(
        `query(${ids.map((_, i) => `$j${i}: ID!`).join(', ')}) { ${fields.join(' ')} }`,
        variables,
      );
      return ids.map((_, i) => data[`j${i}`] as JobProgress);
    };

    const startedOn = jstDay();
    const started = await start();
    const jobIds = started.map((job) => job.id);
    expect(new Set(jobIds).size).toBe(parts.length);
    expect(started.map((job) => job.length)).toEqual(parts.map((ids) => ids.length));

    // Killed once some chunks have committed and before the last job is done.
    for (;;) {
      const jobs = await progress(jobIds);
      expect(jobs.at(-1)!.completedAt).toBeNull();
      if (jobs.reduce((n, job) => n + job.done, 0) >= KILL_AFTER) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.stop('SIGKILL');
    const atKill = await server.withDatabase(async (db) => {
      const [r] = await rows<{ done: number; counted: number }>(
        db.orm,
        sql`select (select count(*)::int from bulk_cancellation_items where status is not null) as done,
                   (select coalesce(sum(done), 0)::int from bulk_cancellations) as counted`,
      );
      return r;
    });
    expect(atKill.done).toBeGreaterThan(0);
    expect(atKill.done).toBeLessThan(PLANS);
    // The items and the jobs' counters commit in the same transaction.
    expect(atKill.counted).toBe(atKill.done);

    await server.start();
    // The restarted runner finds the unfinished jobs on its first look; a clear failure rather than the test timeout
    // if it never finishes them.
    const deadline = Date.now() + 400_000;
    for (;;) {
      const jobs = await progress(jobIds);
      if (jobs.every((job) => job.completedAt !== null)) break;
      if (Date.now() > deadline)
        throw new Error(`The jobs did not complete after the restart: ${JSON.stringify(jobs)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const [index, id] of jobIds.entries()) {
      const { bulkCancellation: job } = await gql(
        'query($id: ID!) { bulkCancellation(id: $id) { length done completedAt results { id status code } } }',
        { id },
      );
      expect(job.length).toBe(parts[index].length);
      expect(job.done).toBe(job.length);
      expect(job.results.map((r: { id: string }) => r.id)).toEqual(parts[index]);
      expect(
        new Set(job.results.map((r: { status: string; code: string | null }) => `${r.status}/${r.code}`)),
      ).toEqual(new Set(['Success/null']));
    }

    // The same file again the same JST day by the same staff user is the same jobs: nothing new to run. A run that
    // crossed JST midnight (15:00 UTC) gets the new day's jobs instead: their ids name the day.
    const again = await start();
    if (jstDay() === startedOn) {
      expect(again.map((job) => job.id)).toEqual(jobIds);
      for (const [index, job] of again.entries()) {
        expect(job).toMatchObject({ length: parts[index].length, done: parts[index].length });
        expect(job.completedAt).not.toBeNull();
      }
    } else {
      expect(again.map((job) => job.id).filter((id) => jobIds.includes(id))).toEqual([]);
    }

    // A clean stop (SIGTERM: the runner finishes its chunk, the server closes the database).
    expect(await server.stop('SIGTERM')).toBe(0);

    const { plans, jobs } = await server.withDatabase(async (db) => ({
      plans: await rows<{
        status: string;
        outstanding: string;
        charges: number;
        history: number;
        audits: number;
        job_audits: number;
        item: string | null;
        plans: number;
      }>(
        db.orm,
        sql`
          with ch as (select installment_plan_id as id, count(*)::int as n from charges
                      where installment_plan_charge_kind = 'lump_sum' group by 1),
               h as (select installment_plan_id as id, count(*)::int as n from consumer_history
                     where kind = 'ContractReverted' group by 1),
               a as (select target_id as id, count(*)::int as n from audit_log
                     where operation = 'contract.revert_to_lump_sum' group by 1),
               aj as (select target_id as id, detail->>'bulkCancellationId' as job_id, count(*)::int as n
                      from audit_log where operation = 'contract.revert_to_lump_sum' group by 1, 2),
               i as (select installment_plan_id as id, job_id, status from bulk_cancellation_items)
          select k.status, k.outstanding_amount::int::text as outstanding, coalesce(ch.n, 0) as charges,
                 coalesce(h.n, 0) as history, coalesce(a.n, 0) as audits, coalesce(aj.n, 0) as job_audits,
                 i.status as item, count(*)::int as plans
          from installment_contracts k
          left join ch on ch.id = k.id left join h on h.id = k.id left join a on a.id = k.id
          left join i on i.id = k.id left join aj on aj.id = k.id and aj.job_id = i.job_id
          group by 1, 2, 3, 4, 5, 6, 7`,
      ),
      jobs: await rows<{ jobs: number; items: number; done: number; completed: number; history: number }>(
        db.orm,
        sql`select (select count(*)::int from bulk_cancellations) as jobs,
                   (select count(*)::int from bulk_cancellation_items) as items,
                   (select sum(done)::int from bulk_cancellations) as done,
                   (select count(*)::int from bulk_cancellations where completed_at is not null) as completed,
                   (select count(*)::int from consumer_history where kind = 'ContractReverted') as history`,
      ),
    }));
    expect(plans).toEqual([
      {
        status: 'canceled',
        outstanding: '0',
        charges: 1,
        history: 1,
        audits: 1,
        job_audits: 1,
        item: 'Success',
        plans: PLANS,
      },
    ]);
    expect(jobs).toEqual([
      { jobs: parts.length, items: PLANS, done: PLANS, completed: parts.length, history: PLANS },
    ]);
  });
});
