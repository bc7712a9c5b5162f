// Every message the CSV tools show, in the staff member's language: the catalogue's `csv.*` tables
// (src/i18n/catalogues/bulk-tools.ts), read here because the worker has no catalogue of its own. The page sets the
// language before each file (csv-worker-api.ts, setLanguage); the specification's words in en where it gives them
// (document 1 §5, document 2 §5), ours (docs/decisions.md, "CSV files") where it does not.
import { CSV_EN, CSV_JA } from '../i18n/catalogues/bulk-tools';
import type { Language } from '../shared/language';
import { lineList } from '../shared/line-list';
import { MAX_CSV_BYTES, MAX_CSV_ROWS } from './csv-limits';
import { formatCount } from '../shared/format';

type CsvKey = keyof typeof CSV_JA;

const TABLES: Record<Language, Record<CsvKey, string>> = { ja: CSV_JA, en: CSV_EN };
/** Japanese until the page says otherwise (the staff default). */
let active: Record<CsvKey, string> = CSV_JA;

/** The language of the messages made from now on. */
export function setCsvLanguage(language: Language): void {
  active = TABLES[language];
}

/** The message `key` with its `{name}` placeholders filled. */
export function csvText(key: CsvKey, values: Record<string, string | number> = {}): string {
  return active[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A group of messages read in the active language whenever a property is read. */
function group<const K extends string>(prefix: string, keys: readonly K[]): Readonly<Record<K, string>> {
  const texts = {} as Record<K, string>;
  for (const key of keys)
    Object.defineProperty(texts, key, { get: () => csvText(`${prefix}.${key}` as CsvKey), enumerable: true });
  return texts;
}

/** "2, 5, 9" or "2, 5, … 他 N 件" in the active language. */
function lines(items: readonly (number | string)[], total = items.length): string {
  return lineList(items, total, undefined, (rest) => csvText('more', { count: formatCount(rest) }));
}

/** Why a file is refused before any of its rows is read: the limits name the number. */
export const CSV_FILE_TEXT = {
  get tooLarge() {
    return csvText('file.tooLarge', { mb: MAX_CSV_BYTES / (1024 * 1024) });
  },
  get tooManyRows() {
    return csvText('file.tooManyRows', { rows: formatCount(MAX_CSV_ROWS) });
  },
  ...group('file', ['image', 'pdf', 'spreadsheet', 'utf16', 'binary', 'notText']),
};

/** Legal-status CSV (document 1 §5). */
export const LEGAL_STATUS_CSV_TEXT = group('legal', [
  'invalidHeader',
  'empty',
  'invalidStatuses',
  'invalidIds',
  'notFound',
  'duplicated',
  'correct',
]);

/** The per-row marks of the legal-status table, in the order a row shows them. */
export const LEGAL_STATUS_MARK_TEXT = group('mark', ['invalidId', 'notFound', 'duplicate', 'invalidStatus']);

/** Report-setting CSV (document 2 §5). */
export const REPORT_SETTING_CSV_TEXT = group('report', [
  'header',
  'columns',
  'merchantId',
  'monthNotNumeric',
  'monthNotValidDate',
  'empty',
  'popup',
]);

/** Bulk installment cancellation CSV (document 2 §5). */
export const INSTALLMENT_PLAN_CSV_TEXT = group('plans', ['noData']);

/** How many duplicated ids the notice names before it only counts the rest. */
export const DUPLICATE_NOTICE_LISTED = 20;

/** The notice that lists the installment plan ids removed as duplicates (the spec gives no wording). */
export function duplicatePlanIdsNotice(duplicates: readonly string[]): string {
  const ids = duplicates.slice(0, DUPLICATE_NOTICE_LISTED).join(', ');
  const more = duplicates.length - DUPLICATE_NOTICE_LISTED;
  if (duplicates.length === 1) return csvText('plans.duplicateOne', { ids });
  return more > 0
    ? csvText('plans.duplicateManyMore', { ids, more: formatCount(more) })
    : csvText('plans.duplicateMany', { ids });
}

// ─── Lines and ids: every problem names the file's lines, the header being line 1 ─────────

/** A message with the lines it applies to: "… (行 3, 5 他 N 件)". */
export function withLines(
  message: string,
  lineNumbers: readonly number[],
  total = lineNumbers.length,
): string {
  return lineNumbers.length ? csvText('withLines', { message, lines: lines(lineNumbers, total) }) : message;
}

/** Repeated report-setting rows: each month is deactivated once. */
export function mergedRowsNotice(lineNumbers: readonly number[]): string {
  return csvText('report.mergedRows', { count: formatCount(lineNumbers.length), lines: lines(lineNumbers) });
}

/** Bulk-cancel lines that start like a plan id but are not one. */
export function malformedPlanIdsNotice(
  found: readonly { id: string; line: number }[],
  total: number,
): string {
  const items = found.map((f) => csvText('plans.malformedItem', { id: f.id, line: f.line }));
  return csvText('plans.malformed', { items: lines(items, total) });
}

/** Bulk-cancel lines with text but no plan id (a header, a note): skipped, and said so. */
export function linesWithoutIdNotice(lineNumbers: readonly number[], total: number): string {
  return csvText('plans.withoutId', { lines: lines(lineNumbers, total) });
}

/** Legal-status blank lines between rows: skipped, and said so. */
export function blankLinesNotice(lineNumbers: readonly number[], total: number): string {
  return csvText('legal.blankLines', { lines: lines(lineNumbers, total) });
}

/**
 * Legal-status rows the server would refuse although the file is right ("warn, then confirm"): the warning with its
 * lines, and the row's mark in the table. docs/decisions.md "Legal status: warn, then confirm".
 */
export const LEGAL_STATUS_WARNING_TEXT = group('warning', ['closed', 'final']);

export const LEGAL_STATUS_WARNING_MARK_TEXT = group('mark', ['closed', 'final']);
