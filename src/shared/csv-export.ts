// The console's CSV rules, shared by the server's streamed exporter and the
// browser: Excel-safe cells, numbers and amounts as numbers, JST dates, RFC 4180 quoting, CRLF, the file name and
// the two encodings. No Node or React here.

/** The encodings a staff member can choose; the first is the default. */
export const CSV_ENCODINGS = ['utf8-bom', 'shift_jis'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
export const DEFAULT_CSV_ENCODING: CsvEncoding = 'utf8-bom';

export function isCsvEncoding(value: unknown): value is CsvEncoding {
  return (CSV_ENCODINGS as readonly unknown[]).includes(value);
}

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * The first characters that make a cell a formula: = + - @, their full-width forms ＝ ＋ － ＠ (a Japanese
 * keyboard types them, and Excel's Japanese edition reads them as the half-width signs), and a tab or CR (which
 * some readers strip, exposing what follows).
 */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/** A cell that would open as a formula gets an apostrophe in front, so it opens as text (OWASP "CSV injection"). */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a quote, a comma or a line break, quotes doubled. */
function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One RFC 4180 text field: neutralised, then quoted when needed. */
export function csvField(value: string): string {
  return quoted(neutraliseCsvCell(value));
}

// Japan has had no daylight saving time since 1951: Tokyo is UTC+9 all year round.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** '2026/11/25 16:30' in Asia/Tokyo, from an instant. */
export function csvDateTime(instant: Date | number): string {
  const iso = new Date(+instant + TOKYO_OFFSET_MS).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)} ${iso.slice(11, 16)}`;
}

/**
 * A decimal amount as a plain number: no yen sign, no grouping, no trailing zeros ('-1200.00' → '-1200'); a real
 * fraction stays ('12.50' → '12.5'). Anything that is not a decimal is written as text (neutralised).
 */
export function csvAmount(value: string | number): string {
  const text = String(value).trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return csvField(text);
  const [, sign, integer, fraction = ''] = match;
  const digits = integer.replace(/^0+(?=\d)/, '');
  const kept = fraction.replace(/0+$/, '');
  const body = kept ? `${digits}.${kept}` : digits;
  return body === '0' ? '0' : `${sign}${body}`;
}

/** PostgreSQL's text of a timestamptz ('2026-11-25 16:42:22.643+00') as an instant; null for other text. */
function timestampText(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(text)) return null;
  const date = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How a column's values are written. */
export type CsvKind = 'text' | 'number' | 'amount' | 'datetime';

/** One cell of the given kind; null and undefined are an empty cell. */
export function csvCell(kind: CsvKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'number':
      return typeof value === 'number' || typeof value === 'bigint' || /^-?\d+(\.\d+)?$/.test(String(value))
        ? String(value)
        : csvField(String(value));
    case 'amount':
      return csvAmount(value as string | number);
    case 'datetime': {
      const instant =
        value instanceof Date || typeof value === 'number' ? value : timestampText(String(value));
      return instant === null ? csvField(String(value)) : csvDateTime(instant);
    }
    default:
      return csvField(String(value));
  }
}

/** A line of cells, with its CRLF. */
export function csvLine(cells: readonly string[]): string {
  return cells.join(',') + CSV_LINE_END;
}

/** '20261125-1630': the JST minute of an instant, for file names. */
export function fileStamp(instant: Date | number): string {
  const iso = new Date(+instant + TOKYO_OFFSET_MS).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

/**
 * `<table>_<id>_<YYYYMMDD-HHmm>.csv` (JST), e.g. consumer_payments_con_abc_20261125-1630.csv; a table shown for
 * no one thing (the audit log, the staff list) names `all` as its id. Only letters, digits, _ . - survive.
 */
export function exportFileName(table: string, id: string | null, instant: Date | number): string {
  const safe = (part: string) => part.replace(/[^\w.-]/g, '_');
  return `${safe(table)}_${safe(id ?? 'all')}_${fileStamp(instant)}.csv`;
}
