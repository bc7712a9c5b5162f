// The header search (document 1 §2 Search views, §5, §7 Search): one keyword, four result lists, answered in
// at most four set-based statements (payments and combini payments by order reference, consumers, duplicate
// settlements). What each kind of keyword finds is recorded in docs/decisions.md.
import { sql, type SQL } from 'drizzle-orm';
import { epochMs, preparedRows, valueList, type Db } from '../db/sql';
import {
  PHONE_TAIL_INDEXED_DIGITS,
  SEARCH_RESULT_LIMIT,
  classifySearchKeyword,
  type SearchKeyword,
} from '../../src/shared/search-keyword';
import { findPaymentDetail, findPaymentsByOrderRef, type PaymentDetail } from './payments';
import { consumerColumns, toConsumer, type ConsumerData, type ConsumerRow } from './consumers';
import { maskSearchResult } from './consumer-pii';
import {
  findCombiniPayment,
  findCombiniPaymentsByOrderRef,
  type CombiniPaymentDetail,
} from './combini-payments';

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
 * than 200. Payment and combini ids find only that record, so the console's auto-redirect lands on it; a
 * merchant's order reference finds the payments and combini payments that carry it; every other keyword finds
 * consumers, and the exact ones also the suspicious duplicate settlements around them.
 */
export async function fuzzySearch(db: Db, input: string): Promise<FuzzySearchOutcome> {
  const outcome = await searchWhole(db, input);
  // Lists show contact data masked for everyone (src/shared/pii-mask.ts): the lookups run on the stored values,
  // so a full phone number or e-mail address still finds its consumer.
  return outcome.ok ? { ok: true, result: maskSearchResult(outcome.result) } : outcome;
}

async function searchWhole(db: Db, input: string): Promise<FuzzySearchOutcome> {
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

  if (keyword.orderRef) {
    const refs = orderRefForms(keyword.orderRef);
    result.paidyPayments = await findPaymentsByOrderRef(db, refs, SEARCH_RESULT_LIMIT);
    result.combiniPayments = await findCombiniPaymentsByOrderRef(db, refs, SEARCH_RESULT_LIMIT);
  }
  const found = await findConsumers(db, keyword);
  result.consumers = found.consumers;
  result.chargesByProviderRef = await findDuplicateSettlements(db, keyword, found.exactIds);
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

/** An order reference as typed and in upper case (callers read ORD-… out; staff type it in lower case). */
function orderRefForms(orderRef: string): string[] {
  return [...new Set([orderRef, orderRef.toUpperCase()])];
}

/**
 * The lookups by part of a contact, each an equality on an expression index of migration 0014 whose second
 * column (created_at) gives the newest first: the last 8 digits of the phone (a 9- or 10-digit tail also
 * compares the rest) and the local part of the e-mail address.
 */
function partialConsumerLookups(keyword: SearchKeyword): SQL[] {
  const lookups: SQL[] = [];
  const newest = sql`order by created_at desc limit ${SEARCH_RESULT_LIMIT}`;
  if (keyword.phoneTail) {
    const tail = keyword.phoneTail;
    // The literal (not a parameter) lets the planner match the index expression right(phone, 8).
    const indexed = sql.raw(String(PHONE_TAIL_INDEXED_DIGITS));
    lookups.push(
      sql`select id, created_at from consumers
          where right(phone, ${indexed}) = ${tail.slice(-PHONE_TAIL_INDEXED_DIGITS)}
            and right(phone, ${tail.length}) = ${tail}
          ${newest}`,
    );
  }
  if (keyword.emailLocal) {
    lookups.push(
      sql`select id, created_at from consumers
          where split_part(lower(email), '@', 1) = ${keyword.emailLocal}
          ${newest}`,
    );
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

/** Keyword lengths with an index on the suffixes' first characters (migration 0021). */
const PREFIX_INDEXED_LENGTHS = new Set([2, 3]);
const LONGEST_INDEXED_PREFIX = 3;
/** Up to this many suffixes matching a 4+ character keyword are ranked as a whole (see nameHits). */
export const NAME_RANGE_RANKED_WHOLE = SEARCH_RESULT_LIMIT * 2;

/**
 * Consumers whose folded kanji or kana name contains `name`: the suffixes that start with it. Ranked 0 for the
 * whole name, 1 for a name or name part that starts with it, 2 for a match inside a part; newest first within
 * a rank. Only the best 2 × limit suffix rows are grouped: a consumer matches through two suffixes only when
 * the keyword occurs twice in their names, so that many rows always hold `limit` distinct consumers.
 *
 * Per rank, the newest 2 × limit suffixes of one range of the index on left(suffix, n) (plus the whole-name
 * equality from the suffix index): the same rows as ranking the whole range, since the best 2 × limit rows of a
 * tier are among the best 2 × limit of its rank, without reading the tens of thousands a short keyword matches.
 * A 2- or 3-character keyword reads its own range of that index. A longer keyword usually matches few suffixes:
 * they come from one range of the suffix btree (byte order, no LIKE, so wildcards in the keyword are plain
 * characters) and are ranked as a whole; when more than NAME_RANGE_RANKED_WHOLE match (a common family name of four
 * kana: ナカムラ matches thousands), the ranks are read from the range of its first three
 * characters instead, keeping the suffixes that start with the whole keyword (the index holds the suffix).
 */
function nameHits(name: string): SQL {
  const limit = SEARCH_RESULT_LIMIT * 2;
  const length = [...name].length;
  const ofRanks = (prefixLength: number, filter: SQL) => {
    const newest = sql`order by created_at desc, consumer_id collate "C" limit ${limit}`;
    // Literals, not parameters, so the planner matches the index expression and the rank key.
    const prefix = sql`left(suffix, ${sql.raw(String(prefixLength))}) = ${[...name].slice(0, prefixLength).join('')}`;
    const ofRank = (rank: number, tier: number, except = sql``) =>
      sql`(select consumer_id, created_at, ${sql.raw(String(tier))} as tier from consumer_name_suffixes
           where ${prefix} and rank = ${sql.raw(String(rank))} ${except} ${filter} ${newest})`;
    return sql.join(
      [
        sql`(select consumer_id, created_at, 0 as tier from consumer_name_suffixes
             where suffix = ${name} and rank = 0 ${filter} ${newest})`,
        ofRank(0, 1, sql`and suffix <> ${name}`),
        ofRank(1, 1),
        ofRank(2, 2),
      ],
      sql` union all `,
    );
  };
  let candidates: SQL;
  if (PREFIX_INDEXED_LENGTHS.has(length)) {
    candidates = ofRanks(length, sql``);
  } else {
    const upper = prefixUpperBound(name);
    const range = upper
      ? sql`suffix ~>=~ ${name} and suffix ~<~ ${upper}`
      : sql`suffix ~>=~ ${name} and left(suffix, ${length}) = ${name}`;
    const whole = NAME_RANGE_RANKED_WHOLE;
    // Counted once (a CTE read by both sides): only one side of the union reads the suffixes.
    const few = sql`(select n from matched) <= ${whole}`;
    candidates = sql`
      with matched (n) as (
        select count(*) from (select 1 from consumer_name_suffixes where ${range} limit ${whole + 1}) m
      )
      select consumer_id, created_at,
             case when rank = 0 and suffix = ${name} then 0 when rank < 2 then 1 else 2 end as tier
      from consumer_name_suffixes
      where ${range} and ${few}
      union all
      ${ofRanks(LONGEST_INDEXED_PREFIX, sql`and left(suffix, ${sql.raw(String(length))}) = ${name} and not ${few}`)}`;
  }
  return sql`
    select consumer_id, min(tier), max(created_at) from (
      select consumer_id, created_at, tier from (${candidates}) candidate
      order by tier, created_at desc, consumer_id collate "C"
      limit ${limit}
    ) named
    group by consumer_id`;
}

interface FoundConsumerRow extends ConsumerRow {
  exact: boolean;
}

/**
 * Consumers matching the keyword, most relevant first, then newest: an exact value (id, e-mail, phone, eKYC
 * id, VAN, a charge's consumer) first, then a phone tail or e-mail local part and names equal to the keyword,
 * then names or name parts starting with it, and names containing it. Names are found in
 * consumer_name_suffixes: "contains" is "a suffix starts with", so the newest matches come from one
 * index-only range scan, and only the rows returned touch consumers.
 */
async function findConsumers(
  db: Db,
  keyword: SearchKeyword,
): Promise<{ consumers: SearchConsumer[]; exactIds: string[] }> {
  const hits: SQL[] = exactConsumerLookups(keyword).map(
    (lookup) => sql`select id, -1 as tier, null::timestamptz as created_at from (${lookup}) exact`,
  );
  for (const lookup of partialConsumerLookups(keyword))
    hits.push(sql`select id, 0 as tier, created_at from (${lookup}) contact_part`);
  if (keyword.name) hits.push(nameHits(keyword.name));
  if (hits.length === 0) return { consumers: [], exactIds: [] };
  const found = await preparedRows<FoundConsumerRow>(
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
  // One pass over up to 200 rows: no copies of the consumers to add or strip the flag.
  const consumers: SearchConsumer[] = [];
  const exactIds: string[] = [];
  for (const r of found) {
    consumers.push(toConsumer(r));
    if (r.exact) exactIds.push(r.id);
  }
  return { consumers, exactIds };
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
    refs.push(
      sql`select provider_ref from charges where consumer_id in (${valueList(exactConsumerIds)}) and provider_ref is not null`,
    );
  }
  if (refs.length === 0) return [];
  const found = await preparedRows<DuplicateRow>(
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
