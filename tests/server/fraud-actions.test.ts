// The Fraud and Fraud payments tabs' actions over real HTTP (document 2 §2, §4, §5, §6): consumer fraud flags (which
// disable the account), unflagging with a message, the fraud log, assessment exclusions, payment fraud flags and their
// removal, what the consumer and payment pages show afterwards, the permission refusals, bad input, and two staff
// flagging the same payment at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '../../src/shared/permissions';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';
import { codeOf, insertConsumer, insertPayment } from '../support/fixtures';

const NOW = new Date('2025-06-15T00:00:00+09:00');
let h: Harness;
let admin: StaffClient;
let analyst: StaffClient;
let support: StaffClient;
let consumerReason: string;
let paymentReason: string;
let unflagReason: string;

beforeAll(async () => {
  // A few demo consumers bring the merchants and the reason lists the rules need. The tests' own admin@ and support@
  // accounts take the place of the demo staff of those e-mails.
  h = await startHarness({ now: NOW, consumers: 4, seed: 5, demoStaff: false });
  admin = await h.staff(Object.values(PERMISSIONS), { email: 'admin@example.com' });
  // Reads everything on the tabs, writes consumer flags only.
  analyst = await h.staff(
    [PERMISSIONS.fraudFlagsWrite, PERMISSIONS.assessmentExclusionsRead, PERMISSIONS.paymentFraudFlagsRead],
    { email: 'analyst@example.com' },
  );
  support = await h.staff([PERMISSIONS.assessmentReportsRead, PERMISSIONS.consumersWrite], {
    email: 'support@example.com',
  });
  const reasons = await admin.gql(
    '',
    `{ flaggingReasons { id } paymentFraudFlaggingReasons { id } paymentFraudUnflaggingReasons { id } }`,
  );
  consumerReason = reasons.data!.flaggingReasons[0].id;
  paymentReason = reasons.data!.paymentFraudFlaggingReasons[0].id;
  unflagReason = reasons.data!.paymentFraudUnflaggingReasons[0].id;
});

afterAll(async () => {
  await h?.close();
});

const FLAG = `mutation($c: ID!, $r: ID!) {
  createFraudFlagV2(consumerId: $c, flaggedFor: $r) { id consumerId flaggedFor { id reason } flaggedBy flaggedAt }
}`;
const UNFLAG = `mutation($c: ID!, $f: ID!, $m: String!) { unflagConsumerFromFraudFlag(consumerId: $c, flagId: $f, message: $m) }`;
const FRAUD_LOG = `mutation($c: ID!, $m: String!) { createFraudManagementEventLog(consumerId: $c, message: $m) { id createdBy message } }`;
const EXCLUDE = `mutation($c: ID!, $k: String!) {
  createAssessmentExclusion(consumerId: $c, assessmentKind: $k) { id consumerId assessmentKind excludedBy }
}`;
const UNEXCLUDE = `mutation($c: ID!, $x: ID!) { deactivateAssessmentExclusion(consumerId: $c, exclusionId: $x) { id } }`;
const FLAG_PAYMENTS = `mutation($c: ID!, $r: ID!, $e: ExcludeFromBill!, $p: [PaymentToFlag!]!) {
  flagPaymentsForFraud(consumerId: $c, flaggedFor: $r, excludeFromBill: $e, paymentsToFlag: $p) { fraudFlagId paymentId }
}`;
const UNFLAG_PAYMENTS = `mutation($r: ID!, $ids: [ID!]!) { unflagPaymentFraudFlags(unflaggedFor: $r, paymentFraudFlagIds: $ids) }`;
const FRAUD_TAB = `query($c: ID!) {
  consumer(consumerId: $c) { status }
  activeFraudFlagsByConsumerId(consumerId: $c) { id flaggedBy }
  fraudManagementEventLogs(consumerId: $c) { message createdBy }
  assessmentExclusionsByConsumerId(consumerId: $c) { id assessmentKind }
  excludableAssessmentsByConsumerId(consumerId: $c)
  consumerPaymentsActiveFraudFlags(consumerId: $c) { paymentId excludeFromBill activeFraudFlagIds }
}`;
const PAYMENT_FRAUD = `query($p: ID!) {
  activePaymentFraudFlags(paymentId: $p) { fraudStatus { excludeFromBill activeFlags { id flaggedBy } } }
  paymentFraudFlagsHistory(paymentId: $p) { fraudFlagEvents { createdBy message } }
}`;

async function tab(consumerId: string): Promise<Row> {
  const answer = await admin.gql('', FRAUD_TAB, { c: consumerId });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

describe('consumer fraud flags and the fraud log', () => {
  it('a flag disables the account (history Disabled); unflagging keeps it disabled', async () => {
    const c = await insertConsumer(h);
    const flagged = await analyst.gql('', FLAG, { c: c.id, r: consumerReason });
    expect(flagged.errors).toBeUndefined();
    const flag = flagged.data!.createFraudFlagV2;
    expect(flag).toMatchObject({
      consumerId: c.id,
      flaggedFor: { id: consumerReason },
      flaggedBy: 'analyst@example.com',
    });
    expect(await tab(c.id)).toMatchObject({
      consumer: { status: 'Disabled' },
      activeFraudFlagsByConsumerId: [{ id: flag.id }],
    });
    const [history] = await h.q(
      sql`select kind, agent, reason from consumer_history where consumer_id = ${c.id}`,
    );
    expect(history).toMatchObject({ kind: 'Disabled', agent: 'analyst@example.com' });
    expect(history.reason).toMatch(/^Fraud flag: /);

    // The same reason again is refused: one flag per reason while it is active.
    expect(codeOf(await analyst.gql('', FLAG, { c: c.id, r: consumerReason }))).toBe('BAD_USER_INPUT');

    for (const m of ['', '  ', 'two\nlines', 'x'.repeat(1001)]) {
      expect(codeOf(await analyst.gql('', UNFLAG, { c: c.id, f: flag.id, m }))).toBe('BAD_USER_INPUT');
    }
    expect(
      (await analyst.gql('', UNFLAG, { c: c.id, f: flag.id, m: '本人確認済み' })).data!
        .unflagConsumerFromFraudFlag,
    ).toBe('Success');
    expect(
      (await analyst.gql('', UNFLAG, { c: c.id, f: flag.id, m: 'again' })).data!.unflagConsumerFromFraudFlag,
    ).toBe('Error');
    expect(await tab(c.id)).toMatchObject({
      consumer: { status: 'Disabled' },
      activeFraudFlagsByConsumerId: [],
    });
    const [stored] = await h.q(
      sql`select unflagged_by, unflag_message from consumer_fraud_flags where id = ${flag.id}`,
    );
    expect(stored).toEqual({ unflagged_by: 'analyst@example.com', unflag_message: '本人確認済み' });
  });

  it('refuses a reason that does not exist, and unknown or foreign flags', async () => {
    const c = await insertConsumer(h);
    const other = await insertConsumer(h);
    expect(codeOf(await analyst.gql('', FLAG, { c: c.id, r: 'no_such_reason' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await analyst.gql('', FLAG, { c: c.id, r: paymentReason }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await analyst.gql('', FLAG, { c: newId('consumer'), r: consumerReason }))).toBe(
      'NOT_FOUND',
    );
    const flag = (await analyst.gql('', FLAG, { c: other.id, r: consumerReason })).data!.createFraudFlagV2;
    expect(codeOf(await analyst.gql('', UNFLAG, { c: c.id, f: flag.id, m: 'x' }))).toBe('NOT_FOUND');
    expect(codeOf(await analyst.gql('', UNFLAG, { c: c.id, f: 'ffl_bad', m: 'x' }))).toBe('BAD_USER_INPUT');
    expect((await tab(c.id)).consumer.status).toBe('Enabled');
  });

  it('writes one-line fraud log entries', async () => {
    const c = await insertConsumer(h);
    const answer = await analyst.gql('', FRAUD_LOG, { c: c.id, m: ' 同一端末から複数アカウント ' });
    expect(answer.data!.createFraudManagementEventLog).toMatchObject({
      createdBy: 'analyst@example.com',
      message: '同一端末から複数アカウント',
    });
    for (const m of ['', 'a\nb', 'a\rb'])
      expect(codeOf(await analyst.gql('', FRAUD_LOG, { c: c.id, m }))).toBe('BAD_USER_INPUT');
    expect((await tab(c.id)).fraudManagementEventLogs).toEqual([
      { message: '同一端末から複数アカウント', createdBy: 'analyst@example.com' },
    ]);
  });
});

describe('assessment exclusions', () => {
  it('adds a kind from the excludable list and removes it; only with assessment_exclusions.write', async () => {
    const c = await insertConsumer(h);
    const [kind, ...rest] = (await tab(c.id)).excludableAssessmentsByConsumerId as string[];
    expect(codeOf(await analyst.gql('', EXCLUDE, { c: c.id, k: kind }))).toBe('FORBIDDEN');
    const added = await admin.gql('', EXCLUDE, { c: c.id, k: kind });
    expect(added.data!.createAssessmentExclusion).toMatchObject({
      consumerId: c.id,
      assessmentKind: kind,
      excludedBy: 'admin@example.com',
    });
    const id = added.data!.createAssessmentExclusion.id;
    expect(await tab(c.id)).toMatchObject({
      assessmentExclusionsByConsumerId: [{ id, assessmentKind: kind }],
      excludableAssessmentsByConsumerId: rest,
    });
    expect(codeOf(await admin.gql('', EXCLUDE, { c: c.id, k: kind }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', EXCLUDE, { c: c.id, k: 'not_a_kind' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await analyst.gql('', UNEXCLUDE, { c: c.id, x: id }))).toBe('FORBIDDEN');
    expect((await admin.gql('', UNEXCLUDE, { c: c.id, x: id })).data!.deactivateAssessmentExclusion).toEqual({
      id,
    });
    expect(codeOf(await admin.gql('', UNEXCLUDE, { c: c.id, x: id }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', UNEXCLUDE, { c: c.id, x: newId('assessmentExclusion') }))).toBe(
      'NOT_FOUND',
    );
    expect((await tab(c.id)).assessmentExclusionsByConsumerId).toEqual([]);
  });
});

describe('payment fraud flags', () => {
  it('flags payments without an active flag, shows them on both pages, and removes them', async () => {
    const c = await insertConsumer(h);
    const a = await insertPayment(h, c.id);
    const b = await insertPayment(h, c.id);
    const toFlag = [a, b].map((p) => ({ paymentId: p.id, merchantId: p.merchantId }));
    const flagged = await admin.gql('', FLAG_PAYMENTS, {
      c: c.id,
      r: paymentReason,
      e: 'except_from_bill',
      p: toFlag,
    });
    expect(flagged.errors).toBeUndefined();
    const created = flagged.data!.flagPaymentsForFraud as Row[];
    expect(created.map((f) => f.paymentId).sort()).toEqual([a.id, b.id].sort());

    const list = (await tab(c.id)).consumerPaymentsActiveFraudFlags as Row[];
    expect(list.map((p) => p.paymentId).sort()).toEqual([a.id, b.id].sort());
    expect(list.every((p) => p.excludeFromBill && p.activeFraudFlagIds.length === 1)).toBe(true);
    const page = await admin.gql('', PAYMENT_FRAUD, { p: a.id });
    expect(page.data!.activePaymentFraudFlags.fraudStatus).toMatchObject({
      excludeFromBill: true,
      activeFlags: [{ flaggedBy: 'admin@example.com' }],
    });
    expect(page.data!.paymentFraudFlagsHistory.fraudFlagEvents).toHaveLength(1);

    // Add is refused while any selected payment has an active flag.
    const c2 = await insertPayment(h, c.id);
    const mixed = [...toFlag.slice(0, 1), { paymentId: c2.id, merchantId: c2.merchantId }];
    expect(
      codeOf(
        await admin.gql('', FLAG_PAYMENTS, {
          c: c.id,
          r: paymentReason,
          e: 'not_except_from_bill',
          p: mixed,
        }),
      ),
    ).toBe('BAD_USER_INPUT');

    const ids = created.map((f) => f.fraudFlagId);
    const removed = await admin.gql('', UNFLAG_PAYMENTS, { r: unflagReason, ids });
    expect((removed.data!.unflagPaymentFraudFlags as string[]).sort()).toEqual([...ids].sort());
    expect((await tab(c.id)).consumerPaymentsActiveFraudFlags).toEqual([]);
    const after = await admin.gql('', PAYMENT_FRAUD, { p: a.id });
    expect(after.data!.activePaymentFraudFlags.fraudStatus.activeFlags).toEqual([]);
    expect(after.data!.paymentFraudFlagsHistory.fraudFlagEvents).toHaveLength(2);
    // Remove is refused unless every selected flag is active.
    expect(codeOf(await admin.gql('', UNFLAG_PAYMENTS, { r: unflagReason, ids }))).toBe('BAD_USER_INPUT');
  });

  it('refuses foreign, unknown and mismatched payments, unknown reasons, and staff without payment_fraud_flags.write', async () => {
    const c = await insertConsumer(h);
    const other = await insertConsumer(h);
    const mine = await insertPayment(h, c.id);
    const theirs = await insertPayment(h, other.id);
    const flag = (p: { paymentId: string; merchantId: string }[], r = paymentReason) =>
      admin.gql('', FLAG_PAYMENTS, { c: c.id, r, e: 'not_except_from_bill', p });
    expect(codeOf(await flag([{ paymentId: theirs.id, merchantId: theirs.merchantId }]))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await flag([{ paymentId: newId('payment'), merchantId: mine.merchantId }]))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await flag([{ paymentId: mine.id, merchantId: 'mer_XXXXXXXXXXXXXXXX' }]))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await flag([{ paymentId: 'pay_short', merchantId: mine.merchantId }]))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await flag([]))).toBe('BAD_USER_INPUT');
    expect(codeOf(await flag([{ paymentId: mine.id, merchantId: mine.merchantId }], unflagReason))).toBe(
      'BAD_USER_INPUT',
    );
    for (const staff of [analyst, support]) {
      const answer = await staff.gql('', FLAG_PAYMENTS, {
        c: c.id,
        r: paymentReason,
        e: 'not_except_from_bill',
        p: [{ paymentId: mine.id, merchantId: mine.merchantId }],
      });
      expect(codeOf(answer)).toBe('FORBIDDEN');
    }
    expect(
      codeOf(await admin.gql('', UNFLAG_PAYMENTS, { r: unflagReason, ids: [newId('paymentFraudFlag')] })),
    ).toBe('NOT_FOUND');
    expect(codeOf(await admin.gql('', UNFLAG_PAYMENTS, { r: unflagReason, ids: [] }))).toBe('BAD_USER_INPUT');
    expect(
      codeOf(await support.gql('', UNFLAG_PAYMENTS, { r: unflagReason, ids: [newId('paymentFraudFlag')] })),
    ).toBe('FORBIDDEN');
    expect(
      await h.q(sql`select 1 from payment_fraud_flags where consumer_id in (${c.id}, ${other.id})`),
    ).toEqual([]);
  });

  it('refuses consumer fraud flags and the fraud log to staff without fraud_flags.write, changing nothing', async () => {
    const c = await insertConsumer(h);
    expect(codeOf(await support.gql('', FLAG, { c: c.id, r: consumerReason }))).toBe('FORBIDDEN');
    expect(codeOf(await support.gql('', FRAUD_LOG, { c: c.id, m: 'x' }))).toBe('FORBIDDEN');
    expect(codeOf(await support.gql('', UNFLAG, { c: c.id, f: newId('consumerFraudFlag'), m: 'x' }))).toBe(
      'FORBIDDEN',
    );
    expect(await tab(c.id)).toMatchObject({
      consumer: { status: 'Enabled' },
      activeFraudFlagsByConsumerId: [],
      fraudManagementEventLogs: [],
    });
    const audit = await h.q(
      sql`select outcome, detail->>'refusal' as refusal from audit_log where target_id = ${c.id}`,
    );
    expect(audit).toEqual(Array(3).fill({ outcome: 'refused', refusal: 'FORBIDDEN' }));
  });
});

describe('two staff at once (truly concurrent on PostgreSQL; PGlite serialises them)', () => {
  it('flagging the same payment twice at once makes one flag; flagging the same consumer twice one flag', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await insertConsumer(h);
      const p = await insertPayment(h, c.id);
      const vars = {
        c: c.id,
        r: paymentReason,
        e: 'not_except_from_bill',
        p: [{ paymentId: p.id, merchantId: p.merchantId }],
      };
      const answers = await Promise.all([
        admin.gql('', FLAG_PAYMENTS, vars),
        admin.gql('', FLAG_PAYMENTS, vars),
      ]);
      expect(answers.filter((x) => x.data?.flagPaymentsForFraud).length).toBe(1);
      expect(answers.filter((x) => codeOf(x) === 'BAD_USER_INPUT').length).toBe(1);
      const [{ n }] = await h.q(
        sql`select count(*)::int as n from payment_fraud_flags where payment_id = ${p.id} and active`,
      );
      expect(n).toBe(1);

      const consumerFlags = await Promise.all([
        admin.gql('', FLAG, { c: c.id, r: consumerReason }),
        analyst.gql('', FLAG, { c: c.id, r: consumerReason }),
      ]);
      expect(consumerFlags.filter((x) => x.data?.createFraudFlagV2).length).toBe(1);
      const [{ m }] = await h.q(
        sql`select count(*)::int as m from consumer_history where consumer_id = ${c.id} and kind = 'Disabled'`,
      );
      expect(m).toBe(1);
    }
  });
});
