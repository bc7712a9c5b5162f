// The header search (document 1 §2 Search views, §5, §7 Search): one keyword, four result lists, answered in
// at most two set-based statements. What each kind of keyword finds is recorded in docs/decisions.md.
import { sql, type SQL } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import {
  SEARCH_RESULT_LIMIT,
  classifySearchKeyword,
  type SearchKeyword,
} from '../../src/shared/search-keyword';
import { findPaymentDetail, type PaymentDetail } from './payments';
import { consumerColumns, toConsumer, type ConsumerData, type ConsumerRow } from './consumers';
import { findCombiniPayment, type CombiniPaymentDetail } from './combini-payments';

export { SEARCH_RESULT_LIMIT };

export type SearchConsumer = ConsumerData;

export interface SearchDuplicateCharge {
  chargeId: string;
  orderReference: string | null;
  amount: string;
  createdAt: number;
  consumerId: string;
  barcodeId: string | null;
}

export interface FuzzySearchData {
  consumers: SearchConsumer[];
  paidyPayments: PaymentDetail[];
  combiniPayments: CombiniPaymentDetail[];
  chargesByProviderRef: SearchDuplicateCharge[];
}

export type FuzzySearchOutcome = { ok: true; result: FuzzySearchData } | { ok: false; message: string };

const empty = (): FuzzySearchData => ({
  consumers: [],
  paidyPayments: [],
  combiniPayments: [],
  chargesByProviderRef: [],
});

/**
 * Searches for a keyword. Refuses (ok: false, with the reason) a keyword shorter than 2 characters or longer
 * than 200. Payment and combini ids find only that record, so the console's auto-redirect lands on it; every
 * other keyword finds consumers, and the exact ones also the suspicious duplicate settlements around them.
 */
export async function fuzzySearch(db: Db, input: string): Promise<FuzzySearchOutcome> {
  const classified = classifySearchKeyword(input);
  if (!classified.ok) return { ok: false, message: classified.message };
  const keyword = classified.keyword;
  const result = empty();

  if (keyword.id?.kind === 'payment') {
    const payment = await findPaymentDetail(db, keyword.id.value);
    if (payment) result.paidyPayments.push(payment);
    return { ok: true, result };
  }
  if (keyword.id?.kind === 'combiniPayment') {
    const combini = await findCombiniPayment(db, keyword.id.value);
    if (combini) result.combiniPayments.push(combini);
    return { ok: true, result };
  }

  const found = await findConsumers(db, keyword);
  result.consumers = found.map(({ exact: _exact, ...consumer }) => consumer);
  const exactConsumerIds = found.filter((c) => c.exact).map((c) => c.id);
  result.chargesByProviderRef = await findDuplicateSettlements(db, keyword, exactConsumerIds);
  return { ok: true, result };
}

/** The lookups by exact value: each one is an index probe (primary key or btree), never a scan. */
function exactConsumerLookups(keyword: SearchKeyword): SQL[] {
  const lookups: SQL[] = [];
  if (keyword.id?.kind === 'consumer')
    lookups.push(sql`select id from consumers where id = ${keyword.id.value}`);
  if (keyword.id?.kind === 'charge')
    lookups.push(sql`select consumer_id as id from charges where id = ${keyword.id.value}`);
  if (keyword.email) lookups.push(sql`select id from consumers where lower(email) = ${keyword.email}`);
  if (keyword.phone) lookups.push(sql`select id from consumers where phone = ${keyword.phone}`);
  if (keyword.reference) {
    const ref = keyword.reference;
    lookups.push(sql`select id from consumers where liquid_application_id in (${ref}, ${ref.toLowerCase()})`);
    if (/^\d+$/.test(ref))
      lookups.push(sql`select consumer_id as id from vans where account_number = ${ref}`);
  }
  return lookups;
}

/**
 * The first string after every string that starts with `prefix`, in code point (= UTF-8 byte) order, or null
 * when the last character cannot be raised.
 */
export function prefixUpperBound(prefix: string): string | null {
  const chars = [...prefix];
  const last = chars.pop();
  if (last === undefined) return null;
  let next = last.codePointAt(0)! + 1;
  if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
  if (next > 0x10ffff) return null;
  return chars.join('') + String.fromCodePoint(next);
}

/**
 * Consumers whose folded kanji or kana name contains `name`: the suffixes that start with it, as a range of
 * the suffix btree (byte order, no LIKE, so wildcards in the keyword are plain characters). Ranked 0 for the
 * whole name, 1 for a name or name part that starts with it, 2 for a match inside a part; newest first within
 * a rank. Only the best 2 × limit suffix rows are grouped: a consumer matches through two suffixes only when
 * the keyword occurs twice in their names, so that many rows always hold `limit` distinct consumers.
 */
function nameHits(name: string): SQL {
  const upper = prefixUpperBound(name);
  const range = upper
    ? sql`suffix ~>=~ ${name} and suffix ~<~ ${upper}`
    : sql`suffix ~>=~ ${name} and left(suffix, ${[...name].length}) = ${name}`;
  return sql`
    select consumer_id, min(tier), max(created_at) from (
      select consumer_id, created_at,
             case when rank = 0 and suffix = ${name} then 0 when rank < 2 then 1 else 2 end as tier
      from consumer_name_suffixes
      where ${range}
      order by tier, created_at desc, consumer_id collate "C"
      limit ${SEARCH_RESULT_LIMIT * 2}
    ) named
    group by consumer_id`;
}

interface FoundConsumerRow extends ConsumerRow {
  exact: boolean;
}

/**
 * Consumers matching the keyword, most relevant first, then newest: an exact value (id, e-mail, phone, eKYC
 * id, VAN, a charge's consumer) first, then names equal to the keyword, names or name parts starting with it,
 * and names containing it. Names are found in consumer_name_suffixes: "contains" is "a suffix starts with",
 * so the newest matches come from one index-only range scan, and only the rows returned touch consumers.
 */
async function findConsumers(
  db: Db,
  keyword: SearchKeyword,
): Promise<(SearchConsumer & { exact: boolean })[]> {
  const hits: SQL[] = exactConsumerLookups(keyword).map(
    (lookup) => sql`select id, -1 as tier, null::timestamptz as created_at from (${lookup}) exact`,
  );
  if (keyword.name) hits.push(nameHits(keyword.name));
  if (hits.length === 0) return [];
  const found = await rows<FoundConsumerRow>(
    db,
    sql`
      with hits (id, tier, created_at) as (${sql.join(hits, sql` union all `)}),
      ranked as (
        select id, min(tier) as tier from hits where id is not null group by id
        order by min(tier), max(created_at) desc nulls first, id collate "C"
        limit ${SEARCH_RESULT_LIMIT}
      )
      select ${consumerColumns}, r.tier < 0 as exact
      from ranked r join consumers c on c.id = r.id
      order by r.tier, c.created_at desc, c.id collate "C"`,
  );
  return found.map((r) => ({ ...toConsumer(r), exact: r.exact }));
}

interface DuplicateRow {
  id: string;
  order_reference: string | null;
  amount: string;
  created_at: number;
  consumer_id: string;
  barcode_id: string | null;
}

/**
 * Suspicious duplicate settlements: every charge whose provider reference another charge shares. The keyword
 * selects the references: the keyword itself as a provider reference, the reference of the charge it names,
 * or the references of the charges of the consumers it identified exactly (not by name). Groups stay
 * together, newest group first, newest charge first within it.
 */
async function findDuplicateSettlements(
  db: Db,
  keyword: SearchKeyword,
  exactConsumerIds: string[],
): Promise<SearchDuplicateCharge[]> {
  const refs: SQL[] = [];
  if (keyword.reference)
    refs.push(sql`select provider_ref from charges where provider_ref = ${keyword.reference}`);
  if (keyword.id?.kind === 'charge')
    refs.push(sql`select provider_ref from charges where id = ${keyword.id.value}`);
  if (exactConsumerIds.length > 0) {
    const ids = sql.join(
      exactConsumerIds.map((id) => sql`${id}`),
      sql`, `,
    );
    refs.push(
      sql`select provider_ref from charges where consumer_id in (${ids}) and provider_ref is not null`,
    );
  }
  if (refs.length === 0) return [];
  const found = await rows<DuplicateRow>(
    db,
    sql`
      with refs as (${sql.join(refs, sql` union `)}),
      grouped as (
        select ch.id, ch.order_reference, ch.amount::text as amount, ch.consumer_id, ch.barcode_id,
               ch.provider_ref, ch.created_at,
               count(*) over (partition by ch.provider_ref) as n,
               max(ch.created_at) over (partition by ch.provider_ref) as group_created_at
        from charges ch
        where ch.provider_ref in (select provider_ref from refs)
      )
      select id, order_reference, amount, consumer_id, barcode_id, ${epochMs(sql`created_at`)} as created_at
      from grouped
      where n > 1
      order by group_created_at desc, provider_ref, created_at desc, id
      limit ${SEARCH_RESULT_LIMIT}`,
  );
  return found.map((r) => ({
    chargeId: r.id,
    orderReference: r.order_reference,
    amount: r.amount,
    createdAt: Number(r.created_at),
    consumerId: r.consumer_id,
    barcodeId: r.barcode_id,
  }));
}
