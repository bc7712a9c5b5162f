// The account actions over HTTP (docs/decisions.md "Consumer actions"): p95 of updateConsumerEmail,
// createFraudFlagV2 and closeConsumer (refused and successful), one request after another, each with an
// Idempotency-Key as the console sends it; then the throughput of 8 staff members acting at once, each on consumers
// of their own (e-mail, phone, admin log, legal status in turn). Every write also appends to the audit chain, whose
// single lock all writers share, which is what the throughput measures.
// The actions touch consumers made for the run (ids con_BENCHMUT…), deleted again afterwards, so the dataset stays
// as it was; the refused closes use dataset consumers that have an open bill or an active contract (a refusal
// changes nothing but its audit row).
import { randomUUID } from 'node:crypto';
import type { Database } from '../server/db/client';
import { ensureStaff, query, stats, type Stats } from './measure';
import { graphqlRequest } from './http-measures';

export const MUTATION_TARGET_P95 = 50;
export const ACTORS = 8;
const PREFIX = 'con_BENCHMUT';
const actorEmail = (i: number) => `bench-actor-${i + 1}@example.com`;

export interface MutationRow extends Stats {
  label: string;
  what: string;
  target: number;
}

export interface MutationThroughput {
  clients: number;
  seconds: number;
  actions: number;
  perSecond: number;
  stats: Stats;
}

export interface MutationResult {
  rows: MutationRow[];
  throughput?: MutationThroughput;
}

export interface MutationPlan {
  emailTargets: string[];
  flagTargets: string[];
  closeTargets: string[];
  refusedCloseTargets: string[];
  actorTargets: string[][];
  reason: string;
  actorEmails: string[];
}

/** Fresh consumers for the run: status Enabled, nothing owed, unique e-mail and phone. */
/** `tag`: two id characters, so that PREFIX + tag + 6 digits is a consumer id (con_ + 16). */
async function makeConsumers(db: Database, tag: string, salt: number, count: number): Promise<string[]> {
  // A few spare rows: a phone number the dataset already has is skipped (ON CONFLICT), not an error.
  const made = await query<{ id: string }>(
    db,
    `INSERT INTO consumers (id, status, legal_status, kanji_name, kana_name, email, phone)
     SELECT '${PREFIX}' || '${tag}' || lpad(g::text, 6, '0'), 'Enabled', 'Normal', '試験 太郎', 'シケン タロウ',
            'benchmut-${tag}-' || g || '@bench.invalid',
            '8170' || lpad(((${salt} * 1000003 + g * 7919) % 100000000)::text, 8, '0')
     FROM generate_series(1, ${count + 50}) g
     ON CONFLICT DO NOTHING
     RETURNING id`,
  );
  return made.map((r) => r.id).slice(0, count);
}

/** Removes what earlier runs left (their consumers and the rows hanging off them; audit rows stay, by design). */
export async function cleanupMutationBench(db: Database): Promise<void> {
  const like = `'${PREFIX}%'`;
  for (const table of ['consumer_fraud_flags', 'consumer_history', 'admin_logs', 'fraud_event_logs']) {
    await query(db, `DELETE FROM ${table} WHERE consumer_id LIKE ${like}`);
  }
  await query(db, `DELETE FROM consumers WHERE id LIKE ${like}`);
}

export async function prepareMutationBench(
  db: Database,
  requests: number,
  warmup: number,
): Promise<MutationPlan> {
  await cleanupMutationBench(db);
  const n = requests + warmup;
  const actorEmails = Array.from({ length: ACTORS }, (_, i) => actorEmail(i));
  for (const email of actorEmails) await ensureStaff(db, email);
  const [reason] = await query<{ id: string }>(
    db,
    `SELECT id FROM fraud_flag_reasons WHERE scope = 'consumer_flag' AND active ORDER BY sort_order, id LIMIT 1`,
  );
  const refused = await query<{ id: string }>(
    db,
    `SELECT DISTINCT b.consumer_id AS id FROM bill_statements b JOIN consumers c ON c.id = b.consumer_id
     WHERE b.status = 'Enabled' AND b.unpaid_amount > 0 AND c.status <> 'Closed' LIMIT 200`,
  );
  const actorTargets: string[][] = [];
  for (let i = 0; i < ACTORS; i++) actorTargets.push(await makeConsumers(db, `A${i}`, 10 + i, 20));
  return {
    emailTargets: await makeConsumers(db, 'EM', 1, 20),
    flagTargets: await makeConsumers(db, 'FL', 2, n),
    closeTargets: await makeConsumers(db, 'CL', 3, n),
    refusedCloseTargets: refused.map((r) => r.id),
    actorTargets,
    reason: reason?.id ?? 'missing',
    actorEmails,
  };
}

interface Sent {
  ms: number;
  ok: boolean;
  error?: string;
  data?: Record<string, unknown>;
}

/** One action as the console sends it: its own Idempotency-Key. */
async function send(
  baseUrl: string,
  cookie: string,
  queryText: string,
  variables: Record<string, unknown>,
): Promise<Sent> {
  const { ms, ok, error, body } = await graphqlRequest(baseUrl, cookie, undefined, queryText, variables, {
    'idempotency-key': randomUUID(),
  });
  return { ms, ok, error, data: body?.data };
}

const EMAIL = `mutation($id: ID!, $email: String!) { updateConsumerEmail(id: $id, email: $email) }`;
const PHONE = `mutation($id: ID!, $phone: String!) { updateConsumerPhone(id: $id, phone: $phone) }`;
const FLAG = `mutation($c: ID!, $r: ID!) { createFraudFlagV2(consumerId: $c, flaggedFor: $r) { id } }`;
const CLOSE = `mutation($id: ID!) { closeConsumer(id: $id) }`;
const LOG = `mutation($c: ID!, $m: String!) { createAdminLogV2(consumerId: $c, message: $m) { createdAt } }`;
const LEGAL = `mutation($id: ID!, $s: LegalStatus!) { updateConsumerLegalStatus(id: $id, legalStatus: $s) { id } }`;

async function sequence(
  label: string,
  what: string,
  count: number,
  warmup: number,
  one: (i: number) => Promise<Sent>,
  expect: (s: Sent) => boolean,
): Promise<MutationRow> {
  for (let i = 0; i < warmup; i++) await one(count + i);
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  for (let i = 0; i < count; i++) {
    const answer = await one(i);
    if (answer.ok && expect(answer)) samples.push(answer.ms);
    else {
      errors++;
      firstError ??= answer.error ?? JSON.stringify(answer.data);
    }
  }
  return { label, what, target: MUTATION_TARGET_P95, ...stats(samples, errors, firstError) };
}

export async function measureMutations(options: {
  baseUrl: string;
  /** One signed-in cookie per actor; the first also runs the sequential part. */
  cookies: string[];
  plan: MutationPlan;
  requests: number;
  warmup: number;
  throughputSeconds: number;
  log: (line: string) => void;
}): Promise<MutationResult> {
  const { baseUrl, cookies, plan, requests, warmup, log } = options;
  const [cookie] = cookies;
  const run = randomUUID().slice(0, 8);
  const rows: MutationRow[] = [];
  const pick = <T>(list: T[], i: number) => list[i % list.length];
  rows.push(
    await sequence(
      'updateConsumerEmail',
      `${plan.emailTargets.length} consumers, a new address each time`,
      requests,
      warmup,
      (i) =>
        send(baseUrl, cookie, EMAIL, {
          id: pick(plan.emailTargets, i),
          email: `m-${run}-${i}@bench.invalid`,
        }),
      (s) => s.data?.updateConsumerEmail === 'Success',
    ),
  );
  // Warm-up requests use the ids after the measured ones.
  rows.push(
    await sequence(
      'createFraudFlagV2',
      'a fresh consumer each time (flag + disable + history)',
      requests,
      warmup,
      (i) => send(baseUrl, cookie, FLAG, { c: plan.flagTargets[i], r: plan.reason }),
      (s) => Boolean(s.data?.createFraudFlagV2),
    ),
  );
  if (plan.refusedCloseTargets.length) {
    rows.push(
      await sequence(
        'closeConsumer, refused',
        `${plan.refusedCloseTargets.length} dataset consumers with an unpaid bill`,
        requests,
        warmup,
        (i) => send(baseUrl, cookie, CLOSE, { id: pick(plan.refusedCloseTargets, i) }),
        (s) => typeof s.data?.closeConsumer === 'string' && s.data.closeConsumer !== 'Success',
      ),
    );
  }
  rows.push(
    await sequence(
      'closeConsumer, successful',
      'a fresh consumer each time (checks + close + history)',
      requests,
      warmup,
      (i) => send(baseUrl, cookie, CLOSE, { id: plan.closeTargets[i] }),
      (s) => s.data?.closeConsumer === 'Success',
    ),
  );
  for (const r of rows) {
    log(
      `  ${r.label.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)}  p95 ${r.p95.toFixed(1).padStart(6)}  p99 ${r.p99.toFixed(1).padStart(6)} ms` +
        (r.errors ? `  ${r.errors} errors: ${r.firstError}` : ''),
    );
  }

  let throughput: MutationThroughput | undefined;
  if (options.throughputSeconds > 0 && cookies.length >= ACTORS) {
    const samples: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const t0 = performance.now();
    const deadline = t0 + options.throughputSeconds * 1000;
    await Promise.all(
      cookies.slice(0, ACTORS).map(async (actorCookie, a) => {
        const mine = plan.actorTargets[a];
        for (let i = 0; performance.now() < deadline; i++) {
          const id = pick(mine, i);
          const step = i % 4;
          const answer =
            step === 0
              ? await send(baseUrl, actorCookie, EMAIL, { id, email: `t-${run}-${a}-${i}@bench.invalid` })
              : step === 1
                ? await send(baseUrl, actorCookie, PHONE, {
                    id,
                    phone: `8170${String((a * 1_000_003 + i * 7_919 + Number.parseInt(run, 16)) % 100_000_000).padStart(8, '0')}`,
                  })
                : step === 2
                  ? await send(baseUrl, actorCookie, LOG, { c: id, m: `bench ${i}` })
                  : await send(baseUrl, actorCookie, LEGAL, {
                      id,
                      s: Math.floor(i / 4) % 2 ? 'Normal' : 'CollectionPending',
                    });
          if (answer.ok) samples.push(answer.ms);
          else {
            errors++;
            firstError ??= answer.error;
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    throughput = {
      clients: ACTORS,
      seconds,
      actions: samples.length,
      perSecond: samples.length / seconds,
      stats: stats(samples, errors, firstError),
    };
    log(
      `  ${ACTORS} staff acting at once: ${throughput.perSecond.toFixed(0)} actions/s (p50 ${throughput.stats.p50.toFixed(1)}, p95 ${throughput.stats.p95.toFixed(1)} ms` +
        (errors ? `, ${errors} errors: ${firstError}` : '') +
        ')',
    );
  }
  return { rows, throughput };
}
