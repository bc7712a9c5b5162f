// Money and date formatting (document 1 §1): yen from decimal strings without float loss, and dates in
// Japanese order with hyphens in Asia/Tokyo.
import Decimal from 'decimal.js';

export type DecimalInput = string | number | Decimal;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '¥1,234' from a decimal amount ('1234', '-500', '12345678901234567890.5'). Yen has no minor unit, but a
 * fraction the server sends is shown rather than silently rounded away (trailing zeros dropped).
 */
export function formatYen(amount: DecimalInput): string {
  const value = new Decimal(amount);
  if (!value.isFinite()) return String(amount);
  const [integer, fraction] = value.abs().toFixed().split('.');
  const sign = value.isNegative() && !value.isZero() ? '-' : '';
  return `${sign}¥${groupThousands(integer)}${fraction ? `.${fraction}` : ''}`;
}

/** Amount minus another, exactly (for example the unconfirmed amount: amount minus captured amount). */
export function subtractAmounts(a: DecimalInput, b: DecimalInput): string {
  return new Decimal(a).minus(new Decimal(b)).toFixed();
}

// Japan has had no daylight saving time since 1951, so Tokyo time is UTC+9 all year round; shifting the
// instant and reading UTC fields is exact and avoids Intl differences between browsers.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

function tokyoParts(epochMs: number) {
  const iso = new Date(epochMs + TOKYO_OFFSET_MS).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
  return { date: iso.slice(0, 10), yearMonth: iso.slice(0, 7), time: iso.slice(11, 19) };
}

/** '2026-11-22 14:05:09' (Asia/Tokyo). */
export function formatDateTime(epochMs: number): string {
  const { date, time } = tokyoParts(epochMs);
  return `${date} ${time}`;
}

/** '2026-11-22' (Asia/Tokyo). */
export function formatDate(epochMs: number): string {
  return tokyoParts(epochMs).date;
}

/** '2026-11' (Asia/Tokyo). */
export function formatYearMonth(epochMs: number): string {
  return tokyoParts(epochMs).yearMonth;
}

/** The first millisecond of a Tokyo calendar day ('2026-11-22' → 2026-11-22 00:00:00.000 JST); NaN for no date. */
export function tokyoDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00.000+09:00`);
}

/** The last millisecond of a Tokyo calendar day (23:59:59.999 JST): a range ending that day includes all of it. */
export function tokyoDayEnd(date: string): number {
  return Date.parse(`${date}T23:59:59.999+09:00`);
}

/** The spec's fallback for a missing value. */
export const NOT_AVAILABLE = 'N/A';

/** Formats a value that may be missing: `orNotAvailable(payment.amount, formatYen)`. */
export function orNotAvailable<T>(value: T | null | undefined, format: (v: T) => string): string {
  return value === null || value === undefined ? NOT_AVAILABLE : format(value);
}
