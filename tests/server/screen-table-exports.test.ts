// CSV出力 of the tables that had none (the consumer's logs and messages, the payment's messages and assessment
// reports, the credit audit records, the PLUS and NLP tables, the Fraud payments tab, the convenience-store
// payment's provider table, the approvals policy), over real HTTP through the shared exporter on the seeded demo
// data: each file holds what the screen's own query answers for the same record, in its order; each table keeps
// its query's permission (deny by default, an any-of list for the assessment reports); each export is audited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csvAmount, csvDateTime } from '../../src/shared/csv-export';
import { PERMISSIONS } from '../../src/shared/permissions';
import { csvRecords } from '../support/csv-records';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';

let h: Harness;

async function post(client: StaffClient, table: string, scope: Row) {
  const response = await fetch(`${h.baseUrl}/api/exports`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ table, scope, encoding: 'utf8-bom' }),
  });
  return { status: response.status, body: (await response.json()) as Row };
}

/** The file's records (header first) and its Content-Disposition. */
async function exported(table: string, scope: Row, client: StaffClient = h.admin) {
  const asked = await post(client, table, scope);
  expect(asked.status, `${table}: ${JSON.stringify(asked.body)}`).toBe(200);
  const file = await fetch(`${h.baseUrl}${asked.body.url as string}`, { headers: { cookie: client.cookie } });
  expect(file.status).toBe(200);
  const bytes = Buffer.from(await file.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return {
    records: csvRecords(bytes.subarray(3).toString('utf8')),
    disposition: file.headers.get('content-disposition') ?? '',
  };
}

async function query(text: string, variables: Row): Promise<Row> {
  const answer = await h.gql('', text, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data as Row;
}

/** The record with the most rows of `table` grouped by `column` (a consumer with many logs, …). */
async function busiest(table: string, column: string): Promise<string> {
  const [row] = await h.q<{ id: string }>(
    sql.raw(
      `select ${column} as id from ${table} group by ${column} order by count(*) desc, ${column} limit 1`,
    ),
  );
  expect(row, `${table} has rows in the demo data`).toBeDefined();
  return row.id;
}

const time = (epoch: number | null) => (epoch === null ? '' : csvDateTime(epoch));
const amount = (value: string | null) => (value === null ? '' : csvAmount(value));

/** A message as both message logs show it: the kind uppercase, Sent or NOT SENT, the message else the subject. */
const messageCells = (m: Row) => [
  time(m.createdAt),
  m.kind.toUpperCase(),
  m.dispatched ? 'Sent' : 'NOT SENT',
  m.message?.trim() ? m.message : m.subject?.trim() ? m.subject : 'N/A',
];

beforeAll(async () => {
  h = await startHarness({ consumers: 40 });
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe("the consumer's logs and messages", () => {
  it('admin logs: every log newest first, a text with a comma, quotes and a line break kept whole', async () => {
    const consumerId = await busiest('admin_logs', 'consumer_id');
    await h.q(sql`insert into admin_logs (consumer_id, message, creator, created_at)
                  values (${consumerId}, ${'=SUM(1), "a"\nb'}, 'ops@example.com', now() + interval '1 day')`);
    const { adminLogs } = await query(
      'query L($id: ID!) { adminLogs(consumerId: $id) { createdAt creator message } }',
      { id: consumerId },
    );
    const { records, disposition } = await exported('consumer_admin_logs', { consumerId });
    expect(disposition).toMatch(
      new RegExp(`filename="consumer_admin_logs_${consumerId}_\\d{8}-\\d{4}\\.csv"`),
    );
    expect(records[0]).toEqual(['Date', 'Creator', 'Message']);
    expect(records.slice(1)).toEqual(
      (adminLogs as Row[]).map((l) => [
        time(l.createdAt),
        l.creator,
        l.message.startsWith('=') ? `'${l.message}` : l.message,
      ]),
    );
    expect(records[1]).toEqual([expect.any(String), 'ops@example.com', `'=SUM(1), "a"\nb`]);
  });

  it('messages: kind, sent state and text as the tab shows them', async () => {
    const consumerId = await busiest('consumer_messages', 'consumer_id');
    const { consumerMessages } = await query(
      'query M($id: ID!) { consumerMessages(consumerId: $id) { createdAt kind dispatched subject message } }',
      { id: consumerId },
    );
    const { records } = await exported('consumer_messages', { consumerId });
    expect(records[0]).toEqual(['Date', 'Kind', 'Sent', 'Message']);
    expect(records.slice(1)).toEqual((consumerMessages as Row[]).map(messageCells));
    expect(records.length).toBeGreaterThan(1);
  });
});

describe("the payment page's message log and assessment reports", () => {
  it('messages: as paymentMessages lists them', async () => {
    const paymentId = await busiest('payment_messages', 'payment_id');
    const { paymentMessages } = await query(
      'query P($id: ID!) { paymentMessages(paymentId: $id) { createdAt kind dispatched subject message } }',
      { id: paymentId },
    );
    const { records } = await exported('payment_messages', { paymentId });
    expect(records[0]).toEqual(['Created', 'Kind', 'Status', 'Message']);
    expect(records.slice(1)).toEqual((paymentMessages as Row[]).map(messageCells));
    expect(records.length).toBeGreaterThan(1);
  });

  it('assessment reports: each report with its codes and its metadata JSON in one cell', async () => {
    const paymentId = await busiest('assessment_reports', 'payment_id');
    const { paymentAssessmentReportsByPaymentId: answer } = await query(
      `query A($id: ID!) { paymentAssessmentReportsByPaymentId(paymentId: $id) {
         reports { id kind result reason metadataJson } } }`,
      { id: paymentId },
    );
    const { records } = await exported('payment_assessment_reports', { paymentId });
    expect(records[0]).toEqual(['Report ID', 'Kind', 'Result', 'Reason', 'Metadata']);
    expect(records.slice(1)).toEqual(
      (answer.reports as Row[]).map((r) => [r.id, r.kind, r.result, r.reason ?? '', r.metadataJson ?? '']),
    );
    expect(records.length).toBeGreaterThan(1);
  });
});

describe('the credit audit records and the PLUS and houkatsu tables', () => {
  it('credit audit records and the credit-limit history: amounts as plain numbers, newest first', async () => {
    const consumerId = await busiest('pac_audit_records', 'consumer_id');
    const { pacAuditDataDetailed: detailed, pacAuditDataSummary: summary } = await query(
      `query C($id: ID!) {
         pacAuditDataDetailed(consumerId: $id) { completedAt contractType creditLimitPP maxPACLimit
           hasUnpaidBillInPaidy dependency costOfLiving }
         pacAuditDataSummary(consumerId: $id) { completedAt contractType reason creditLimitPP creditLimitPPFA } }`,
      { id: consumerId },
    );
    const records = (await exported('pac_audit_records', { consumerId })).records;
    expect(records[0]).toHaveLength(19);
    expect(records[0].slice(0, 6)).toEqual([
      'Completed',
      'Contract type',
      'Reason',
      'Credit limit PP',
      'Credit limit PPFA',
      'Max PAC limit',
    ]);
    const yesNo = (v: boolean | null) => (v === null ? '' : v ? 'Yes' : 'No');
    expect(records.slice(1).map((r) => [r[0], r[1], r[3], r[5], r[14], r[16], r[18]])).toEqual(
      (detailed as Row[]).map((d) => [
        time(d.completedAt),
        d.contractType,
        amount(d.creditLimitPP),
        amount(d.maxPACLimit),
        yesNo(d.hasUnpaidBillInPaidy),
        d.dependency === null ? '' : String(d.dependency),
        amount(d.costOfLiving),
      ]),
    );
    const history = (await exported('plus_credit_limit_history', { consumerId })).records;
    expect(history).toEqual([
      ['Completed', 'Contract type', 'Reason', 'Credit limit PP', 'Credit limit PPFA'],
      ...(summary as Row[]).map((s) => [
        time(s.completedAt),
        s.contractType,
        s.reason,
        amount(s.creditLimitPP),
        amount(s.creditLimitPPFA),
      ]),
    ]);
    expect(history.length).toBeGreaterThan(1);
  });

  it("physical-card and PayPal link events: every token's and link's events, each naming its token", async () => {
    const [{ id: consumerId }] = await h.q<{ id: string }>(sql`
      select g.consumer_id as id from gps_tokens g join physical_card_events e on e.token = g.token
      where g.consumer_id in (select l.consumer_id from paypal_links l
                              join paypal_link_events pe on pe.paypal_link_id = l.id)
      group by g.consumer_id order by count(*) desc, g.consumer_id limit 1`);
    const { gpsTokens, paypalLinks } = await query(
      `query G($id: ID!) {
         gpsTokens(consumerId: $id) { token physicalCardEvents { physicalCardStatus physicalCardUpdatedAt } }
         paypalLinks(consumerId: $id) { status gpsToken linkEvents { status time } } }`,
      { id: consumerId },
    );
    expect((await exported('plus_physical_card_events', { consumerId })).records).toEqual([
      ['Token', 'Status', 'Updated'],
      ...(gpsTokens as Row[]).flatMap((t) =>
        (t.physicalCardEvents as Row[]).map((e) => [
          t.token,
          e.physicalCardStatus,
          time(e.physicalCardUpdatedAt),
        ]),
      ),
    ]);
    const links = (await exported('plus_paypal_link_events', { consumerId })).records;
    expect(links).toEqual([
      ['GPS token', 'Link status', 'Status', 'Time'],
      ...(paypalLinks as Row[]).flatMap((l) =>
        (l.linkEvents as Row[]).map((e) => [l.gpsToken ?? '', l.status, e.status, time(e.time)]),
      ),
    ]);
    expect(links.length).toBeGreaterThan(1);
  });

  it("monthly power report: the latest cycle's change and synthetic tables", async () => {
    const [{ id: consumerId }] = await h.q<{ id: string }>(sql`
      select id from (
        select distinct on (consumer_id) consumer_id as id, change_in_monthly_power as changes,
               synthetic_monthly_power_plus as synthetic
        from nlp_reports order by consumer_id, computation_cycle desc, id desc) latest
      where jsonb_array_length(changes) > 0 and jsonb_array_length(synthetic) > 0
      order by id limit 1`);
    const { nlpReport } = await query(
      `query N($id: ID!) { nlpReport(consumerId: $id) {
         changeInMonthlyPower { cycle nextMonthDue unconfirmedPaymentsAndUnconfirmedFutureExposures
           predictiveMonthlyPower remainingBalanceOfAvailableAmount }
         syntheticMonthlyPower { plus { name amount } } } }`,
      { id: consumerId },
    );
    const changes = (await exported('nlp_monthly_power_changes', { consumerId })).records;
    expect(changes.slice(1)).toEqual(
      (nlpReport.changeInMonthlyPower as Row[]).map((c) => [
        c.cycle,
        amount(c.nextMonthDue),
        amount(c.unconfirmedPaymentsAndUnconfirmedFutureExposures),
        amount(c.predictiveMonthlyPower),
        amount(c.remainingBalanceOfAvailableAmount),
      ]),
    );
    expect(changes.length).toBeGreaterThan(1);
    expect((await exported('nlp_synthetic_monthly_power', { consumerId })).records).toEqual([
      ['Name', 'Amount'],
      ...(nlpReport.syntheticMonthlyPower.plus as Row[]).map((i) => [i.name, amount(i.amount)]),
    ]);
  });
});

describe('the Fraud payments tab', () => {
  it("every payment of paymentsV2 with its fraud state; the id filter's ids narrow it", async () => {
    const consumerId = await busiest('payment_fraud_flags', 'consumer_id');
    const { paymentsV2, consumerPaymentsActiveFraudFlags: flags } = await query(
      `query F($id: ID!) { paymentsV2(consumerId: $id) { payments { id amount status captures { id } } }
         consumerPaymentsActiveFraudFlags(consumerId: $id) { paymentId activeFraudFlagIds } }`,
      { id: consumerId },
    );
    const flagged = new Map((flags as Row[]).map((f) => [f.paymentId, f.activeFraudFlagIds as string[]]));
    const payments = paymentsV2.payments as Row[];
    const { records } = await exported('fraud_payments', { consumerId });
    expect(records[0]).toEqual([
      'Payment ID',
      'Name',
      'Address',
      'Amount',
      'Created',
      'Status',
      'Captured',
      'Refunded',
      'Fraud',
      'Fraud flag IDs',
    ]);
    expect(records.slice(1).map((r) => [r[0], r[3], r[5], r[8], r[9]])).toEqual(
      payments.map((p) => [
        p.id,
        amount(p.amount),
        p.status,
        flagged.get(p.id)?.length ? 'FRAUDULENT' : 'なし',
        (flagged.get(p.id) ?? []).join(' '),
      ]),
    );
    expect(records.slice(1).some((r) => r[8] === 'FRAUDULENT')).toBe(true);
    const uncaptured = payments.find((p) => (p.captures as Row[]).length === 0);
    if (uncaptured) expect(records.find((r) => r[0] === uncaptured.id)![6]).toBe('uncaptured');

    const picked = [payments[0].id, payments[payments.length - 1].id];
    const narrowed = (await exported('fraud_payments', { consumerId, paymentIds: picked })).records;
    expect(narrowed.slice(1).map((r) => r[0])).toEqual([...new Set(picked)]);
  });

  it('refuses a filter that is not a list of ids, and a list too long for a scope', async () => {
    const consumerId = await busiest('payment_fraud_flags', 'consumer_id');
    for (const paymentIds of ['pay_1', [1, 2]])
      expect((await post(h.admin, 'fraud_payments', { consumerId, paymentIds })).status).toBe(400);
    // 2,001 ids are over the 2,000 a filter may hold and, at this length, over the scope's 16 KiB: 413 first.
    const many = Array.from({ length: 2_001 }, (_, i) => `pay_${i}`);
    expect((await post(h.admin, 'fraud_payments', { consumerId, paymentIds: many })).status).toBe(413);
  });
});

describe('the convenience-store payment page and the approvals policy', () => {
  it("combini payment: the provider table's one row; an unknown id only the header", async () => {
    const [c] = await h.q<Row>(sql`select id, provider_name, provider_ref, consumer_code, merchant_code
                                   from combini_payments where provider_name is not null order by id limit 1`);
    const { records, disposition } = await exported('combini_payment_provider', { combiniPaymentId: c.id });
    expect(disposition).toContain(`combini_payment_provider_${c.id}_`);
    expect(records).toEqual([
      ['Combini payment ID', 'Provider name', 'Provider reference', 'Consumer code', 'Merchant code'],
      [c.id, c.provider_name, c.provider_ref ?? '', c.consumer_code ?? '', c.merchant_code ?? ''],
    ]);
    const unknown = await exported('combini_payment_provider', { combiniPaymentId: 'cbp_0000000000000000' });
    expect(unknown.records).toHaveLength(1);
  });

  it("approvals policy: one row per kind of change in the page's order, the code beside its name", async () => {
    const { approvalPolicies } = await query(
      '{ approvalPolicies { key enabled rowThreshold finalStatuses } }',
      {},
    );
    const { records, disposition } = await exported('approval_policies', {});
    expect(disposition).toMatch(/filename="approval_policies_all_\d{8}-\d{4}\.csv"/);
    expect(records[0]).toEqual([
      '変更の種類',
      'キー',
      '有効',
      '件数のしきい値',
      '死亡・破産確定',
      '更新日時',
      '更新者',
    ]);
    expect(records.slice(1).map((r) => r.slice(1, 5))).toEqual(
      (approvalPolicies as Row[]).map((p) => [
        p.key,
        p.enabled ? 'はい' : 'いいえ',
        p.rowThreshold === null ? '' : String(p.rowThreshold),
        p.finalStatuses ? 'はい' : 'いいえ',
      ]),
    );
    expect(records.find((r) => r[1] === 'legal_status_batch')?.[0]).toBe('法的ステータス一括更新');
  });
});

describe("each table keeps its screen's permission and is audited", () => {
  it('refuses staff without the permission (403 naming it), audits the refusal, allows the holder', async () => {
    const [{ id: consumerId }] = await h.q<{ id: string }>(sql`select id from consumers order by id limit 1`);
    const paymentId = await busiest('assessment_reports', 'payment_id');
    const nobody = await h.staff([], { email: 'no-permissions@example.com' });
    const pacOnly = await h.staff([PERMISSIONS.viewPacRecords], { email: 'pac-only@example.com' });
    const writer = await h.staff([PERMISSIONS.assessmentReportsWrite], {
      email: 'reports-write@example.com',
    });
    const cases: [string, Row, string][] = [
      ['pac_audit_records', { consumerId }, 'can_view_pac_records, can_view_credit_audit_records'],
      ['plus_credit_limit_history', { consumerId }, 'can_view_pac_records'],
      ['fraud_payments', { consumerId }, 'payment_fraud_flags.read'],
      ['payment_assessment_reports', { paymentId }, 'assessment_reports.read or assessment_reports.write'],
    ];
    for (const [table, scope, missing] of cases) {
      const refused = await post(nobody, table, scope);
      expect(refused.status, table).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'Forbidden',
        message: `Forbidden: missing permission ${missing}`,
      });
    }
    const [refusal] = await h.q<Row>(sql`select outcome, target_type, target_id from audit_log
      where staff_email = ${nobody.email} and operation = 'exportCsv' and target_type = 'fraud_payments'`);
    expect(refusal).toEqual({ outcome: 'refused', target_type: 'fraud_payments', target_id: consumerId });
    // Holding one of the two is not enough for the credit audit records; one of the any-of list is.
    expect((await post(pacOnly, 'pac_audit_records', { consumerId })).body.message).toBe(
      'Forbidden: missing permission can_view_credit_audit_records',
    );
    expect((await post(pacOnly, 'plus_credit_limit_history', { consumerId })).status).toBe(200);
    expect(
      (await exported('payment_assessment_reports', { paymentId }, writer)).records.length,
    ).toBeGreaterThan(1);
    // The tables of screens any signed-in staff member sees.
    for (const table of ['consumer_admin_logs', 'consumer_messages', 'plus_physical_card_events'])
      expect((await post(nobody, table, { consumerId })).status, table).toBe(200);
    expect((await post(nobody, 'approval_policies', {})).status).toBe(200);
  });

  it('writes one audit row per export naming the table, its record and the rows sent', async () => {
    const consumerId = await busiest('admin_logs', 'consumer_id');
    const staff = await h.staff([], { email: 'log-exporter@example.com' });
    const { records } = await exported('consumer_admin_logs', { consumerId }, staff);
    const rowsOf = () =>
      h.q<Row>(sql`select outcome, target_type, target_id, detail from audit_log
                   where staff_email = ${staff.email} and operation = 'exportCsv'`);
    await vi.waitFor(async () => expect(await rowsOf()).toHaveLength(1));
    const [row] = await rowsOf();
    expect(row).toMatchObject({
      outcome: 'success',
      target_type: 'consumer_admin_logs',
      target_id: consumerId,
      detail: { table: 'consumer_admin_logs', filter: { consumerId }, rows: records.length - 1 },
    });
  });

  it('refuses a scope without the record id', async () => {
    for (const table of [
      'consumer_messages',
      'payment_messages',
      'combini_payment_provider',
      'pac_audit_records',
    ])
      expect((await post(h.admin, table, {})).status, table).toBe(400);
  });
});
