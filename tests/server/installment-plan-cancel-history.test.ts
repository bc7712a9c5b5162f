// The bulk cancellation record: one run's
// summary with its comment, counts and each plan's status and outstanding amount after the job; the history newest
// first, filtered on the server; a held run (four eyes) shows as awaiting approval; a staff member without
// installment_plans.bulk_cancel is refused both; both export as CSV (CSV出力, the shared exporter) with the same
// permission and filter. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import {
  codeOf,
  insertConsumer,
  insertContract,
  startActionsHarness,
  type ActionsHarness,
  type Row,
} from './consumer-actions-setup';

type Role = 'maker' | 'colleague' | 'reader';
let h: ActionsHarness<Role>;
let runner: JobRunner | undefined;

const START = `mutation($ids: [ID!]!, $comment: String) {
  startBulkCancellation(installmentPlanIds: $ids, comment: $comment) { id comment } }`;
const JOB = `query($id: ID!) { bulkCancellation(id: $id) {
  id length done createdBy completedAt comment successes notActive failures awaitingApproval approvalRequestId
  results { id status planStatus outstandingAmount } } }`;
const HISTORY = `query($filter: BulkCancellationFilter, $offset: Int, $limit: Int) {
  bulkCancellations(filter: $filter, offset: $offset, limit: $limit) {
    total items { id createdBy comment length successes notActive failures awaitingApproval } } }`;

beforeAll(async () => {
  h = await startActionsHarness<Role>({
    now: new Date(),
    roles: {
      maker: ['installment_plans.bulk_cancel'],
      colleague: ['installment_plans.bulk_cancel'],
      reader: ['consumers.write', 'contracts.write'],
    },
  });
  await h.q(sql`update approval_policies set enabled = false where key = 'bulk_cancellation'`);
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

async function drain(): Promise<void> {
  runner ??= startJobRunner(h.tdb.db, { chunkSizes: { bulk_cancellation: 2 }, pollMs: 60_000 });
  await runner.drained();
}

async function start(as: Role, ids: string[], comment?: string | null): Promise<string> {
  const answer = await h.gql(as, START, { ids, comment });
  expect(answer.errors).toBeUndefined();
  return answer.data!.startBulkCancellation.id as string;
}

/** One export through the shared exporter (POST /api/exports, then its one-use URL): status and CSV lines. */
async function exported(as: Role, table: string, scope: Record<string, unknown>) {
  const asked = await fetch(`${h.baseUrl}/api/exports`, {
    method: 'POST',
    headers: { cookie: h.cookies[as], 'content-type': 'application/json' },
    body: JSON.stringify({ table, scope }),
  });
  if (asked.status !== 200) return { status: asked.status, lines: [] };
  const { url } = (await asked.json()) as { url: string };
  const file = await fetch(`${h.baseUrl}${url}`, { headers: { cookie: h.cookies[as] } });
  const text = Buffer.from(await file.arrayBuffer())
    .subarray(3)
    .toString('utf8');
  return { status: file.status, lines: text.split('\r\n').slice(0, -1) };
}

const history = async (as: Role, filter: Record<string, unknown> = {}, page: Record<string, number> = {}) =>
  h.gql(as, HISTORY, { filter, ...page });

describe('one run', () => {
  it('keeps its comment and counts, and each plan shows its status and outstanding amount after the job', async () => {
    const consumer = await insertConsumer(h);
    const a = await insertContract(h, consumer.id, { outstanding: '12000' });
    const done = await insertContract(h, consumer.id, { status: 'completed', outstanding: '0' });
    const id = await start('maker', [a.id, done.id, 'isp_bad'], '  春の一括解約  ');
    await drain();
    const job = (await h.gql('maker', JOB, { id })).data!.bulkCancellation;
    expect(job).toMatchObject({
      length: 3,
      done: 3,
      createdBy: 'maker@example.com',
      comment: '春の一括解約',
      successes: 1,
      notActive: 1,
      failures: 1,
      awaitingApproval: false,
      approvalRequestId: null,
    });
    expect(job.completedAt).toEqual(expect.any(Number));
    expect(job.results).toEqual([
      { id: a.id, status: 'Success', planStatus: 'canceled', outstandingAmount: '0' },
      { id: done.id, status: 'NotActive', planStatus: 'completed', outstandingAmount: '0' },
      { id: 'isp_bad', status: 'Failure', planStatus: null, outstandingAmount: null },
    ]);

    // CSV出力 of the result page: every row, the code in its own column, the plan after the job.
    const csv = await exported('maker', 'bulk_cancellation_results', { jobId: id });
    expect(csv.status).toBe(200);
    expect(csv.lines).toEqual([
      'No.,Installment plan ID,Result,Code,Title,Description,Status,Outstanding amount',
      `1,${a.id},Success,,Cancelled,The installment plan was reverted to a lump sum.,canceled,0`,
      `2,${done.id},NotActive,NotActive,Not active,The installment plan is not active (already cancelled or completed); nothing was changed.,completed,0`,
      '3,isp_bad,Failure,InvalidId,Invalid ID,This is not an installment plan id (isp_…).,,',
    ]);
  });

  it('a blank comment is none; an over-long one is refused and nothing is stored', async () => {
    const consumer = await insertConsumer(h);
    const a = await insertContract(h, consumer.id);
    const id = await start('maker', [a.id], ' \u200b ');
    expect((await h.gql('maker', JOB, { id })).data!.bulkCancellation.comment).toBeNull();
    const b = await insertContract(h, consumer.id);
    const refused = await h.gql('maker', START, { ids: [b.id], comment: 'x'.repeat(1001) });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(await h.q(sql`select 1 from bulk_cancellation_items where installment_plan_id = ${b.id}`)).toEqual(
      [],
    );
  });
});

describe('the history', () => {
  let before: number;
  let makerRun: string;
  let colleagueRun: string;

  beforeAll(async () => {
    before = Date.now() - 1_000;
    const consumer = await insertConsumer(h);
    const p1 = await insertContract(h, consumer.id);
    const p2 = await insertContract(h, consumer.id);
    makerRun = await start('maker', [p1.id], 'Refund batch 100%_A');
    colleagueRun = await start('colleague', [p2.id], 'monthly clean-up');
    await drain();
  });

  it('lists every run newest first with who, when, comment and counts', async () => {
    const answer = (await history('maker')).data!.bulkCancellations;
    expect(answer.total).toBeGreaterThanOrEqual(4);
    expect(answer.items.length).toBe(answer.total);
    expect(answer.items[0]).toMatchObject({
      id: colleagueRun,
      createdBy: 'colleague@example.com',
      comment: 'monthly clean-up',
      length: 1,
      successes: 1,
      notActive: 0,
      failures: 0,
    });
    expect(answer.items[1]).toMatchObject({ id: makerRun, createdBy: 'maker@example.com' });
    const page = (await history('maker', {}, { offset: 1, limit: 1 })).data!.bulkCancellations;
    expect(page).toMatchObject({ total: answer.total, items: [{ id: makerRun }] });
  });

  it('filters by creator, comment (literally, any case) and date on the server', async () => {
    const ids = async (filter: Record<string, unknown>) =>
      (await history('maker', filter)).data!.bulkCancellations.items.map((j: Row) => j.id);
    expect(await ids({ createdBy: 'COLLEAGUE' })).toEqual([colleagueRun]);
    expect(await ids({ comment: 'MONTHLY' })).toEqual([colleagueRun]);
    expect(await ids({ comment: '100%_a' })).toEqual([makerRun]);
    // % and _ are the comment's own characters, not wildcards.
    expect(await ids({ comment: '1%0' })).toEqual([]);
    expect(await ids({ createdBy: 'maker', comment: 'monthly' })).toEqual([]);
    expect(await ids({ createdBy: '  ', comment: '' })).toHaveLength(
      (await history('maker')).data!.bulkCancellations.total,
    );
    expect(await ids({ from: before, comment: 'e' })).toEqual([colleagueRun, makerRun]);
    expect(await ids({ to: before })).not.toContain(makerRun);
    expect(await ids({ from: Date.now() + 60_000 })).toEqual([]);
    const counted = (await history('maker', { createdBy: 'colleague' })).data!.bulkCancellations.total;
    expect(counted).toBe(1);
    expect(codeOf(await history('maker', { from: Date.now(), to: before }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await history('maker', {}, { limit: 201 }))).toBe('BAD_USER_INPUT');
  });

  it('exports the filtered history as CSV, newest first', async () => {
    const csv = await exported('maker', 'bulk_cancellations', { createdBy: 'colleague', from: before });
    expect(csv.status).toBe(200);
    expect(csv.lines).toHaveLength(2);
    expect(csv.lines[0]).toBe(
      'Run ID,Created by,Created at,Completed at,Status,Comment,Plans,Cancelled,Not active,Failed',
    );
    expect(csv.lines[1]).toMatch(
      new RegExp(
        `^${colleagueRun},colleague@example.com,[\\d/ :]+,[\\d/ :]+,Completed,monthly clean-up,1,1,0,0$`,
      ),
    );
    expect((await exported('maker', 'bulk_cancellations', { from: Date.now(), to: before })).status).toBe(
      400,
    );
  });

  it('refuses a staff member without installment_plans.bulk_cancel', async () => {
    expect(codeOf(await history('reader'))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql('reader', JOB, { id: makerRun }))).toBe('FORBIDDEN');
    expect((await exported('reader', 'bulk_cancellations', {})).status).toBe(403);
    expect((await exported('reader', 'bulk_cancellation_results', { jobId: makerRun })).status).toBe(403);
  });
});

describe('a run held for a second person (four eyes)', () => {
  it('is recorded as awaiting approval with its request, nothing done, in the history too', async () => {
    await h.q(
      sql`update approval_policies set enabled = true, row_threshold = 1 where key = 'bulk_cancellation'`,
    );
    try {
      const consumer = await insertConsumer(h);
      const a = await insertContract(h, consumer.id);
      const b = await insertContract(h, consumer.id);
      const held = await h.gql('maker', START, { ids: [a.id, b.id], comment: 'needs a second look' });
      expect(codeOf(held)).toBe('APPROVAL_REQUIRED');
      const requestId = held.errors![0].extensions!.approvalRequestId;
      await drain();
      const [{ id }] = await h.q<Row>(
        sql`select id from bulk_cancellations where approval_request_id = ${requestId}`,
      );
      const job = (await h.gql('maker', JOB, { id })).data!.bulkCancellation;
      expect(job).toMatchObject({
        awaitingApproval: true,
        approvalRequestId: requestId,
        done: 0,
        completedAt: null,
        comment: 'needs a second look',
        results: [],
      });
      const listed = (await history('maker', { comment: 'second look' })).data!.bulkCancellations;
      expect(listed.items).toEqual([expect.objectContaining({ id, awaitingApproval: true })]);
    } finally {
      await h.q(sql`update approval_policies set enabled = false where key = 'bulk_cancellation'`);
    }
  });
});
