// The console's way of sending a large legal-status batch against the real server: the client's own
// document, parts and Idempotency-Keys (legal-status-rules.ts) at the limits the client chose — 1,500 rows of
// the longest status and the longest comment stay under the 128 KiB body limit — and a part sent again changes
// nothing. PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobRunner, type JobRunner } from '../../server/jobs/runner';
import { StartLegalStatusBatchDocument } from '../../src/app/features/legal-status/api/legal-status-api';
import {
  BATCH_PART_ROWS,
  COMMENT_MAX_LENGTH,
  batchRequests,
  sendBatch,
  type BatchRequest,
  type StatusToUpdate,
} from '../../src/app/features/legal-status/legal-status-rules';
import { newId } from '../../src/shared/id-patterns';
import { startActionsHarness, type ActionsHarness } from './consumer-actions-setup';

let h: ActionsHarness<'admin'>;
let runner: JobRunner | undefined;
const START = String(StartLegalStatusBatchDocument);
const BATCH = `query($b: ID!) {
  legalStatusBatchUpdate(batchId: $b) { id comment length successes failures success completedAt }
  legalStatusBatchUpdateResults(batchId: $b) { consumerId desiredStatus success error } }`;
/** The /graphql body limit (docs/decisions.md "GraphQL request limits"). */
const BODY_LIMIT = 128 * 1024;

beforeAll(async () => {
  h = await startActionsHarness({ now: new Date(), roles: { admin: ['legal_status_batches.write'] } });
  // These tests are of the parts the console sends; a batch held for a second person is tests/server/approvals.test.ts.
  await h.q(sql`update approval_policies set enabled = false where key = 'legal_status_batch'`);
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await h?.close();
});

const bodies: number[] = [];
/** The console's send, with the harness's session: throws what graphql-request would. */
async function send(request: BatchRequest, key: string) {
  const variables = { ...request, part: request.part ?? null };
  bodies.push(Buffer.byteLength(JSON.stringify({ query: START, variables })));
  const answer = await h.gql('admin', START, variables, { idempotencyKey: key });
  if (answer.status !== 200 || answer.errors)
    throw Object.assign(new Error(answer.text), {
      response: { status: answer.status, errors: answer.errors },
    });
  return answer.data!.legalStatusBatchUpdate as { id: string; comment: string | null };
}

/** The longest status key, so each row is as long as a row can be. */
const rows = (n: number): StatusToUpdate[] =>
  Array.from({ length: n }, () => ({
    consumerId: newId('consumer'),
    desiredStatus: 'CivilRehabilitationConfirmed',
  }));
const longestComment = '漢'.repeat(COMMENT_MAX_LENGTH);

describe('a large batch as the console sends it', () => {
  it('goes in parts under the body limit, starts once all have arrived, and keeps every row in order', async () => {
    const batchId = `lsb_${Date.now()}`;
    const all = rows(2 * BATCH_PART_ROWS + 1);
    const requests = [...batchRequests(batchId, longestComment, all)];
    expect(requests).toHaveLength(3);
    bodies.length = 0;
    const last = await sendBatch(requests, all.length, { actionKey: `console-${batchId}`, send });
    expect(last.id).toBe(batchId);
    for (const size of bodies) expect(size).toBeLessThan(BODY_LIMIT);

    // A part sent again (a retry with the same key, or a new key) changes nothing.
    await send(requests[1], `console-${batchId}.1`);
    await send(requests[1], `another-${batchId}`);

    runner ??= startJobRunner(h.tdb.db, { chunkSizes: { legal_status: 500 }, pollMs: 60_000 });
    await runner.drained();
    const answer = await h.gql('admin', BATCH, { b: batchId });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.legalStatusBatchUpdate).toMatchObject({
      id: batchId,
      comment: longestComment,
      length: all.length,
      successes: 0,
      failures: all.length,
    });
    const results = answer.data!.legalStatusBatchUpdateResults as { consumerId: string; error: string }[];
    expect(results.map((r) => r.consumerId)).toEqual(all.map((r) => r.consumerId));
    expect(new Set(results.map((r) => r.error))).toEqual(new Set(['NotFound']));
  }, 120_000);

  it('sends 1,500 rows and the longest comment as one request, under the body limit', async () => {
    const batchId = `lsb_${Date.now() + 1}`;
    const requests = [...batchRequests(batchId, longestComment, rows(BATCH_PART_ROWS))];
    expect(requests).toHaveLength(1);
    expect(requests[0].part).toBeUndefined();
    bodies.length = 0;
    expect(
      await sendBatch(requests, BATCH_PART_ROWS, { actionKey: `console-${batchId}`, send }),
    ).toMatchObject({
      id: batchId,
      comment: longestComment,
    });
    expect(bodies[0]).toBeLessThan(BODY_LIMIT);
  }, 60_000);
});
