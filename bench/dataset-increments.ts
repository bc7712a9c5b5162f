// The incremental steps on top of the base dataset, each added to an existing dataset when it is missing or
// outdated without rebuilding the rest: the account pages' data (bill statements, auto-debit settlements, plus
// statuses, installment contracts, fraud flags, assessment exclusions) and the heavy consumer's 10,000 payments.
import crypto from 'node:crypto';
import {
  C,
  FAM_KANA,
  FAM_KANJI,
  GIV_KANA,
  GIV_KANJI,
  H,
  NOW,
  U,
  capturesSql,
  paymentsSql,
  q,
  ranges,
} from './dataset-sql';
import { readMeta, type Log, type Runner, type Scale } from './dataset-runner';

// ---- account-page data: an incremental step on top of the base dataset -----------------------------------------

/**
 * Bump when accountDataSql changes: only this step is redone (its tables emptied and refilled) on the existing
 * dataset, the 5M payments stay.
 */
const ACCOUNT_DATA_VERSION = 1;
export const ACCOUNT_DATA_KEY = 'account_data';
/** Filled by the step, emptied in this order (settlements before their statements) when it is redone. */
const ACCOUNT_DATA_TABLES = [
  'auto_debit_settlements',
  'bill_statements',
  'installment_contracts',
  'plus_consumer_data',
  'plus_statuses',
  'consumer_fraud_flags',
  'assessment_exclusions',
];
const BENCH_FRAUD_REASON = 'bench_suspicious_activity';

/**
 * What the account and consumer pages read beyond the base dataset:
 * - bill statements: 12 monthly statements (usage months 2025-11 … 2026-10, issued on the 1st of the next month,
 *   due on the 27th) for every consumer with k % 10 = 0 (10%); the newest is open (Enabled, unpaid = amount),
 *   older ones Closed and paid on the due date, except 3% overdue (Enabled, unpaid, late fee 500) and 1% Disabled;
 * - auto-debit settlements for the non-Disabled statements of 40% of those consumers (Succeeded / Scheduled /
 *   Failed for closed / current / overdue);
 * - plus statuses for 30% of all consumers, PLUS consumer data for the eKYC-approved half of them;
 * - installment contracts for 10% of the non-test 'plus' tier payments of known consumers;
 * - an active consumer fraud flag for 0.5% of consumers and an assessment exclusion for 1%.
 */
function accountDataSql(consumers: number, chunk: number): string[] {
  const out: string[] = [];
  out.push(`INSERT INTO fraud_flag_reasons (id, scope, description, sort_order, active)
VALUES (${q(BENCH_FRAUD_REASON)}, 'consumer_flag', '不審な利用（ベンチマーク）', 999, true) ON CONFLICT (id) DO NOTHING`);
  for (const [a, b] of ranges(consumers, chunk)) {
    out.push(`INSERT INTO bill_statements (id, consumer_id, usage_month, issue_date, amount, unpaid_amount, late_fees_amount,
  currency, status, due_at, paid_at, created_at)
SELECT s.id, s.cid, s.usage_month, s.issue_date, s.amount,
  CASE WHEN s.state IN ('current', 'overdue') THEN s.amount ELSE 0 END,
  CASE WHEN s.state = 'overdue' THEN 500 ELSE 0 END, 'JPY',
  CASE s.state WHEN 'closed' THEN 'Closed' WHEN 'disabled' THEN 'Disabled' ELSE 'Enabled' END,
  s.due_at, CASE WHEN s.state = 'closed' THEN s.due_at END, s.issue_date::timestamptz
FROM (SELECT 'bst_' || substr(md5('bst' || g || '-' || m), 1, 16) AS id, ${C.id('g')} AS cid,
        (date '2025-11-01' + make_interval(months => m))::date AS usage_month,
        (date '2025-12-01' + make_interval(months => m))::date AS issue_date,
        (date '2025-12-01' + make_interval(months => m))::timestamp AT TIME ZONE 'Asia/Tokyo' + interval '26 days' AS due_at,
        round(exp(ln(500) + ${U('g * 16 + m', 90)} * (ln(120000) - ln(500))))::numeric AS amount,
        CASE WHEN m = 11 THEN 'current' WHEN ${H('g * 16 + m', 91)} % 100 < 3 THEN 'overdue'
             WHEN ${H('g * 16 + m', 91)} % 100 < 4 THEN 'disabled' ELSE 'closed' END AS state
      FROM generate_series(${a}, ${b}) g CROSS JOIN generate_series(0, 11) m
      WHERE g % 10 = 0) s`);
    out.push(`INSERT INTO auto_debit_settlements (bill_statement_id, consumer_id, pull_amount, pull_status, results_processed_by)
SELECT 'bst_' || substr(md5('bst' || g || '-' || m), 1, 16), ${C.id('g')},
  round(exp(ln(500) + ${U('g * 16 + m', 90)} * (ln(120000) - ln(500))))::numeric,
  CASE WHEN m = 11 THEN 'Scheduled' WHEN ${H('g * 16 + m', 91)} % 100 < 3 THEN 'Failed' ELSE 'Succeeded' END,
  (date '2025-12-01' + make_interval(months => m))::timestamp AT TIME ZONE 'Asia/Tokyo' + interval '27 days'
FROM generate_series(${a}, ${b}) g CROSS JOIN generate_series(0, 11) m
WHERE g % 10 = 0 AND ${H('g', 92)} % 100 < 40
  AND NOT (m < 11 AND ${H('g * 16 + m', 91)} % 100 = 3)`);
    out.push(`INSERT INTO plus_statuses (consumer_id, ekyc_status, houkatsu_status, apple_status, ekyc_applied_at,
  houkatsu_applied_at, apple_applied_at, review_confirmed_at, updated_at)
SELECT ${C.id('g')},
  CASE WHEN ${H('g', 93)} % 100 < 50 THEN 'approved' WHEN ${H('g', 93)} % 100 < 80 THEN 'pending' ELSE 'rejected' END,
  CASE WHEN ${H('g', 93)} % 100 >= 50 THEN 'never_started'
       ELSE (ARRAY['approved','approved','approved','awaiting_pac_assessment','pac_data_required','closed','rejected'])[1 + ${H('g', 94)} % 7] END,
  CASE WHEN ${H('g', 95)} % 100 < 10 THEN 'approved' WHEN ${H('g', 95)} % 100 < 15 THEN 'opt_in_declared' ELSE 'never_started' END,
  ${NOW} - make_interval(secs => ${H('g', 96)} % (2 * 365 * 86400)),
  CASE WHEN ${H('g', 93)} % 100 < 50 THEN ${NOW} - make_interval(secs => ${H('g', 96)} % (365 * 86400)) END,
  CASE WHEN ${H('g', 95)} % 100 < 15 THEN ${NOW} - make_interval(secs => ${H('g', 97)} % (365 * 86400)) END,
  CASE WHEN ${H('g', 93)} % 100 < 50 THEN ${NOW} - make_interval(secs => ${H('g', 96)} % (300 * 86400)) END,
  ${NOW}
FROM generate_series(${a}, ${b}) g WHERE ${H('g', 98)} % 100 < 30`);
    out.push(`INSERT INTO plus_consumer_data (consumer_id, apple_line_of_credit_limit, pac_annual_income, pac_dependents,
  pac_rent_or_mortgage, spend_limit_max, spend_limit_selected, ekyc_first_name_kanji, ekyc_last_name_kanji,
  ekyc_first_name_kana, ekyc_last_name_kana, ekyc_birth_date, ekyc_occupation, ekyc_line1, ekyc_line2, ekyc_city,
  ekyc_state, ekyc_zip, ekyc_application_reason, ekyc_applied_at, ekyc_examined_at, ekyc_updated_at,
  plus_name_kanji, plus_name_kana, plus_line1, plus_line2, plus_city, plus_state, plus_zip, approved_at)
SELECT ${C.id('g')}, CASE WHEN ${H('g', 95)} % 100 < 10 THEN 300000 END,
  (200 + ${H('g', 99)} % 1000) * 10000, ${H('g', 100)} % 4, (3 + ${H('g', 101)} % 15) * 10000,
  (ARRAY[100000, 200000, 300000, 500000])[1 + ${H('g', 102)} % 4], 100000,
  (${GIV_KANJI})[${C.giv('g')}], (${FAM_KANJI})[${C.fam('g')}], (${GIV_KANA})[${C.giv('g')}], (${FAM_KANA})[${C.fam('g')}],
  date '1950-01-01' + (${H('g', 23)} % 19000)::int,
  (ARRAY['会社員','自営業','パート・アルバイト','学生','公務員','その他'])[1 + ${H('g', 103)} % 6],
  ${C.line1('g')}, ${C.line2('g')}, ${C.cityName('g')}, ${C.state('g')}, ${C.zip('g')}, 'ショッピング',
  ${NOW} - make_interval(secs => ${H('g', 96)} % (2 * 365 * 86400)),
  ${NOW} - make_interval(secs => ${H('g', 96)} % (300 * 86400)),
  ${NOW} - make_interval(secs => ${H('g', 96)} % (300 * 86400)),
  ${C.kanji('g')}, ${C.kana('g')}, ${C.line1('g')}, ${C.line2('g')}, ${C.cityName('g')}, ${C.state('g')}, ${C.zip('g')},
  ${NOW} - make_interval(secs => ${H('g', 96)} % (300 * 86400))
FROM generate_series(${a}, ${b}) g WHERE ${H('g', 98)} % 100 < 30 AND ${H('g', 93)} % 100 < 50`);
    out.push(`INSERT INTO consumer_fraud_flags (id, consumer_id, flagged_for, flagged_by, flagged_at)
SELECT 'ffl_' || substr(md5('ffl' || g), 1, 16), ${C.id('g')}, ${q(BENCH_FRAUD_REASON)}, 'fraud-team@example.com',
  ${NOW} - make_interval(secs => ${H('g', 105)} % (365 * 86400))
FROM generate_series(${a}, ${b}) g WHERE ${H('g', 104)} % 1000 < 5`);
    out.push(`INSERT INTO assessment_exclusions (id, consumer_id, assessment_kind, excluded_by, excluded_at)
SELECT 'axc_' || substr(md5('axc' || g), 1, 16), ${C.id('g')},
  (ARRAY['fraud','credit','identity','amazon_limit','plus_limit'])[1 + ${H('g', 107)} % 5], 'risk-team@example.com',
  ${NOW} - make_interval(secs => ${H('g', 108)} % (365 * 86400))
FROM generate_series(${a}, ${b}) g WHERE ${H('g', 106)} % 100 < 1`);
  }
  out.push(`INSERT INTO installment_contracts (id, consumer_id, kind, payment_id, merchant_id, merchant_name, status,
  number_of_installments, total_capture_amount, outstanding_amount, test, date_converted)
SELECT 'isp_' || substr(md5('ins' || p.id), 1, 16), p.consumer_id, x.kind, p.id, p.merchant_id, p.merchant_name,
  CASE WHEN p.created_at < ${NOW} - make_interval(months => x.n) THEN 'completed' ELSE 'active' END,
  x.n, p.amount,
  CASE WHEN p.created_at < ${NOW} - make_interval(months => x.n) THEN 0
       ELSE round(p.amount * greatest(0, 1 - extract(epoch from ${NOW} - p.created_at) / (x.n * 30 * 86400.0))) END,
  false, p.created_at + interval '1 day'
FROM payments p
CROSS JOIN LATERAL (SELECT (ARRAY['three_pay','six_pay','twelve_pay'])[1 + (hashtext('ik' || p.id) & 1023) % 3] AS kind,
                           (ARRAY[3, 6, 12])[1 + (hashtext('ik' || p.id) & 1023) % 3] AS n) x
WHERE p.tier = 'plus' AND NOT p.test AND p.consumer_id IS NOT NULL AND (hashtext('i' || p.id) & 1023) < 102`);
  return out;
}

/**
 * Adds the account-page data to an existing dataset when it is missing (bill_statements empty) or was made by
 * another version of accountDataSql; otherwise does nothing. Returns the step's timing ([] when nothing to do).
 */
export async function ensureAccountData(
  r: Runner,
  scale: Scale,
  log: Log,
  chunk = 100_000,
): Promise<[string, number][]> {
  const meta = (await readMeta(r)) ?? {};
  const [{ n }] = await r.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM bill_statements LIMIT 1) x`,
  );
  if (Number(n) > 0 && meta[ACCOUNT_DATA_KEY] === String(ACCOUNT_DATA_VERSION)) return [];
  log(`  account data (v${ACCOUNT_DATA_VERSION}) missing or outdated: adding it to the existing dataset`);
  const t0 = performance.now();
  for (const t of ACCOUNT_DATA_TABLES) await r.exec(`DELETE FROM ${t}`);
  let skipFk = true;
  try {
    await r.exec(`SET session_replication_role = replica`);
  } catch {
    skipFk = false;
  }
  try {
    for (const stmt of accountDataSql(scale.consumers, chunk)) await r.exec(stmt);
  } finally {
    if (skipFk) await r.exec(`SET session_replication_role = origin`);
  }
  for (const t of ACCOUNT_DATA_TABLES) await r.exec(`VACUUM (ANALYZE) ${t}`);
  const seconds = (performance.now() - t0) / 1000;
  await r.exec(`CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL)`);
  await r.exec(
    `INSERT INTO bench_meta VALUES (${q(ACCOUNT_DATA_KEY)}, ${q(String(ACCOUNT_DATA_VERSION))}),
       (${q(`${ACCOUNT_DATA_KEY}_seconds`)}, ${q(seconds.toFixed(1))})
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
  log(`  ${'account data'.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s`);
  return [[`account data v${ACCOUNT_DATA_VERSION} (incremental)`, seconds]];
}

// ---- the heavy consumer: one consumer with 10,000 payments (the browser section's long payment list) ------------

/** Consumer number 1 of the series gets this many Paidy (pay_) payments in all: the page list's limit exactly. */
export const HEAVY_CONSUMER_PAYMENTS = 10_000;
const HEAVY_CONSUMER_NUMBER = 1;
/** bench_meta key: how many payments the step added (the reuse check discounts them). */
export const HEAVY_CONSUMER_KEY = 'heavy_consumer_payments';

/** The id of the heavy consumer (C.id of its number, computed in JS). */
export const HEAVY_CONSUMER_ID = `con_${crypto
  .createHash('md5')
  .update(`con${HEAVY_CONSUMER_NUMBER}`)
  .digest('hex')
  .slice(0, 16)}`;

/**
 * Gives consumer number 1 HEAVY_CONSUMER_PAYMENTS Paidy payments in all (with captures like the others: 76%
 * of the non-rejected ones), numbered after the base payments so their ids and values are new. Idempotent:
 * does nothing when the consumer already has them; one transaction, so a broken run leaves nothing half done.
 */
export async function ensureHeavyConsumer(r: Runner, scale: Scale, log: Log): Promise<[string, number][]> {
  const id = q(HEAVY_CONSUMER_ID);
  const count = async () =>
    Number(
      (
        await r.query<{ n: string | number }>(
          `SELECT count(*) AS n FROM payments WHERE consumer_id = ${id} AND id LIKE 'pay\\_%'`,
        )
      )[0].n,
    );
  const have = await count();
  if (have >= HEAVY_CONSUMER_PAYMENTS) return [];
  const [{ n: extraRows }] = await r.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM payments WHERE consumer_id = ${id} AND id IN (SELECT 'pay_' || substr(md5('pay' || g), 1, 16)
       FROM generate_series(${scale.payments + 1}, ${scale.payments + HEAVY_CONSUMER_PAYMENTS}) g)`,
  );
  const t0 = performance.now();
  const first = scale.payments + 1 + Number(extraRows);
  const add = HEAVY_CONSUMER_PAYMENTS - have;
  log(`  heavy consumer ${HEAVY_CONSUMER_ID}: ${have} Paidy payments, adding ${add}`);
  await r.exec('BEGIN');
  try {
    await r.exec(paymentsSql(first, first + add - 1, scale.consumers, HEAVY_CONSUMER_NUMBER));
    await r.exec(
      capturesSql(
        `consumer_id = ${id} AND NOT EXISTS (SELECT 1 FROM captures x WHERE x.payment_id = payments.id)`,
      ),
    );
    await r.exec(`CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL)`);
    await r.exec(
      `INSERT INTO bench_meta VALUES (${q(HEAVY_CONSUMER_KEY)}, '0') ON CONFLICT (key) DO NOTHING`,
    );
    await r.exec(
      `UPDATE bench_meta SET value = (value::int + ${add})::text WHERE key = ${q(HEAVY_CONSUMER_KEY)}`,
    );
    await r.exec('COMMIT');
  } catch (error) {
    await r.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
  for (const t of ['payments', 'captures']) await r.exec(`VACUUM (ANALYZE) ${t}`);
  const seconds = (performance.now() - t0) / 1000;
  log(`  ${'heavy consumer'.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s (${await count()} payments)`);
  return [[`heavy consumer: ${add.toLocaleString('en')} payments (incremental)`, seconds]];
}
