// The report setting of any size, over real HTTP on PGlite and PostgreSQL: a file staged in parts with the
// legal-status part rule (a part sent again is ignored, other totals or another staff member refused), resumed from
// what has arrived, applied as ONE change that the approvals policy holds and an approval applies; repeated rows
// merged; unknown merchants and malformed rows refused in Japanese with the file's lines; nothing changes before the
// apply call or when it is refused.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS as P } from '../../src/shared/permissions';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type GqlAnswer, type Harness, type Row, type StaffClient } from '../support/harness';
import { codeOf, newKey } from '../support/fixtures';

let h: Harness;
let maker: StaffClient;
let other: StaffClient;
let reader: StaffClient;
let approver: StaffClient;

const STAGE = `mutation($id: ID!, $part: BatchPart!, $rows: [InvoiceDeactivationRow!]!) {
  stageInvoiceDeactivations(uploadId: $id, part: $part, rows: $rows) {
    id length totalParts receivedParts receivedRows appliedAt approvalRequestId } }`;
const UPLOAD = `query($id: ID!) { invoiceDeactivationUpload(id: $id) {
  id length totalParts receivedParts receivedRows appliedAt approvalRequestId
  summary { rows months merchants added alreadyDeactivated } } }`;
const APPLY = `mutation($id: ID!) { deactivateInvoiceUpload(uploadId: $id) {
  rows months merchants added alreadyDeactivated } }`;
const APPROVE = `mutation($id: ID!) { approveRequest(id: $id) { id status outcome } }`;
const PREVIEW = `query($id: ID!) { approvalRequest(id: $id) {
  preview { rowCount failingCount firstRows { position id value problem } } } }`;

const merchantId = () => `mer_${newId('consumer').slice(4)}`;
const uploadId = () => `ida_${createHash('sha256').update(newKey()).digest('hex').slice(0, 32)}`;
/** Ten merchants: a 1,500-row file names each for 150 months (2001…2013). */
let ms: string[];
let m1: string;

beforeAll(async () => {
  h = await startHarness({ consumers: 2, seed: 5, demoStaff: false });
  maker = await h.staff([P.merchantInvoicesWrite], { email: 'maker@example.com' });
  other = await h.staff([P.merchantInvoicesWrite], { email: 'other@example.com' });
  reader = await h.staff([P.consumersWrite], { email: 'reader@example.com' });
  approver = await h.staff([P.merchantInvoicesWrite, P.approvalsDecide], { email: 'approver@example.com' });
  ms = Array.from({ length: 10 }, merchantId);
  for (const m of ms) await h.q(sql`insert into merchants (id, name) values (${m}, 'テスト店')`);
  m1 = ms[0];
}, 120_000);

afterAll(async () => {
  await h?.close();
});

interface FileRow {
  line: number;
  merchantId: string;
  year: number;
  month: number;
}

/** `n` rows over the ten merchants and the months of 2001…, each row once (line = position + 2). */
function fileRows(n: number): FileRow[] {
  return Array.from({ length: n }, (_, i) => {
    const m = Math.floor(i / 10);
    return { line: i + 2, merchantId: ms[i % 10], year: 2001 + Math.floor(m / 12), month: (m % 12) + 1 };
  });
}

function stage(
  who: StaffClient,
  id: string,
  rows: FileRow[],
  index: number,
  count: number,
  totalRows: number,
) {
  const firstRow = rows[0].line - 1;
  return who.gql('', STAGE, { id, rows, part: { index, count, firstRow, totalRows } });
}

const deactivated = (merchant: string) =>
  h.q<Row>(sql`select year, month from invoice_deactivations where merchant_id = ${merchant}`);
const requestIdOf = (answer: GqlAnswer) => answer.errors![0].extensions!.approvalRequestId as string;

describe('staging parts', () => {
  it('stores parts idempotently, reports what has arrived (for a resume) and changes no month', async () => {
    const id = uploadId();
    const rows = fileRows(3_000);
    const first = await stage(maker, id, rows.slice(0, 1_500), 0, 2, 3_000);
    expect(first.errors).toBeUndefined();
    expect(first.data!.stageInvoiceDeactivations).toMatchObject({
      id,
      length: 3_000,
      totalParts: 2,
      receivedParts: [0],
      receivedRows: 1_500,
      appliedAt: null,
    });
    // The same part again (a retry, or a resume after a reload) is answered as the upload stands.
    const again = await stage(maker, id, rows.slice(0, 1_500), 0, 2, 3_000);
    expect(again.data!.stageInvoiceDeactivations.receivedRows).toBe(1_500);
    expect((await maker.gql('', UPLOAD, { id })).data!.invoiceDeactivationUpload).toMatchObject({
      receivedParts: [0],
      receivedRows: 1_500,
    });
    // Only its sender may read or resume it.
    expect((await other.gql('', UPLOAD, { id })).data!.invoiceDeactivationUpload).toBeNull();
    expect(codeOf(await stage(other, id, rows.slice(1_500), 1, 2, 3_000))).toBe('BAD_USER_INPUT');
    // Other totals are another file.
    expect(codeOf(await stage(maker, id, rows.slice(1_500), 1, 3, 3_000))).toBe('BAD_USER_INPUT');
    // Applying an incomplete upload says how much has arrived.
    const early = await maker.gql('', APPLY, { id });
    expect(codeOf(early)).toBe('BAD_USER_INPUT');
    expect(early.errors![0].message).toContain('2 部分のうち 1 部分');
    expect(await deactivated(m1)).toEqual([]);
  });

  it('refuses malformed rows naming their lines, too many rows naming the limit, and staff without the permission', async () => {
    const id = uploadId();
    const rows = fileRows(4);
    rows[1] = { ...rows[1], merchantId: 'mer_short' };
    rows[3] = { ...rows[3], merchantId: 'isp_123' };
    const bad = await stage(maker, id, rows, 0, 1, 4);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toBe('加盟店 ID（mer_…）の形式が正しくありません: 行 3, 5');
    const month = await stage(maker, id, [{ ...fileRows(1)[0], month: 13 }], 0, 1, 1);
    expect(month.errors![0].message).toMatch(/^停止する月は 2000年01月から \d{4}年12月までです: 行 2$/);
    const tooMany = await stage(maker, id, fileRows(1_501), 0, 2, 1_501);
    expect(tooMany.errors![0].message).toContain('1〜1,500 行');
    const huge = await stage(maker, id, fileRows(1), 0, 1, 1_000_001);
    expect(huge.errors![0].message).toContain('1,000,000 行まで');
    expect(codeOf(await stage(reader, id, fileRows(1), 0, 1, 1))).toBe('FORBIDDEN');
    expect(await h.q(sql`select 1 from invoice_deactivation_uploads where id = ${id}`)).toEqual([]);
  });
});

describe('applying an upload', () => {
  it('is held as ONE change for a second person; the approval deactivates every month, repeated rows once', async () => {
    const id = uploadId();
    // 1,600 rows in two parts; the last 100 repeat rows of the first part (merged: counted once).
    const rows = [...fileRows(1_500), ...fileRows(100).map((r, k) => ({ ...r, line: 1_502 + k }))];
    expect((await stage(maker, id, rows.slice(1_500), 1, 2, 1_600)).errors).toBeUndefined();
    expect((await stage(maker, id, rows.slice(0, 1_500), 0, 2, 1_600)).errors).toBeUndefined();
    const held = await maker.gql('', APPLY, { id }, { idempotencyKey: newKey() });
    expect(codeOf(held)).toBe('APPROVAL_REQUIRED');
    const requestId = requestIdOf(held);
    expect(await deactivated(m1)).toEqual([]);
    // Asked again (a reload), it answers the same request; the upload names it too.
    expect(requestIdOf(await maker.gql('', APPLY, { id }))).toBe(requestId);
    expect((await maker.gql('', UPLOAD, { id })).data!.invoiceDeactivationUpload).toMatchObject({
      receivedRows: 1_600,
      approvalRequestId: requestId,
      appliedAt: null,
    });
    const [request] = await h.q<Row>(
      sql`select operation, target_id, facts from approval_requests where id = ${requestId}`,
    );
    expect(request).toMatchObject({ operation: 'deactivateInvoiceUpload', target_id: id });
    expect(request.facts).toMatchObject({ rows: 1_600 });
    // The approver sees what the file holds before deciding.
    const preview = await approver.gql('', PREVIEW, { id: requestId });
    expect(preview.data!.approvalRequest.preview).toMatchObject({
      rowCount: 1_600,
      failingCount: 0,
      // The row by its line in the file (the header is line 1), as the upload page showed it.
      firstRows: expect.arrayContaining([{ position: 2, id: ms[0], value: '200101', problem: null }]),
    });

    const approved = await approver.gql('', APPROVE, { id: requestId }, { idempotencyKey: newKey() });
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveRequest.status).toBe('Approved');
    for (const m of ms) expect(await deactivated(m)).toHaveLength(150);
    const summary = { rows: 1_600, months: 1_500, merchants: 10, added: 1_500, alreadyDeactivated: 0 };
    expect((await maker.gql('', UPLOAD, { id })).data!.invoiceDeactivationUpload).toMatchObject({
      appliedAt: expect.any(Number),
      approvalRequestId: null,
      summary,
    });
    // The same call again answers what was done, without a second request.
    expect((await maker.gql('', APPLY, { id })).data!.deactivateInvoiceUpload).toEqual(summary);
    const audits = await h.q<Row>(sql`select staff_email, outcome, detail->>'approverEmail' as approver
      from audit_log where operation = 'merchant.deactivate_invoices' and target_id = ${id} order by seq`);
    expect(audits).toEqual([
      { staff_email: 'maker@example.com', outcome: 'held', approver: null },
      { staff_email: 'maker@example.com', outcome: 'success', approver: 'approver@example.com' },
      { staff_email: 'maker@example.com', outcome: 'success', approver: null },
    ]);
  });

  it('applies at once when the policy is off, telling what was already deactivated', async () => {
    await h.q(sql`update approval_policies set enabled = false where key = 'merchant.deactivate_invoices'`);
    try {
      const id = uploadId();
      const m3 = merchantId();
      await h.q(sql`insert into merchants (id, name) values (${m3}, '三号店')`);
      await h.q(sql`insert into invoice_deactivations (merchant_id, year, month, created_by)
                    values (${m3}, 2024, 1, 'someone@example.com')`);
      const rows = [1, 2, 2].map((month, k) => ({ line: k + 2, merchantId: m3, year: 2024, month }));
      expect((await stage(maker, id, rows, 0, 1, 3)).errors).toBeUndefined();
      const applied = await maker.gql('', APPLY, { id });
      expect(applied.errors).toBeUndefined();
      expect(applied.data!.deactivateInvoiceUpload).toEqual({
        rows: 3,
        months: 2,
        merchants: 1,
        added: 1,
        alreadyDeactivated: 1,
      });
      expect(await deactivated(m3)).toHaveLength(2);
    } finally {
      await h.q(sql`update approval_policies set enabled = true where key = 'merchant.deactivate_invoices'`);
    }
  });

  it('refuses unknown merchants by id and line, in Japanese, and changes nothing', async () => {
    const id = uploadId();
    const ghost = merchantId();
    const rows = [
      { line: 2, merchantId: m1, year: 2020, month: 1 },
      { line: 3, merchantId: ghost, year: 2020, month: 2 },
      { line: 4, merchantId: ghost, year: 2020, month: 3 },
    ];
    expect((await stage(maker, id, rows, 0, 1, 3)).errors).toBeUndefined();
    const refused = await maker.gql('', APPLY, { id });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0].message).toBe(
      `登録されていない加盟店があります: ${ghost}（行 3, 4）。何も変更していません`,
    );
    expect(await h.q(sql`select 1 from invoice_deactivations where year = 2020`)).toEqual([]);
    expect(codeOf(await reader.gql('', APPLY, { id }))).toBe('FORBIDDEN');
  });
});
