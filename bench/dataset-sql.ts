// The SQL text of the benchmark dataset's base tables (merchants, consumers, vans, payments, captures, refunds,
// payment messages, assessment reports, order items, combini payments, charges): INSERT … SELECT FROM
// generate_series statements with deterministic pseudo-random values from hashes of the series number, and the
// value expressions and name, address and catalogue lists they draw from. Text only: bench/dataset.ts and
// bench/dataset-increments.ts run them.
import { FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from '../server/seed/japanese-names';
import { toHalfWidthKana } from '../server/domain/half-width-kana';
import { BUILDING_NAMES, PREFECTURES, TOWN_NAMES } from '../server/seed/japanese-addresses';
import { FIXED_MERCHANTS, PRODUCTS, REFUND_REASONS } from '../server/seed/catalogue';
import { LEGAL_STATUS_KEYS } from '../src/shared/legal-status';

// ---- deterministic value expressions ---------------------------------------------------------------------------

/** A non-negative 31-bit hash of the integer expression `v` with salt `k`. */
export const H = (v: string, k: number) => `(hashint8extended((${v})::bigint, ${k}) & 2147483647)`;
/** A uniform number in [0, 1). */
export const U = (v: string, k: number) => `(${H(v, k)}::float8 / 2147483648.0)`;
/** An element of a 1-based SQL array literal. */
const pick = (arr: string, v: string, k: number, n: number) => `(${arr})[1 + ${H(v, k)} % ${n}]`;

export const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
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
export const FAM_KANJI = arr(FAMILY_NAMES.map((f) => f.kanji));
export const FAM_KANA = arr(FAMILY_NAMES.map((f) => f.kana));
const FAM_ROMAJI = arr(FAMILY_NAMES.map((f) => f.romaji));
export const GIV_KANJI = arr(GIVEN.map((f) => f.kanji));
export const GIV_KANA = arr(GIVEN.map((f) => f.kana));
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
export const C = {
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

export const NOW = `timestamptz '2026-11-01 12:00:00+09'`;

// ---- the load statements ---------------------------------------------------------------------------------------

export function ranges(total: number, chunk: number): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 1; a <= total; a += chunk) out.push([a, Math.min(total, a + chunk - 1)]);
  return out;
}

export function buckets(n: number, stmt: (where: string) => string): string[] {
  return Array.from({ length: n }, (_, i) => stmt(`(hashtext(id) & 2147483647) % ${n} = ${i}`));
}

export function merchantsSql(): string {
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

export function consumersSql(a: number, b: number, n: number): string {
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
export function paymentsSql(a: number, b: number, consumers: number, only?: number): string {
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

export function capturesSql(where: string): string {
  return `INSERT INTO captures (id, payment_id, consumer_id, amount, created_at)
SELECT 'cap_' || substr(md5('cap' || id), 1, 16), id, consumer_id, amount, created_at + interval '1 day'
FROM payments WHERE status <> 'REJECTED' AND (hashtext('c' || id) & 1023) < 760 AND ${where}`;
}

export function refundsSql(where: string): string {
  return `INSERT INTO refunds (id, payment_id, capture_id, consumer_id, amount, reason, created_at)
SELECT 'ref_' || substr(md5('ref' || id), 1, 16), payment_id, id, consumer_id,
  greatest(1, round(amount * (0.2 + 0.8 * ((hashtext('a' || id) & 1023) / 1024.0)))),
  (${arr(REFUND_REASONS)})[1 + (hashtext('r' || id) & 1023) % ${REFUND_REASONS.length}], created_at + interval '5 days'
FROM captures WHERE (hashtext('f' || id) & 1023) < 80 AND ${where}`;
}

export function paymentMessagesSql(where: string): string {
  return `INSERT INTO payment_messages (payment_id, consumer_id, kind, subject, message, dispatched, created_at)
SELECT id, consumer_id, (ARRAY['email','sms','push'])[1 + (hashtext('k' || id) & 1023) % 3],
  'ご利用ありがとうございます', merchant_name || 'でのお支払い（' || amount || '円）を承りました。',
  (hashtext('d' || id) & 1023) < 980, created_at + interval '1 minute'
FROM payments WHERE (hashtext('m' || id) & 1023) < 256 AND ${where}`;
}

export function assessmentReportsSql(where: string): string {
  return `INSERT INTO assessment_reports (id, payment_id, consumer_id, kind, result, reason, metadata_json, created_at)
SELECT 'asr_' || substr(md5('asr' || id), 1, 16), id, consumer_id,
  (ARRAY['fraud','credit','identity'])[1 + (hashtext('k' || id) & 1023) % 3],
  CASE WHEN status = 'REJECTED' THEN 'rejected' WHEN (hashtext('v' || id) & 1023) < 40 THEN 'review' ELSE 'approved' END,
  CASE WHEN status = 'REJECTED' THEN '与信枠超過' END,
  jsonb_build_object('score', (hashtext('s' || id) & 1023), 'model', 'v7'), created_at
FROM payments WHERE (hashtext('a' || id) & 1023) < 307 AND ${where}`;
}

export function orderItemsSql(where: string): string {
  return `INSERT INTO order_items (payment_id, consumer_id, item_id, title, description, unit_price, quantity)
SELECT id, consumer_id, 'SKU-' || upper(substr(md5('sku' || id), 1, 8)), description, NULL, amount, 1
FROM payments WHERE (hashtext('o' || id) & 1023) < 256 AND ${where}`;
}

export function combiniSql(a: number, b: number, consumers: number): string {
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

export function chargesSql(a: number, b: number, consumers: number, payments: number): string {
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

export function vansSql(a: number, b: number): string {
  return `INSERT INTO vans (consumer_id, bank_name, branch_name, branch_code, account_type, account_number, account_name, van_key, assigned_at)
SELECT ${C.id('g')}, 'GMOあおぞらネット銀行', 'ペイディ支店', lpad((101 + ${H('g', 81)} % 40)::text, 3, '0'), '普通',
  lpad(((g::bigint * 7919 + 12345) % 10000000)::text, 7, '0'),
  (${FAM_HALF})[${C.fam('g')}] || ' ' || (${GIV_HALF})[${C.giv('g')}],
  'van_' || substr(md5('van' || g), 1, 16), ${NOW} - make_interval(secs => ${H('g', 82)} % (2 * 365 * 86400))
FROM generate_series(${a}, ${b}) g WHERE ${H('g', 80)} % 100 < 30`;
}
