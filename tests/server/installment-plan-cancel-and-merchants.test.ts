// Bulk installment cancellation and the merchant page, the server: the durable job reverting active plans
// with the one revert rule (audit rows, lump-sum charge), NotActive and Failure results, idempotent resubmission,
// the synchronous cancelContracts, the plans' preview, permission refusals, the merchant tabs and the report
// setting (deactivateInvoices). PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { verifyAuditChain } from '../../server/domain/audit';
import { runBulkCancellationChunk } from '../../server/jobs/installment-plan-cancel-job';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { newId } from '../../src/shared/id-patterns';
import { testDbKind } from '../support/test-db';
import {
  codeOf,
  insertConsumer,
  insertContract,
  startActionsHarness,
  type ActionsHarness,
  type Row,
} from './consumer-actions-setup';

type Role = 'admin' | 'reader';
let h: ActionsHarness<Role>;
let runner: JobRunner | undefined;

const START = `mutation($ids: [ID!]!) { startBulkCancellation(installmentPlanIds: $ids) {
  id length done createdBy createdAt completedAt results { id status code title description } } }`;
const JOB = `query($id: ID!) { bulkCancellation(id: $id) {
  id length done completedAt results { id status code title description } } }`;
const SYNC = `mutation($ids: [ID!]!) { cancelContracts(installmentPlanIds: $ids) { id status code title description } }`;
const PLANS = `query($ids: [ID!]!) { installmentPlans(installmentPlanIds: $ids) {
  id consumerId contractType status outstandingAmount } }`;
const HISTORY = `query($id: ID!, $from: EpochMillis!, $to: EpochMillis!) {
  consumerHistory(consumerId: $id, from: $from, to: $to) {
    ... on ConsumerContractRevertedRecord { kind agent reason installmentPlanId amount } } }`;
const MERCHANTS = `query($d: Boolean!) { merchants(disabled: $d) { id name createdAt disabledAt deactivatedMonths } }`;
const DEACTIVATE = `mutation($rows: [InvoiceToDeactivate!]!) { deactivateInvoices(invoicesToDeactivate: $rows) }`;

beforeAll(async () => {
  h = await startActionsHarness<Role>({
    now: new Date(),
    roles: {
      admin: ['installment_plans.bulk_cancel', 'merchant_invoices.write'],
      reader: ['consumers.write', 'contracts.write'],
    },
  });
  // These tests are of the rules themselves; holding for a second person (four eyes) is tests/server/approvals.test.ts.
  await h.q(
    sql`update approval_policies set enabled = false where key in ('bulk_cancellation', 'merchant.deactivate_invoices')`,
  );
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

async function drain(): Promise<void> {
  runner ??= startJobRunner(h.tdb.db, { chunkSizes: { bulk_cancellation: 2 }, pollMs: 60_000 });
  await runner.drained();
}

const planStatus = async (id: string) =>
  (
    await h.q<Row>(sql`select status, outstanding_amount::text as outstanding from installment_contracts
                      where id = ${id}`)
  )[0];
const auditsOf = (planId: string) =>
  h.q<Row>(sql`select operation, outcome, staff_email, detail from audit_log
               where target_id = ${planId} order by seq`);

describe('bulk installment cancellation job', () => {
  it('reverts active plans chunk by chunk with an audit row each, and answers NotActive and Failure per plan', async () => {
    const consumer = await insertConsumer(h);
    const a = await insertContract(h, consumer.id);
    const b = await insertContract(h, consumer.id);
    const c = await insertContract(h, consumer.id);
    const done = await insertContract(h, consumer.id, { status: 'canceled', outstanding: '0' });
    const unknown = newId('installmentPlan');
    const ids = [a.id, 'isp_bad', done.id, b.id, unknown, c.id];

    const started = await h.gql('admin', START, { ids });
    expect(started.errors).toBeUndefined();
    const job = started.data!.startBulkCancellation;
    expect(job).toMatchObject({ length: 6, createdBy: 'admin@example.com' });
    expect(job.id).toMatch(/^bcj_[0-9a-f]{32}$/);

    await drain();
    const answer = (await h.gql('admin', JOB, { id: job.id })).data!.bulkCancellation;
    expect(answer.done).toBe(6);
    expect(answer.completedAt).toEqual(expect.any(Number));
    expect(answer.results.map((r: Row) => [r.id, r.status, r.title])).toEqual([
      [a.id, 'Success', 'Cancelled'],
      ['isp_bad', 'Failure', 'Invalid ID'],
      [done.id, 'NotActive', 'Not active'],
      [b.id, 'Success', 'Cancelled'],
      [unknown, 'Failure', 'Not Found'],
      [c.id, 'Success', 'Cancelled'],
    ]);
    for (const r of answer.results) expect(r.description).toEqual(expect.any(String));

    for (const plan of [a, b, c]) {
      expect(await planStatus(plan.id)).toEqual({ status: 'canceled', outstanding: '0.00' });
      const audits = await auditsOf(plan.id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        operation: 'contract.revert_to_lump_sum',
        outcome: 'success',
        staff_email: 'admin@example.com',
      });
      expect(audits[0].detail.bulkCancellationId).toBe(job.id);
      const charges = await h.q<Row>(sql`select amount::text as amount from charges
        where installment_plan_id = ${plan.id} and installment_plan_charge_kind = 'lump_sum'`);
      expect(charges).toEqual([{ amount: '20000.00' }]);
    }
    expect((await auditsOf(done.id))[0]).toMatchObject({ outcome: 'refused' });
    // The rows the job appended (a hundred a chunk, through the chain's trigger) verify against the canonical form.
    expect((await verifyAuditChain(h.tdb.db.orm)).ok).toBe(true);

    // The consumer's change history: one ContractReverted record per reverted plan, naming the job; none for the
    // plan that was not active.
    const to = Date.now() + 60_000;
    const history = await h.gql('admin', HISTORY, { id: consumer.id, from: to - 86_400_000, to });
    expect(history.errors).toBeUndefined();
    const records = history.data!.consumerHistory as Row[];
    expect(records.map((r) => r.installmentPlanId).sort()).toEqual([a.id, b.id, c.id].sort());
    for (const r of records)
      expect(r).toMatchObject({
        kind: 'ContractReverted',
        agent: 'admin@example.com',
        reason: `Bulk installment cancellation ${job.id}`,
        amount: '20000',
      });
  });

  it('resubmitting the same ids the same day answers the same job and reverts nothing twice', async () => {
    const consumer = await insertConsumer(h);
    const a = await insertContract(h, consumer.id);
    const b = await insertContract(h, consumer.id);
    const first = (await h.gql('admin', START, { ids: [a.id, b.id] })).data!.startBulkCancellation;
    await drain();
    const again = await h.gql('admin', START, { ids: [b.id, a.id] });
    expect(again.errors).toBeUndefined();
    expect(again.data!.startBulkCancellation).toMatchObject({ id: first.id, done: 2 });
    await drain();
    for (const plan of [a, b]) expect(await auditsOf(plan.id)).toHaveLength(1);
    const items = await h.q<Row>(
      sql`select count(*)::int as n from bulk_cancellation_items where job_id = ${first.id}`,
    );
    expect(items[0].n).toBe(2);
  });

  it('refuses staff without installment_plans.bulk_cancel and stores no job', async () => {
    const consumer = await insertConsumer(h);
    const a = await insertContract(h, consumer.id);
    const before = await h.q<Row>(sql`select count(*)::int as n from bulk_cancellations`);
    expect(codeOf(await h.gql('reader', START, { ids: [a.id] }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql('reader', SYNC, { ids: [a.id] }))).toBe('FORBIDDEN');
    expect(await h.q<Row>(sql`select count(*)::int as n from bulk_cancellations`)).toEqual(before);
    expect(await planStatus(a.id)).toMatchObject({ status: 'active' });
  });

  it('refuses an empty list and more than 10,000 ids', async () => {
    expect(codeOf(await h.gql('admin', START, { ids: [] }))).toBe('BAD_USER_INPUT');
    // The request limits refuse so big a list before the resolver does; either way nothing is stored.
    const before = await h.q<Row>(sql`select count(*)::int as n from bulk_cancellations`);
    const many = Array.from({ length: 10_001 }, () => newId('installmentPlan'));
    expect(['BAD_USER_INPUT', 'PAYLOAD_TOO_LARGE']).toContain(
      codeOf(await h.gql('admin', START, { ids: many })),
    );
    expect(await h.q<Row>(sql`select count(*)::int as n from bulk_cancellations`)).toEqual(before);
  });
});

describe('cancelContracts (synchronous)', () => {
  it('answers a result per plan with the same rule', async () => {
    const consumer = await insertConsumer(h);
    const a = await insertContract(h, consumer.id);
    const done = await insertContract(h, consumer.id, { status: 'completed', outstanding: '0' });
    const answer = await h.gql('admin', SYNC, { ids: [a.id, done.id, 'nope'] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.cancelContracts.map((r: Row) => [r.id, r.status, r.code])).toEqual([
      [a.id, 'Success', null],
      [done.id, 'NotActive', 'NotActive'],
      ['nope', 'Failure', 'InvalidId'],
    ]);
    expect(await planStatus(a.id)).toMatchObject({ status: 'canceled' });
    expect(await auditsOf(a.id)).toHaveLength(1);
  });

  it('refuses more than 100 ids', async () => {
    const many = Array.from({ length: 101 }, () => newId('installmentPlan'));
    expect(codeOf(await h.gql('admin', SYNC, { ids: many }))).toBe('BAD_USER_INPUT');
  });
});

describe('installmentPlans', () => {
  it('answers known plans in the order asked and leaves out the others', async () => {
    const consumer = await insertConsumer(h);
    const a = await insertContract(h, consumer.id, { outstanding: '12345' });
    const b = await insertContract(h, consumer.id, { status: 'canceled', outstanding: '0' });
    const answer = await h.gql('admin', PLANS, { ids: [b.id, 'bad', newId('installmentPlan'), a.id] });
    expect(answer.data!.installmentPlans).toEqual([
      {
        id: b.id,
        consumerId: consumer.id,
        contractType: 'threePay',
        status: 'canceled',
        outstandingAmount: '0',
      },
      {
        id: a.id,
        consumerId: consumer.id,
        contractType: 'threePay',
        status: 'active',
        outstandingAmount: '12345',
      },
    ]);
    const many = Array.from({ length: 1_001 }, () => newId('installmentPlan'));
    expect(codeOf(await h.gql('admin', PLANS, { ids: many }))).toBe('BAD_USER_INPUT');
  });
});

describe('merchants and the report setting', () => {
  const merchantId = () => `mer_${newId('consumer').slice(4)}`;
  let enabled: string;
  let disabled: string;

  beforeAll(async () => {
    enabled = merchantId();
    disabled = merchantId();
    await h.q(
      sql`insert into merchants (id, name, created_at) values (${enabled}, 'テスト商店', now() + interval '1 day')`,
    );
    await h.q(sql`insert into merchants (id, name, created_at, disabled_at)
                  values (${disabled}, '閉店商店', now() + interval '1 day', now())`);
  });

  it('lists enabled and disabled merchants on their tabs, newest first', async () => {
    const answer = await h.gql('admin', MERCHANTS, { d: false });
    expect(answer.errors).toBeUndefined();
    const open = answer.data!.merchants as Row[];
    const closed = (await h.gql('admin', MERCHANTS, { d: true })).data!.merchants as Row[];
    expect(open[0]).toMatchObject({
      id: enabled,
      name: 'テスト商店',
      disabledAt: null,
      deactivatedMonths: [],
    });
    expect(open.some((m) => m.id === disabled)).toBe(false);
    expect(closed[0]).toMatchObject({ id: disabled, disabledAt: expect.any(Number) });
    expect(closed.some((m) => m.id === enabled)).toBe(false);
  });

  it('deactivates months idempotently with an audit row', async () => {
    const rows = [
      { merchantId: enabled, year: 2024, month: 3 },
      { merchantId: enabled, year: 2024, month: 12 },
    ];
    expect((await h.gql('admin', DEACTIVATE, { rows })).data).toEqual({ deactivateInvoices: 'Success' });
    expect((await h.gql('admin', DEACTIVATE, { rows })).data).toEqual({ deactivateInvoices: 'Success' });
    const stored = await h.q<Row>(
      sql`select year, month from invoice_deactivations where merchant_id = ${enabled}`,
    );
    expect(stored).toHaveLength(2);
    const open = (await h.gql('admin', MERCHANTS, { d: false })).data!.merchants as Row[];
    expect(open.find((m) => m.id === enabled)!.deactivatedMonths).toEqual(['202412', '202403']);
    const audits = await h.q<Row>(sql`select outcome from audit_log
      where operation = 'merchant.deactivate_invoices' and target_id = ${enabled}`);
    expect(audits).toEqual([{ outcome: 'success' }, { outcome: 'success' }]);
  });

  it('refuses an unknown merchant, naming it, and changes nothing', async () => {
    const ghost = merchantId();
    const answer = await h.gql('admin', DEACTIVATE, {
      rows: [
        { merchantId: disabled, year: 2023, month: 1 },
        { merchantId: ghost, year: 2023, month: 2 },
      ],
    });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0].message).toContain(ghost);
    expect(await h.q(sql`select 1 from invoice_deactivations where merchant_id = ${disabled}`)).toEqual([]);
  });

  it('refuses malformed rows and staff without merchant_invoices.write', async () => {
    for (const row of [
      { merchantId: 'mer_short', year: 2024, month: 1 },
      { merchantId: enabled, year: 1999, month: 1 },
      { merchantId: enabled, year: new Date().getFullYear() + 2, month: 1 },
      { merchantId: enabled, year: 2024, month: 13 },
      { merchantId: enabled, year: 2024, month: 0 },
    ])
      expect(codeOf(await h.gql('admin', DEACTIVATE, { rows: [row] }))).toBe('BAD_USER_INPUT');
    const rows = [{ merchantId: disabled, year: 2024, month: 5 }];
    expect(codeOf(await h.gql('reader', DEACTIVATE, { rows }))).toBe('FORBIDDEN');
    expect(await h.q(sql`select 1 from invoice_deactivations where merchant_id = ${disabled}`)).toEqual([]);
  });
});

describe('a big file', () => {
  it('5,000 ids fit one request (under the 128 KiB body limit) and one job', async () => {
    // Malformed but full-length ids: the body is as big as real ones, and no plan is touched.
    const ids = Array.from({ length: 5_000 }, (_, n) => `isp_${String(n).padStart(16, '!')}`);
    const started = await h.gql('admin', START, { ids });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startBulkCancellation).toMatchObject({ length: 5_000 });
    await runner?.stop();
    runner = startJobRunner(h.tdb.db, { pollMs: 60_000 });
    await runner.drained();
    const job = (await h.gql('admin', JOB, { id: started.data!.startBulkCancellation.id })).data!
      .bulkCancellation;
    expect(job.done).toBe(5_000);
    expect(job.results).toHaveLength(5_000);
    expect(new Set(job.results.map((r: Row) => r.code))).toEqual(new Set(['InvalidId']));
  });
});

// Two processes need a server several connections can share: PostgreSQL only (PGlite is one process, one runner).
if (testDbKind === 'postgres') {
  describe('two runners', () => {
    it(
      'two runners on one PostgreSQL database share a job, plans of one consumer spread over the file, reverting each plan once',
      { timeout: 120_000 },
      async () => {
        // This file's runner would take the job as soon as it starts: only the two below may work on it.
        await runner?.stop();
        runner = undefined;
        const consumers = await Promise.all(Array.from({ length: 8 }, () => insertConsumer(h)));
        const plans: { id: string }[] = [];
        for (let round = 0; round < 5; round++)
          for (const consumer of consumers) plans.push(await insertContract(h, consumer.id));
        // Each consumer's plans stand far apart and in a different consumer order each round: two chunks in flight
        // at once hold plans of the same consumers in crossing orders.
        const ids = plans.map((p) => p.id).sort();
        const started = await h.gql('admin', START, { ids });
        expect(started.errors).toBeUndefined();
        const jobId = started.data!.startBulkCancellation.id;
        const pools: Database[] = await Promise.all(
          [0, 1].map(() => openDatabase({ url: h.tdb.db.url, poolSize: 2 })),
        );
        try {
          const work = async (db: Database) => {
            let n = 0;
            for (let chunk; (chunk = await runBulkCancellationChunk(db, 7));) n += chunk.items;
            return n;
          };
          const [a, b] = await Promise.all(pools.map(work));
          expect(a + b).toBe(40);
        } finally {
          await Promise.all(pools.map((p) => p.close()));
        }
        const job = (await h.gql('admin', JOB, { id: jobId })).data!.bulkCancellation;
        expect(job).toMatchObject({ done: 40, completedAt: expect.any(Number) });
        expect(job.results.every((r: Row) => r.status === 'Success')).toBe(true);
        const perPlan = await h.q<Row>(sql`
          select k.id, k.status,
                 (select count(*)::int from charges ch
                  where ch.installment_plan_id = k.id and ch.installment_plan_charge_kind = 'lump_sum') as charges,
                 (select count(*)::int from consumer_history hi
                  where hi.installment_plan_id = k.id and hi.kind = 'ContractReverted') as history,
                 (select count(*)::int from audit_log al
                  where al.target_id = k.id and al.detail->>'bulkCancellationId' = ${jobId}) as audits
          from installment_contracts k
          where k.id in (select installment_plan_id from bulk_cancellation_items where job_id = ${jobId})`);
        expect(perPlan).toHaveLength(40);
        for (const p of perPlan)
          expect(p).toMatchObject({ status: 'canceled', charges: 1, history: 1, audits: 1 });
      },
    );
  });
}
