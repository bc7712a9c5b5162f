// Four eyes, over real HTTP on PGlite and PostgreSQL: each default policy row holds its change
// (APPROVAL_REQUIRED, nothing applied) and applies it on approval; refusals are answered at once, never held; the
// maker can never decide their own request (a second session too); two approvers at once apply it once; approval
// re-checks the rule against the current rows (Failed); rejection, withdrawal and expiry; who sees which requests;
// the approver beside the maker in the audit row and the consumer's history; a policy change is itself held.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { PERMISSIONS } from '../../src/shared/permissions';
import { newId } from '../../src/shared/id-patterns';
import {
  startHarness,
  STAFF_PASSWORD,
  type GqlAnswer,
  type Harness,
  type Row,
  type StaffClient,
} from '../support/harness';
import { codeOf, insertConsumer, insertContract, newKey } from '../support/fixtures';

let h: Harness;
let maker: StaffClient;
let makerAgain: StaffClient;
let approver: StaffClient;
let approver2: StaffClient;
let decideOnly: StaffClient;
let runner: JobRunner | undefined;

const P = PERMISSIONS;
const WORK = [
  P.consumersWrite,
  P.legalStatusBatchesWrite,
  P.installmentPlansBulkCancel,
  P.merchantInvoicesWrite,
  P.staffAdmin,
];

beforeAll(async () => {
  h = await startHarness({ consumers: 4, seed: 5, demoStaff: false });
  maker = await h.staff(WORK, { email: 'maker@example.com' });
  makerAgain = await h.signIn('maker@example.com', STAFF_PASSWORD);
  approver = await h.staff([...WORK, P.approvalsDecide], { email: 'approver@example.com' });
  approver2 = await h.staff([...WORK, P.approvalsDecide], { email: 'approver2@example.com' });
  decideOnly = await h.staff([P.approvalsDecide], { email: 'decide-only@example.com' });
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

async function drain(): Promise<void> {
  runner ??= startJobRunner(h.tdb.db, { chunkSizes: { legal_status: 50 }, pollMs: 60_000 });
  await runner.drained();
}

const LEGAL = `mutation($id: ID!, $s: LegalStatus!) { updateConsumerLegalStatus(id: $id, legalStatus: $s) { id legalStatus } }`;
const REQUEST_FIELDS = `id status operation targetId targetType maker { id email } decidedBy { email } createdAt decidedAt
  expiresAt comment reason outcome arguments decisionBlockedReason
  preview { rowCount currentValue newValue statusCounts { status count } failingCount
            failingRows { position id value problem } firstRows { position id } cancellablePlans amount lines }`;
const REQUEST = `query($id: ID!) { approvalRequest(id: $id) { ${REQUEST_FIELDS} } }`;
const APPROVE = `mutation($id: ID!, $c: String) { approveRequest(id: $id, comment: $c) { ${REQUEST_FIELDS} } }`;
const REJECT = `mutation($id: ID!, $r: String!) { rejectRequest(id: $id, reason: $r) { ${REQUEST_FIELDS} } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawRequest(id: $id) { ${REQUEST_FIELDS} } }`;
const LIST = `query($s: ApprovalStatus, $d: Boolean) { approvalRequests(status: $s, decided: $d) { id status maker { email } } }`;

const consumerRow = async (id: string) =>
  (await h.q<Row>(sql`select status, legal_status from consumers where id = ${id}`))[0];

/** The approval request id of a held answer; fails the test if the answer was not held. */
function heldId(answer: GqlAnswer): string {
  expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('APPROVAL_REQUIRED');
  const id = answer.errors![0].extensions!.approvalRequestId as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

describe('a single consumer to a final legal status', () => {
  it('is held: nothing changes, the audit row says held, the request shows current and new values', async () => {
    const c = await insertConsumer(h);
    const answer = await maker.gql('', LEGAL, { id: c.id, s: 'Dead' });
    const id = heldId(answer);
    expect(await consumerRow(c.id)).toEqual({ status: 'Enabled', legal_status: 'Normal' });
    const [audit] = await h.q<Row>(
      sql`select outcome, staff_email, detail from audit_log where operation = 'consumer.legal_status'
          and target_id = ${c.id} order by seq desc limit 1`,
    );
    expect(audit.outcome).toBe('held');
    expect(audit.staff_email).toBe('maker@example.com');
    expect(audit.detail.approvalRequestId).toBe(id);
    const request = (await approver.gql('', REQUEST, { id })).data!.approvalRequest;
    expect(request).toMatchObject({
      status: 'Pending',
      operation: 'updateConsumerLegalStatus',
      targetId: c.id,
      maker: { email: 'maker@example.com' },
      decisionBlockedReason: null,
      preview: { rowCount: 1, currentValue: 'Normal', newValue: 'Dead' },
    });
    expect(JSON.parse(request.arguments)).toEqual({ id: c.id, legalStatus: 'Dead' });
    expect(request.expiresAt - request.createdAt).toBe(72 * 3_600_000);
  });

  it('a status with a way back stays immediate', async () => {
    const c = await insertConsumer(h);
    const answer = await maker.gql('', LEGAL, { id: c.id, s: 'LawyerInterventionAssigned' });
    expect(answer.errors).toBeUndefined();
    expect((await consumerRow(c.id)).legal_status).toBe('LawyerInterventionAssigned');
  });

  it('changes the rules refuse are refused at once with their own answer, never held', async () => {
    const closed = await insertConsumer(h, { status: 'Closed' });
    const before = await h.q<Row>(sql`select count(*)::int as n from approval_requests`);
    expect(codeOf(await maker.gql('', LEGAL, { id: closed.id, s: 'Dead' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await maker.gql('', LEGAL, { id: newId('consumer'), s: 'Dead' }))).toBe('NOT_FOUND');
    expect(codeOf(await decideOnly.gql('', LEGAL, { id: closed.id, s: 'Dead' }))).toBe('FORBIDDEN');
    const dead = await insertConsumer(h, { legalStatus: 'Dead', status: 'Disabled' });
    expect(codeOf(await maker.gql('', LEGAL, { id: dead.id, s: 'BankruptcyConfirmed' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await h.q<Row>(sql`select count(*)::int as n from approval_requests`)).toEqual(before);
  });

  it('the maker cannot approve or reject it, from this or a second session; a decider needs the action permission too', async () => {
    const c = await insertConsumer(h);
    const id = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    // The maker holds approvals.decide too from now on: still their own request.
    await h.q(
      sql`update staff_users set permissions = permissions || '{approvals.decide}' where email = 'maker@example.com'`,
    );
    try {
      for (const who of [maker, makerAgain]) {
        const approved = await who.gql('', APPROVE, { id });
        expect(codeOf(approved)).toBe('FORBIDDEN');
        expect(approved.errors![0].message).toMatch(/own request/);
        expect(codeOf(await who.gql('', REJECT, { id, r: 'no' }))).toBe('FORBIDDEN');
      }
    } finally {
      await h.q(
        sql`update staff_users set permissions = array_remove(permissions, 'approvals.decide') where email = 'maker@example.com'`,
      );
    }
    const noDecide = await h.staff([P.consumersWrite]);
    expect(codeOf(await noDecide.gql('', APPROVE, { id }))).toBe('FORBIDDEN');
    const denied = await decideOnly.gql('', APPROVE, { id });
    expect(codeOf(denied)).toBe('FORBIDDEN');
    expect(denied.errors![0].message).toContain('consumers.write');
    expect(await consumerRow(c.id)).toEqual({ status: 'Enabled', legal_status: 'Normal' });
    expect((await approver.gql('', REQUEST, { id })).data!.approvalRequest.status).toBe('Pending');
  });

  it('approved by a second person: applied, the history and the audit row name maker and approver', async () => {
    const c = await insertConsumer(h);
    const id = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'BankruptcyConfirmed' }));
    const key = newKey();
    const answer = await approver.gql('', APPROVE, { id, c: '確認しました' }, { idempotencyKey: key });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.approveRequest).toMatchObject({
      status: 'Approved',
      decidedBy: { email: 'approver@example.com' },
      comment: '確認しました',
      outcome: 'Applied',
    });
    expect(await consumerRow(c.id)).toEqual({ status: 'Disabled', legal_status: 'BankruptcyConfirmed' });
    const history = await h.q<Row>(
      sql`select kind, agent, approved_by from consumer_history where consumer_id = ${c.id} and kind <> 'Created' order by id`,
    );
    expect(history).toEqual([
      { kind: 'Updated', agent: 'maker@example.com', approved_by: 'approver@example.com' },
      { kind: 'Disabled', agent: 'maker@example.com', approved_by: 'approver@example.com' },
    ]);
    const HISTORY = `query($id: ID!, $from: EpochMillis!, $to: EpochMillis!) { consumerHistory(consumerId: $id, from: $from, to: $to) {
      ... on ConsumerUpdatedRecord { kind agent approvedBy } } }`;
    const records = (
      await approver.gql('', HISTORY, { id: c.id, from: Date.now() - 86_400_000, to: Date.now() + 60_000 })
    ).data!.consumerHistory.filter((r: Row) => r.kind === 'Updated');
    expect(records).toEqual([
      { kind: 'Updated', agent: 'maker@example.com', approvedBy: 'approver@example.com' },
    ]);
    const audits = await h.q<Row>(
      sql`select operation, outcome, staff_email, detail->>'approverEmail' as approver from audit_log
          where (target_id = ${c.id} and operation = 'consumer.legal_status') or (target_id = ${id}) order by seq`,
    );
    expect(audits).toEqual([
      {
        operation: 'consumer.legal_status',
        outcome: 'held',
        staff_email: 'maker@example.com',
        approver: null,
      },
      {
        operation: 'consumer.legal_status',
        outcome: 'success',
        staff_email: 'maker@example.com',
        approver: 'approver@example.com',
      },
      {
        operation: 'approval.approve',
        outcome: 'success',
        staff_email: 'approver@example.com',
        approver: null,
      },
    ]);
    // The same Idempotency-Key again gets the first answer, and nothing is applied twice.
    const repeat = await approver.gql('', APPROVE, { id, c: '確認しました' }, { idempotencyKey: key });
    expect(repeat.text).toBe(answer.text);
    expect(
      await h.q<Row>(
        sql`select count(*)::int as n from audit_log where operation = 'approval.approve' and target_id = ${id}`,
      ),
    ).toEqual([{ n: 1 }]);
    // Decided once: a second approval is a conflict.
    expect(codeOf(await approver2.gql('', APPROVE, { id }))).toBe('CONFLICT');
  });

  it('approval after the consumer changed re-checks the rule: Failed with the rule answer, nothing applied', async () => {
    const c = await insertConsumer(h);
    const id = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    await h.q(
      sql`update consumers set status = 'Closed', closed_at = now(), closed_by = 'x@example.com' where id = ${c.id}`,
    );
    const answer = await approver.gql('', APPROVE, { id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.approveRequest.status).toBe('Failed');
    expect(answer.data!.approveRequest.outcome).toMatch(/closed account/);
    expect((await consumerRow(c.id)).legal_status).toBe('Normal');
  });

  it('a maker who lost the permission meanwhile: Failed, nothing applied', async () => {
    const c = await insertConsumer(h);
    const loser = await h.staff([P.consumersWrite]);
    const id = heldId(await loser.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    await h.q(sql`update staff_users set permissions = '{}' where id = ${loser.id}`);
    const answer = await approver.gql('', APPROVE, { id });
    expect(answer.data!.approveRequest).toMatchObject({ status: 'Failed' });
    expect(answer.data!.approveRequest.outcome).toMatch(/no longer holds/);
    expect((await consumerRow(c.id)).legal_status).toBe('Normal');
  });

  it('two approvers at once: one application, the other a clear CONFLICT', async () => {
    const c = await insertConsumer(h);
    const id = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    const answers = await Promise.all([
      approver.gql('', APPROVE, { id }),
      approver2.gql('', APPROVE, { id }),
    ]);
    const ok = answers.filter((a) => !a.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0].data!.approveRequest.status).toBe('Approved');
    const other = answers.find((a) => a.errors)!;
    expect(codeOf(other)).toBe('CONFLICT');
    expect(other.errors![0].message).toMatch(/already Approved/);
    const updates = await h.q<Row>(
      sql`select count(*)::int as n from consumer_history where consumer_id = ${c.id} and kind = 'Updated'`,
    );
    expect(updates).toEqual([{ n: 1 }]);
  });
});

describe('reject, withdraw, expire', () => {
  it('reject needs a reason that is not blank (whitespace, zero-width, control characters)', async () => {
    const c = await insertConsumer(h);
    const id = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    for (const r of ['', '   ', '\u200b', '\u0007', '\u3000'])
      expect(codeOf(await approver.gql('', REJECT, { id, r }))).toBe('BAD_USER_INPUT');
    const answer = await approver.gql('', REJECT, { id, r: '本人確認書類が未着' });
    expect(answer.data!.rejectRequest).toMatchObject({ status: 'Rejected', reason: '本人確認書類が未着' });
    expect((await consumerRow(c.id)).legal_status).toBe('Normal');
    expect(codeOf(await approver2.gql('', APPROVE, { id }))).toBe('CONFLICT');
  });

  it('only the maker withdraws, while it is pending', async () => {
    const c = await insertConsumer(h);
    const id = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    expect(codeOf(await approver.gql('', WITHDRAW, { id }))).toBe('FORBIDDEN');
    const answer = await makerAgain.gql('', WITHDRAW, { id });
    expect(answer.data!.withdrawRequest.status).toBe('Withdrawn');
    expect(codeOf(await maker.gql('', WITHDRAW, { id }))).toBe('CONFLICT');
    expect(codeOf(await approver.gql('', APPROVE, { id }))).toBe('CONFLICT');
  });

  it('expires after 72 hours: Expired, and it can no longer be approved', async () => {
    const c = await insertConsumer(h);
    const id = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    await h.q(sql`update approval_requests set expires_at = now() - interval '1 second' where id = ${id}`);
    expect((await approver.gql('', REQUEST, { id })).data!.approvalRequest.status).toBe('Expired');
    expect(codeOf(await approver.gql('', APPROVE, { id }))).toBe('CONFLICT');
    expect((await consumerRow(c.id)).legal_status).toBe('Normal');
  });
});

describe('who sees which requests', () => {
  it('deciders see every request, others only their own; the header count leaves out one own requests', async () => {
    const other = await h.staff([P.consumersWrite]);
    const c = await insertConsumer(h);
    const mine = heldId(await other.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    const theirs = heldId(await maker.gql('', LEGAL, { id: (await insertConsumer(h)).id, s: 'Dead' }));
    const seen = (await other.gql('', LIST, {})).data!.approvalRequests.map((r: Row) => r.id);
    expect(seen).toEqual([mine]);
    expect((await other.gql('', REQUEST, { id: theirs })).data!.approvalRequest).toBeNull();
    const all = (await approver.gql('', LIST, { s: 'Pending' })).data!.approvalRequests.map((r: Row) => r.id);
    expect(all.slice(0, 2)).toEqual([theirs, mine]);
    const count = `{ pendingApprovalCount }`;
    const pending = (await approver.gql('', count)).data!.pendingApprovalCount;
    expect(pending).toBe(all.length);
    expect((await other.gql('', count)).data!.pendingApprovalCount).toBe(0);
    const banner = `query($t: ID!) { pendingApprovals(targetId: $t) { id operation } }`;
    expect((await other.gql('', banner, { t: c.id })).data!.pendingApprovals).toEqual([
      { id: mine, operation: 'updateConsumerLegalStatus' },
    ]);
    const decided = (await approver.gql('', LIST, { d: true })).data!.approvalRequests;
    expect(decided.every((r: Row) => r.status !== 'Pending')).toBe(true);
    expect(codeOf(await approver.gql('', `{ approvalRequests(limit: 0) { id } }`))).toBe('BAD_USER_INPUT');
  });
});

describe('deactivateInvoices and the policy itself', () => {
  const DEACTIVATE = `mutation($rows: [InvoiceToDeactivate!]!) { deactivateInvoices(invoicesToDeactivate: $rows) }`;

  it('deactivating months is always held and applied on approval', async () => {
    const [m] = await h.q<Row>(sql`select id from merchants order by id limit 1`);
    const rows = [{ merchantId: m.id, year: 2024, month: 3 }];
    const id = heldId(await maker.gql('', DEACTIVATE, { rows }));
    const months = () =>
      h.q<Row>(
        sql`select count(*)::int as n from invoice_deactivations where merchant_id = ${m.id} and year = 2024 and month = 3`,
      );
    expect(await months()).toEqual([{ n: 0 }]);
    expect((await approver.gql('', REQUEST, { id })).data!.approvalRequest.preview.lines).toEqual([
      `${m.id} 2024/03`,
    ]);
    expect((await approver.gql('', APPROVE, { id })).data!.approveRequest.status).toBe('Approved');
    expect(await months()).toEqual([{ n: 1 }]);
  });

  it('a policy change is held, and once approved the new threshold decides', async () => {
    const POLICY = `mutation($k: String!, $e: Boolean!, $t: Int, $f: Boolean!) {
      updateApprovalPolicy(key: $k, enabled: $e, rowThreshold: $t, finalStatuses: $f) { key rowThreshold } }`;
    expect(codeOf(await maker.gql('', POLICY, { k: 'nonsense', e: true, t: 1, f: false }))).toBe(
      'BAD_USER_INPUT',
    );
    const id = heldId(await maker.gql('', POLICY, { k: 'bulk_cancellation', e: true, t: 2, f: false }));
    const policies = `{ approvalPolicies { key enabled rowThreshold finalStatuses } }`;
    expect((await maker.gql('', policies)).data!.approvalPolicies).toContainEqual({
      key: 'bulk_cancellation',
      enabled: true,
      rowThreshold: 1000,
      finalStatuses: false,
    });
    expect((await approver.gql('', APPROVE, { id })).data!.approveRequest.status).toBe('Approved');
    expect((await maker.gql('', policies)).data!.approvalPolicies).toContainEqual({
      key: 'bulk_cancellation',
      enabled: true,
      rowThreshold: 2,
      finalStatuses: false,
    });

    // Now 3 plans are more than the threshold: held with the plans and the amount, started only on approval.
    const START = `mutation($ids: [ID!]!) { startBulkCancellation(installmentPlanIds: $ids) { id done completedAt } }`;
    const c = await insertConsumer(h);
    const plans: string[] = [];
    for (let n = 0; n < 3; n++) plans.push((await insertContract(h, c.id, { outstanding: '1000' })).id);
    const held = heldId(await maker.gql('', START, { ids: plans }));
    // The held start's audit row names the job it keeps.
    const [heldAudit] = await h.q<Row>(
      sql`select target_id from audit_log where operation = 'contract.bulk_cancellation' and outcome = 'held'
          and detail->>'approvalRequestId' = ${held}`,
    );
    expect(heldAudit.target_id).toMatch(/^bcj_/);
    const request = (await approver.gql('', REQUEST, { id: held })).data!.approvalRequest;
    expect(request.preview).toMatchObject({ rowCount: 3, cancellablePlans: 3, amount: '3000' });
    // The same file again while it waits answers as the held request did; the runner leaves it.
    expect(heldId(await maker.gql('', START, { ids: plans }))).toBe(held);
    await drain();
    const active = () =>
      h.q<Row>(
        sql`select count(*)::int as n from installment_contracts where consumer_id = ${c.id} and status = 'active'`,
      );
    expect(await active()).toEqual([{ n: 3 }]);
    expect((await approver.gql('', APPROVE, { id: held })).data!.approveRequest.status).toBe('Approved');
    await drain();
    expect(await active()).toEqual([{ n: 0 }]);
    const [history] = await h.q<Row>(
      sql`select agent, approved_by from consumer_history where consumer_id = ${c.id} and kind = 'ContractReverted' limit 1`,
    );
    expect(history).toEqual({ agent: 'maker@example.com', approved_by: 'approver@example.com' });
  });
});

describe('legal-status batches', () => {
  const START = `mutation($b: ID!, $s: [LegalStatusToUpdate!]!, $p: BatchPart) {
    legalStatusBatchUpdate(batchId: $b, statusesToUpdate: $s, part: $p) { id approvalRequestId completedAt } }`;
  let clock = Date.now();
  const batchId = () => `lsb_${++clock}`;
  const startedAt = async (id: string) =>
    (await h.q<Row>(sql`select started_at from legal_status_batches where id = ${id}`))[0].started_at;

  it('a small batch of statuses with a way back starts at once', async () => {
    const c = await insertConsumer(h);
    const b = batchId();
    const answer = await maker.gql('', START, {
      b,
      s: [{ consumerId: c.id, desiredStatus: 'Reconciliation' }],
    });
    expect(answer.errors).toBeUndefined();
    expect(await startedAt(b)).not.toBeNull();
  });

  it('any row to a final status holds the batch; the preview names the rows that would fail; rejected, it never runs', async () => {
    const ok = await insertConsumer(h);
    const closed = await insertConsumer(h, { status: 'Closed' });
    const b = batchId();
    const s = [
      { consumerId: ok.id, desiredStatus: 'Dead' },
      { consumerId: closed.id, desiredStatus: 'Reconciliation' },
      { consumerId: newId('consumer'), desiredStatus: 'Reconciliation' },
    ];
    const id = heldId(await maker.gql('', START, { b, s }));
    expect(await startedAt(b)).toBeNull();
    // What the console's result page reads: held and awaiting approval, with its request.
    const HELD = `query($b: ID!) { legalStatusBatchUpdate(batchId: $b) { approvalRequestId awaitingApproval } }`;
    expect((await maker.gql('', HELD, { b })).data!.legalStatusBatchUpdate).toEqual({
      approvalRequestId: id,
      awaitingApproval: true,
    });
    const { preview } = (await approver.gql('', REQUEST, { id })).data!.approvalRequest;
    expect(preview.rowCount).toBe(3);
    expect(preview.statusCounts).toEqual([
      { status: 'Reconciliation', count: 2 },
      { status: 'Dead', count: 1 },
    ]);
    expect(preview.failingCount).toBe(2);
    // Each row by its line in the file (the header is line 1): sent without lines, rows 2 and 3 are lines 3 and 4.
    expect(preview.failingRows.map((r: Row) => [r.position, r.problem])).toEqual([
      [3, 'AccountClosed'],
      [4, 'NotFound'],
    ]);
    await approver.gql('', REJECT, { id, r: '確認できません' });
    const [batch] = await h.q<Row>(
      sql`select success, error, completed_at from legal_status_batches where id = ${b}`,
    );
    expect(batch.success).toBe(false);
    expect(batch.error).toMatch(/Rejected/);
    expect((await maker.gql('', HELD, { b })).data!.legalStatusBatchUpdate.awaitingApproval).toBe(false);
    await drain();
    expect((await consumerRow(ok.id)).legal_status).toBe('Normal');
  });

  it('more than 1,000 rows in parts: the last part is held, approval starts it and the runner applies every row', async () => {
    const consumers: string[] = [];
    for (let n = 0; n < 6; n++) consumers.push((await insertConsumer(h)).id);
    const rows = Array.from({ length: 1_500 }, (_, n) => ({
      consumerId: consumers[n % consumers.length],
      desiredStatus: 'LawyerInterventionAssigned',
    }));
    const b = batchId();
    const first = await maker.gql('', START, {
      b,
      s: rows.slice(0, 1_000),
      p: { index: 0, count: 2, firstRow: 1, totalRows: 1_500 },
    });
    expect(first.errors).toBeUndefined();
    const id = heldId(
      await maker.gql('', START, {
        b,
        s: rows.slice(1_000),
        p: { index: 1, count: 2, firstRow: 1_001, totalRows: 1_500 },
      }),
    );
    // A retried last part answers the same request.
    expect(
      heldId(
        await maker.gql('', START, {
          b,
          s: rows.slice(1_000),
          p: { index: 1, count: 2, firstRow: 1_001, totalRows: 1_500 },
        }),
      ),
    ).toBe(id);
    await drain();
    expect(await startedAt(b)).toBeNull();
    expect((await approver.gql('', APPROVE, { id })).data!.approveRequest.status).toBe('Approved');
    await drain();
    const [batch] = await h.q<Row>(
      sql`select successes, failures, approved_by from legal_status_batches where id = ${b}`,
    );
    expect(batch).toEqual({ successes: 6, failures: 1_494, approved_by: 'approver@example.com' });
    const history = await h.q<Row>(
      sql`select agent, approved_by from consumer_history where consumer_id = ${consumers[0]} and kind = 'Updated'`,
    );
    expect(history).toEqual([{ agent: 'maker@example.com', approved_by: 'approver@example.com' }]);
  });
});
