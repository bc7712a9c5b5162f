// The report's tables of the HTTP measurements (bench/measure.ts): the search kinds, the pages, the mutations, the
// load average and the dataset's build, as `npm run bench` writes them into bench/report.md (bench/run.ts).
import os from 'node:os';
import { HEAVY_CONSUMER_PAYMENTS, type BuildResult } from './dataset';
import type { MeasureResult, Stats } from './measure';

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '—');
export const verdict = (s: Stats, target: number) =>
  s.errors || !s.n ? 'error' : s.p95 <= target ? 'pass' : 'MISS';

export function loadNote(m: MeasureResult): string[] {
  const [before, after] = m.load.map((v) => v.toFixed(2));
  // The benchmark itself (server, database, client, and the build just before) accounts for about one core per
  // core; well above that, other work shared the machine.
  const busy = Math.max(...m.load) > os.cpus().length * 1.5;
  return [
    `One-minute load average ${before} when the measurement started, ${after} when it ended (the benchmark's own` +
      ' work included)' +
      (busy ? ' — **other work was running on the machine; the figures are pessimistic**.' : '.'),
    '',
  ];
}

/** The kinds whose requests failed, one line each, under a table. */
function errorLines(failed: { label: string; errors: number; n: number; firstError?: string }[]): string[] {
  if (!failed.length) return [];
  return [
    '',
    'Errors:',
    ...failed.map(
      (k) => `- ${k.label}: ${k.errors} of ${k.errors + k.n} requests failed — \`${k.firstError}\``,
    ),
  ];
}

export function searchTable(m: MeasureResult, withTargets: boolean): string[] {
  const head = withTargets
    ? ['| kind | examples | n | p50 ms | p95 ms | p99 ms | max ms | rows c/p/cb/ch | target p95 | result |']
    : ['| kind | examples | n | p50 ms | p95 ms | p99 ms | max ms | rows c/p/cb/ch |'];
  const lines = [...head, head[0].replace(/[^|]+/g, ' --- ')];
  for (const k of m.search) {
    const examples = k.examples
      .slice(0, 2)
      .map((e) => `\`${e}\``)
      .join(', ');
    const cells = [
      k.label,
      examples,
      String(k.n),
      ms(k.p50),
      ms(k.p95),
      ms(k.p99),
      ms(k.max),
      k.rows.join(' / '),
    ];
    if (withTargets) cells.push(`≤ ${k.target}`, verdict(k, k.target));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  if (m.paymentPage) {
    const p = m.paymentPage;
    const cells = [
      '**payment page** (PaymentPage)',
      `${p.ids} random ids`,
      String(p.n),
      ms(p.p50),
      ms(p.p95),
      ms(p.p99),
      ms(p.max),
      '',
    ];
    if (withTargets) cells.push(`≤ ${p.target}`, verdict(p, p.target));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const errors = [
    ...m.search.filter((k) => k.errors),
    ...(m.paymentPage?.errors ? [{ label: 'payment page', ...m.paymentPage }] : []),
  ];
  return [...lines, ...errorLines(errors)];
}

export function pagesTable(m: MeasureResult, withTargets: boolean): string[] {
  if (!m.pages.length) return [];
  const head = withTargets
    ? '| query | consumers | n | p50 ms | p95 ms | p99 ms | max ms | mean rows | target p95 | result |'
    : '| query | consumers | n | p50 ms | p95 ms | p99 ms | max ms | mean rows |';
  const lines = [head, head.replace(/[^|]+/g, ' --- ')];
  for (const p of m.pages) {
    const cells = [
      `**${p.label}**`,
      p.consumers,
      String(p.n),
      ms(p.p50),
      ms(p.p95),
      ms(p.p99),
      ms(p.max),
      p.rows,
    ];
    if (withTargets)
      cells.push(...(p.target === undefined ? ['— (context)', ''] : [`≤ ${p.target}`, verdict(p, p.target)]));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return [...lines, ...errorLines(m.pages.filter((p) => p.errors))];
}

export function mutationsTable(m: MeasureResult, withTargets: boolean): string[] {
  const r = m.mutations;
  if (!r) return [];
  const head = withTargets
    ? '| mutation | consumers | n | p50 ms | p95 ms | p99 ms | max ms | target p95 | result |'
    : '| mutation | consumers | n | p50 ms | p95 ms | p99 ms | max ms |';
  const lines = [
    'Over HTTP, one request after another, each with a fresh `Idempotency-Key` as the console sends it; every',
    'one runs its rule in one transaction with its audit row (appended to the hash chain) and the key marked applied.',
    'The consumers acted on are made for the run and deleted afterwards.',
    '',
    head,
    head.replace(/[^|]+/g, ' --- '),
  ];
  for (const row of r.rows) {
    const cells = [
      `**${row.label}**`,
      row.what,
      String(row.n),
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      ms(row.max),
    ];
    if (withTargets) cells.push(`≤ ${row.target}`, verdict(row, row.target));
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push(...errorLines(r.rows.filter((row) => row.errors)));
  const t = r.throughput;
  if (t) {
    lines.push(
      '',
      `**${t.clients} staff acting at once** on consumers of their own (e-mail, phone, admin log, legal status in` +
        ` turn), ${t.seconds.toFixed(0)} s: **${t.perSecond.toFixed(0)} actions/s** (${t.actions.toLocaleString('en')} answered` +
        (t.stats.errors ? `, ${t.stats.errors} errors: \`${t.stats.firstError}\`` : ', no errors') +
        `); latency under load p50 ${ms(t.stats.p50)} ms, p95 ${ms(t.stats.p95)} ms, p99 ${ms(t.stats.p99)} ms.`,
    );
  }
  return lines;
}

export const PAGES_NOTE = [
  'The `ConsumerPage` document of the PWA (consumer, plusConsumerData, plusstatus, the first page of',
  'consumerPayments — 100 payments, newest first, with their captures — activeFraudFlagsByConsumerId and, as a staff user holding every',
  'permission, assessmentExclusionsByConsumerId) and the `AccountPage` document (consumer, plusstatus,',
  'runningBalance, billstatementsWithSettlements), sequential requests rotating over the consumers. “heavy” = the',
  'consumers with the most payments in the dataset; “billed” = consumers with bill statements. The account data',
  '(an incremental step on the base dataset, redone on its own when missing): 12 monthly bill statements',
  '(usage months 2025-11 … 2026-10; the newest open, older ones closed and paid except 3% overdue and 1%',
  'disabled) for 10% of the consumers, auto-debit settlements for 40% of those, plus statuses for 30% of all',
  'consumers with PLUS data for half of them, installment contracts for 10% of the plus-tier payments, an active',
  'fraud flag for 0.5% and an assessment exclusion for 1% of the consumers. “10,000 payments” = the one',
  `consumer the dataset gives ${HEAVY_CONSUMER_PAYMENTS.toLocaleString('en')} Paidy payments for the browser’s long list (an incremental`,
  'step, with captures for 76% of the non-rejected ones); it is left out of “heavy” and measured with 20 requests',
  'for context, without a target.',
  '',
];

export function buildLines(b: BuildResult | undefined): string[] {
  if (!b) return ['(not built)'];
  const lines: string[] = [];
  lines.push(
    Number.isFinite(b.seconds)
      ? `Build time: **${b.seconds.toFixed(0)} s**${b.reused ? ' (dataset reused from an earlier run; time of that build)' : ''}.`
      : 'Build skipped (--skip-build).',
  );
  if (b.steps.length) {
    lines.push('', '| step | seconds |', '| --- | ---: |');
    for (const [label, s] of b.steps) lines.push(`| ${label} | ${s.toFixed(1)} |`);
  }
  if (Object.keys(b.counts).length) {
    lines.push('', '| table | rows |', '| --- | ---: |');
    for (const [t, n] of Object.entries(b.counts)) lines.push(`| ${t} | ${n.toLocaleString('en')} |`);
  }
  return lines;
}
