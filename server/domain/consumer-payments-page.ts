// One consumer's payments a page at a time (docs/decisions.md "Consumer payments a page at
// a time"): what the console's payments tab asks instead of the whole paymentsV2 list. Keyset pagination on
// (sort value, id) so a page costs the same however deep it is; one filter box (a text matched against the id,
// the order reference, the merchant and the amount) plus a status; sort by date, amount or status, either way.
// consumerPaymentsWhere / consumerPaymentsOrder are shared with the CSV export of the same table, so the file
// holds exactly the rows the screen lists.
import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_STATUSES } from '../db/schema/payments';
import { rows, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';
import {
  paymentSummaryColumns,
  toPaymentSummary,
  type PaymentSummary,
  type PaymentSummaryRow,
} from './payments';

export const CONSUMER_PAYMENT_SORT_KEYS = ['DATE', 'AMOUNT', 'STATUS'] as const;
export type ConsumerPaymentSortKey = (typeof CONSUMER_PAYMENT_SORT_KEYS)[number];
export type SortOrder = 'ASC' | 'DESC';

export interface ConsumerPaymentFilter {
  /** Matched against the id and the order reference (exactly), the merchant name (contains) and id, the amount. */
  query?: string | null;
  /** One of PAYMENT_STATUSES. */
  status?: string | null;
}

export interface ConsumerPaymentSort {
  key: ConsumerPaymentSortKey;
  direction: SortOrder;
}

export const DEFAULT_CONSUMER_PAYMENT_SORT: ConsumerPaymentSort = { key: 'DATE', direction: 'DESC' };
/** Rows per page when the caller names none, and the most it may ask for. */
export const CONSUMER_PAYMENTS_PAGE = { default: 100, max: 500 } as const;

export interface ConsumerPaymentsPage {
  payments: PaymentSummary[];
  /** Pass as `after` for the next page; null when this page is the last. */
  endCursor: string | null;
  hasMore: boolean;
}

/** A refusal the resolver turns into BAD_USER_INPUT. */
export class ConsumerPaymentsInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** The sort column as SQL and how its value travels in a cursor (text, cast back on the way in). */
const SORT_COLUMNS: Record<ConsumerPaymentSortKey, { column: SQL; cast: (v: string) => SQL }> = {
  DATE: { column: sql`p.created_at`, cast: (v) => sql`${v}::timestamptz` },
  AMOUNT: { column: sql`p.amount`, cast: (v) => sql`${v}::numeric` },
  STATUS: { column: sql`p.status`, cast: (v) => sql`${v}::text` },
};

/** A typed amount: digits with optional separators and yen marks ("12,000", "¥5000", "5000円"); else null. */
export function amountOf(text: string): string | null {
  const bare = text.replace(/[,，¥￥円\s]/g, '');
  return /^-?\d{1,15}$/.test(bare) ? bare : null;
}

function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Refuses a status outside PAYMENT_STATUSES; trims the text. */
export function normalizeConsumerPaymentFilter(filter: ConsumerPaymentFilter | null | undefined): {
  query: string;
  status: string | null;
} {
  const query = (filter?.query ?? '').trim();
  const status = filter?.status?.trim() || null;
  if (status !== null && !(PAYMENT_STATUSES as readonly string[]).includes(status))
    throw new ConsumerPaymentsInputError(`Unknown payment status ${status}`, 'filter.status');
  if (query.length > 200) throw new ConsumerPaymentsInputError('The filter text is too long', 'filter.query');
  return { query, status };
}

/** The WHERE of the consumer's payments matching the filter, on payments `p`. */
export function consumerPaymentsWhere(
  consumerId: string,
  filter: ConsumerPaymentFilter | null | undefined,
): SQL {
  const { query, status } = normalizeConsumerPaymentFilter(filter);
  const parts: SQL[] = [sql`p.consumer_id = ${consumerId}`];
  if (status) parts.push(sql`p.status = ${status}`);
  if (query) {
    const amount = amountOf(query);
    const any: SQL[] = [
      sql`p.id = ${query}`,
      sql`p.order_ref = ${query}`,
      sql`p.merchant_id = ${query}`,
      sql`p.merchant_name ilike ${likeContains(query)}`,
    ];
    if (amount !== null) any.push(sql`p.amount = ${amount}::numeric`);
    parts.push(sql`(${sql.join(any, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

/** ORDER BY for the sort: the column, then the id, both in the sort's direction. */
export function consumerPaymentsOrder(sort: ConsumerPaymentSort = DEFAULT_CONSUMER_PAYMENT_SORT): SQL {
  const { column } = SORT_COLUMNS[sort.key];
  return sort.direction === 'ASC' ? sql`${column} asc, p.id asc` : sql`${column} desc, p.id desc`;
}

/** The sort value of payments `p` as text, which travels in a cursor (or an export's last row) and back. */
export function consumerPaymentsSortValue(sort: ConsumerPaymentSort): SQL {
  return sql`${SORT_COLUMNS[sort.key].column}::text`;
}

/** `and (sort value, id)` beyond the last row seen, in the sort's direction; nothing at the start. */
export function consumerPaymentsAfter(
  sort: ConsumerPaymentSort,
  after: readonly [string, string] | null,
): SQL {
  if (!after) return sql``;
  const { column, cast } = SORT_COLUMNS[sort.key];
  return sort.direction === 'ASC'
    ? sql`and (${column}, p.id) > (${cast(after[0])}, ${after[1]})`
    : sql`and (${column}, p.id) < (${cast(after[0])}, ${after[1]})`;
}

function encodeCursor(value: string, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      decoded.every((part) => typeof part === 'string' && part.length <= 100)
    )
      return decoded as [string, string];
  } catch {
    // falls through to the refusal
  }
  throw new ConsumerPaymentsInputError('Malformed cursor', 'after');
}

interface PageRow extends PaymentSummaryRow {
  sort_value: string;
}

/**
 * `first` payments of the consumer matching `filter` in `sort` order, after the cursor `after`; one statement
 * reading first + 1 rows (the extra one says whether more exist). Empty for an unknown or malformed id.
 */
export async function listConsumerPaymentsPage(
  db: Db,
  consumerId: string,
  options: {
    first?: number | null;
    after?: string | null;
    filter?: ConsumerPaymentFilter | null;
    sort?: ConsumerPaymentSort | null;
  } = {},
): Promise<ConsumerPaymentsPage> {
  const first = options.first ?? CONSUMER_PAYMENTS_PAGE.default;
  if (!Number.isInteger(first) || first < 1 || first > CONSUMER_PAYMENTS_PAGE.max)
    throw new ConsumerPaymentsInputError(`first must be 1–${CONSUMER_PAYMENTS_PAGE.max}`, 'first');
  const sort = options.sort ?? DEFAULT_CONSUMER_PAYMENT_SORT;
  const where = consumerPaymentsWhere(consumerId, options.filter);
  const after = options.after ? decodeCursor(options.after) : null;
  if (!isConsumerId(consumerId)) return { payments: [], endCursor: null, hasMore: false };
  const keyset = consumerPaymentsAfter(sort, after);
  const found = await rows<PageRow>(
    db,
    sql`
      select ${paymentSummaryColumns}, ${consumerPaymentsSortValue(sort)} as sort_value
      from (select * from payments p where ${where} ${keyset}
            order by ${consumerPaymentsOrder(sort)} limit ${first + 1}) p
      left join consumers c on c.id = p.consumer_id
      order by ${consumerPaymentsOrder(sort)}`,
  );
  const hasMore = found.length > first;
  const kept = found.slice(0, first);
  const last = kept.at(-1);
  return {
    payments: kept.map(toPaymentSummary),
    endCursor: hasMore && last ? encodeCursor(last.sort_value, last.id) : null,
    hasMore,
  };
}

/** How many of the consumer's payments match the filter (the tab's count line). */
export async function countConsumerPayments(
  db: Db,
  consumerId: string,
  filter: ConsumerPaymentFilter | null | undefined,
): Promise<number> {
  const where = consumerPaymentsWhere(consumerId, filter);
  if (!isConsumerId(consumerId)) return 0;
  const [{ n }] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payments p where ${where}`,
  );
  return Number(n);
}
