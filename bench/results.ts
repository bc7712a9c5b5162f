// bench/results.json: the figures of the targets table as one object beside bench/report.md, for
// comparing runs by machine. Each section writes its own keys and keeps the others' (a `--only=` run updates its
// keys only), with the date of the last write and the dataset it was measured on.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MeasureResult, Stats } from './measure';
import type { BrowserResult } from './browser';
import type { CsvWorkerResult } from './csv-worker';
import type { LighthouseResult } from './lighthouse';

const here = path.dirname(fileURLToPath(import.meta.url));
export const RESULTS_FILE = path.join(here, 'results.json');

export type ResultKeys = Record<string, unknown>;

/** The targets' keys, in the targets table's order; other keys (a later section's) follow. */
const ORDER = [
  'date',
  'dataset',
  'search.kanji3',
  'search.kana3',
  'search.kanji2',
  'search.kana2',
  'search.exact',
  'paymentPage',
  'consumerPage',
  'consumerPage10k.server',
  'consumerPage10k.coldName',
  'consumerPage10k.coldFirstRow',
  'floor.authTypename',
  'floor.unauth401',
  'throughput8',
  'bulkCancel',
  'legalStatusBatch',
  'csvWorker1M',
  'reopen',
  'lighthouse',
];

const round = (v: number) => Math.round(v * 10) / 10;
const latency = (s: Pick<Stats, 'p50' | 'p95'>) => ({ p50: round(s.p50), p95: round(s.p95) });
const measured = (s: Stats | undefined) => !!s && s.n > 0 && !s.errors;

/** The exact-value kinds of the search (an id, an e-mail address, a phone number): the slowest of them. */
const EXACT_KINDS = ['consumerId', 'paymentId', 'email', 'phone'];

/** The keys the PostgreSQL HTTP section measured. */
export function measureResultKeys(m: MeasureResult): ResultKeys {
  const keys: ResultKeys = {};
  for (const id of ['kanji3', 'kana3', 'kanji2', 'kana2']) {
    const kind = m.search.find((k) => k.id === id);
    if (measured(kind)) keys[`search.${id}`] = latency(kind!);
  }
  const exact = m.search.filter((k) => EXACT_KINDS.includes(k.id) && measured(k));
  if (exact.length === EXACT_KINDS.length) {
    keys['search.exact'] = {
      p50: round(Math.max(...exact.map((k) => k.p50))),
      p95: round(Math.max(...exact.map((k) => k.p95))),
    };
  }
  if (measured(m.paymentPage)) keys.paymentPage = latency(m.paymentPage!);
  const consumerPage = m.pages.find((p) => p.label === 'ConsumerPage');
  if (measured(consumerPage)) keys.consumerPage = latency(consumerPage!);
  const tenThousand = m.pages.find((p) => /^ConsumerPage\b.*10,000/.test(p.label));
  if (measured(tenThousand)) keys['consumerPage10k.server'] = latency(tenThousand!);
  if (m.floor) {
    // Two decimals: the floor is about a millisecond.
    const fine = (s: Stats) => ({ p50: Math.round(s.p50 * 100) / 100, p95: Math.round(s.p95 * 100) / 100 });
    keys['floor.authTypename'] = fine(m.floor.authTypename);
    keys['floor.unauth401'] = fine(m.floor.unauth401);
  }
  if (m.throughput && !m.throughput.stats.errors)
    keys.throughput8 = { perSecond: Math.round(m.throughput.perSecond), p95: round(m.throughput.stats.p95) };
  if (m.bulkCancel && !m.bulkCancel.error)
    keys.bulkCancel = { perSecond: Math.round(m.bulkCancel.apply.perSecond) };
  if (m.legalStatus && !m.legalStatus.error)
    keys.legalStatusBatch = { perSecond: Math.round(m.legalStatus.apply.perSecond) };
  return keys;
}

/** The keys the browser section measured: the 10,000-payment consumer opened cold, reopening from the list. */
export function browserResultKeys(b: BrowserResult): ResultKeys {
  const keys: ResultKeys = {};
  // Opened cold: a new browser context loading the page (bench/consumer-10k.ts), name and first payment row.
  if (b.cold10k) {
    keys['consumerPage10k.coldName'] = { p50: round(b.cold10k.name.p50), p95: round(b.cold10k.name.p95) };
    keys['consumerPage10k.coldFirstRow'] = {
      p50: round(b.cold10k.firstRow.p50),
      p95: round(b.cold10k.firstRow.p95),
    };
  }
  const reopen = b.opens.find((o) => o.label.startsWith('reopen, recent list'));
  if (reopen && reopen.painted.n) keys.reopen = { p95: round(reopen.painted.p95) };
  return keys;
}

/** The CSV worker's 1,000,000-row legal-status file (UTF-8): median seconds, longest main-thread task. */
export function csvResultKeys(c: CsvWorkerResult): ResultKeys {
  const legal = c.cases.find((x) => x.label.startsWith('legal') && /UTF-8/.test(x.label));
  if (!legal?.runs.length) return {};
  const times = legal.runs.map((r) => r.ms).sort((x, y) => x - y);
  const tasks = legal.runs.flatMap((r) => r.longTasks);
  return {
    csvWorker1M: {
      seconds: Math.round(times[Math.ceil(times.length / 2) - 1]) / 1000,
      longestTaskMs: tasks.length ? round(Math.max(...tasks)) : 0,
    },
  };
}

/** Lighthouse's performance score (mobile, median of the runs) of the sign-in, search and consumer pages. */
export function lighthouseResultKeys(r: LighthouseResult): ResultKeys {
  const score = (name: string) => r.pages.find((p) => p.name === name)?.median?.score;
  const [login, search, consumer] = [score('login'), score('search'), score('consumer')];
  return login === undefined && search === undefined && consumer === undefined
    ? {}
    : { lighthouse: { login: login ?? null, search: search ?? null, consumer: consumer ?? null } };
}

/**
 * Writes `keys` into bench/results.json, keeping every other key there; `dataset` when the keys were measured on
 * the PostgreSQL dataset. Returns the file's path.
 */
export function mergeResults(keys: ResultKeys, dataset?: { consumers: number; payments: number }): string {
  let current: ResultKeys = {};
  if (fs.existsSync(RESULTS_FILE)) {
    try {
      current = JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as ResultKeys;
    } catch {
      current = {};
    }
  }
  const next: ResultKeys = { ...current, ...keys, date: new Date().toISOString() };
  if (dataset) next.dataset = dataset;
  const ordered: ResultKeys = {};
  for (const key of ORDER) if (key in next) ordered[key] = next[key];
  for (const key of Object.keys(next)) if (!(key in ordered)) ordered[key] = next[key];
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(ordered, null, 2)}\n`);
  return RESULTS_FILE;
}
