// Money and date formatting (document 1 §1): yen from decimal strings without float loss, and dates in
// Japanese order with hyphens in Asia/Tokyo. Formatting reads the decimal text itself (no arithmetic), so the pages
// that only show amounts load no decimal library; arithmetic stays with decimal.js (payment-rules.ts).

/** An amount as the server sends it (a decimal string) or a number. */
export type AmountInput = string | number;

interface DecimalText {
  negative: boolean;
  /** Digits without leading zeros ('0' for none). */
  integer: string;
  /** Digits after the point without trailing zeros ('' for none). */
  fraction: string;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** The text of a number in plain digits ('1e-7' → '0.0000001', '1e+21' → 21 zeros); '' for NaN or an infinity. */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  const text = String(n);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign, first, rest = '', power] = exponent;
  const digits = first + rest;
  const point = 1 + Number(power); // digits before the decimal point
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** '-001234.50' → { negative, '1234', '5' }; null for anything but plain decimal digits (exponents included). */
function parseDecimalText(amount: AmountInput): DecimalText | null {
  const match = DECIMAL_TEXT.exec(typeof amount === 'number' ? numberText(amount) : amount.trim());
  if (!match || (match[2] === '' && !match[3])) return null;
  return {
    negative: match[1] === '-',
    integer: match[2].replace(/^0+/, '') || '0',
    fraction: (match[3] ?? '').replace(/0+$/, ''),
  };
}

const isZero = ({ integer, fraction }: DecimalText) => integer === '0' && fraction === '';

/** Whether this is a decimal amount other than zero: false for '0', '-0.00' and text that is no amount. */
export function isNonZeroAmount(amount: AmountInput): boolean {
  const parsed = parseDecimalText(amount);
  return parsed !== null && !isZero(parsed);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count with its digits grouped by thousands ('12,345'), as toLocaleString gives it in ja-JP and en-US, without
 * starting the browser's locale data: the first toLocaleString of a page load cost about 7 ms of its first render
 * (the consumer page's payments filter). A number that is no safe integer is left to toLocaleString.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return n < 0 ? `-${groupThousands(String(-n))}` : groupThousands(String(n));
}

/**
 * '¥1,234' from a decimal amount ('1234', '-500', '12345678901234567890.5'). Yen has no minor unit, but a
 * fraction the server sends is shown rather than silently rounded away (trailing zeros dropped). Text that is no
 * decimal amount is shown as it is.
 */
export function formatYen(amount: AmountInput): string {
  const parsed = parseDecimalText(amount);
  if (!parsed) return String(amount);
  const { integer, fraction } = parsed;
  const sign = parsed.negative && !isZero(parsed) ? '-' : '';
  return `${sign}¥${groupThousands(integer)}${fraction ? `.${fraction}` : ''}`;
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
