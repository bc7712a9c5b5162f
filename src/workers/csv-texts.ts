// Every message the CSV tools show, in one place: the specification's words where it gives them
// (document 1 §5, document 2 §5), ours (recorded in docs/decisions.md, "CSV files") where it does not.
import { lineList } from '../shared/line-list';
import { MAX_CSV_BYTES, MAX_CSV_ROWS } from './csv-limits';
import { formatCount } from '../shared/format';

/** Why a file is refused before any of its rows is read. */
export const CSV_FILE_TEXT = {
  // The limits in Japanese, with the number (issue 20: what is still refused names the reason and the limit).
  tooLarge: `ファイルが上限の ${MAX_CSV_BYTES / (1024 * 1024)} MB を超えています。ファイルを分けて 1 つずつ読み込んでください。`,
  tooManyRows: `データ行が上限の ${formatCount(MAX_CSV_ROWS)} 行を超えています。ファイルを分けて 1 つずつ読み込んでください。`,
  image: 'The file is not a CSV text file (it looks like an image).',
  pdf: 'The file is not a CSV text file (it looks like a PDF document).',
  spreadsheet:
    'The file is not a CSV text file (it looks like an Excel workbook or a ZIP archive). Save it from Excel as CSV and import again.',
  utf16:
    'The file is UTF-16 text, which cannot be read. Save it as CSV UTF-8 (or CSV in Shift_JIS) and import again.',
  binary: 'The file is not a CSV text file (it contains binary data).',
  notText: 'The file is neither UTF-8 nor Shift_JIS text. Save it as CSV UTF-8 and import again.',
} as const;

/** Legal-status CSV (document 1 §5), word for word. */
export const LEGAL_STATUS_CSV_TEXT = {
  invalidHeader: 'Invalid CSV header. The header must be cid,legal_status.',
  empty: 'The CSV file is empty.',
  invalidStatuses: 'Some of the desired statuses are invalid.',
  invalidIds: 'Some of the consumer IDs are invalid.',
  notFound: 'Some of the consumer IDs were not found in the database.',
  duplicated: 'Some of the consumer IDs are duplicated in the CSV file.',
  correct: 'Please correct the CSV file and import again.',
} as const;

/** The per-row marks of the legal-status table, in the order a row shows them. */
export const LEGAL_STATUS_MARK_TEXT = {
  invalidId: '(Invalid ID)',
  notFound: '(Not Found)',
  duplicate: '(Duplicate)',
  invalidStatus: '(Invalid Status)',
} as const;

/** Report-setting CSV (document 2 §5), word for word. */
export const REPORT_SETTING_CSV_TEXT = {
  header: 'Please check the document header',
  columns: 'Incorrect number of columns or empty line',
  merchantId: 'Please check the Merchant ID again',
  monthNotNumeric: 'Please check the deactivated Month again, it is not numeric',
  monthNotValidDate: 'Please check the deactivated Month again, it is not valid date',
  empty: 'The CSV file is empty',
  popup: 'The file you uploaded does not match the expected format. Please review the fields and try again.',
} as const;

/** Bulk installment cancellation CSV (document 2 §5). */
export const INSTALLMENT_PLAN_CSV_TEXT = {
  noData: 'No Data',
} as const;

/** How many duplicated ids the notice names before it only counts the rest. */
export const DUPLICATE_NOTICE_LISTED = 20;

/** The notice that lists the installment plan ids removed as duplicates (the spec gives no wording). */
export function duplicatePlanIdsNotice(duplicates: readonly string[]): string {
  const listed = duplicates.slice(0, DUPLICATE_NOTICE_LISTED).join(', ');
  const more = duplicates.length - DUPLICATE_NOTICE_LISTED;
  const rest = more > 0 ? ` and ${formatCount(more)} more` : '';
  return duplicates.length === 1
    ? `This installment plan ID appeared more than once and is kept once: ${listed}.`
    : `These installment plan IDs appeared more than once and are kept once each: ${listed}${rest}.`;
}

// ─── Lines and ids (issue 20): every problem names the file's lines, the header being line 1 ─────────

/** A message with the lines it applies to: "… (行 3, 5 他 N 件)". */
export function withLines(message: string, lines: readonly number[], total = lines.length): string {
  return lines.length ? `${message}（行 ${lineList(lines, total)}）` : message;
}

/** Repeated report-setting rows: each month is deactivated once. */
export function mergedRowsNotice(lines: readonly number[]): string {
  return `同じ加盟店・同じ月の行が ${formatCount(lines.length)} 行あり、1 つにまとめて扱います（行 ${lineList(lines)}）`;
}

/** Bulk-cancel lines that start like a plan id but are not one. */
export function malformedPlanIdsNotice(
  found: readonly { id: string; line: number }[],
  total: number,
): string {
  return `分割払い ID（isp_ + 16 文字）の形式でないため読み飛ばしました: ${lineList(
    found.map((f) => `${f.id}（行 ${f.line}）`),
    total,
  )}`;
}

/** Bulk-cancel lines with text but no plan id (a header, a note): skipped, and said so. */
export function linesWithoutIdNotice(lines: readonly number[], total: number): string {
  return `分割払い ID のない行を読み飛ばしました（行 ${lineList(lines, total)}）`;
}

/** Legal-status blank lines between rows: skipped, and said so. */
export function blankLinesNotice(lines: readonly number[], total: number): string {
  return `空の行を読み飛ばしました（行 ${lineList(lines, total)}）`;
}

/**
 * Legal-status rows the server would refuse although the file is right (issue 20, "warn, then confirm"): the
 * warning with its lines, and the row's mark in the table. docs/decisions.md "Legal status: warn, then confirm".
 */
export const LEGAL_STATUS_WARNING_TEXT = {
  closed: '退会済みの顧客の行があります。法的ステータスは変更できません',
  final: '法的ステータスが最終（死亡・破産確定）の顧客の行があります。変更できません',
} as const;

export const LEGAL_STATUS_WARNING_MARK_TEXT = {
  closed: '(退会済み)',
  final: '(最終ステータス)',
} as const;
