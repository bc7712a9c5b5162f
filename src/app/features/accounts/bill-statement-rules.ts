// The bill statement list's rules (document 2 §2 "Bill statement list"), as pure functions: statements
// with no amount are hidden, the rest sorted newest issue date first; the usage month, the auto-debit
// column and the public payment-code link.
import Decimal from 'decimal.js';
import { NOT_AVAILABLE, formatYen } from '../../ui/format';

/** Epoch ms of a month in Asia/Tokyo (UTC+9, no daylight saving time). */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface StatementLike {
  billStatement: { id: string; issueDate: number; amount?: string | null };
}

/** A statement "with no amount": none at all, unparsable, or zero. */
export function hasAmount(amount: string | null | undefined): boolean {
  if (amount === null || amount === undefined || amount.trim() === '') return false;
  try {
    return !new Decimal(amount).isZero();
  } catch {
    return false;
  }
}

/** The statements the list shows: those with an amount, newest issue date first (then by id, stable). */
export function visibleBillStatements<T extends StatementLike>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => hasAmount(row.billStatement.amount))
    .sort(
      (a, b) =>
        b.billStatement.issueDate - a.billStatement.issueDate ||
        (a.billStatement.id < b.billStatement.id ? 1 : a.billStatement.id > b.billStatement.id ? -1 : 0),
    );
}

/**
 * 利用月: the month the statement bills for. Statements are issued on the 1st of the month after the usage
 * month (Asia/Tokyo), so it is the issue date's month minus one: issued 2026-02-01 → '2026-01'.
 */
export function usageMonthOf(issueDateMs: number): string {
  const tokyo = new Date(issueDateMs + TOKYO_OFFSET_MS);
  const year = tokyo.getUTCFullYear();
  const month = tokyo.getUTCMonth(); // 0-based: the previous month, 1-based
  const [y, m] = month === 0 ? [year - 1, 12] : [year, month];
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** The 口座振替 column: the auto-debit pull amount, or N/A without an auto-debit settlement. */
export function autoDebitColumn(settlement: { pullAmount: string } | null | undefined): string {
  return settlement ? formatYen(settlement.pullAmount) : NOT_AVAILABLE;
}

/** The public payment-code page (an external host; docs/decisions.md). */
export const PAYMENT_CODE_URL_BASE = 'https://paidy.com/payment-code/';

export function paymentCodeUrl(value: string): string {
  return `${PAYMENT_CODE_URL_BASE}${encodeURIComponent(value)}`;
}

/** The convenience-store section's codes: consumer code and merchant code joined ('N/A' when neither). */
export function joinedCodes(consumerCode?: string | null, merchantCode?: string | null): string {
  const parts = [consumerCode, merchantCode].filter((c): c is string => !!c?.trim());
  return parts.length > 0 ? parts.join('-') : NOT_AVAILABLE;
}
