// The bulk installment cancellation over HTTP (the target: "the server's plans/s reverting them [a 100,000-id
// cancellation file] at the full PostgreSQL scale", ≥ 5,000 plans/s). As the page sends it: the plans looked
// up (installmentPlans, 1,000 ids a call, one call after another), then jobs of 5,000 ids started one after another
// (startBulkCancellation, all before polling any), reverted by the server's job runner in set-based chunks (1,000
// plans per transaction on PostgreSQL) and polled every 100 ms until every job is completed.
// The plans (ids isp_BENCHBC…) belong to bench consumers (con_BENCHBCC…, 4 plans each) and bench payments
// (pay_BENCHBCP…) of a bench merchant, all made on the first run and kept; each run sets the plans back to active
// with their outstanding amount and removes the lump-sum charges, history records and jobs earlier runs made. Audit
// rows stay, by design (the audit log is append-only). The four-eyes policy row of bulk cancellations is off during the
// run (the jobs start at once, as before four eyes) and on again afterwards.
import { randomUUID } from 'node:crypto';
import type { Database } from '../server/db/client';
import { BULK_CANCEL_CHUNK_SIZE } from '../server/jobs/installment-plan-cancel-job';
import { query } from './measure';
import { postGraphql } from './http-client';

const PLAN_PREFIX = 'isp_BENCHBC'; // + 9 digits = 16 id characters
const CONSUMER_PREFIX = 'con_BENCHBCC'; // + 8 digits
const PAYMENT_PREFIX = 'pay_BENCHBCP'; // + 8 digits
const MERCHANT_ID = 'mer_BENCHBC-MERCHANT';
const MERCHANT_NAME = 'ベンチマーク分割加盟店';
const PLANS_PER_CONSUMER = 4;
/** The page's figures (src/app/features/installment-plan-cancel/installment-plan-cancel-rules.ts). */
const IDS_PER_LOOKUP = 1_000;
const IDS_PER_JOB = 5_000;
const POLL_MS = 100;
/** The job runner's chunks (server/jobs/installment-plan-cancel-job.ts), for the report's wording. */
const CHUNK_PLANS = BULK_CANCEL_CHUNK_SIZE;
/** The target with set-based chunks, on PostgreSQL at the full scale. */
export const BULK_CANCEL_TARGET_PER_SECOND = 5_000;

export interface BulkCancelBenchResult {
  plans: number;
  lookup: { requests: number; seconds: number; found: number; active: number };
  start: { jobs: number; seconds: number };
  apply: {
    /** From the first start's answer (the runner is woken by it) to the last job seen completed. */
    seconds: number;
    /** From the last start's answer (the whole file is on the server) to the last job seen completed. */
    afterStartsSeconds: number;
    perSecond: number;
    done: number;
    successes: number;
    notActive: number;
    failures: number;
    /** The time limit ran out before every job completed: the figures are those of the plans done by then. */
    timedOut: boolean;
  };
  timeLimitSeconds: number;
  error?: string;
}

/** An id range of the bench rows: index scans, where LIKE would scan whole tables. */
const RANGE = (column: string, prefix: string) => `${column} >= '${prefix}' AND ${column} < '${prefix}~'`;

/** What a plan's outstanding amount is set back to (two thirds of the payment: every revert writes a charge). */
const OUTSTANDING = 'round(total_capture_amount * 2 / 3)';

/**
 * Removes what earlier runs did: the lump-sum charges of the bench plans, the bench consumers' history records and
 * the bench jobs with their items (audit rows stay, by design); sets the plans back to active with their outstanding
 * amount. Consumers, payments and plans stay: deleting them checks every table that references them, row by row.
 */
export async function cleanupBulkCancelBench(db: Database): Promise<void> {
  // The bench plans' range (charges_installment_plan_idx), narrowed to the bench consumers.
  await query(
    db,
    `DELETE FROM charges WHERE ${RANGE('consumer_id', CONSUMER_PREFIX)}
       AND ${RANGE('installment_plan_id', PLAN_PREFIX)} AND installment_plan_charge_kind = 'lump_sum'`,
  );
  await query(db, `DELETE FROM consumer_history WHERE ${RANGE('consumer_id', CONSUMER_PREFIX)}`);
  // bulk_cancellation_items has no index on the plan id: the bench jobs are those whose first item is a bench plan
  // (the jobs table is small; the item is found by its primary key). One statement: the foreign key is checked at
  // its end, when items and jobs are both gone.
  await query(
    db,
    `WITH j AS (SELECT b.id FROM bulk_cancellations b
                JOIN bulk_cancellation_items i ON i.job_id = b.id AND i.position = 1
                WHERE ${RANGE('i.installment_plan_id', PLAN_PREFIX)}),
          i AS (DELETE FROM bulk_cancellation_items WHERE job_id IN (SELECT id FROM j))
     DELETE FROM bulk_cancellations WHERE id IN (SELECT id FROM j)`,
  );
  await query(
    db,
    `UPDATE installment_contracts
     SET status = 'active', outstanding_amount = ${OUTSTANDING}, canceled_at = NULL, canceled_by = NULL
     WHERE ${RANGE('id', PLAN_PREFIX)} AND (status <> 'active' OR outstanding_amount <> ${OUTSTANDING})`,
  );
  await setBulkCancellationPolicy(db, true);
}

/**
 * A four-eyes policy row (a job of over 1,000 plans, a batch of over 1,000 rows waits for a second person): off while
 * a bulk bench runs, since it measures the job, not the approval; on again (as the migration has it) afterwards.
 */
export async function setApprovalPolicy(
  db: Database,
  key: 'bulk_cancellation' | 'legal_status_batch',
  enabled: boolean,
): Promise<void> {
  await query(db, `UPDATE approval_policies SET enabled = ${enabled} WHERE key = '${key}'`);
}

const setBulkCancellationPolicy = (db: Database, enabled: boolean) =>
  setApprovalPolicy(db, 'bulk_cancellation', enabled);

/** N active plans of bench consumers, made on the first run (before the server starts: PGlite). */
export async function prepareBulkCancelBench(db: Database, plans: number): Promise<string[]> {
  await cleanupBulkCancelBench(db);
  await setBulkCancellationPolicy(db, false);
  const consumerOf = (g: string) =>
    `'${CONSUMER_PREFIX}' || lpad(((${g} - 1) / ${PLANS_PER_CONSUMER} + 1)::text, 8, '0')`;
  await query(
    db,
    `INSERT INTO merchants (id, name, is_specified_continuous_service_merchant)
     VALUES ('${MERCHANT_ID}', '${MERCHANT_NAME}', false) ON CONFLICT DO NOTHING`,
  );
  await query(
    db,
    `INSERT INTO consumers (id, status, legal_status, email, phone)
     SELECT '${CONSUMER_PREFIX}' || lpad(g::text, 8, '0'), 'Enabled', 'Normal', 'benchbc-' || g || '@bench.invalid',
            '8150' || lpad(g::text, 8, '0')
     FROM generate_series(1, ${Math.ceil(plans / PLANS_PER_CONSUMER)}) g
     ON CONFLICT DO NOTHING`,
  );
  // One converted plus-tier payment per plan, as the dataset's plans have.
  await query(
    db,
    `INSERT INTO payments (id, consumer_id, merchant_id, merchant_name, status, tier, amount, created_at)
     SELECT '${PAYMENT_PREFIX}' || lpad(g::text, 8, '0'), ${consumerOf('g')}, '${MERCHANT_ID}', '${MERCHANT_NAME}',
            'CLOSED', 'plus', 3000 * (10 + g % 50), now() - interval '10 days'
     FROM generate_series(1, ${plans}) g
     ON CONFLICT DO NOTHING`,
  );
  await query(
    db,
    `INSERT INTO installment_contracts (id, consumer_id, kind, payment_id, merchant_id, merchant_name, status,
       number_of_installments, total_capture_amount, outstanding_amount, test, date_converted)
     SELECT '${PLAN_PREFIX}' || lpad(g::text, 9, '0'), ${consumerOf('g')},
            (ARRAY['three_pay', 'six_pay', 'twelve_pay'])[1 + g % 3], '${PAYMENT_PREFIX}' || lpad(g::text, 8, '0'),
            '${MERCHANT_ID}', '${MERCHANT_NAME}', 'active', (ARRAY[3, 6, 12])[1 + g % 3], 3000 * (10 + g % 50),
            2000 * (10 + g % 50), false, now() - interval '9 days'
     FROM generate_series(1, ${plans}) g
     ON CONFLICT DO NOTHING`,
  );
  const made = await query<{ id: string }>(
    db,
    `SELECT id FROM installment_contracts WHERE ${RANGE('id', PLAN_PREFIX)} ORDER BY id LIMIT ${plans}`,
  );
  return made.map((r) => r.id);
}

interface Job {
  id: string;
  length: number;
  done: number;
  completedAt: number | null;
}

const JOB_FIELDS = 'id length done completedAt';

export async function measureBulkCancel(options: {
  baseUrl: string;
  cookie: string;
  ids: string[];
  timeLimitSeconds: number;
  log: (line: string) => void;
}): Promise<BulkCancelBenchResult> {
  const { baseUrl, cookie, ids, timeLimitSeconds, log } = options;
  const post = async (
    text: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const response = await postGraphql(baseUrl, { query: text, variables }, { cookie, ...headers });
    const body = JSON.parse(response.text) as {
      data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      errors?: { message: string }[];
    };
    if (body.errors?.length) throw new Error(body.errors[0].message);
    if (response.status !== 200 || !body.data) throw new Error(`HTTP ${response.status}`);
    return body.data;
  };
  const result: BulkCancelBenchResult = {
    plans: ids.length,
    lookup: { requests: 0, seconds: NaN, found: 0, active: 0 },
    start: { jobs: 0, seconds: NaN },
    apply: {
      seconds: NaN,
      afterStartsSeconds: NaN,
      perSecond: NaN,
      done: 0,
      successes: 0,
      notActive: 0,
      failures: 0,
      timedOut: false,
    },
    timeLimitSeconds,
  };
  try {
    // The lookup, one call after another as the page sends them.
    const t0 = performance.now();
    for (let i = 0; i < ids.length; i += IDS_PER_LOOKUP) {
      const data = await post(
        'query($ids: [ID!]!) { installmentPlans(installmentPlanIds: $ids) { id status } }',
        {
          ids: ids.slice(i, i + IDS_PER_LOOKUP),
        },
      );
      const rows = data.installmentPlans as { id: string; status: string }[];
      result.lookup.requests++;
      result.lookup.found += rows.length;
      result.lookup.active += rows.filter((r) => r.status === 'active').length;
    }
    result.lookup.seconds = (performance.now() - t0) / 1000;
    log(
      `  lookup: ${ids.length.toLocaleString('en')} ids in ${result.lookup.requests} requests, ` +
        `${result.lookup.seconds.toFixed(2)} s (${result.lookup.active.toLocaleString('en')} active)`,
    );

    // Every job started before any is polled; one Idempotency-Key per job, as the page sends it.
    const jobs: Job[] = [];
    let firstAnswered = NaN;
    const t1 = performance.now();
    for (let i = 0; i < ids.length; i += IDS_PER_JOB) {
      const data = await post(
        `mutation($ids: [ID!]!) { startBulkCancellation(installmentPlanIds: $ids) { ${JOB_FIELDS} } }`,
        { ids: ids.slice(i, i + IDS_PER_JOB) },
        { 'idempotency-key': randomUUID() },
      );
      jobs.push(data.startBulkCancellation as Job);
      if (jobs.length === 1) firstAnswered = performance.now();
    }
    const t2 = performance.now();
    result.start = { jobs: jobs.length, seconds: (t2 - t1) / 1000 };
    log(`  ${jobs.length} jobs started in ${result.start.seconds.toFixed(2)} s`);
    if (jobs.some((job) => job.done > 0 && job.completedAt !== null))
      throw new Error('a job was already done when started: the cleanup left a job of an earlier run');

    // Polled in turn, as the page does (the runner takes them in the order they were started); the poll asks for
    // no results (the page does, every 2 s), so the server reads none.
    const deadline = firstAnswered + timeLimitSeconds * 1000;
    let end = NaN;
    polling: for (let i = 0; i < jobs.length; i++) {
      while (jobs[i].completedAt === null) {
        if (performance.now() > deadline) {
          result.apply.timedOut = true;
          break polling;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const data = await post(`query($id: ID!) { bulkCancellation(id: $id) { ${JOB_FIELDS} } }`, {
          id: jobs[i].id,
        });
        jobs[i] = data.bulkCancellation as Job;
      }
      end = performance.now();
    }
    if (result.apply.timedOut) {
      end = performance.now();
      for (let i = 0; i < jobs.length; i++)
        jobs[i] = (
          await post(`query($id: ID!) { bulkCancellation(id: $id) { ${JOB_FIELDS} } }`, { id: jobs[i].id })
        ).bulkCancellation as Job;
    }
    result.apply.seconds = (end - firstAnswered) / 1000;
    result.apply.afterStartsSeconds = (end - t2) / 1000;
    result.apply.done = jobs.reduce((n, job) => n + job.done, 0);
    result.apply.perSecond = result.apply.done / result.apply.seconds;

    // Every plan's answer, read once at the end (not timed).
    for (const job of jobs) {
      const data = await post('query($id: ID!) { bulkCancellation(id: $id) { results { status } } }', {
        id: job.id,
      });
      for (const r of data.bulkCancellation.results as { status: string }[]) {
        if (r.status === 'Success') result.apply.successes++;
        else if (r.status === 'NotActive') result.apply.notActive++;
        else result.apply.failures++;
      }
    }
    log(
      `  reverted: ${result.apply.done.toLocaleString('en')} of ${ids.length.toLocaleString('en')} plans in ` +
        `${result.apply.seconds.toFixed(2)} s (${result.apply.afterStartsSeconds.toFixed(2)} s after the last start), ` +
        `${result.apply.perSecond.toFixed(0)} plans/s (${result.apply.successes.toLocaleString('en')} Success, ` +
        `${result.apply.notActive} NotActive, ${result.apply.failures} Failure)` +
        (result.apply.timedOut ? `; stopped after the ${timeLimitSeconds} s time limit` : ''),
    );
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`  bulk-cancellation bench failed: ${result.error}`);
  }
  return result;
}

export function bulkCancelLines(r: BulkCancelBenchResult, withTargets: boolean): string[] {
  const a = r.apply;
  const n = (v: number) => v.toLocaleString('en');
  const lines = [
    `Over HTTP, ${n(r.plans)} active installment plans kept for this run (${PLANS_PER_CONSUMER} per bench consumer,` +
      ' each with an outstanding amount so every revert writes a lump-sum charge; set back to active first). The' +
      ` page’s lookup (\`installmentPlans\`, ${n(IDS_PER_LOOKUP)} ids a call, one after another as the page sends` +
      ` them): **${r.lookup.requests} requests, ${r.lookup.seconds.toFixed(2)} s** (${n(r.lookup.found)} found,` +
      ` ${n(r.lookup.active)} active). ${r.start.jobs} job${r.start.jobs === 1 ? '' : 's'} of up to` +
      ` ${n(IDS_PER_JOB)} ids (\`startBulkCancellation\`, one after another, all before any is polled): started in` +
      ` ${r.start.seconds.toFixed(2)} s. The job runner (chunks of ${n(CHUNK_PLANS.postgres)} plans on PostgreSQL and` +
      ` ${n(CHUNK_PLANS.pglite)} on PGlite, one transaction each, set-based: one statement locks the chunk’s` +
      ' consumers, one its plans, then one updates the plans, one inserts the lump-sum charges, one the' +
      ' ContractReverted history records, one the items’ results, one the audit rows) reverted' +
      ` ${n(a.done)} plans in **${a.seconds.toFixed(2)} s = ${a.perSecond.toFixed(0)} plans/s**` +
      (withTargets
        ? ` (target ≥ ${n(BULK_CANCEL_TARGET_PER_SECOND)}/s: ` +
          `${a.perSecond >= BULK_CANCEL_TARGET_PER_SECOND ? 'met' : 'missed'})`
        : '') +
      ` (from the first` +
      ` start’s answer, which wakes the runner, to the last job seen completed, polled every ${POLL_MS} ms;` +
      ` ${a.afterStartsSeconds.toFixed(2)} s of it after the last start was answered): ${n(a.successes)} Success,` +
      ` ${n(a.notActive)} NotActive, ${n(a.failures)} Failure.`,
  ];
  if (a.timedOut)
    lines.push(
      '',
      `**Stopped at the ${n(r.timeLimitSeconds)} s time limit** with ${n(a.done)} of ${n(r.plans)} plans done: the` +
        ' time and rate above are those of the plans done by then; the unfinished jobs were removed once the server' +
        ' had stopped.',
    );
  if (r.error) lines.push('', `Error: \`${r.error}\``);
  return lines;
}
