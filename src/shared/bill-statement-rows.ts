// The bill statement list's rows (document 2 §2 "Bill statement list"), shared by the account page's table and its
// CSV出力 (server/exports/tables/account.ts): statements with no amount are hidden, the rest newest issue date
// first; the usage month; what the filter box looks in and the sortable columns' order.
import { isNonZeroAmount } from './format';

/** Epoch ms of a month in Asia/Tokyo (UTC+9, no daylight saving time). */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface StatementLike {
  billStatement: {
    id: string;
    issueDate: number;
    amount?: string | null;
    unpaidAmount?: string | null;
    lateFeesAmount?: string | null;
    status?: string | null;
  };
}

/** A statement "with no amount": none at all, unparsable, or zero. */
export function hasAmount(amount: string | null | undefined): boolean {
  return amount !== null && amount !== undefined && isNonZeroAmount(amount);
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

/** What the statements filter box looks in: the id, the usage month, the issue date and the amounts. */
export function statementFilterTexts(row: StatementLike) {
  const s = row.billStatement;
  return [s.id, usageMonthOf(s.issueDate), s.issueDate, s.amount, s.unpaidAmount, s.lateFeesAmount];
}

const byText = (a: string | null | undefined, b: string | null | undefined) =>
  a === b ? 0 : a == null ? -1 : b == null ? 1 : a < b ? -1 : 1;

/** The sortable columns (by their table keys), ascending. */
export const STATEMENT_SORTS: Readonly<Record<string, (a: StatementLike, b: StatementLike) => number>> = {
  'issue-date': (a, b) => a.billStatement.issueDate - b.billStatement.issueDate,
  amount: (a, b) => Number(a.billStatement.amount ?? 0) - Number(b.billStatement.amount ?? 0),
  status: (a, b) => byText(a.billStatement.status, b.billStatement.status),
};
