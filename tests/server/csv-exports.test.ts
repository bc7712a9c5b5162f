// The streamed CSV exporter (server/http/export-routes.ts) over HTTP, on PGlite
// and PostgreSQL: a table's whole view streamed with the BOM, CRLF and an Excel-safe cell, its file name, one audit
// row naming the table, the filter and the row count; the permission of the table's query (deny by default);
// the one-use token (spent once, expired, a stranger's refused); Shift_JIS and the remembered encoding.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';

let h: Harness;
let reader: StaffClient;
let nobody: StaffClient;
const BATCH = 'lsb_export_1';
const ROWS = 3_500;

beforeAll(async () => {
  h = await startHarness({ consumers: 2, seed: 5 });
  reader = await h.staff([PERMISSIONS.auditLogRead], { email: 'exporter@example.com' });
  nobody = await h.staff([], { email: 'nobody@example.com' });
  await h.q(sql`insert into legal_status_batches (id, length, created_by, comment, total_parts)
                values (${BATCH}, ${ROWS}, 'admin@example.com', 'export test', 1)`);
  await h.q(sql`insert into legal_status_batch_items (batch_id, position, consumer_id, desired_status, success, error)
                select ${BATCH}, n, 'con_' || lpad(n::text, 16, '0'), 'Dead',
                       case when n % 2 = 0 then true else false end,
                       case when n % 2 = 0 then null else 'NotFound' end
                from generate_series(1, ${ROWS}) n`);
  // A cell Excel would run as a formula, and one with a comma and a quote.
  await h.q(
    sql`update legal_status_batch_items set consumer_id = '=HYPERLINK("x")' where batch_id = ${BATCH} and position = 1`,
  );
  await h.q(
    sql`update legal_status_batch_items set consumer_id = 'a,"b"' where batch_id = ${BATCH} and position = 3`,
  );
}, 120_000);

afterAll(async () => {
  await h?.close();
});

async function post(client: StaffClient, body: unknown) {
  const response = await fetch(`${h.baseUrl}/api/exports`, {
    method: 'POST',
    headers: { cookie: client.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Row };
}

async function download(client: StaffClient, url: string) {
  const response = await fetch(`${h.baseUrl}${url}`, { headers: { cookie: client.cookie } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function exportRows(client: StaffClient, body: unknown) {
  const asked = await post(client, body);
  expect(asked.status).toBe(200);
  return download(client, asked.body.url as string);
}

async function auditRowsOf(email: string, table: string): Promise<Row[]> {
  return h.q<Row>(sql`select outcome, target_type, target_id, detail from audit_log
                      where staff_email = ${email} and operation = 'exportCsv' and target_type = ${table}
                      order by seq`);
}

describe('exporting a table', () => {
  it('streams every row of the view with the BOM, CRLF line ends and Excel-safe cells, as an attachment', async () => {
    const { response, bytes } = await exportRows(h.admin, {
      table: 'legal_status_results',
      scope: { batchId: BATCH },
      encoding: 'utf8-bom',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="legal_status_results_${BATCH}_\\d{8}-\\d{4}\\.csv"$`),
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(ROWS + 2);
    expect(lines[0]).toBe('No.,Consumer ID,Desired legal status,Result,Error,理由');
    // No. is the row's file line; these rows were stored without one, so it reads as position + 1 (header line 1).
    expect(lines[1]).toBe(`2,"'=HYPERLINK(""x"")",Dead,Failure,NotFound,顧客が見つかりません`);
    expect(lines[2]).toBe('3,con_0000000000000002,Dead,Success,,');
    expect(lines[3]).toBe('4,"a,""b""",Dead,Failure,NotFound,顧客が見つかりません');
    expect(lines[ROWS]).toBe(`${ROWS + 1},con_${String(ROWS).padStart(16, '0')},Dead,Success,,`);
  });

  it('writes one audit row naming who, the table, the filter and the row count', async () => {
    const email = 'counted@example.com';
    const staff = await h.staff([], { email });
    await exportRows(staff, { table: 'legal_status_results', scope: { batchId: BATCH } });
    await vi.waitFor(async () => expect(await auditRowsOf(email, 'legal_status_results')).toHaveLength(1));
    const [row] = await auditRowsOf(email, 'legal_status_results');
    expect(row.outcome).toBe('success');
    expect(row.target_id).toBe(BATCH);
    expect(row.detail).toMatchObject({
      table: 'legal_status_results',
      filter: { batchId: BATCH },
      rows: ROWS,
      encoding: 'utf8-bom',
    });
  });

  it('names the file `<table>_all_<JST minute>.csv` for a table of no one thing, newest first', async () => {
    const { response, bytes } = await exportRows(h.admin, { table: 'legal_status_batches', scope: {} });
    expect(response.headers.get('content-disposition')).toMatch(
      /filename="legal_status_batches_all_\d{8}-\d{4}\.csv"/,
    );
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Batch ID,Created by,Created at,Completed at,Status,Rows,Success cases,Comment');
    expect(lines.some((l) => l.startsWith(`${BATCH},admin@example.com,`))).toBe(true);
    expect(lines[1]).toMatch(/^[^,]+,[^,]*,\d{4}\/\d{2}\/\d{2} \d{2}:\d{2},/);
  });

  it('refuses a table without the permission of its query, and audits the refusal', async () => {
    const asked = await post(nobody, { table: 'audit_log', scope: { operation: 'exportCsv' } });
    expect(asked.status).toBe(403);
    expect(asked.body.code).toBe('Forbidden');
    expect(asked.body.message).toContain(PERMISSIONS.auditLogRead);
    const [refusal] = await auditRowsOf(nobody.email, 'audit_log');
    expect(refusal).toMatchObject({ outcome: 'refused', detail: { filter: { operation: 'exportCsv' } } });

    const { response, bytes } = await exportRows(reader, {
      table: 'audit_log',
      scope: { outcome: 'refused' },
    });
    expect(response.status).toBe(200);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '連番,日時,スタッフ,操作,操作（名前）,対象種別,対象,結果,結果（名前）,承認者,IP,詳細',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(',refused,'))).toBe(true);
  });

  it('refuses a table nobody registered and a bad scope, changing nothing', async () => {
    expect((await post(h.admin, { table: 'staff_passwords', scope: {} })).status).toBe(400);
    expect((await post(h.admin, { table: 'legal_status_results', scope: {} })).status).toBe(400);
    expect((await post(h.admin, { table: 'audit_log', scope: { outcome: 'maybe' } })).status).toBe(400);
    expect(
      (await post(h.admin, { table: 'legal_status_results', scope: { batchId: BATCH }, encoding: 'latin1' }))
        .status,
    ).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${h.baseUrl}/api/exports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ table: 'legal_status_batches', scope: {} }),
    });
    expect(response.status).toBe(401);
  });
});

describe('the download token', () => {
  it('is spent by its first use', async () => {
    const asked = await post(h.admin, { table: 'legal_status_batches', scope: {} });
    expect((await download(h.admin, asked.body.url)).response.status).toBe(200);
    const again = await download(h.admin, asked.body.url);
    expect(again.response.status).toBe(404);
  });

  it("is refused to another staff member, and stays the owner's", async () => {
    const asked = await post(h.admin, { table: 'legal_status_batches', scope: {} });
    expect((await download(reader, asked.body.url)).response.status).toBe(404);
    expect((await download(h.admin, asked.body.url)).response.status).toBe(200);
  });

  it('is refused once expired', async () => {
    const asked = await post(h.admin, { table: 'legal_status_batches', scope: {} });
    // A minute passes.
    await h.q(
      sql`update csv_export_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await download(h.admin, asked.body.url)).response.status).toBe(404);
  });
});

describe('the encoding', () => {
  it('is Shift_JIS when chosen (no BOM), and remembered for the staff member', async () => {
    const staff = await h.staff([], { email: 'sjis@example.com' });
    const before = await fetch(`${h.baseUrl}/api/exports/preference`, { headers: { cookie: staff.cookie } });
    expect(await before.json()).toEqual({ encoding: 'utf8-bom' });

    const { response, bytes } = await exportRows(staff, {
      table: 'legal_status_results',
      scope: { batchId: BATCH },
      encoding: 'shift_jis',
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    expect(bytes[0]).toBe('N'.charCodeAt(0));
    const text = new TextDecoder('shift_jis').decode(bytes);
    expect(text.split('\r\n')[1]).toContain('顧客が見つかりません');

    const after = await fetch(`${h.baseUrl}/api/exports/preference`, { headers: { cookie: staff.cookie } });
    expect(await after.json()).toEqual({ encoding: 'shift_jis' });
    // Without an encoding, the remembered one is used.
    const again = await exportRows(staff, { table: 'legal_status_batches', scope: {} });
    expect(again.response.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
  });
});

describe("every registered table of the console's screens", () => {
  const someConsumer = async () =>
    (await h.q<{ id: string; email: string }>(sql`select id, email from consumers order by id limit 1`))[0];

  it('exports each with its header line and its rows', async () => {
    const consumer = await someConsumer();
    const [payment] = await h.q<{ id: string }>(sql`select id from payments order by id limit 1`);
    const cases: [string, Record<string, unknown>, string][] = [
      ['search_consumers', { keyword: consumer.email }, 'ID,Name,Created,Date of birth,E-mail,Phone,Status'],
      [
        'search_payments',
        { keyword: payment.id },
        'ID,Test,Consumer ID,Consumer,Amount,Shipping address,Created,Status',
      ],
      ['payment_captures', { paymentId: payment.id }, 'Capture ID,Amount,Created'],
      ['payment_refunds', { paymentId: payment.id }, 'Refund ID,Capture ID,Amount,Reason,Created'],
      ['merchants', { disabled: false }, 'Merchant ID,Name,Created at,Disabled at,Deactivated months'],
      ['consumer_fraud_logs', { consumerId: consumer.id }, 'Date,Creator,Message'],
      ['payment_fraud_log', { paymentId: payment.id }, 'Created,Creator,Message'],
      [
        'account_charges',
        { consumerId: consumer.id },
        '計上日時,ID,金額,種別,ティア,クレジットライン,説明,分割,支払方法',
      ],
      [
        'account_bill_statements',
        { consumerId: consumer.id },
        'ID,請求書発行日,請求額,遅延手数料,未払い請求額,支払期限,ステータス,口座振替',
      ],
      [
        'approval_requests',
        { tab: 'decided' },
        'ID,操作,操作（名前）,対象種別,対象,申請者,申請日時,状態,状態（名前）,決定者,決定日時,コメント,理由',
      ],
      ['staff_members', {}, 'メールアドレス,ロール,権限,有効な権限,ロック,最終サインイン,パスワード設定済み'],
    ];
    for (const [table, scope, header] of cases) {
      const { response, bytes } = await exportRows(h.admin, { table, scope });
      expect(response.status, table).toBe(200);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0], table).toBe(header);
    }
    const search = await exportRows(h.admin, {
      table: 'search_consumers',
      scope: { keyword: consumer.email },
    });
    expect(search.bytes.toString('utf8')).toContain(consumer.id);
    const merchants = await exportRows(h.admin, { table: 'merchants', scope: { disabled: false } });
    expect(merchants.bytes.subarray(3).toString('utf8').trimEnd().split('\r\n').length).toBeGreaterThan(1);
  });

  it('keeps the staff list to staff.admin', async () => {
    expect((await post(reader, { table: 'staff_members', scope: {} })).status).toBe(403);
  });
});
