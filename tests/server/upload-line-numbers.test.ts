// One line number per CSV row, over real HTTP on PGlite and PostgreSQL: a legal-status file checked by the console's
// own worker code (a blank line, a warned row left out) is sent as the console sends it, and the approval page's
// preview and the result rows name each row by its line in the file as the upload page did (the header is line 1).
// A row sends its line only where the server could not guess it; a large batch whose rows all carry lines goes in
// smaller parts, each under the 128 KiB body limit; a line that cannot be a row's is refused and nothing is stored.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartLegalStatusBatchDocument } from '../../src/app/features/legal-status/api/legal-status-api';
import {
  BATCH_PART_ROWS_WITH_LINES,
  COMMENT_MAX_LENGTH,
  batchRequests,
  type BatchRequest,
} from '../../src/app/features/legal-status/legal-status-rules';
import { PERMISSIONS } from '../../src/shared/permissions';
import { newId } from '../../src/shared/id-patterns';
import {
  applyExistence,
  legalStatusRow,
  linesToSend,
  statusesToUpdate,
  validateLegalStatusCsv,
  type KnownConsumer,
} from '../../src/workers/legal-status-csv';
import { batchRowIndexes } from '../../src/workers/legal-status-warnings';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';
import { insertConsumer, newKey } from '../support/fixtures';

let h: Harness;
let maker: StaffClient;
let approver: StaffClient;

beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false });
  maker = await h.staff([PERMISSIONS.legalStatusBatchesWrite], { email: 'line-maker@example.com' });
  approver = await h.staff([PERMISSIONS.approvalsDecide], { email: 'line-approver@example.com' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const START = String(StartLegalStatusBatchDocument);
const PREVIEW = `query($id: ID!) { approvalRequest(id: $id) {
  preview { firstRows { position id value } failingRows { position id problem } } } }`;
const RESULTS = `query($b: ID!) { legalStatusBatchUpdateResults(batchId: $b) { line consumerId } }`;
const BODY_LIMIT = 128 * 1024;
let clock = Date.now();
const batchId = () => `lsb_${++clock}`;

/** The console's send with the maker's session; the body's size is kept. */
async function send(request: BatchRequest, bodies: number[] = []) {
  const variables = { ...request, part: request.part ?? null };
  bodies.push(Buffer.byteLength(JSON.stringify({ query: START, variables })));
  return maker.gql('', START, variables, { idempotencyKey: newKey() });
}

/** The worker's result for `lines` after the server's existence answer, and the rows the batch carries. */
function checkedFile(lines: string[], known: Map<string, KnownConsumer>) {
  const result = applyExistence(validateLegalStatusCsv(lines.join('\r\n')), known);
  const rows = batchRowIndexes(result.rowCount, result.warnings, true);
  return { result, rows };
}

describe('a legal-status file: the same line on the upload page, the approval page and the result page', () => {
  it('a blank line and a warned row left out: the preview and the results name the file lines', async () => {
    const [a, b, c] = [await insertConsumer(h), await insertConsumer(h), await insertConsumer(h)];
    const closed = await insertConsumer(h, { status: 'Closed' });
    const file = [
      'cid,legal_status', // line 1
      `${a.id},CollectionPending`, // line 2
      '', // line 3: skipped
      `${closed.id},Normal`, // line 4: closed account, left out
      `${b.id},"Dead"`, // line 5: final status, so the batch is held
      `"${c.id}",CollectionPending`, // line 6
    ];
    const { result, rows } = checkedFile(
      file,
      new Map([
        [a.id, { legalStatus: 'Normal', status: 'Enabled' }],
        [b.id, { legalStatus: 'Normal', status: 'Enabled' }],
        [c.id, { legalStatus: 'Normal', status: 'Enabled' }],
        [closed.id, { legalStatus: 'Normal', status: 'Closed' }],
      ]),
    );
    // The upload page: the No. column and the warning name the same lines.
    expect([0, 1, 2, 3].map((i) => legalStatusRow(result, i).no)).toEqual([2, 4, 5, 6]);
    expect(result.warningMessages.join()).toContain('行 4');
    expect([...rows]).toEqual([0, 2, 3]);
    // Only the row after the gap says its line: 2 and 6 are what the server guesses.
    expect(statusesToUpdate(result, 0, undefined, rows).map((r) => r.line)).toEqual([
      undefined,
      5,
      undefined,
    ]);

    const b1 = batchId();
    const [request] = [
      ...batchRequests(b1, null, {
        total: rows.length,
        slice: (f: number, t: number) => statusesToUpdate(result, f, t, rows),
      }),
    ];
    const answer = await send(request);
    expect(answer.errors?.[0]?.extensions?.code).toBe('APPROVAL_REQUIRED');
    const requestId = answer.errors![0].extensions!.approvalRequestId as string;

    const { preview } = (await approver.gql('', PREVIEW, { id: requestId })).data!.approvalRequest;
    expect(preview.firstRows.map((r: Row) => [r.position, r.id])).toEqual([
      [2, a.id],
      [5, b.id],
      [6, c.id],
    ]);
    const results = (await maker.gql('', RESULTS, { b: b1 })).data!.legalStatusBatchUpdateResults;
    expect(results).toEqual([
      { line: 2, consumerId: a.id },
      { line: 5, consumerId: b.id },
      { line: 6, consumerId: c.id },
    ]);
  });

  it('a quoted line break counts as the editor counts it', async () => {
    const d = await insertConsumer(h);
    const e = await insertConsumer(h);
    // Line 2 holds a status split over two lines (invalid), so take the next rows' lines: 4 and 5.
    const { result } = checkedFile(
      ['cid,legal_status', `${d.id},"Collection\nPending"`, `${d.id},Normal`, `${e.id},Normal`],
      new Map(),
    );
    expect([0, 1, 2].map((i) => legalStatusRow(result, i).no)).toEqual([2, 4, 5]);
    expect(result.problems[0]).toContain('行 2');
  });
});

describe('lines on the wire', () => {
  it('rows that all carry a line go in smaller parts, each under the body limit, and keep every line', async () => {
    // 1,000,000 blank lines before the header: every line number has seven digits. Every other row is a closed
    // consumer's, left out, so each row sent says its line: the longest rows a batch can send.
    const lines = [...Array.from({ length: 1_000_000 }, () => ''), 'cid,legal_status'];
    const known = new Map<string, KnownConsumer>();
    const sent: string[] = [];
    for (let n = 0; n < 3_000; n++) {
      const id = newId('consumer');
      lines.push(`${id},CivilRehabilitationConfirmed`);
      known.set(id, { legalStatus: 'Normal', status: n % 2 ? 'Closed' : 'Enabled' });
      if (n % 2 === 0) sent.push(id);
    }
    const { result, rows } = checkedFile(lines, known);
    expect(rows.length).toBe(1_500);
    expect(linesToSend(result, 0, rows.length, rows)).toBe(1_500);
    const b2 = batchId();
    const requests = [
      ...batchRequests(b2, '漢'.repeat(COMMENT_MAX_LENGTH), {
        total: rows.length,
        slice: (f: number, t: number) => statusesToUpdate(result, f, t, rows),
        linesToSend: (f: number, t: number) => linesToSend(result, f, t, rows),
      }),
    ];
    expect(requests.map((r) => r.statusesToUpdate.length)).toEqual([BATCH_PART_ROWS_WITH_LINES, 300]);
    const bodies: number[] = [];
    for (const request of requests) {
      const answer = await send(request, bodies);
      // Held (over 1,000 rows and final statuses) once complete; the first part is simply received.
      if (answer.errors) expect(answer.errors[0].extensions?.code).toBe('APPROVAL_REQUIRED');
    }
    for (const size of bodies) expect(size).toBeLessThan(BODY_LIMIT);
    const stored = await h.q<{ line: number; consumer_id: string }>(
      sql`select line, consumer_id from legal_status_batch_items where batch_id = ${b2} order by position`,
    );
    expect(stored.map((r) => r.consumer_id)).toEqual(sent);
    // The header is line 1,000,001; data row n is line 1,000,002 + n, and only the even ones were sent.
    expect(stored.map((r) => r.line)).toEqual(sent.map((_, k) => 1_000_002 + 2 * k));
  }, 120_000);

  it('refuses a line that cannot be the row’s (not after the previous row’s) and stores nothing', async () => {
    const c = await insertConsumer(h);
    for (const s of [
      [
        { consumerId: c.id, desiredStatus: 'Normal', line: 5 },
        { consumerId: c.id, desiredStatus: 'Normal', line: 5 },
      ],
      [{ consumerId: c.id, desiredStatus: 'Normal', line: 1 }], // the header's line
    ]) {
      const b3 = batchId();
      const answer = await maker.gql(
        '',
        START,
        { batchId: b3, statusesToUpdate: s },
        { idempotencyKey: newKey() },
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/line must be a line of the file after the previous row/);
      expect(await h.q(sql`select 1 from legal_status_batches where id = ${b3}`)).toEqual([]);
    }
  });
});
