// The bulk installment cancellation, set-based: one chunk of the job, and one cancelContracts call, that
// mix plans of the same consumers — active with and without an outstanding amount (one an Apple plan, one whose
// first charge carries a tier and order reference), already canceled, completed, a test plan, an active plan named
// twice, an unknown id and a malformed one — answer, charge, record and audit exactly as the per-plan rule did:
// each plan's result, one lump-sum charge per reverted plan with an amount, one ContractReverted history record per
// reverted plan (in the order the plans were taken), one audit row per plan in the consumers' lock order (unknown
// and malformed ids first), and the audit chain still verifies. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../server/domain/audit';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { newId } from '../../src/shared/id-patterns';
import {
  insertConsumer,
  insertContract,
  startActionsHarness,
  type ActionsHarness,
  type Row,
} from './consumer-actions-setup';

type Role = 'admin';
let h: ActionsHarness<Role>;
let runner: JobRunner | undefined;

const START = `mutation($ids: [ID!]!) { startBulkCancellation(installmentPlanIds: $ids) { id } }`;
const JOB = `query($id: ID!) { bulkCancellation(id: $id) {
  done completedAt results { id status code title description } } }`;
const SYNC = `mutation($ids: [ID!]!) { cancelContracts(installmentPlanIds: $ids) { id status code title description } }`;
const ADMIN = 'admin@example.com';

const TEXTS = {
  Success: {
    status: 'Success',
    code: null,
    title: 'Cancelled',
    description: 'The installment plan was reverted to a lump sum.',
  },
  NotActive: {
    status: 'NotActive',
    code: 'NotActive',
    title: 'Not active',
    description: 'The installment plan is not active (already cancelled or completed); nothing was changed.',
  },
  InvalidId: {
    status: 'Failure',
    code: 'InvalidId',
    title: 'Invalid ID',
    description: 'This is not an installment plan id (isp_…).',
  },
  NotFound: {
    status: 'Failure',
    code: 'NotFound',
    title: 'Not Found',
    description: 'No installment plan has this id.',
  },
} as const;

beforeAll(async () => {
  h = await startActionsHarness<Role>({
    now: new Date(),
    roles: { admin: ['installment_plans.bulk_cancel'] },
  });
  // The rule itself; holding for a second person (four eyes) is tests/server/approvals.test.ts.
  await h.q(sql`update approval_policies set enabled = false where key = 'bulk_cancellation'`);
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

/** The plans of one run: two consumers, every kind of answer. */
async function mixedPlans() {
  const x = await insertConsumer(h);
  const y = await insertConsumer(h);
  const withCharge = await insertContract(h, x.id, { outstanding: '20000' });
  // Its first installment charge: the lump sum takes its tier and order reference.
  await h.q(sql`
    insert into charges (id, consumer_id, payment_id, kind, tier, source, credit_line, amount, order_reference,
                         installment_plan_kind, installment_plan_charge_kind, installment_plan_installment_number,
                         installment_plan_id, created_at)
    values (${newId('charge')}, ${x.id}, ${withCharge.paymentId}, 'Regular', 'Standard', 'installment', 'paidy',
            10000, 'ORDER-FIRST', 'three_pay', 'installment', 1, ${withCharge.id}, now() - interval '30 days')`);
  const nothingOwed = await insertContract(h, x.id, { outstanding: '0' });
  const apple = await insertContract(h, x.id, { outstanding: '12345.50' });
  await h.q(sql`update installment_contracts set kind = 'apple' where id = ${apple.id}`);
  const canceled = await insertContract(h, x.id, { status: 'canceled', outstanding: '0' });
  const completed = await insertContract(h, x.id, { status: 'completed', outstanding: '0' });
  const testPlan = await insertContract(h, x.id, { test: true });
  const other = await insertContract(h, y.id, { outstanding: '7000' });
  const unknown = newId('installmentPlan');
  // Malformed (a character too many), and found in no other test's audit rows.
  const malformed = `${newId('installmentPlan')}x`;
  const ids = [
    withCharge.id,
    malformed,
    canceled.id,
    other.id,
    nothingOwed.id,
    unknown,
    testPlan.id,
    withCharge.id, // named again: reverted once, then not active
    apple.id,
    completed.id,
  ];
  const answers = [
    TEXTS.Success,
    TEXTS.InvalidId,
    TEXTS.NotActive,
    TEXTS.Success,
    TEXTS.Success,
    TEXTS.NotFound,
    TEXTS.NotFound,
    TEXTS.NotActive,
    TEXTS.Success,
    TEXTS.NotActive,
  ];
  // The order the rule takes them: ids that name no plan first, then by consumer id (as the database orders
  // them), each in file order.
  const [{ xFirst }] = await h.q<{ xFirst: boolean }>(sql`select ${x.id}::text < ${y.id}::text as "xFirst"`);
  const [first, second] = xFirst ? ['x', 'y'] : ['y', 'x'];
  const ofConsumer = { x: [0, 2, 4, 6, 7, 8, 9], y: [3] };
  const order = [1, 5, ...ofConsumer[first as 'x' | 'y'], ...ofConsumer[second as 'x' | 'y']];
  return {
    x,
    y,
    xFirst,
    withCharge,
    nothingOwed,
    apple,
    canceled,
    completed,
    testPlan,
    other,
    unknown,
    ids,
    answers,
    order,
  };
}

type Mixed = Awaited<ReturnType<typeof mixedPlans>>;

/** Checks plans, charges, history and audit rows against what the per-plan rule wrote for the same list. */
async function expectAsPerPlan(m: Mixed, reason: string, extra: (n: number) => Record<string, unknown>) {
  const { x, y, ids } = m;
  const reverted = [m.withCharge, m.other, m.nothingOwed, m.apple];

  // Plans: the active ones canceled by the caller, the others as they were.
  const plans = await h.q<Row>(sql`
    select id, status, outstanding_amount::text as outstanding, canceled_by,
           (extract(epoch from canceled_at) * 1000)::float8 as canceled_at
    from installment_contracts
    where id in (${m.withCharge.id}, ${m.nothingOwed.id}, ${m.apple.id}, ${m.canceled.id}, ${m.completed.id},
                 ${m.testPlan.id}, ${m.other.id})`);
  const plan = new Map(plans.map((p) => [p.id, p]));
  for (const p of reverted)
    expect(plan.get(p.id)).toMatchObject({ status: 'canceled', outstanding: '0.00', canceled_by: ADMIN });
  expect(plan.get(m.canceled.id)).toMatchObject({ status: 'canceled', canceled_by: null });
  expect(plan.get(m.completed.id)).toMatchObject({ status: 'completed', canceled_by: null });
  expect(plan.get(m.testPlan.id)).toMatchObject({ status: 'active', outstanding: '20000.00' });
  const at = plan.get(m.withCharge.id)!.canceled_at;
  for (const p of reverted) expect(plan.get(p.id)!.canceled_at).toBe(at);

  // History: one ContractReverted record per reverted plan, in the order the plans were taken.
  const history = await h.q<Row>(sql`
    select consumer_id, kind, agent, approved_by, reason, installment_plan_id, amount::text as amount,
           (extract(epoch from occurred_at) * 1000)::float8 as at
    from consumer_history where consumer_id in (${x.id}, ${y.id}) order by id`);
  const historyOf = (p: { id: string }, consumerId: string, amount: string) => ({
    consumer_id: consumerId,
    kind: 'ContractReverted',
    agent: ADMIN,
    approved_by: null,
    reason,
    installment_plan_id: p.id,
    amount,
    at,
  });
  const xRecords = [
    historyOf(m.withCharge, x.id, '20000.00'),
    historyOf(m.nothingOwed, x.id, '0'),
    historyOf(m.apple, x.id, '12345.50'),
  ];
  const yRecords = [historyOf(m.other, y.id, '7000.00')];
  expect(history).toEqual(m.xFirst ? [...xRecords, ...yRecords] : [...yRecords, ...xRecords]);

  // Audit rows: one per plan named, in the order the plans were taken.
  const audit = await h.q<Row>(sql`
    select operation, target_type, target_id, outcome, staff_email, detail from audit_log
    where operation = 'contract.revert_to_lump_sum'
      and target_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
    order by seq`);
  expect(audit.map((a) => a.target_id)).toEqual(m.order.map((n) => ids[n]));
  for (const [k, row] of audit.entries())
    expect(row).toMatchObject({
      operation: 'contract.revert_to_lump_sum',
      target_type: 'installment_contract',
      staff_email: ADMIN,
      outcome: m.answers[m.order[k]].status === 'Success' ? 'success' : 'refused',
    });
  const detail = (n: number) => audit[m.order.indexOf(n)].detail as Row;
  const success = (n: number, consumerId: string, outstanding: string) => ({
    ...extra(n),
    consumerId,
    before: { status: 'active', outstandingAmount: outstanding },
    after: { status: 'canceled', outstandingAmount: '0' },
    lumpSumChargeId: expect.stringMatching(/^chg_/),
  });
  const notActive = (n: number, status: string, outstanding: string) => ({
    ...extra(n),
    consumerId: x.id,
    before: { status, outstandingAmount: outstanding },
    answer: 'NotActive',
  });
  const refusal = (n: number, code: string, message: string) => ({ ...extra(n), refusal: code, message });
  expect(detail(0)).toEqual(success(0, x.id, '20000.00'));
  expect(detail(1)).toEqual(refusal(1, 'BAD_USER_INPUT', 'installmentPlanId is not an installment plan id'));
  expect(detail(2)).toEqual(notActive(2, 'canceled', '0.00'));
  expect(detail(3)).toEqual(success(3, y.id, '7000.00'));
  expect(detail(4)).toEqual({ ...success(4, x.id, '0.00'), lumpSumChargeId: null });
  expect(detail(5)).toEqual(refusal(5, 'NOT_FOUND', `No installment plan ${m.unknown}`));
  expect(detail(6)).toEqual(refusal(6, 'NOT_FOUND', `No installment plan ${m.testPlan.id}`));
  expect(detail(7)).toEqual(notActive(7, 'canceled', '0.00'));
  expect(detail(8)).toEqual(success(8, x.id, '12345.50'));
  expect(detail(9)).toEqual(notActive(9, 'completed', '0.00'));

  // Charges: one lump sum per reverted plan with an amount, named in its audit row.
  const charges = await h.q<Row>(sql`
    select id, consumer_id, payment_id, kind, tier, source, credit_line, amount::text as amount, description,
           order_reference, installment_plan_kind, installment_plan_id,
           (extract(epoch from pushed_at) * 1000)::float8 as pushed_at,
           (extract(epoch from created_at) * 1000)::float8 as created_at
    from charges where installment_plan_charge_kind = 'lump_sum' and consumer_id in (${x.id}, ${y.id})
    order by installment_plan_id`);
  const [merchant] = await h.q<Row>(
    sql`select merchant_name from installment_contracts where id = ${m.withCharge.id}`,
  );
  const chargeOf = (
    n: number,
    p: { id: string; paymentId: string },
    consumerId: string,
    values: Record<string, unknown>,
  ) => ({
    id: detail(n).lumpSumChargeId,
    consumer_id: consumerId,
    payment_id: p.paymentId,
    kind: 'Regular',
    source: 'installment',
    description: `${merchant.merchant_name} 分割払いの一括払いへの変更`,
    installment_plan_id: p.id,
    pushed_at: at,
    created_at: at,
    ...values,
  });
  const expected = [
    chargeOf(0, m.withCharge, x.id, {
      tier: 'Standard',
      credit_line: 'paidy',
      amount: '20000.00',
      order_reference: 'ORDER-FIRST',
      installment_plan_kind: 'three_pay',
    }),
    chargeOf(8, m.apple, x.id, {
      tier: 'Plus',
      credit_line: 'apple',
      amount: '12345.50',
      order_reference: null,
      installment_plan_kind: 'apple',
    }),
    chargeOf(3, m.other, y.id, {
      tier: 'Plus',
      credit_line: 'paidy',
      amount: '7000.00',
      order_reference: null,
      installment_plan_kind: 'three_pay',
    }),
  ].sort((a, b) => (a.installment_plan_id < b.installment_plan_id ? -1 : 1));
  expect(charges).toEqual(expected);

  expect((await verifyAuditChain(h.tdb.db.orm)).ok).toBe(true);
}

describe('bulk installment cancellation, set-based', () => {
  it('one chunk of the job mixing every kind of plan answers, charges, records and audits as the per-plan rule', async () => {
    const m = await mixedPlans();
    const started = await h.gql('admin', START, { ids: m.ids });
    expect(started.errors).toBeUndefined();
    const jobId = started.data!.startBulkCancellation.id as string;
    // Every plan in one chunk.
    runner ??= startJobRunner(h.tdb.db, { chunkSizes: { bulk_cancellation: 50 }, pollMs: 60_000 });
    await runner.drained();

    const job = (await h.gql('admin', JOB, { id: jobId })).data!.bulkCancellation;
    expect(job).toMatchObject({ done: m.ids.length, completedAt: expect.any(Number) });
    expect(job.results).toEqual(m.ids.map((id, n) => ({ id, ...m.answers[n] })));
    await expectAsPerPlan(m, `Bulk installment cancellation ${jobId}`, (n) => ({
      bulkCancellationId: jobId,
      position: n + 1,
    }));
  });

  it('cancelContracts answers the same list the same way, in the order asked', async () => {
    const m = await mixedPlans();
    const answer = await h.gql('admin', SYNC, { ids: m.ids });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.cancelContracts).toEqual(m.ids.map((id, n) => ({ id, ...m.answers[n] })));
    await expectAsPerPlan(m, 'Bulk installment cancellation', () => ({}));
  });
});
