// Account actions over real HTTP with real sign-ins (document 2 §2 management header, Logs tab, contracts; §4, §5, §8):
// close with every CloseConsumerResult, disable, legal status, e-mail and phone with every result value, admin logs,
// revert to lump sum; the change history they leave; the permission refusals; malformed and unknown ids; and, on
// PostgreSQL, two staff acting on the same target at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '../../src/shared/permissions';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';
import { codeOf, insertConsumer, insertContract, insertPayment } from '../support/fixtures';

const NOW = new Date('2025-06-15T00:00:00+09:00');
let h: Harness;
let admin: StaffClient;
let support: StaffClient;
let nobody: StaffClient;

beforeAll(async () => {
  // A few demo consumers bring the merchants and the reason lists the rules need. The tests' own admin@ and support@
  // accounts take the place of the demo staff of those e-mails.
  h = await startHarness({ now: NOW, consumers: 4, seed: 5, demoStaff: false });
  admin = await h.staff(Object.values(PERMISSIONS), { email: 'admin@example.com' });
  support = await h.staff([PERMISSIONS.assessmentReportsRead, PERMISSIONS.consumersWrite], {
    email: 'support@example.com',
  });
  nobody = await h.staff([], { email: 'nobody@example.com' });
});

afterAll(async () => {
  await h?.close();
});

const CLOSE = `mutation($id: ID!) { closeConsumer(id: $id, reason: "", test: false) }`;
const CLOSE_TEST = `mutation($id: ID!) { closeConsumer(id: $id, test: true) }`;
const DISABLE = `mutation($id: ID!, $notice: Boolean) {
  disableConsumer(id: $id, displayDisableNoticeToConsumer: $notice) { id status legalStatus }
}`;
const LEGAL = `mutation($id: ID!, $s: LegalStatus!) { updateConsumerLegalStatus(id: $id, legalStatus: $s) { id status legalStatus } }`;
const EMAIL = `mutation($id: ID!, $email: String!) { updateConsumerEmail(id: $id, email: $email, test: false) }`;
const PHONE = `mutation($id: ID!, $phone: String!) { updateConsumerPhone(id: $id, phone: $phone, test: false) }`;
const ADMIN_LOG = `mutation($id: ID!, $m: String!) { createAdminLogV2(consumerId: $id, message: $m, test: false) { message creator createdAt } }`;
const REVERT = `mutation($id: ID!) { cancelContract(installmentPlanId: $id, test: false) }`;
const CONSUMER = `query($id: ID!) { consumer(consumerId: $id) { id status legalStatus email phone closedAt closedBy } }`;
const HISTORY = `query($id: ID!, $from: EpochMillis!, $to: EpochMillis!) {
  consumerHistory(consumerId: $id, from: $from, to: $to) {
    ... on ConsumerUpdatedRecord { kind agent email phone legalStatus }
    ... on ConsumerDisabledRecord { kind agent reason }
    ... on ConsumerClosedRecord { kind agent reason }
    ... on ConsumerContractRevertedRecord { kind agent reason installmentPlanId amount }
  }
}`;
const SEARCH = `query($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }`;

async function consumerRow(id: string): Promise<Row> {
  const answer = await admin.gql('', CONSUMER, { id });
  return answer.data!.consumer;
}

async function historyOf(id: string): Promise<Row[]> {
  const to = Date.now() + 60_000;
  const answer = await admin.gql('', HISTORY, { id, from: to - 86_400_000, to });
  expect(answer.errors).toBeUndefined();
  return answer.data!.consumerHistory;
}

async function auditOf(targetId: string): Promise<Row[]> {
  return h.q(sql`
    select staff_email, operation, target_type, target_id, outcome, detail, ip
    from audit_log where target_id = ${targetId} order by seq`);
}

async function searchIds(keyword: string): Promise<string[]> {
  const answer = await admin.gql('', SEARCH, { k: keyword });
  return answer.data!.fuzzySearch.consumers.map((c: Row) => c.id);
}

describe('closeConsumer', () => {
  it('answers each blocker found in the consumer data, changes nothing and audits the refusal', async () => {
    const cases: [string, (id: string) => Promise<void>][] = [
      [
        'ErrorUncapturedPayments',
        (id) => insertPayment(h, id, { status: 'AUTHORIZED', captured: false }).then(() => undefined),
      ],
      [
        'ErrorBalanceNotSettled',
        (id) =>
          h
            .q(
              sql`
              insert into bill_statements (id, consumer_id, usage_month, issue_date, amount, unpaid_amount, status, due_at)
              values (${newId('billStatement')}, ${id}, '2025-05-01', '2025-06-01', 8000, 3000, 'Enabled', now())`,
            )
            .then(() => undefined),
      ],
      ['ErrorActiveContracts', (id) => insertContract(h, id).then(() => undefined)],
      [
        'ErrorBalanceFutureChargesExist',
        (id) =>
          h
            .q(
              sql`
              insert into charges (id, consumer_id, kind, tier, source, credit_line, amount, pushed_at)
              values (${newId('charge')}, ${id}, 'Extended', 'Plus', 'installment', 'paidy', 10000,
                      now() + interval '20 days')`,
            )
            .then(() => undefined),
      ],
    ];
    for (const [expected, arrange] of cases) {
      const c = await insertConsumer(h);
      await arrange(c.id);
      const answer = await admin.gql('', CLOSE, { id: c.id });
      expect(answer.errors, expected).toBeUndefined();
      expect(answer.data!.closeConsumer).toBe(expected);
      expect((await consumerRow(c.id)).status).toBe('Enabled');
      const [audit] = await auditOf(c.id);
      expect(audit).toMatchObject({
        staff_email: 'admin@example.com',
        operation: 'consumer.close',
        outcome: 'refused',
        detail: { answer: expected },
      });
    }
  });

  it('ignores test payments and captured or settled items, then closes: status, date, closed-by and history', async () => {
    const c = await insertConsumer(h);
    await insertPayment(h, c.id, { status: 'AUTHORIZED', captured: false, test: true });
    await insertPayment(h, c.id, { status: 'AUTHORIZED', captured: true });
    await insertContract(h, c.id, { status: 'completed', outstanding: '0' });
    const dry = await admin.gql('', CLOSE_TEST, { id: c.id });
    expect(dry.data!.closeConsumer).toBe('Success');
    expect((await consumerRow(c.id)).status).toBe('Enabled');

    const answer = await admin.gql('', CLOSE, { id: c.id });
    expect(answer.data!.closeConsumer).toBe('Success');
    const after = await consumerRow(c.id);
    expect(after).toMatchObject({ status: 'Closed', closedBy: 'admin@example.com' });
    expect(after.closedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(await historyOf(c.id)).toEqual([{ kind: 'Closed', agent: 'admin@example.com', reason: null }]);
    expect((await auditOf(c.id)).map((a) => a.outcome)).toEqual(['dry_run', 'success']);
    expect((await auditOf(c.id))[1].detail).toMatchObject({
      before: { status: 'Enabled' },
      after: { status: 'Closed' },
    });
  });

  it('refuses to close or change the legal status of a closed account', async () => {
    const c = await insertConsumer(h, { status: 'Closed' });
    const close = await admin.gql('', CLOSE, { id: c.id });
    expect(codeOf(close)).toBe('BAD_USER_INPUT');
    const legal = await admin.gql('', LEGAL, { id: c.id, s: 'Dead' });
    expect(codeOf(legal)).toBe('BAD_USER_INPUT');
    expect((await consumerRow(c.id)).legalStatus).toBe('Normal');
    expect((await auditOf(c.id)).map((a) => [a.operation, a.outcome])).toEqual([
      ['consumer.close', 'refused'],
      ['consumer.legal_status', 'refused'],
    ]);
  });

  it('answers BAD_USER_INPUT for a malformed id and NOT_FOUND for an unknown one', async () => {
    expect(codeOf(await admin.gql('', CLOSE, { id: 'con_nope' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', CLOSE, { id: newId('consumer') }))).toBe('NOT_FOUND');
    expect(codeOf(await admin.gql('', DISABLE, { id: newId('consumer') }))).toBe('NOT_FOUND');
    expect(codeOf(await admin.gql('', REVERT, { id: 'isp_short' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', REVERT, { id: newId('installmentPlan') }))).toBe('NOT_FOUND');
  });
});

describe('disableConsumer and updateConsumerLegalStatus', () => {
  it('disables an enabled account only, with the notice choice and a Disabled history record', async () => {
    const c = await insertConsumer(h);
    const answer = await support.gql('', DISABLE, { id: c.id, notice: true });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.disableConsumer).toMatchObject({ id: c.id, status: 'Disabled' });
    const [stored] = await h.q(sql`select display_disable_notice from consumers where id = ${c.id}`);
    expect(stored.display_disable_notice).toBe(true);
    expect(await historyOf(c.id)).toEqual([{ kind: 'Disabled', agent: 'support@example.com', reason: null }]);
    const again = await support.gql('', DISABLE, { id: c.id });
    expect(codeOf(again)).toBe('BAD_USER_INPUT');
  });

  it('a status carrying a note disables the account in the same change; CollectionPending does not', async () => {
    const a = await insertConsumer(h);
    const noted = await support.gql('', LEGAL, { id: a.id, s: 'LawyerInterventionAssigned' });
    expect(noted.data!.updateConsumerLegalStatus).toMatchObject({
      status: 'Disabled',
      legalStatus: 'LawyerInterventionAssigned',
    });
    const history = await historyOf(a.id);
    expect(history).toHaveLength(2);
    expect(history).toEqual(
      expect.arrayContaining([
        {
          kind: 'Updated',
          agent: 'support@example.com',
          email: null,
          phone: null,
          legalStatus: 'LawyerInterventionAssigned',
        },
        { kind: 'Disabled', agent: 'support@example.com', reason: 'Legal status: 弁護士介入（受任）' },
      ]),
    );

    const b = await insertConsumer(h);
    const pending = await support.gql('', LEGAL, { id: b.id, s: 'CollectionPending' });
    expect(pending.data!.updateConsumerLegalStatus).toMatchObject({
      status: 'Enabled',
      legalStatus: 'CollectionPending',
    });
    expect((await historyOf(b.id)).map((r) => r.kind)).toEqual(['Updated']);
  });

  it('refuses any change away from Dead or BankruptcyConfirmed', async () => {
    for (const terminal of ['Dead', 'BankruptcyConfirmed']) {
      const c = await insertConsumer(h, { status: 'Disabled', legalStatus: terminal });
      const answer = await support.gql('', LEGAL, { id: c.id, s: 'Normal' });
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect((await consumerRow(c.id)).legalStatus).toBe(terminal);
      expect(await historyOf(c.id)).toEqual([]);
    }
  });
});

describe('updateConsumerEmail and updateConsumerPhone', () => {
  it('answers InvalidEmailAddress, EmailExists (any case) and Success; search follows at once', async () => {
    const a = await insertConsumer(h);
    const b = await insertConsumer(h);
    expect(
      (await support.gql('', EMAIL, { id: a.id, email: 'not an address' })).data!.updateConsumerEmail,
    ).toBe('InvalidEmailAddress');
    expect(
      (await support.gql('', EMAIL, { id: a.id, email: b.email.toUpperCase() })).data!.updateConsumerEmail,
    ).toBe('EmailExists');
    expect((await consumerRow(a.id)).email).toBe(a.email);
    expect(await searchIds(a.email)).toEqual([a.id]);

    const fresh = `New.Address.${Date.now()}@Example.JP`;
    expect((await support.gql('', EMAIL, { id: a.id, email: ` ${fresh} ` })).data!.updateConsumerEmail).toBe(
      'Success',
    );
    expect((await consumerRow(a.id)).email).toBe(fresh.toLowerCase());
    expect(await searchIds(fresh)).toEqual([a.id]);
    expect(await searchIds(a.email)).toEqual([]);
    expect(await historyOf(a.id)).toEqual([
      {
        kind: 'Updated',
        agent: 'support@example.com',
        email: fresh.toLowerCase(),
        phone: null,
        legalStatus: null,
      },
    ]);
    const audit = await auditOf(a.id);
    expect(audit.map((r) => r.outcome)).toEqual(['refused', 'refused', 'success']);
    expect(audit[2].detail).toMatchObject({
      before: { email: a.email },
      after: { email: fresh.toLowerCase() },
    });
  });

  it('answers InvalidPhoneNumber, PhoneExists and Success for any form the search accepts, stored as 81…', async () => {
    const a = await insertConsumer(h);
    const b = await insertConsumer(h);
    for (const bad of ['03-1234-5678', '12345', '0901234567']) {
      expect((await support.gql('', PHONE, { id: a.id, phone: bad })).data!.updateConsumerPhone).toBe(
        'InvalidPhoneNumber',
      );
    }
    const bLocal = `0${b.phone.slice(2, 4)}-${b.phone.slice(4, 8)}-${b.phone.slice(8)}`;
    expect((await support.gql('', PHONE, { id: a.id, phone: bLocal })).data!.updateConsumerPhone).toBe(
      'PhoneExists',
    );
    const digits = String(Date.now()).slice(-8);
    const fullWidth = `０９０－${digits.slice(0, 4)}－${digits.slice(4)}`.replace(/[0-9]/g, (d) =>
      String.fromCharCode(d.charCodeAt(0) + 0xfee0),
    );
    expect((await support.gql('', PHONE, { id: a.id, phone: fullWidth })).data!.updateConsumerPhone).toBe(
      'Success',
    );
    expect((await consumerRow(a.id)).phone).toBe(`8190${digits}`);
    expect(await searchIds(`090-${digits.slice(0, 4)}-${digits.slice(4)}`)).toEqual([a.id]);
    expect(await searchIds(a.phone)).toEqual([]);
    expect((await historyOf(a.id))[0]).toMatchObject({
      kind: 'Updated',
      phone: `8190${digits}`,
      agent: 'support@example.com',
    });
    const plus = await support.gql('', PHONE, {
      id: b.id,
      phone: `+81 90 ${digits.slice(0, 4)} ${digits.slice(4)}`,
    });
    expect(plus.data!.updateConsumerPhone).toBe('PhoneExists');
  });
});

describe('createAdminLogV2', () => {
  const LOGS = `query($id: ID!) { adminLogs(consumerId: $id) { message creator } }`;

  it('stores escaped line breaks as line breaks and shows them back', async () => {
    const c = await insertConsumer(h);
    const answer = await support.gql('', ADMIN_LOG, { id: c.id, m: '本人より電話。\\n再発行を案内。' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createAdminLogV2).toMatchObject({
      message: '本人より電話。\n再発行を案内。',
      creator: 'support@example.com',
    });
    const logs = await support.gql('', LOGS, { id: c.id });
    expect(logs.data!.adminLogs).toEqual([
      { message: '本人より電話。\n再発行を案内。', creator: 'support@example.com' },
    ]);
  });

  it('refuses an empty message, a raw line break and a message over 2000 characters', async () => {
    const c = await insertConsumer(h);
    for (const m of ['', '   ', '\\n', 'two\nlines', 'あ'.repeat(2001)]) {
      expect(codeOf(await support.gql('', ADMIN_LOG, { id: c.id, m })), JSON.stringify(m.slice(0, 10))).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect(codeOf(await support.gql('', ADMIN_LOG, { id: c.id, m: 'あ'.repeat(2000) }))).toBeNull();
    expect(codeOf(await support.gql('', ADMIN_LOG, { id: newId('consumer'), m: 'x' }))).toBe('NOT_FOUND');
  });
});

describe('cancelContract (revert to lump sum)', () => {
  const CONTRACTS = `query($id: ID!) { contractsByConsumerId(consumerId: $id, test: false) { threePay { id status outstandingAmount } } }`;

  it('reverts an active plan only: canceled, outstanding zero, the remainder charged now', async () => {
    const c = await insertConsumer(h);
    const plan = await insertContract(h, c.id, { outstanding: '20000' });
    const done = await admin.gql('', REVERT, { id: plan.id });
    expect(done.data!.cancelContract).toBe('Success');
    const contracts = await admin.gql('', CONTRACTS, { id: c.id });
    expect(contracts.data!.contractsByConsumerId.threePay).toEqual([
      { id: plan.id, status: 'canceled', outstandingAmount: '0' },
    ]);
    const [charge] = await h.q(sql`
      select amount::text as amount, installment_plan_charge_kind, bill_statement_id
      from charges where installment_plan_id = ${plan.id}`);
    expect(charge).toEqual({
      amount: '20000.00',
      installment_plan_charge_kind: 'lump_sum',
      bill_statement_id: null,
    });
    expect((await admin.gql('', REVERT, { id: plan.id })).data!.cancelContract).toBe('Error');
    const completed = await insertContract(h, c.id, { status: 'completed', outstanding: '0' });
    expect((await admin.gql('', REVERT, { id: completed.id })).data!.cancelContract).toBe('Error');
    expect((await auditOf(plan.id)).map((a) => a.outcome)).toEqual(['success', 'refused']);
  });

  it('a revert leaves one ContractReverted record in the change history; a refused one leaves none', async () => {
    const c = await insertConsumer(h);
    const plan = await insertContract(h, c.id, { outstanding: '12345.5' });
    const nothingLeft = await insertContract(h, c.id, { outstanding: '0' });
    const inactive = await insertContract(h, c.id, { status: 'completed', outstanding: '0' });
    expect((await admin.gql('', REVERT, { id: plan.id })).data!.cancelContract).toBe('Success');
    expect((await admin.gql('', REVERT, { id: nothingLeft.id })).data!.cancelContract).toBe('Success');
    expect((await admin.gql('', REVERT, { id: inactive.id })).data!.cancelContract).toBe('Error');
    expect((await admin.gql('', REVERT, { id: plan.id })).data!.cancelContract).toBe('Error');
    const history = await historyOf(c.id);
    expect(history).toHaveLength(2);
    expect(history).toEqual(
      expect.arrayContaining([
        {
          kind: 'ContractReverted',
          agent: admin.email,
          reason: null,
          installmentPlanId: plan.id,
          amount: '12345.5',
        },
        {
          kind: 'ContractReverted',
          agent: admin.email,
          reason: null,
          installmentPlanId: nothingLeft.id,
          amount: '0',
        },
      ]),
    );
  });
});

describe('permissions', () => {
  it('refuses each account action without its permission: FORBIDDEN, nothing changed, the refusal audited', async () => {
    const c = await insertConsumer(h);
    const plan = await insertContract(h, c.id);
    const asNobody: [string, Record<string, unknown>, string][] = [
      [DISABLE, { id: c.id }, PERMISSIONS.consumersWrite],
      [LEGAL, { id: c.id, s: 'Dead' }, PERMISSIONS.consumersWrite],
      [EMAIL, { id: c.id, email: 'x@example.jp' }, PERMISSIONS.consumersWrite],
      [PHONE, { id: c.id, phone: '09011112222' }, PERMISSIONS.consumersWrite],
      [ADMIN_LOG, { id: c.id, m: 'x' }, PERMISSIONS.consumersWrite],
      [CLOSE, { id: c.id }, PERMISSIONS.consumersClose],
    ];
    for (const [query, variables, permission] of asNobody) {
      const answer = await nobody.gql('', query, variables);
      expect(codeOf(answer), query).toBe('FORBIDDEN');
      expect(answer.errors![0].message).toContain(permission);
    }
    // support holds consumers.write only: no close, no revert.
    expect(codeOf(await support.gql('', CLOSE, { id: c.id }))).toBe('FORBIDDEN');
    expect(codeOf(await support.gql('', REVERT, { id: plan.id }))).toBe('FORBIDDEN');

    expect(await consumerRow(c.id)).toMatchObject({
      status: 'Enabled',
      legalStatus: 'Normal',
      email: c.email,
      phone: c.phone,
    });
    expect(await h.q(sql`select 1 from admin_logs where consumer_id = ${c.id}`)).toEqual([]);
    expect(await historyOf(c.id)).toEqual([]);
    const [{ status }] = await h.q(sql`select status from installment_contracts where id = ${plan.id}`);
    expect(status).toBe('active');
    const audit = await h.q(sql`
      select staff_email, outcome, detail->>'refusal' as refusal from audit_log
      where target_id in (${c.id}, ${plan.id}) order by seq`);
    expect(audit).toHaveLength(asNobody.length + 2);
    for (const row of audit) expect(row).toMatchObject({ outcome: 'refused', refusal: 'FORBIDDEN' });
  });
});

describe('two staff at once (truly concurrent on PostgreSQL; PGlite serialises them)', () => {
  it('two simultaneous closes: one closes, the other is refused', async () => {
    const c = await insertConsumer(h);
    const answers = await Promise.all([
      admin.gql('', CLOSE, { id: c.id }),
      admin.gql('', CLOSE, { id: c.id }),
    ]);
    expect(answers.filter((a) => a.data?.closeConsumer === 'Success')).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === 'BAD_USER_INPUT')).toHaveLength(1);
    expect((await historyOf(c.id)).filter((r) => r.kind === 'Closed')).toHaveLength(1);
  });

  it('two consumers changed to the same new e-mail at once: one Success, one EmailExists', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await insertConsumer(h);
      const b = await insertConsumer(h);
      const email = `race-${round}-${Date.now()}@example.jp`;
      const answers = await Promise.all([
        support.gql('', EMAIL, { id: a.id, email }),
        support.gql('', EMAIL, { id: b.id, email }),
      ]);
      expect(answers.map((x) => x.data!.updateConsumerEmail).sort()).toEqual(['EmailExists', 'Success']);
      const [{ n }] = await h.q(sql`select count(*)::int as n from consumers where lower(email) = ${email}`);
      expect(n).toBe(1);
    }
  });
});
