// Builds the benchmark dataset with set-based SQL: INSERT … SELECT FROM generate_series with deterministic
// pseudo-random values from hashes of the series number. One generator for PostgreSQL (two loader connections
// in parallel) and for PGlite (the drizzle handle). Secondary indexes are dropped during the load and rebuilt
// from their own definitions afterwards.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { lockDataFolder } from '../server/db/folder-lock';
import { migrateDatabase, migrationsFolder } from '../server/db/migrate';
import {
  FAMILY_NAMES,
  FEMALE_GIVEN_NAMES,
  MALE_GIVEN_NAMES,
  toHalfWidthKana,
} from '../server/seed/japanese-names';
import { BUILDING_NAMES, PREFECTURES, TOWN_NAMES } from '../server/seed/japanese-addresses';
import { FIXED_MERCHANTS, PRODUCTS, REFUND_REASONS } from '../server/seed/catalogue';
import { LEGAL_STATUS_KEYS } from '../src/shared/legal-status';

/** Bump when the generated data changes, so an old database is rebuilt rather than reused. */
const GENERATOR_VERSION = 4;

export interface Scale {
  consumers: number;
  payments: number;
  combiniPayments: number;
  charges: number;
}

/** 1 : 5 : 0.5 : 0.2, the proportions of the issue's full scale (1M consumers). */
export function scaleFor(consumers: number): Scale {
  return {
    consumers,
    payments: consumers * 5,
    combiniPayments: Math.round(consumers / 2),
    charges: Math.round(consumers / 5),
  };
}

/** Runs SQL on one connection. */
export interface Runner {
  exec(text: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
}

export interface BuildResult {
  reused: boolean;
  seconds: number;
  counts: Record<string, number>;
  /** Step → seconds, for the report. */
  steps: [string, number][];
}

type Log = (line: string) => void;

// ---- deterministic value expressions ---------------------------------------------------------------------------

/** A non-negative 31-bit hash of the integer expression `v` with salt `k`. */
const H = (v: string, k: number) => `(hashint8extended((${v})::bigint, ${k}) & 2147483647)`;
/** A uniform number in [0, 1). */
const U = (v: string, k: number) => `(${H(v, k)}::float8 / 2147483648.0)`;
/** An element of a 1-based SQL array literal. */
const pick = (arr: string, v: string, k: number, n: number) => `(${arr})[1 + ${H(v, k)} % ${n}]`;

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (values: readonly string[]) => `ARRAY[${values.map(q).join(',')}]::text[]`;

/** Weighted list → SQL array with each value repeated by its weight. */
const weighted = (entries: readonly (readonly [string, number])[]) => {
  const out: string[] = [];
  for (const [value, weight] of entries) for (let i = 0; i < weight; i++) out.push(value);
  return { sql: arr(out), n: out.length };
};

const GIVEN = [...MALE_GIVEN_NAMES, ...FEMALE_GIVEN_NAMES];
const NF = FAMILY_NAMES.length;
const NG = GIVEN.length;
const FAM_KANJI = arr(FAMILY_NAMES.map((f) => f.kanji));
const FAM_KANA = arr(FAMILY_NAMES.map((f) => f.kana));
const FAM_ROMAJI = arr(FAMILY_NAMES.map((f) => f.romaji));
const GIV_KANJI = arr(GIVEN.map((f) => f.kanji));
const GIV_KANA = arr(GIVEN.map((f) => f.kana));
const GIV_ROMAJI = arr(GIVEN.map((f) => f.romaji));
const FAM_HALF = arr(FAMILY_NAMES.map((f) => toHalfWidthKana(f.kana)));
const GIV_HALF = arr(GIVEN.map((f) => toHalfWidthKana(f.kana)));

const CITIES = PREFECTURES.flatMap((p) =>
  p.cities.map((c) => ({ state: p.name, city: c.name, zip3: c.zip3 })),
);
const NC = CITIES.length;
const STATES = arr(CITIES.map((c) => c.state));
const CITY_NAMES = arr(CITIES.map((c) => c.city));
const ZIP3 = arr(CITIES.map((c) => c.zip3));
const TOWNS = arr(TOWN_NAMES);
const BUILDINGS = arr(BUILDING_NAMES);

const EMAIL_DOMAINS = weighted([
  ['gmail.com', 7],
  ['yahoo.co.jp', 4],
  ['icloud.com', 3],
  ['docomo.ne.jp', 2],
  ['outlook.jp', 2],
  ['ezweb.ne.jp', 1],
  ['softbank.ne.jp', 1],
]);
const MOBILE_PREFIX = weighted([
  ['90', 5],
  ['80', 4],
  ['70', 2],
]);
const OTHER_LEGAL = arr(LEGAL_STATUS_KEYS.filter((k) => k !== 'Normal'));
const ALL_PRODUCTS = Object.values(PRODUCTS).flat();
const PRODUCT_ARR = arr(ALL_PRODUCTS);

/** Merchants: the fixed catalogue plus generated shops. */
function merchantList(): { name: string; continuous: boolean | null }[] {
  const out = FIXED_MERCHANTS.map((m) => ({ name: m.name, continuous: m.continuousService }));
  const kinds = ['ストア', 'ショップ', 'マーケット', 'オンライン', '本舗', '商店'];
  const heads = [
    'さくら',
    'あおば',
    'ひかり',
    'みなと',
    'ことり',
    'そら',
    'はな',
    'つばさ',
    'やまと',
    'いろは',
  ];
  for (let i = 0; out.length < 200; i++) {
    out.push({
      name: `${heads[i % heads.length]}${kinds[i % kinds.length]} ${i + 1}号店`,
      continuous: false,
    });
  }
  return out;
}
const MERCHANTS = merchantList();
const NM = MERCHANTS.length;
const MERCHANT_NAMES = arr(MERCHANTS.map((m) => m.name));
const MERCHANT_CONT = `ARRAY[${MERCHANTS.map((m) => (m.continuous === null ? 'NULL' : String(m.continuous))).join(',')}]::boolean[]`;

/** Expressions of consumer number `k` (1-based), so other tables can copy a consumer's data without a join. */
const C = {
  id: (k: string) => `('con_' || substr(md5('con' || (${k})), 1, 16))`,
  fam: (k: string) => `(1 + ${H(k, 1)} % ${NF})`,
  giv: (k: string) => `(1 + ${H(k, 3)} % ${NG})`,
  kanji: (k: string) =>
    `((${FAM_KANJI})[${C.fam(k)}] || CASE WHEN ${H(k, 4)} % 5 = 0 THEN chr(12288) ELSE ' ' END || (${GIV_KANJI})[${C.giv(k)}])`,
  kana: (k: string) => `((${FAM_KANA})[${C.fam(k)}] || ' ' || (${GIV_KANA})[${C.giv(k)}])`,
  email: (k: string) => {
    const f = `(${FAM_ROMAJI})[${C.fam(k)}]`;
    const g = `(${GIV_ROMAJI})[${C.giv(k)}]`;
    return `(CASE ${H(k, 6)} % 4 WHEN 0 THEN ${g} || '.' || ${f} WHEN 1 THEN ${f} || ${g} WHEN 2 THEN ${f} || '_' || ${g} ELSE substr(${g}, 1, 1) || ${f} END || (${k}) || '@' || ${pick(EMAIL_DOMAINS.sql, k, 7, EMAIL_DOMAINS.n)})`;
  },
  /** Unique: 73939133 is invertible modulo 10^8, so k ↦ the 8 digits is a bijection for k < 10^8. */
  phone: (k: string) =>
    `('81' || ${pick(MOBILE_PREFIX.sql, k, 8, MOBILE_PREFIX.n)} || lpad((((${k})::bigint * 73939133 + 7777) % 100000000)::text, 8, '0'))`,
  city: (k: string) => `(1 + ${H(k, 10)} % ${NC})`,
  state: (k: string) => `(${STATES})[${C.city(k)}]`,
  cityName: (k: string) => `(${CITY_NAMES})[${C.city(k)}]`,
  zip: (k: string) => `((${ZIP3})[${C.city(k)}] || '-' || lpad((${H(k, 11)} % 10000)::text, 4, '0'))`,
  line2: (k: string) =>
    `(${pick(TOWNS, k, 12, TOWN_NAMES.length)} || (1 + ${H(k, 13)} % 6) || '丁目' || (1 + ${H(k, 14)} % 30) || '-' || (1 + ${H(k, 15)} % 25))`,
  line1: (k: string) =>
    `(CASE WHEN ${H(k, 16)} % 10 < 6 THEN ${pick(BUILDINGS, k, 17, BUILDING_NAMES.length)} || ' ' || (101 + ${H(k, 18)} % 900) || '号室' END)`,
};

const NOW = `timestamptz '2026-11-01 12:00:00+09'`;

// ---- the load statements ---------------------------------------------------------------------------------------

function ranges(total: number, chunk: number): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 1; a <= total; a += chunk) out.push([a, Math.min(total, a + chunk - 1)]);
  return out;
}

function buckets(n: number, stmt: (where: string) => string): string[] {
  return Array.from({ length: n }, (_, i) => stmt(`(hashtext(id) & 2147483647) % ${n} = ${i}`));
}

function merchantsSql(): string {
  return `INSERT INTO merchants (id, name, is_specified_continuous_service_merchant, created_at)
SELECT 'mer_' || substr(md5('mer' || i), 1, 16), (${MERCHANT_NAMES})[i], (${MERCHANT_CONT})[i], ${NOW} - interval '6 years'
FROM generate_series(1, ${NM}) i`;
}

/**
 * Consumers sign up over five years, and the table holds them in that order, as a live table written at sign-up
 * does: consumer g signed up g / n of the way through (within an hour), and the chunks are inserted in order. (The
 * dataset once gave each a random date: the newest matches of a name, which the search shows first, then lay all
 * over the table instead of in its newest pages.)
 */
const CONSUMER_SPAN_SECONDS = 5 * 365 * 86400;
const CONSUMER_JITTER_SECONDS = 3600;

function consumersSql(a: number, b: number, n: number): string {
  return `INSERT INTO consumers (id, status, legal_status, kanji_name, kana_name, date_of_birth, email, phone,
  line1, line2, city, state, zip, created_at, updated_at, closed_at, closed_by, liquid_application_id, analytics_url)
SELECT ${C.id('g')},
  CASE WHEN ${H('g', 20)} % 100 < 3 THEN 'Closed' WHEN ${H('g', 20)} % 100 < 6 THEN 'Disabled' ELSE 'Enabled' END,
  CASE WHEN ${H('g', 21)} % 100 < 95 THEN 'Normal' ELSE ${pick(OTHER_LEGAL, 'g', 22, LEGAL_STATUS_KEYS.length - 1)} END,
  ${C.kanji('g')},
  CASE WHEN ${H('g', 5)} % 50 = 0 THEN NULL ELSE ${C.kana('g')} END,
  CASE WHEN ${H('g', 9)} % 100 < 3 THEN NULL ELSE date '1950-01-01' + (${H('g', 23)} % 19000)::int END,
  ${C.email('g')}, ${C.phone('g')},
  ${C.line1('g')}, ${C.line2('g')}, ${C.cityName('g')}, ${C.state('g')}, ${C.zip('g')},
  s.created_at, s.created_at,
  CASE WHEN ${H('g', 20)} % 100 < 3 THEN s.created_at + interval '200 days' END,
  CASE WHEN ${H('g', 20)} % 100 < 3 THEN CASE WHEN ${H('g', 24)} % 2 = 0 THEN 'consumer' ELSE 'support@example.com' END END,
  CASE WHEN ${H('g', 25)} % 100 < 40 THEN md5('liq' || g)::uuid::text END,
  CASE WHEN ${H('g', 26)} % 100 < 97 THEN 'https://mixpanel.com/project/2195193/view/1/app/profile#distinct_id=' || ${C.id('g')} END
FROM (SELECT g, ${NOW} - make_interval(secs => (${n} - g) * ${CONSUMER_SPAN_SECONDS / n}
                                         + ${H('g', 27)} % ${CONSUMER_JITTER_SECONDS}) AS created_at
      FROM generate_series(${a}, ${b}) g) s`;
}

/** The merchant number of base payment `g`: 1 (Amazon, ids amz_…) for about 8%. */
const baseMerchant = (g: string) => `CASE WHEN ${H(g, 38)} % 100 < 8 THEN 1 ELSE 1 + ${H(g, 39)} % ${NM} END`;

/**
 * Payments a … b of the series. With `only`, every one of them belongs to consumer number `only` (never
 * anonymous, never an Amazon merchant): the heavy consumer's extra payments, numbered past the base ones.
 */
function paymentsSql(a: number, b: number, consumers: number, only?: number): string {
  const k = only === undefined ? `1 + ${H('g', 36)} % ${consumers}` : String(only);
  const anon = only === undefined ? `${H('g', 37)} % 100 < 2` : 'false';
  const merchant = only === undefined ? baseMerchant('g') : `2 + ${H('g', 39)} % ${NM - 1}`;
  // The consumer's data once per row (c.*), copied into the buyer, consumer and shipping columns.
  return `INSERT INTO payments (id, consumer_id, merchant_id, merchant_name, is_specified_continuous_service_merchant,
  status, tier, tags, test, amount, description, shipping_line1, shipping_line2, shipping_city, shipping_state, shipping_zip,
  buyer_name1, buyer_name2, buyer_email, buyer_phone, buyer_data_json,
  consumer_email, consumer_phone, consumer_name1, consumer_name2, consumer_line1, consumer_line2, consumer_city,
  consumer_state, consumer_zip, order_ref, order_tax, order_shipping, order_updated_at, created_at, updated_at, expires_at)
SELECT CASE WHEN c.m = 1 THEN 'amz_' ELSE 'pay_' END || substr(md5('pay' || c.g), 1, 16),
  CASE WHEN c.anon THEN NULL ELSE c.cid END,
  'mer_' || substr(md5('mer' || c.m), 1, 16), (${MERCHANT_NAMES})[c.m], (${MERCHANT_CONT})[c.m],
  CASE WHEN ${H('c.g', 31)} % 100 < 55 THEN 'CLOSED' WHEN ${H('c.g', 31)} % 100 < 95 THEN 'AUTHORIZED' ELSE 'REJECTED' END,
  CASE WHEN ${H('c.g', 32)} % 100 < 85 THEN 'classic' WHEN ${H('c.g', 32)} % 100 < 95 THEN 'digital' ELSE 'plus' END,
  CASE WHEN ${H('c.g', 33)} % 100 < 2 THEN '{tatekae}'::text[] ELSE '{}'::text[] END,
  ${H('c.g', 34)} % 100 = 0,
  c.amount, (${PRODUCT_ARR})[1 + ${H('c.g', 35)} % ${ALL_PRODUCTS.length}],
  c.line1, c.line2, c.city, c.state, c.zip,
  c.kanji, c.kana, c.email, c.phone,
  jsonb_build_object('name1', c.kanji, 'name2', c.kana, 'email', c.email, 'phone', c.phone),
  CASE WHEN NOT c.anon THEN c.email END, CASE WHEN NOT c.anon THEN c.phone END,
  CASE WHEN NOT c.anon THEN c.kanji END, CASE WHEN NOT c.anon THEN c.kana END,
  CASE WHEN NOT c.anon THEN c.line1 END, CASE WHEN NOT c.anon THEN c.line2 END,
  CASE WHEN NOT c.anon THEN c.city END, CASE WHEN NOT c.anon THEN c.state END,
  CASE WHEN NOT c.anon THEN c.zip END,
  'ORD-' || upper(substr(md5('ord' || c.g), 1, 12)), round(c.amount / 11), 0, c.created_at,
  c.created_at, c.created_at, c.created_at + interval '30 days'
FROM (SELECT s.*, ${C.id('s.k')} AS cid, ${C.kanji('s.k')} AS kanji, ${C.kana('s.k')} AS kana,
        ${C.email('s.k')} AS email, ${C.phone('s.k')} AS phone, ${C.line1('s.k')} AS line1, ${C.line2('s.k')} AS line2,
        ${C.cityName('s.k')} AS city, ${C.state('s.k')} AS state, ${C.zip('s.k')} AS zip
      FROM (SELECT g, ${k} AS k, ${anon} AS anon,
              ${merchant} AS m,
              round(exp(ln(300) + ${U('g', 40)} * (ln(300000) - ln(300))))::numeric AS amount,
              ${NOW} - make_interval(secs => ${H('g', 41)} % (3 * 365 * 86400)) AS created_at
            FROM generate_series(${a}, ${b}) g) s
      OFFSET 0) c`;
}

function capturesSql(where: string): string {
  return `INSERT INTO captures (id, payment_id, consumer_id, amount, created_at)
SELECT 'cap_' || substr(md5('cap' || id), 1, 16), id, consumer_id, amount, created_at + interval '1 day'
FROM payments WHERE status <> 'REJECTED' AND (hashtext('c' || id) & 1023) < 760 AND ${where}`;
}

function refundsSql(where: string): string {
  return `INSERT INTO refunds (id, payment_id, capture_id, consumer_id, amount, reason, created_at)
SELECT 'ref_' || substr(md5('ref' || id), 1, 16), payment_id, id, consumer_id,
  greatest(1, round(amount * (0.2 + 0.8 * ((hashtext('a' || id) & 1023) / 1024.0)))),
  (${arr(REFUND_REASONS)})[1 + (hashtext('r' || id) & 1023) % ${REFUND_REASONS.length}], created_at + interval '5 days'
FROM captures WHERE (hashtext('f' || id) & 1023) < 80 AND ${where}`;
}

function paymentMessagesSql(where: string): string {
  return `INSERT INTO payment_messages (payment_id, consumer_id, kind, subject, message, dispatched, created_at)
SELECT id, consumer_id, (ARRAY['email','sms','push'])[1 + (hashtext('k' || id) & 1023) % 3],
  'ご利用ありがとうございます', merchant_name || 'でのお支払い（' || amount || '円）を承りました。',
  (hashtext('d' || id) & 1023) < 980, created_at + interval '1 minute'
FROM payments WHERE (hashtext('m' || id) & 1023) < 256 AND ${where}`;
}

function assessmentReportsSql(where: string): string {
  return `INSERT INTO assessment_reports (id, payment_id, consumer_id, kind, result, reason, metadata_json, created_at)
SELECT 'asr_' || substr(md5('asr' || id), 1, 16), id, consumer_id,
  (ARRAY['fraud','credit','identity'])[1 + (hashtext('k' || id) & 1023) % 3],
  CASE WHEN status = 'REJECTED' THEN 'rejected' WHEN (hashtext('v' || id) & 1023) < 40 THEN 'review' ELSE 'approved' END,
  CASE WHEN status = 'REJECTED' THEN '与信枠超過' END,
  jsonb_build_object('score', (hashtext('s' || id) & 1023), 'model', 'v7'), created_at
FROM payments WHERE (hashtext('a' || id) & 1023) < 307 AND ${where}`;
}

function orderItemsSql(where: string): string {
  return `INSERT INTO order_items (payment_id, consumer_id, item_id, title, description, unit_price, quantity)
SELECT id, consumer_id, 'SKU-' || upper(substr(md5('sku' || id), 1, 8)), description, NULL, amount, 1
FROM payments WHERE (hashtext('o' || id) & 1023) < 256 AND ${where}`;
}

function combiniSql(a: number, b: number, consumers: number): string {
  const k = 's.k';
  return `INSERT INTO combini_payments (id, consumer_id, status, order_ref, amount, settlement_fee_amount, test, can_cancel,
  merchant_id, merchant_name, buyer_name1, buyer_name2, buyer_email, buyer_phone, provider_name, provider_ref,
  consumer_code, merchant_code, created_at, updated_at, expires_at, paid_at)
SELECT 'cbp_' || substr(md5('cbp' || s.g), 1, 16), CASE WHEN s.anon THEN NULL ELSE ${C.id(k)} END, s.status,
  'CB-' || upper(substr(md5('cbo' || s.g), 1, 10)), s.amount, 110, ${H('s.g', 51)} % 100 = 0, s.status = 'PENDING',
  'mer_' || substr(md5('mer' || s.m), 1, 16), (${MERCHANT_NAMES})[s.m],
  ${C.kanji(k)}, ${C.kana(k)}, ${C.email(k)}, ${C.phone(k)},
  (ARRAY['SBペイメントサービス','GMOペイメントゲートウェイ','電算システム','ウェルネット'])[1 + ${H('s.g', 52)} % 4],
  'PRV' || lpad(s.g::text, 10, '0'), lpad((${H('s.g', 53)} % 100000000000)::text, 11, '0'),
  lpad((1 + ${H('s.g', 54)} % 99999)::text, 5, '0'),
  s.created_at, s.created_at, s.created_at + interval '14 days',
  CASE WHEN s.status = 'PAID' THEN s.created_at + interval '2 days' END
FROM (SELECT g, 1 + ${H('g', 55)} % ${consumers} AS k, ${H('g', 56)} % 100 < 15 AS anon,
        1 + ${H('g', 57)} % ${NM} AS m,
        CASE WHEN ${H('g', 58)} % 100 < 60 THEN 'PAID' WHEN ${H('g', 58)} % 100 < 80 THEN 'PENDING'
             WHEN ${H('g', 58)} % 100 < 95 THEN 'EXPIRED' ELSE 'CANCELED' END AS status,
        round(exp(ln(500) + ${U('g', 59)} * (ln(100000) - ln(500))))::numeric AS amount,
        ${NOW} - make_interval(secs => ${H('g', 60)} % (3 * 365 * 86400)) AS created_at
      FROM generate_series(${a}, ${b}) g) s`;
}

function chargesSql(a: number, b: number, consumers: number, payments: number): string {
  return `INSERT INTO charges (id, consumer_id, payment_id, kind, tier, source, credit_line, amount, description, pushed_at,
  provider_ref, barcode_id, order_reference, settlement_method, settlement_store_name, settlement_fee, created_at)
SELECT 'chg_' || substr(md5('chg' || s.g), 1, 16), ${C.id('s.k')},
  CASE WHEN s.source = 'capture'
    THEN CASE WHEN ${baseMerchant('s.p')} = 1 THEN 'amz_' ELSE 'pay_' END || substr(md5('pay' || s.p), 1, 16) END,
  CASE WHEN ${H('s.g', 61)} % 10 = 0 THEN 'Extended' ELSE 'Regular' END,
  (ARRAY['Classic','Classic','Classic','Digital','Plus'])[1 + ${H('s.g', 62)} % 5], s.source, 'paidy',
  CASE WHEN s.source = 'refund' THEN -s.amount ELSE s.amount END, NULL, s.created_at + interval '3 days',
  CASE WHEN s.source = 'settlement' THEN 'SR' || lpad((CASE WHEN ${H('s.g', 63)} % 100 < 3 THEN s.g - 1 ELSE s.g END)::text, 12, '0') END,
  CASE WHEN s.source = 'settlement' AND s.method = 'Combini' THEN lpad((${H('s.g', 64)} % 1000000000)::text, 13, '9') END,
  'ORD-' || upper(substr(md5('cho' || s.g), 1, 12)),
  CASE WHEN s.source = 'settlement' THEN s.method END,
  CASE WHEN s.source = 'settlement' AND s.method = 'Combini' THEN (ARRAY['セブン-イレブン','ローソン','ファミリーマート'])[1 + ${H('s.g', 65)} % 3] END,
  CASE WHEN s.source = 'settlement' AND s.method = 'Combini' THEN 110 END,
  s.created_at
FROM (SELECT g, 1 + ${H('g', 66)} % ${consumers} AS k, 1 + ${H('g', 67)} % ${payments} AS p,
        (ARRAY['settlement','settlement','settlement','settlement','capture','capture','capture','capture','refund','late_fee','installment'])[1 + ${H('g', 68)} % 11] AS source,
        (ARRAY['Combini','Combini','AutoDebit','AutoDebit','VAN','BankTransfer'])[1 + ${H('g', 69)} % 6] AS method,
        round(exp(ln(300) + ${U('g', 70)} * (ln(100000) - ln(300))))::numeric AS amount,
        ${NOW} - make_interval(secs => ${H('g', 71)} % (3 * 365 * 86400)) AS created_at
      FROM generate_series(${a}, ${b}) g) s`;
}

function vansSql(a: number, b: number): string {
  return `INSERT INTO vans (consumer_id, bank_name, branch_name, branch_code, account_type, account_number, account_name, van_key, assigned_at)
SELECT ${C.id('g')}, 'GMOあおぞらネット銀行', 'ペイディ支店', lpad((101 + ${H('g', 81)} % 40)::text, 3, '0'), '普通',
  lpad(((g::bigint * 7919 + 12345) % 10000000)::text, 7, '0'),
  (${FAM_HALF})[${C.fam('g')}] || ' ' || (${GIV_HALF})[${C.giv('g')}],
  'van_' || substr(md5('van' || g), 1, 16), ${NOW} - make_interval(secs => ${H('g', 82)} % (2 * 365 * 86400))
FROM generate_series(${a}, ${b}) g WHERE ${H('g', 80)} % 100 < 30`;
}

// ---- account-page data: an incremental step on top of the base dataset -----------------------------------------

/**
 * Bump when accountDataSql changes: only this step is redone (its tables emptied and refilled) on the existing
 * dataset, the 5M payments stay.
 */
const ACCOUNT_DATA_VERSION = 1;
const ACCOUNT_DATA_KEY = 'account_data';
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
const HEAVY_CONSUMER_KEY = 'heavy_consumer_payments';

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

// ---- build ----------------------------------------------------------------------------------------------------

const LOADED_TABLES = [
  'merchants',
  'consumers',
  'vans',
  'payments',
  'captures',
  'refunds',
  'payment_messages',
  'assessment_reports',
  'order_items',
  'combini_payments',
  'charges',
];

/** The known base columns of consumers that the generator fills; anything else must be generated or defaulted. */
const CONSUMER_COLUMNS = new Set([
  'id',
  'status',
  'legal_status',
  'kanji_name',
  'kana_name',
  'date_of_birth',
  'email',
  'phone',
  'line1',
  'line2',
  'city',
  'state',
  'zip',
  'created_at',
  'updated_at',
  'closed_at',
  'closed_by',
  'liquid_application_id',
  'analytics_url',
]);

function migrationsHash(): string {
  const h = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder).sort()) {
    if (file.endsWith('.sql')) h.update(file).update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  return h.digest('hex').slice(0, 16);
}

function fingerprint(scale: Scale): string {
  return JSON.stringify({ v: GENERATOR_VERSION, scale, migrations: migrationsHash() });
}

async function readMeta(r: Runner): Promise<Record<string, string> | null> {
  try {
    const list = await r.query<{ key: string; value: string }>('SELECT key, value FROM bench_meta');
    return Object.fromEntries(list.map((row) => [row.key, row.value]));
  } catch {
    return null;
  }
}

const PUBLIC_TABLES = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'bench_meta' ORDER BY c.relname`;

/** Row counts: the generated tables, then any other table with rows (filled by triggers, for example). */
export async function tableCounts(r: Runner): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const others = (await r.query<{ name: string }>(PUBLIC_TABLES)).map((t) => t.name);
  for (const t of [...LOADED_TABLES, ...others.filter((t) => !LOADED_TABLES.includes(t))]) {
    const [row] = await r.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${t}`);
    if (LOADED_TABLES.includes(t) || Number(row.n) > 0) out[t] = Number(row.n);
  }
  return out;
}

/** Runs the statements on the runners, each runner taking the next statement when free. */
async function runParallel(runners: Runner[], statements: string[]): Promise<void> {
  let next = 0;
  await Promise.all(
    runners.map(async (r) => {
      while (next < statements.length) {
        const stmt = statements[next++];
        await r.exec(stmt);
      }
    }),
  );
}

async function loadAll(
  runners: Runner[],
  scale: Scale,
  chunk: number,
  log: Log,
): Promise<[string, number][]> {
  const main = runners[0];
  const steps: [string, number][] = [];
  const step = async (label: string, statements: string[], on = runners) => {
    const t0 = performance.now();
    await runParallel(on, statements);
    const s = (performance.now() - t0) / 1000;
    steps.push([label, s]);
    log(`  ${label.padEnd(34)} ${s.toFixed(1).padStart(7)} s`);
  };

  // Secondary indexes of every table that do not back a constraint: drop now, rebuild after the load (tables
  // that triggers fill included).
  const indexes = await main.query<{ name: string; table: string; def: string }>(`
    SELECT ci.relname AS name, ct.relname AS table, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid JOIN pg_class ct ON ct.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = ct.relnamespace
    WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
  // Foreign-key checks are skipped (session_replication_role = replica: the generated data is consistent), but
  // the schema's own triggers must still fire (a trigger-maintained search table, for example): ENABLE ALWAYS
  // for the load, back to ENABLE after.
  const triggers = await main.query<{ name: string; table: string }>(`
    SELECT t.tgname AS name, c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgenabled = 'O'`);
  for (const t of triggers) {
    log(`  trigger ${t.name} on ${t.table} fires during the load`);
    await main.exec(`ALTER TABLE ${t.table} ENABLE ALWAYS TRIGGER ${t.name}`);
  }
  let skipFk = true;
  for (const r of runners) {
    try {
      await r.exec(`SET session_replication_role = replica`);
    } catch {
      skipFk = false; // not a superuser: keep the checks
    }
  }
  const extra = await main.query<{
    column_name: string;
    is_generated: string;
    column_default: string | null;
  }>(`
    SELECT column_name, is_generated, column_default FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = 'consumers'`);
  for (const c of extra) {
    if (!CONSUMER_COLUMNS.has(c.column_name)) {
      log(
        `  consumers.${c.column_name}: ${c.is_generated === 'ALWAYS' ? 'generated' : c.column_default ? `default ${c.column_default}` : 'NOT FILLED by the generator'}`,
      );
    }
  }
  await step(
    `drop ${indexes.length} secondary indexes`,
    indexes.map((i) => `DROP INDEX IF EXISTS ${i.name}`),
  );

  const { consumers, payments, combiniPayments, charges } = scale;
  const bucketsN = runners.length;
  await step('merchants', [merchantsSql()]);
  await step(
    `consumers (${consumers.toLocaleString('en')})`,
    ranges(consumers, chunk).map(([a, b]) => consumersSql(a, b, consumers)),
  );
  await step(
    'vans',
    ranges(consumers, chunk).map(([a, b]) => vansSql(a, b)),
  );
  await step(
    `payments (${payments.toLocaleString('en')})`,
    ranges(payments, chunk).map(([a, b]) => paymentsSql(a, b, consumers)),
  );
  await step('captures', buckets(bucketsN, capturesSql));
  await step('refunds', buckets(Math.max(2, Math.ceil(bucketsN / 2)), refundsSql));
  await step('payment_messages', buckets(bucketsN, paymentMessagesSql));
  await step('assessment_reports', buckets(bucketsN, assessmentReportsSql));
  await step('order_items', buckets(bucketsN, orderItemsSql));
  await step(
    `combini_payments (${combiniPayments.toLocaleString('en')})`,
    ranges(combiniPayments, chunk).map(([a, b]) => combiniSql(a, b, consumers)),
  );
  await step(
    `charges (${charges.toLocaleString('en')})`,
    ranges(charges, chunk).map(([a, b]) => chargesSql(a, b, consumers, payments)),
  );
  for (const r of runners) {
    if (skipFk) await r.exec(`SET session_replication_role = origin`);
  }
  for (const t of triggers) await main.exec(`ALTER TABLE ${t.table} ENABLE TRIGGER ${t.name}`);
  // The biggest indexes first, so the two connections finish together.
  const sizes = new Map(
    (
      await main.query<{ name: string; bytes: string | number }>(
        `SELECT relname AS name, pg_relation_size(oid) AS bytes FROM pg_class WHERE relkind = 'r'`,
      )
    ).map((t) => [t.name, Number(t.bytes)]),
  );
  const weight = (i: { table: string; def: string }) =>
    (sizes.get(i.table) ?? 0) * (/using (gin|gist)/i.test(i.def) ? 3 : 1);
  const sorted = [...indexes].sort((x, y) => weight(y) - weight(x));
  await step(
    `create ${indexes.length} secondary indexes`,
    sorted.map((i) => i.def),
  );
  // One connection: a VACUUM next to another session's ANALYZE snapshot may leave pages not all-visible, and
  // index-only scans then visit the heap. Tables still short of all-visible get another pass.
  const tables = (await main.query<{ name: string }>(PUBLIC_TABLES)).map((t) => t.name);
  await step(
    'vacuum analyze',
    tables.map((t) => `VACUUM (ANALYZE) ${t}`),
    [main],
  );
  for (let pass = 0; pass < 2; pass++) {
    const behind = await main.query<{ name: string }>(`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relpages > 10 AND c.relallvisible < c.relpages * 0.95`);
    if (!behind.length) break;
    await step(
      `vacuum again: ${behind.map((t) => t.name).join(', ')}`,
      behind.map((t) => `VACUUM ${t.name}`),
      [main],
    );
  }
  return steps;
}

async function writeMeta(r: Runner, scale: Scale, seconds: number, steps: [string, number][]): Promise<void> {
  await r.exec(`CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL)`);
  // The account-data step's own keys stay (it is recorded separately and redone on its own).
  await r.exec(`DELETE FROM bench_meta WHERE key NOT LIKE ${q(`${ACCOUNT_DATA_KEY}%`)}`);
  const values: [string, string][] = [
    ['fingerprint', fingerprint(scale)],
    ['seconds', seconds.toFixed(1)],
    ['steps', JSON.stringify(steps)],
    ['built_at', new Date().toISOString()],
  ];
  await r.exec(`INSERT INTO bench_meta VALUES ${values.map(([k, v]) => `(${q(k)}, ${q(v)})`).join(',')}`);
}

async function reusable(r: Runner, scale: Scale, log: Log): Promise<BuildResult | null> {
  const meta = await readMeta(r);
  if (!meta) return null;
  if (meta.fingerprint !== fingerprint(scale)) {
    log('  existing dataset was built for another scale, generator or migration set: rebuilding');
    return null;
  }
  const counts = await tableCounts(r);
  // The heavy consumer's payments come on top of the base ones.
  const extra = Number(meta[HEAVY_CONSUMER_KEY] ?? 0);
  if (counts.consumers !== scale.consumers || counts.payments - extra !== scale.payments) return null;
  return {
    reused: true,
    seconds: Number(meta.seconds),
    counts,
    steps: JSON.parse(meta.steps) as [string, number][],
  };
}

function pgRunner(client: pg.Client): Runner {
  return {
    exec: async (text) => {
      await client.query(text);
    },
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
  };
}

/** The URL of database `name` on the server of `url`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates (or reuses) database `dbName` on the server and fills it. Returns the build time; when reused, the
 * time recorded by the build that made it.
 */
export async function buildPostgresDataset(options: {
  serverUrl: string;
  dbName: string;
  scale: Scale;
  rebuild: boolean;
  log: Log;
}): Promise<BuildResult & { url: string }> {
  const { serverUrl, dbName, scale, log } = options;
  const url = withDatabase(serverUrl, dbName);
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount;
    if (exists && !options.rebuild) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const found = await reusable(pgRunner(client), scale, log);
        if (found) {
          log(`  reusing ${dbName} (built in ${found.seconds.toFixed(0)} s)`);
          const added = [
            ...(await ensureAccountData(pgRunner(client), scale, log, 250_000)),
            ...(await ensureHeavyConsumer(pgRunner(client), scale, log)),
          ];
          if (added.length) found.counts = await tableCounts(pgRunner(client));
          return { ...found, steps: [...found.steps, ...added], url };
        }
      } finally {
        await client.end();
      }
    }
    if (exists) {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [dbName],
      );
      await admin.query(`DROP DATABASE ${dbName}`);
    }
    await admin.query(`CREATE DATABASE ${dbName}`);
  } finally {
    await admin.end();
  }

  const t0 = performance.now();
  const db = await openDatabase({ url, poolSize: 2 });
  await migrateDatabase(db);
  await db.close();
  log(`  migrated ${dbName} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  try {
    for (const c of clients) {
      await c.connect();
      await c.query(`SET synchronous_commit = off`);
      await c.query(`SET maintenance_work_mem = '2GB'`);
      await c.query(`SET work_mem = '256MB'`);
      await c.query(`SET max_parallel_maintenance_workers = 1`);
    }
    const runners = clients.map(pgRunner);
    const steps = await loadAll(runners, scale, 250_000, log);
    await writeMeta(runners[0], scale, (performance.now() - t0) / 1000, steps);
    steps.push(...(await ensureAccountData(runners[0], scale, log, 250_000)));
    const seconds = (performance.now() - t0) / 1000;
    await writeMeta(runners[0], scale, seconds, steps);
    steps.push(...(await ensureHeavyConsumer(runners[0], scale, log)));
    return { reused: false, seconds, counts: await tableCounts(runners[0]), steps, url };
  } finally {
    for (const c of clients) await c.end().catch(() => undefined);
  }
}

function ormRunner(db: Database): Runner {
  return {
    exec: async (text) => {
      await db.orm.execute(sql.raw(text));
    },
    query: async <T>(text: string) =>
      ((await db.orm.execute(sql.raw(text))) as unknown as { rows: T[] }).rows,
  };
}

export function pgliteDir(scale: Scale): string {
  return path.join(os.tmpdir(), `console-bench-pglite-${scale.consumers}`);
}

/** The same dataset on PGlite (one connection, through the drizzle handle) in a temp folder. */
export async function buildPgliteDataset(options: {
  scale: Scale;
  rebuild: boolean;
  log: Log;
}): Promise<BuildResult & { dataDir: string }> {
  const { scale, log } = options;
  const dataDir = pgliteDir(scale);
  if (fs.existsSync(dataDir) && !options.rebuild) {
    const db = await openDatabase({ dataDir });
    try {
      const found = await reusable(ormRunner(db), scale, log);
      if (found) {
        log(`  reusing ${dataDir} (built in ${found.seconds.toFixed(0)} s)`);
        const added = [
          ...(await ensureAccountData(ormRunner(db), scale, log)),
          ...(await ensureHeavyConsumer(ormRunner(db), scale, log)),
        ];
        if (added.length) found.counts = await tableCounts(ormRunner(db));
        return { ...found, steps: [...found.steps, ...added], dataDir };
      }
    } finally {
      await db.close();
    }
  }
  // Never delete a folder another process holds (a server or bench run on it): refuse like openDatabase does.
  if (fs.existsSync(dataDir)) await (await lockDataFolder(dataDir, 'npm run bench')).release();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const t0 = performance.now();
  const db = await openDatabase({ dataDir });
  try {
    await migrateDatabase(db);
    const runner = ormRunner(db);
    await runner.exec(`SET synchronous_commit = off`);
    await runner.exec(`SET maintenance_work_mem = '512MB'`);
    const steps = await loadAll([runner], scale, 100_000, log);
    await writeMeta(runner, scale, (performance.now() - t0) / 1000, steps);
    steps.push(...(await ensureAccountData(runner, scale, log)));
    const seconds = (performance.now() - t0) / 1000;
    await writeMeta(runner, scale, seconds, steps);
    steps.push(...(await ensureHeavyConsumer(runner, scale, log)));
    return { reused: false, seconds, counts: await tableCounts(runner), steps, dataDir };
  } finally {
    await db.close();
  }
}
