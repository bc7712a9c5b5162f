// A held request says what it will do (four eyes, the approver's page), over real HTTP on PGlite and PostgreSQL: a
// report-setting file names its merchants (id and name) and the months each loses (the first 20 merchants, months
// deactivated already marked), its pair count, file name and the maker's comment, and the list row counts merchants
// and months; a legal-status batch lists the rows that would set Dead or BankruptcyConfirmed apart (with names) and
// the maker's comment; a bulk cancellation lists its first plans with consumer and amount; a grant names the member
// and the permissions they would gain (a role edited after the request as it is now, marked), a role edit its added
// and removed permissions and holders; after the decision `applied` says what was applied and what was refused.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { PERMISSIONS as P } from '../../src/shared/permissions';
import { newId } from '../../src/shared/id-patterns';
import { startHarness, type GqlAnswer, type Harness, type Row, type StaffClient } from '../support/harness';
import { codeOf, insertConsumer, insertContract, newKey } from '../support/fixtures';

let h: Harness;
let maker: StaffClient;
let approver: StaffClient;
let runner: JobRunner | undefined;

const WORK = [
  P.consumersWrite,
  P.legalStatusBatchesWrite,
  P.installmentPlansBulkCancel,
  P.merchantInvoicesWrite,
  P.staffAdmin,
];

beforeAll(async () => {
  h = await startHarness({ consumers: 2, seed: 7, demoStaff: false });
  maker = await h.staff(WORK, { email: 'maker@example.com' });
  approver = await h.staff([...WORK, P.approvalsDecide], { email: 'approver@example.com' });
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

async function drain(): Promise<void> {
  runner ??= startJobRunner(h.tdb.db, { chunkSizes: { legal_status: 50 }, pollMs: 60_000 });
  await runner.drained();
}

const PREVIEW = `preview { rowCount failingCount statusCounts { status count } makerComment fileName merchantCount
  monthCount merchants { merchantId name months alreadyDeactivated }
  irreversibleRows { position consumerId name currentStatus newStatus } irreversibleCount
  cancellablePlans amount plans { position planId consumerId consumerName amount status } lines
  staffChange { memberEmail newMember roles gained removed holders rolesChangedSinceRequest }
  applied { finished changed unchanged refused { reason count } pending } }`;
const REQUEST = `query($id: ID!) { approvalRequest(id: $id) { status outcome extent { rows merchants months } ${PREVIEW} } }`;
const APPROVE = `mutation($id: ID!) { approveRequest(id: $id) { status outcome ${PREVIEW} } }`;
const LIST = `{ approvalRequests(status: Pending) { id extent { rows merchants months } } }`;

function heldId(answer: GqlAnswer): string {
  expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('APPROVAL_REQUIRED');
  return answer.errors![0].extensions!.approvalRequestId as string;
}

const requestOf = async (id: string) => (await approver.gql('', REQUEST, { id })).data!.approvalRequest;
const approve = async (id: string) => {
  const answer = await approver.gql('', APPROVE, { id }, { idempotencyKey: newKey() });
  expect(answer.errors).toBeUndefined();
  return answer.data!.approveRequest;
};

describe('a report-setting file', () => {
  const STAGE = `mutation($id: ID!, $part: BatchPart!, $rows: [InvoiceDeactivationRow!]!, $f: String, $c: String) {
    stageInvoiceDeactivations(uploadId: $id, part: $part, rows: $rows, fileName: $f, comment: $c) { id } }`;
  const APPLY = `mutation($id: ID!) { deactivateInvoiceUpload(uploadId: $id) { added } }`;
  const uploadId = () => `ida_${createHash('sha256').update(newKey()).digest('hex').slice(0, 32)}`;
  const merchantId = () => `mer_${newId('consumer').slice(4)}`;

  it('names every merchant and its months, the pair count, file name and comment; applied, what changed', async () => {
    // 22 merchants: each loses January to March 2024 (the first twice in the file), so 66 pairs of 67 rows.
    const ms = Array.from({ length: 22 }, merchantId);
    for (const [k, m] of ms.entries())
      await h.q(sql`insert into merchants (id, name) values (${m}, ${`加盟店${k + 1}`})`);
    await h.q(sql`insert into invoice_deactivations (merchant_id, year, month, created_by)
                  values (${ms[1]}, 2024, 2, 'earlier@example.com')`);
    const rows = ms.flatMap((m) => [1, 2, 3].map((month) => ({ merchantId: m, year: 2024, month })));
    rows.push({ merchantId: ms[0], year: 2024, month: 1 });
    const lined = rows.map((r, i) => ({ ...r, line: i + 2 }));
    const id = uploadId();
    const part = { index: 0, count: 1, firstRow: 1, totalRows: lined.length };
    const long = 'あ'.repeat(1_001);
    const refused = await maker.gql('', STAGE, { id, part, rows: lined, f: 'x.csv', c: long });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0].message).toContain('1,000 文字');
    const staged = await maker.gql('', STAGE, {
      id,
      part,
      rows: lined,
      f: 'report_2024Q1.csv',
      c: '  加盟店からの依頼（チケット 42）  ',
    });
    expect(staged.errors).toBeUndefined();
    const requestId = heldId(await maker.gql('', APPLY, { id }));

    const request = await requestOf(requestId);
    expect(request.extent).toEqual({ rows: 67, merchants: 22, months: 66 });
    const listed = (await approver.gql('', LIST)).data!.approvalRequests.find((r: Row) => r.id === requestId);
    expect(listed.extent).toEqual({ rows: 67, merchants: 22, months: 66 });
    const { preview } = request;
    expect(preview).toMatchObject({
      rowCount: 67,
      fileName: 'report_2024Q1.csv',
      makerComment: '加盟店からの依頼（チケット 42）',
      merchantCount: 22,
      monthCount: 66,
      applied: null,
    });
    expect(preview.merchants).toHaveLength(20);
    expect(preview.merchants[0]).toEqual({
      merchantId: ms[0],
      name: '加盟店1',
      months: ['2024-01', '2024-02', '2024-03'],
      alreadyDeactivated: [],
    });
    expect(preview.merchants[1]).toMatchObject({ merchantId: ms[1], alreadyDeactivated: ['2024-02'] });
    expect(preview.merchants.map((m: Row) => m.merchantId)).toEqual(ms.slice(0, 20));

    const approved = await approve(requestId);
    expect(approved.status).toBe('Approved');
    expect(approved.preview.applied).toEqual({
      finished: true,
      changed: 65,
      unchanged: 1,
      refused: [],
      pending: 0,
    });
  });

  it('a blank comment is no comment; a later part carries no note', async () => {
    const m = merchantId();
    await h.q(sql`insert into merchants (id, name) values (${m}, '単独店')`);
    const id = uploadId();
    // Row `index` of two (month index + 1), sent as part `index` with the note given.
    const send = (index: number, f: string, c: string) =>
      maker.gql('', STAGE, {
        id,
        part: { index, count: 2, firstRow: index + 1, totalRows: 2 },
        rows: [{ line: index + 2, merchantId: m, year: 2023, month: index + 1 }],
        f,
        c,
      });
    expect((await send(1, 'ignored.csv', 'ignored')).errors).toBeUndefined();
    expect((await send(0, 'one.csv', ' \u200b ')).errors).toBeUndefined();
    const { preview } = await requestOf(heldId(await maker.gql('', APPLY, { id })));
    expect(preview).toMatchObject({
      fileName: 'one.csv',
      makerComment: null,
      merchantCount: 1,
      monthCount: 2,
    });
  });
});

describe('a legal-status batch', () => {
  const START = `mutation($b: ID!, $s: [LegalStatusToUpdate!]!, $c: String) {
    legalStatusBatchUpdate(batchId: $b, statusesToUpdate: $s, comment: $c) { id } }`;

  it('lists the rows that would set a final status apart, with names; approved, what the run applied', async () => {
    const dead = [await insertConsumer(h), await insertConsumer(h), await insertConsumer(h)];
    const already = await insertConsumer(h, { legalStatus: 'Dead' });
    const closed = await insertConsumer(h, { status: 'Closed' });
    const other = await insertConsumer(h);
    const b = `lsb_${Date.now()}`;
    const s = [
      { consumerId: other.id, desiredStatus: 'Reconciliation' },
      ...dead.map((c) => ({ consumerId: c.id, desiredStatus: 'Dead' })),
      { consumerId: already.id, desiredStatus: 'Dead' },
      { consumerId: closed.id, desiredStatus: 'BankruptcyConfirmed' },
    ];
    const requestId = heldId(await maker.gql('', START, { b, s, c: '死亡届 3 件（確認済み）' }));
    const { preview } = await requestOf(requestId);
    expect(preview.makerComment).toBe('死亡届 3 件（確認済み）');
    // Only the rows that really set a final status today: not the one Dead already, not the closed account.
    expect(preview.irreversibleCount).toBe(3);
    expect(preview.irreversibleRows).toEqual(
      dead.map((c, k) => ({
        // The file's line: the header is line 1, the first row (Reconciliation) line 2.
        position: k + 3,
        consumerId: c.id,
        name: '試験 太郎',
        currentStatus: 'Normal',
        newStatus: 'Dead',
      })),
    );
    expect(preview.statusCounts).toEqual([
      { status: 'Dead', count: 4 },
      { status: 'BankruptcyConfirmed', count: 1 },
      { status: 'Reconciliation', count: 1 },
    ]);
    expect(preview.failingCount).toBe(1);

    // Approved, the batch runs after the decision: until then every row is still to run.
    const approved = await approve(requestId);
    expect(approved.preview.applied).toEqual({
      finished: false,
      changed: 0,
      unchanged: 0,
      refused: [],
      pending: 6,
    });
    await drain();
    const { preview: after } = await requestOf(requestId);
    expect(after.applied).toEqual({
      finished: true,
      changed: 5,
      unchanged: 0,
      refused: [{ reason: 'AccountClosed', count: 1 }],
      pending: 0,
    });
  });
});

describe('a bulk cancellation', () => {
  it('lists its plans with consumer and amount and keeps the comment; approved, the plans cancelled', async () => {
    await h.q(sql`update approval_policies set row_threshold = 1 where key = 'bulk_cancellation'`);
    const c = await insertConsumer(h);
    const plans = [
      (await insertContract(h, c.id, { outstanding: '1200' })).id,
      (await insertContract(h, c.id, { outstanding: '800' })).id,
      (await insertContract(h, c.id, { status: 'canceled', outstanding: '0' })).id,
    ];
    const START = `mutation($ids: [ID!]!, $c: String) { startBulkCancellation(installmentPlanIds: $ids, comment: $c) { id } }`;
    const requestId = heldId(await maker.gql('', START, { ids: plans, c: '解約申請分' }));
    const { preview } = await requestOf(requestId);
    expect(preview).toMatchObject({ rowCount: 3, cancellablePlans: 2, makerComment: '解約申請分' });
    expect(Number(preview.amount)).toBe(2000);
    expect(
      preview.plans.map((p: Row) => [
        p.position,
        p.planId,
        p.consumerId,
        p.consumerName,
        Number(p.amount),
        p.status,
      ]),
    ).toEqual([
      [1, plans[0], c.id, '試験 太郎', 1200, 'active'],
      [2, plans[1], c.id, '試験 太郎', 800, 'active'],
      [3, plans[2], c.id, '試験 太郎', 0, 'canceled'],
    ]);
    await approve(requestId);
    await drain();
    expect((await requestOf(requestId)).preview.applied).toEqual({
      finished: true,
      changed: 2,
      unchanged: 1,
      refused: [],
      pending: 0,
    });
    await h.q(sql`update approval_policies set row_threshold = 1000 where key = 'bulk_cancellation'`);
  });
});

describe('grants and role edits', () => {
  const GRANT_ROLE = `mutation($s: ID!, $r: String!) { grantStaffRole(staffId: $s, role: $r) { id } }`;
  const GRANT_PERMISSION = `mutation($s: ID!, $p: String!) { grantStaffPermission(staffId: $s, permission: $p) { id } }`;
  const CREATE = `mutation($e: String!, $r: [String!]!) { createStaffMember(email: $e, roles: $r) { id } }`;
  const UPDATE_ROLE = `mutation($n: String!, $p: [String!]!) { updateStaffRole(name: $n, permissions: $p) { name } }`;

  it('a role grant names the member and what they would gain; a role edited since is shown as it is now', async () => {
    const member = await h.account([P.consumersWrite], { email: 'member@example.com' });
    const requestId = heldId(await maker.gql('', GRANT_ROLE, { s: member.id, r: 'support' }));
    const { preview } = await requestOf(requestId);
    expect(preview.lines).toEqual([]);
    expect(preview.staffChange).toEqual({
      memberEmail: 'member@example.com',
      newMember: false,
      roles: ['support'],
      // support holds consumers.write too, which the member has already (consumers.pii.read: migration 0032).
      gained: [P.assessmentReportsRead, P.smsSend, P.consumersPiiRead],
      removed: [],
      holders: [],
      rolesChangedSinceRequest: false,
    });
    // Someone edits the role while the grant waits: an approval would grant the role as it is now.
    await h.q(sql`update staff_roles set permissions = ${`{${P.consumersWrite},${P.cardsWrite}}`}::text[],
                  updated_at = now() + interval '1 second' where name = 'support'`);
    expect((await requestOf(requestId)).preview.staffChange).toMatchObject({
      gained: [P.cardsWrite],
      rolesChangedSinceRequest: true,
    });
    await h.q(sql`update staff_roles
                  set permissions = ${`{${P.assessmentReportsRead},${P.consumersWrite},${P.smsSend},${P.consumersPiiRead}}`}::text[]
                  where name = 'support'`);
  });

  it('a permission grant and a new member name the e-mail and the permissions gained', async () => {
    const member = await h.account([P.smsSend], { email: 'member2@example.com' });
    const grant = await requestOf(
      heldId(await maker.gql('', GRANT_PERMISSION, { s: member.id, p: P.auditLogRead })),
    );
    expect(grant.preview.staffChange).toMatchObject({
      memberEmail: 'member2@example.com',
      roles: [],
      gained: [P.auditLogRead],
    });
    const created = await requestOf(
      heldId(await maker.gql('', CREATE, { e: 'new@example.com', r: ['admin'] })),
    );
    expect(created.preview.staffChange).toMatchObject({
      memberEmail: 'new@example.com',
      newMember: true,
      roles: ['admin'],
    });
    expect([...created.preview.staffChange.gained].sort()).toEqual(
      [P.approvalsDecide, P.auditLogRead, P.staffAdmin].sort(),
    );
  });

  it('a role edit lists the permissions added and removed and every holder; approved, one change applied', async () => {
    const holderA = await h.account([], { email: 'holder-a@example.com' });
    const holderB = await h.account([], { email: 'holder-b@example.com' });
    await h.q(
      sql`insert into staff_roles (name, permissions) values ('night', ${`{${P.smsSend},${P.consumersWrite}}`}::text[])`,
    );
    for (const holder of [holderB, holderA])
      await h.q(sql`insert into staff_user_roles (staff_user_id, role) values (${holder.id}, 'night')`);
    const requestId = heldId(
      await maker.gql('', UPDATE_ROLE, { n: 'night', p: [P.smsSend, P.cardsWrite, P.contractsWrite] }),
    );
    const { preview } = await requestOf(requestId);
    expect(preview.staffChange).toEqual({
      memberEmail: null,
      newMember: false,
      roles: ['night'],
      gained: [P.cardsWrite, P.contractsWrite],
      removed: [P.consumersWrite],
      holders: ['holder-a@example.com', 'holder-b@example.com'],
      rolesChangedSinceRequest: false,
    });
    const approved = await approve(requestId);
    expect(approved.status).toBe('Approved');
    expect(approved.preview.applied).toEqual({
      finished: true,
      changed: 2,
      unchanged: 0,
      refused: [],
      pending: 0,
    });
  });

  it('a grant refused when approved says which rows were refused and why', async () => {
    const member = await h.account([], { email: 'member3@example.com' });
    const requestId = heldId(await maker.gql('', GRANT_PERMISSION, { s: member.id, p: P.smsSend }));
    // Granted meanwhile by another way: the approval's replay finds it held already.
    await h.q(sql`update staff_users set permissions = ${`{${P.smsSend}}`}::text[] where id = ${member.id}`);
    const approved = await approve(requestId);
    expect(approved.status).toBe('Failed');
    expect(approved.preview.applied).toMatchObject({ finished: true, changed: 0, pending: 0 });
    expect(approved.preview.applied.refused).toHaveLength(1);
    expect(approved.preview.applied.refused[0].count).toBe(1);
    expect(approved.outcome).toContain(approved.preview.applied.refused[0].reason);
  });
});
