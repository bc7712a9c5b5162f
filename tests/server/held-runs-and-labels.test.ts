// Four eyes, as people read it (PGlite and PostgreSQL, over real HTTP): the consumer page's banner query
// pendingApprovals(targetId) answers every pending request that would change the consumer (their own change, a held
// legal-status batch with a row of theirs, a held bulk cancellation with a plan of theirs), found through indexes; a
// held batch or bulk cancellation whose request was rejected, withdrawn or expired says so (approvalStatus) in its
// history, its result page's fields and both CSV files (却下, 取り下げ, 期限切れ), not as a failed run; the audit and
// approvals CSV files carry each operation, outcome and status as its Japanese label beside its raw name.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/sql';
import { pendingForTargetQuery } from '../../server/domain/approvals/requests';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type GqlAnswer, type Harness, type Row, type StaffClient } from '../support/harness';
import { insertConsumer, insertContract } from '../support/fixtures';
import { exportedCsv } from '../support/csv-export';

let h: Harness;
let maker: StaffClient;
let approver: StaffClient;
let anyone: StaffClient;

const P = PERMISSIONS;

beforeAll(async () => {
  h = await startHarness({ consumers: 4, seed: 9 });
  maker = await h.staff([P.consumersWrite, P.legalStatusBatchesWrite, P.installmentPlansBulkCancel], {
    email: 'maker@example.com',
  });
  approver = h.admin;
  anyone = await h.staff([]);
  // Two plans are more than the threshold: a small file is held, as a file of 1,001 plans is by default.
  await h.q(sql`update approval_policies set row_threshold = 1 where key = 'bulk_cancellation'`);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const LEGAL = `mutation($id: ID!, $s: LegalStatus!) { updateConsumerLegalStatus(id: $id, legalStatus: $s) { id } }`;
const BATCH = `mutation($b: ID!, $s: [LegalStatusToUpdate!]!) {
  legalStatusBatchUpdate(batchId: $b, statusesToUpdate: $s) { id } }`;
const BULK = `mutation($ids: [ID!]!) { startBulkCancellation(installmentPlanIds: $ids) { id } }`;
const BANNER = `query($t: ID!) { pendingApprovals(targetId: $t) { id operation targetType targetId } }`;
const REJECT = `mutation($id: ID!, $r: String!) { rejectRequest(id: $id, reason: $r) { status } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawRequest(id: $id) { status } }`;
const BATCH_STATE = `query($b: ID!, $f: String) {
  legalStatusBatchUpdate(batchId: $b) { approvalStatus awaitingApproval success completedAt }
  legalStatusBatchUpdates(filter: { batchId: $f }) { id approvalStatus }
  legalStatusBatchUpdateResults(batchId: $b) { success error } }`;
const JOB_STATE = `query($id: ID!) { bulkCancellation(id: $id) {
  approvalStatus awaitingApproval completedAt successes notActive failures results { status code } } }`;

let clock = Date.now();
const batchId = () => `lsb_${++clock}`;

/** The approval request id of a held answer; fails the test if the answer was not held. */
function heldId(answer: GqlAnswer): string {
  expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('APPROVAL_REQUIRED');
  return answer.errors![0].extensions!.approvalRequestId as string;
}

const banner = async (consumerId: string) =>
  ((await anyone.gql('', BANNER, { t: consumerId })).data!.pendingApprovals as Row[]).map((r) => r.id);

async function heldBatch(consumerIds: string[]): Promise<{ batch: string; request: string }> {
  const batch = batchId();
  const s = consumerIds.map((consumerId, n) => ({
    consumerId,
    desiredStatus: n === 0 ? 'Dead' : 'Reconciliation',
  }));
  return { batch, request: heldId(await maker.gql('', BATCH, { b: batch, s })) };
}

async function heldJob(plans: string[]): Promise<{ job: string; request: string }> {
  const request = heldId(await maker.gql('', BULK, { ids: plans }));
  const [row] = await h.q<Row>(sql`select target_id from approval_requests where id = ${request}`);
  return { job: row.target_id as string, request };
}

const csv = (client: StaffClient, table: string, scope: Record<string, unknown>) =>
  exportedCsv(h.baseUrl, client.cookie, table, scope);

describe("the consumer page's banner: pendingApprovals(targetId)", () => {
  it('answers every pending request that would change the consumer, newest first; a decided one leaves', async () => {
    const c = await insertConsumer(h);
    const other = await insertConsumer(h);
    const nobody = await insertConsumer(h);
    const own = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    // A batch whose first row is the other consumer's: the consumer's row is the second.
    const { batch, request: inBatch } = await heldBatch([other.id, c.id]);
    const plan = await insertContract(h, c.id);
    const otherPlan = await insertContract(h, other.id);
    const { job, request: inJob } = await heldJob([otherPlan.id, plan.id]);

    expect(await banner(c.id)).toEqual([inJob, inBatch, own]);
    expect((await anyone.gql('', BANNER, { t: c.id })).data!.pendingApprovals).toEqual([
      { id: inJob, operation: 'startBulkCancellation', targetType: 'bulk_cancellation', targetId: job },
      { id: inBatch, operation: 'legalStatusBatchUpdate', targetType: 'legal_status_batch', targetId: batch },
      { id: own, operation: 'updateConsumerLegalStatus', targetType: 'consumer', targetId: c.id },
    ]);
    expect(await banner(other.id)).toEqual([inJob, inBatch]);
    expect(await banner(nobody.id)).toEqual([]);
    // The batch's own id still finds its request.
    expect(await banner(batch)).toEqual([inBatch]);

    expect((await approver.gql('', REJECT, { id: inBatch, r: '確認できません' })).errors).toBeUndefined();
    expect((await maker.gql('', WITHDRAW, { id: inJob })).errors).toBeUndefined();
    expect(await banner(c.id)).toEqual([own]);
    expect(await banner(other.id)).toEqual([]);
  });

  it("reaches a held job's plans through the consumer's plans and an index, never reading the job", async () => {
    const c = await insertConsumer(h);
    const plan = await insertContract(h, c.id);
    await heldJob([plan.id, (await insertContract(h, c.id)).id]);
    await heldBatch([c.id]);
    const explained = await h.tdb.db.orm.transaction(async (tx) => {
      // Tables this small are read whole whatever their indexes: without that path, the plan shows the indexes used.
      await tx.execute(sql`set local enable_seqscan = off`);
      const lines = await rows<Row>(tx, sql`explain ${pendingForTargetQuery(c.id)}`);
      return lines.map((l) => Object.values(l)[0] as string).join('\n');
    });
    expect(explained).toContain('bulk_cancellation_items_plan_idx');
    expect(explained).toContain('installment_contracts_consumer_idx');
    expect(explained).toMatch(/Index[\w ]* Scan (?:using|on) legal_status_batch_items_\w+/);
    expect(explained).not.toMatch(/Seq Scan on (bulk_cancellation_items|legal_status_batch_items)/);
  });
});

describe('a held legal-status batch that was not approved', () => {
  it('rejected: 却下 in the history, the result page and both CSV files; its rows NotApproved, not failed', async () => {
    const a = await insertConsumer(h);
    const b = await insertConsumer(h);
    const { batch, request } = await heldBatch([a.id, b.id]);
    await approver.gql('', REJECT, { id: request, r: '確認できません' });
    const state = (await maker.gql('', BATCH_STATE, { b: batch, f: batch })).data!;
    expect(state.legalStatusBatchUpdate).toMatchObject({
      approvalStatus: 'Rejected',
      awaitingApproval: false,
      success: false,
    });
    expect(state.legalStatusBatchUpdate.completedAt).not.toBeNull();
    expect(state.legalStatusBatchUpdates).toEqual([{ id: batch, approvalStatus: 'Rejected' }]);
    expect(state.legalStatusBatchUpdateResults).toEqual([
      { success: false, error: 'NotApproved' },
      { success: false, error: 'NotApproved' },
    ]);

    const history = await csv(maker, 'legal_status_batches', { batchId: batch });
    expect(history.status).toBe(200);
    expect(history.lines).toHaveLength(2);
    expect(history.lines[1].split(',').slice(0, 2)).toEqual([batch, 'maker@example.com']);
    expect(history.lines[1].split(',')[4]).toBe('却下');
    const results = await csv(maker, 'legal_status_results', { batchId: batch });
    expect(results.lines.slice(1)).toEqual([
      // No. is the row's line in the file (the header is line 1).
      `2,${a.id},Dead,却下,NotApproved,承認されなかったため適用していません`,
      `3,${b.id},Reconciliation,却下,NotApproved,承認されなかったため適用していません`,
    ]);
  });

  it('withdrawn reads 取り下げ and expired 期限切れ; a batch never held has no approval status', async () => {
    const withdrawn = await heldBatch([(await insertConsumer(h)).id]);
    await maker.gql('', WITHDRAW, { id: withdrawn.request });
    const expired = await heldBatch([(await insertConsumer(h)).id]);
    await h.q(
      sql`update approval_requests set expires_at = now() - interval '1 second' where id = ${expired.request}`,
    );
    // Expiry is swept when requests are read.
    await approver.gql('', `{ approvalRequests(status: Pending) { id } }`);
    const statusOf = async (b: string) =>
      (await maker.gql('', BATCH_STATE, { b, f: b })).data!.legalStatusBatchUpdate.approvalStatus;
    expect(await statusOf(withdrawn.batch)).toBe('Withdrawn');
    expect(await statusOf(expired.batch)).toBe('Expired');
    for (const [b, label] of [
      [withdrawn.batch, '取り下げ'],
      [expired.batch, '期限切れ'],
    ]) {
      const line = (await csv(maker, 'legal_status_batches', { batchId: b })).lines[1].split(',');
      expect(line[4], b).toBe(label);
      expect((await csv(maker, 'legal_status_results', { batchId: b })).lines[1].split(',')[3]).toBe(label);
    }
    const plain = batchId();
    const started = await maker.gql('', BATCH, {
      b: plain,
      s: [{ consumerId: (await insertConsumer(h)).id, desiredStatus: 'Reconciliation' }],
    });
    expect(started.errors).toBeUndefined();
    expect(await statusOf(plain)).toBeNull();
  });
});

describe('a held bulk cancellation that was not approved', () => {
  it('withdrawn: 取り下げ in the history and both CSV files, no plan counted as failed; rejected: 却下', async () => {
    const c = await insertConsumer(h);
    const plans = [(await insertContract(h, c.id)).id, (await insertContract(h, c.id)).id];
    const { job, request } = await heldJob(plans);
    expect((await maker.gql('', JOB_STATE, { id: job })).data!.bulkCancellation).toMatchObject({
      approvalStatus: 'Pending',
      awaitingApproval: true,
    });
    await maker.gql('', WITHDRAW, { id: request });
    const state = (await maker.gql('', JOB_STATE, { id: job })).data!.bulkCancellation;
    expect(state).toMatchObject({ approvalStatus: 'Withdrawn', awaitingApproval: false, failures: 0 });
    expect(state.completedAt).not.toBeNull();
    expect(state.results).toEqual([
      { status: 'Failure', code: 'NotApproved' },
      { status: 'Failure', code: 'NotApproved' },
    ]);
    const history = (await csv(maker, 'bulk_cancellations', { createdBy: 'maker@example.com' })).lines;
    const line = history.find((l) => l.startsWith(`${job},`))!.split(',');
    expect(line[4]).toBe('取り下げ');
    expect(line.slice(-3)).toEqual(['0', '0', '0']);
    const results = await csv(maker, 'bulk_cancellation_results', { jobId: job });
    expect(results.lines.slice(1).map((l) => l.split(',').slice(0, 4))).toEqual([
      ['1', plans[0], '取り下げ', 'NotApproved'],
      ['2', plans[1], '取り下げ', 'NotApproved'],
    ]);

    const rejected = await heldJob([(await insertContract(h, c.id)).id, (await insertContract(h, c.id)).id]);
    await approver.gql('', REJECT, { id: rejected.request, r: '対象が多すぎます' });
    const HISTORY = `{ bulkCancellations(filter: { createdBy: "maker@" }, limit: 200) { items { id approvalStatus } } }`;
    const items = (await maker.gql('', HISTORY)).data!.bulkCancellations.items as Row[];
    expect(items.find((i) => i.id === rejected.job)?.approvalStatus).toBe('Rejected');
    expect(items.find((i) => i.id === job)?.approvalStatus).toBe('Withdrawn');
  });
});

describe('labels in the audit and approvals CSV files', () => {
  it('carry the operation, the outcome and the status in Japanese beside their raw names; held is an outcome to filter on', async () => {
    const c = await insertConsumer(h);
    const request = heldId(await maker.gql('', LEGAL, { id: c.id, s: 'Dead' }));
    const entries = await approver.gql(
      '',
      `query($t: ID!) { auditEntries(outcome: "held", targetId: $t) { items { operation outcome } } }`,
      { t: c.id },
    );
    expect(entries.data!.auditEntries.items).toEqual([
      { operation: 'consumer.legal_status', outcome: 'held' },
    ]);
    const audit = await csv(approver, 'audit_log', { outcome: 'held', targetId: c.id });
    expect(audit.lines[0]).toBe(
      '連番,日時,スタッフ,操作,操作（名前）,対象種別,対象,結果,結果（名前）,承認者,IP,詳細',
    );
    expect(audit.lines).toHaveLength(2);
    expect(audit.lines[1].split(',').slice(2, 9)).toEqual([
      'maker@example.com',
      '法的ステータス変更',
      'consumer.legal_status',
      'consumer',
      c.id,
      '承認待ち',
      'held',
    ]);

    await approver.gql('', REJECT, { id: request, r: '書類が未着' });
    const approvals = await csv(approver, 'approval_requests', { tab: 'decided' });
    const line = approvals.lines.find((l) => l.startsWith(`${request},`))!.split(',');
    expect(line.slice(0, 3)).toEqual([request, '法的ステータス変更', 'updateConsumerLegalStatus']);
    expect(line.slice(7, 9)).toEqual(['却下', 'Rejected']);
  });
});
