// The bulk legal-status update over HTTP (docs/decisions.md "Bulk legal-status update (server)"): the CSV
// page's existence check for N ids (consumerStatuses, 1,000 ids a call, one call at a time as the page sends them),
// then a batch of N rows sent in parts of 1,500 and applied by the server's job runner, timed from the last part's
// answer to the batch's completion (items/s; target ≥ 5,000/s on PostgreSQL).
// The consumers (ids con_BENCHLSB…, no names) are made on the first run and kept; each run sets them back to Enabled
// and Normal and removes their history and batches afterwards; audit rows stay, by design.
import type { Database } from '../server/db/client';
import { query } from './measure';
import { setApprovalPolicy } from './bulk-cancel';
import { postGraphql } from './http-client';

export const LEGAL_STATUS_TARGET_PER_SECOND = 5_000;
const PREFIX = 'con_BENCHLSB';
const IDS_PER_CALL = 1_000;
/** The page sends one existence call at a time (a session's rate limit is 300 requests a minute). */
const IN_FLIGHT = 1;
const PART_ROWS = 1_500;

export interface LegalStatusBenchResult {
  rows: number;
  existence: { requests: number; seconds: number; found: number };
  upload: { requests: number; seconds: number };
  apply: { seconds: number; perSecond: number; successes: number; failures: number };
  error?: string;
}

/** The bench consumers' id range: index scans, where LIKE would scan whole tables. */
const RANGE = (column: string) => `${column} >= '${PREFIX}' AND ${column} < '${PREFIX}~'`;

/**
 * Removes what earlier runs did (history records and batches of the bench consumers; audit rows stay, by design) and
 * sets the consumers back to Enabled and Normal. The consumers themselves stay: deleting thousands of consumers
 * checks every table that references consumers, row by row.
 */
export async function cleanupLegalStatusBench(db: Database): Promise<void> {
  await query(db, `DELETE FROM consumer_history WHERE ${RANGE('consumer_id')}`);
  // One statement: the foreign keys are checked at its end, when items, parts and batches are all gone.
  await query(
    db,
    `WITH b AS (SELECT DISTINCT batch_id FROM legal_status_batch_items WHERE ${RANGE('consumer_id')}),
          i AS (DELETE FROM legal_status_batch_items WHERE batch_id IN (SELECT batch_id FROM b)),
          p AS (DELETE FROM legal_status_batch_parts WHERE batch_id IN (SELECT batch_id FROM b))
     DELETE FROM legal_status_batches WHERE id IN (SELECT batch_id FROM b)`,
  );
  await query(
    db,
    `UPDATE consumers SET status = 'Enabled', legal_status = 'Normal'
     WHERE ${RANGE('id')} AND (status <> 'Enabled' OR legal_status <> 'Normal')`,
  );
  await setApprovalPolicy(db, 'legal_status_batch', true);
}

/** N Enabled consumers with legal status Normal, made on the first run (before the server starts: PGlite). */
export async function prepareLegalStatusBench(db: Database, rows: number): Promise<string[]> {
  await cleanupLegalStatusBench(db);
  // A batch of 100,000 rows would wait for a second person (four eyes): the bench measures the runner.
  await setApprovalPolicy(db, 'legal_status_batch', false);
  await query(
    db,
    `INSERT INTO consumers (id, status, legal_status, email, phone)
     SELECT '${PREFIX}' || lpad(g::text, 8, '0'), 'Enabled', 'Normal', 'benchlsb-' || g || '@bench.invalid',
            '8160' || lpad(g::text, 8, '0')
     FROM generate_series(1, ${rows}) g
     ON CONFLICT DO NOTHING`,
  );
  const made = await query<{ id: string }>(
    db,
    `SELECT id FROM consumers WHERE ${RANGE('id')} ORDER BY id LIMIT ${rows}`,
  );
  return made.map((r) => r.id);
}

type Post = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: Record<string, any>; errors?: { message: string }[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function measureLegalStatusBatch(options: {
  baseUrl: string;
  cookie: string;
  ids: string[];
  log: (line: string) => void;
}): Promise<LegalStatusBenchResult> {
  const { baseUrl, cookie, ids, log } = options;
  const post: Post = async (text, variables) => {
    const response = await postGraphql(baseUrl, { query: text, variables }, { cookie });
    return JSON.parse(response.text) as Awaited<ReturnType<Post>>;
  };
  const result: LegalStatusBenchResult = {
    rows: ids.length,
    existence: { requests: 0, seconds: NaN, found: 0 },
    upload: { requests: 0, seconds: NaN },
    apply: { seconds: NaN, perSecond: NaN, successes: 0, failures: 0 },
  };
  try {
    const t0 = performance.now();
    const calls: string[][] = [];
    for (let i = 0; i < ids.length; i += IDS_PER_CALL) calls.push(ids.slice(i, i + IDS_PER_CALL));
    let next = 0;
    const worker = async () => {
      while (next < calls.length) {
        const chunk = calls[next++];
        const answer = await post(
          'query($ids: [ID!]!) { consumerStatuses(consumerIds: $ids) { id status legalStatus } }',
          { ids: chunk },
        );
        if (answer.errors) throw new Error(answer.errors[0].message);
        result.existence.requests++;
        result.existence.found += answer.data!.consumerStatuses.length;
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    result.existence.seconds = (performance.now() - t0) / 1000;
    log(
      `  existence check: ${ids.length.toLocaleString('en')} ids in ${result.existence.requests} requests, ` +
        `${result.existence.seconds.toFixed(2)} s`,
    );

    const batchId = `lsb_${Date.now()}`;
    const count = Math.ceil(ids.length / PART_ROWS);
    const t1 = performance.now();
    for (let index = 0; index < count; index++) {
      const firstRow = index * PART_ROWS + 1;
      const statuses = ids.slice(firstRow - 1, firstRow - 1 + PART_ROWS).map((consumerId, k) => ({
        consumerId,
        desiredStatus: k % 2 ? 'CollectionPending' : 'Reconciliation',
      }));
      const answer = await post(
        `mutation($b: ID!, $c: String, $s: [LegalStatusToUpdate!]!, $p: BatchPart) {
           legalStatusBatchUpdate(batchId: $b, comment: $c, statusesToUpdate: $s, part: $p) { id } }`,
        {
          b: batchId,
          c: 'bench',
          s: statuses,
          p: { index, count, firstRow, totalRows: ids.length },
        },
      );
      if (answer.errors) throw new Error(answer.errors[0].message);
      result.upload.requests++;
    }
    const t2 = performance.now();
    result.upload.seconds = (t2 - t1) / 1000;
    log(`  batch upload: ${count} parts in ${result.upload.seconds.toFixed(2)} s`);
    for (;;) {
      const answer = await post(
        'query($b: ID!) { legalStatusBatchUpdate(batchId: $b) { successes failures completedAt } }',
        { b: batchId },
      );
      if (answer.errors) throw new Error(answer.errors[0].message);
      const b = answer.data!.legalStatusBatchUpdate;
      if (b.completedAt !== null) {
        result.apply.seconds = (performance.now() - t2) / 1000;
        result.apply.successes = b.successes;
        result.apply.failures = b.failures;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    result.apply.perSecond = ids.length / result.apply.seconds;
    log(
      `  batch applied: ${ids.length.toLocaleString('en')} items in ${result.apply.seconds.toFixed(2)} s, ` +
        `${result.apply.perSecond.toFixed(0)} items/s (${result.apply.failures} failures)`,
    );
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`  legal-status bench failed: ${result.error}`);
  }
  return result;
}

export function legalStatusLines(r: LegalStatusBenchResult, withTargets: boolean): string[] {
  const lines = [
    `Over HTTP, ${r.rows.toLocaleString('en')} consumers kept for this run (set back to Enabled and Normal first). The CSV page's existence check (\`consumerStatuses\`,` +
      ` ${IDS_PER_CALL.toLocaleString('en')} ids a call, ${IN_FLIGHT === 1 ? 'one call at a time as the page sends them' : `${IN_FLIGHT} in flight`}): **${r.existence.requests} requests,` +
      ` ${r.existence.seconds.toFixed(2)} s** (${r.existence.found.toLocaleString('en')} found). The batch in` +
      ` ${r.upload.requests} parts of ${PART_ROWS.toLocaleString('en')} rows: sent in ${r.upload.seconds.toFixed(2)} s;` +
      ` applied by the job runner (chunks of 1,000 on PostgreSQL and 500 on PGlite, one transaction each with the items' results, history and audit` +
      ` rows) in **${r.apply.seconds.toFixed(2)} s = ${r.apply.perSecond.toFixed(0)} items/s**` +
      (withTargets
        ? ` (target ≥ ${LEGAL_STATUS_TARGET_PER_SECOND.toLocaleString('en')}/s: ` +
          `${r.apply.perSecond >= LEGAL_STATUS_TARGET_PER_SECOND ? 'met' : 'missed'})`
        : '') +
      `, ${r.apply.successes.toLocaleString('en')} successes, ${r.apply.failures} failures.`,
  ];
  if (r.error) lines.push('', `Error: \`${r.error}\``);
  return lines;
}
