// The report-setting CSV of document 2 §5: which merchants' report buttons to deactivate for which month.
// Unlike the legal-status file, an empty line in the middle is an error ('... or empty line'). Each message is also
// given with the file's lines, and repeated rows are named in a notice (the server counts each month once).
import { MERCHANT_ID_PATTERN } from '../shared/id-patterns';
import { MAX_CSV_ROWS } from './csv-limits';
import { CsvLines, csvRowChunks, isBlankRow } from './csv-rows';
import { CSV_FILE_TEXT, REPORT_SETTING_CSV_TEXT, mergedRowsNotice, withLines } from './csv-texts';

export const REPORT_SETTING_HEADER = ['Deactivated_Month', 'Merchant_ID'] as const;
export const REPORT_SETTING_FIRST_YEAR = 2000;

export interface InvoiceToDeactivate {
  readonly merchantId: string;
  readonly year: number;
  readonly month: number;
}

/** A month to deactivate and the file line it was first written on. */
export interface InvoiceRowToDeactivate extends InvoiceToDeactivate {
  readonly line: number;
}

export interface ReportSettingRow {
  /** 1-based line of the file (the header is line 1). */
  readonly line: number;
  readonly deactivatedMonth: string;
  readonly merchantId: string;
  /** Year and month when the month is valid, else null. */
  readonly year: number | null;
  readonly month: number | null;
  /** This row's messages, in the spec's order; empty when the row is fine. */
  readonly errors: readonly string[];
}

export interface ReportSettingCsvResult {
  /** Header, empty-file or row-limit message: then there are no rows. */
  readonly fatal: string | null;
  readonly rows: readonly ReportSettingRow[];
  /** Each message that applies, once, in the spec's order. */
  readonly messages: readonly string[];
  /** The same messages with the file's lines they apply to (the header is line 1): what the page shows. */
  readonly problems: readonly string[];
  /** What was done to the file without refusing it (repeated rows merged), with their lines. */
  readonly notices: readonly string[];
  /** The spec's error popup text when anything is wrong, else null. */
  readonly popup: string | null;
  /** Every row with its line, only when nothing is wrong (else empty); repeats are counted once by the server. */
  readonly invoicesToDeactivate: readonly InvoiceRowToDeactivate[];
}

const MESSAGE_ORDER: readonly string[] = [
  REPORT_SETTING_CSV_TEXT.header,
  REPORT_SETTING_CSV_TEXT.columns,
  REPORT_SETTING_CSV_TEXT.merchantId,
  REPORT_SETTING_CSV_TEXT.monthNotNumeric,
  REPORT_SETTING_CSV_TEXT.monthNotValidDate,
  REPORT_SETTING_CSV_TEXT.empty,
];

/** The current year in Japan (UTC+9, no daylight saving), where the operators work. */
export function currentYearInJapan(nowMs: number): number {
  return new Date(nowMs + 9 * 3600_000).getUTCFullYear();
}

/** The month rule: 6 ASCII digits YYYYMM, month 01–12, year 2000 to the current year. */
export function checkDeactivatedMonth(
  value: string,
  currentYear: number,
): { year: number; month: number } | { error: string } {
  if (!/^[0-9]+$/.test(value)) return { error: REPORT_SETTING_CSV_TEXT.monthNotNumeric };
  if (value.length !== 6) return { error: REPORT_SETTING_CSV_TEXT.monthNotValidDate };
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4));
  if (month < 1 || month > 12 || year < REPORT_SETTING_FIRST_YEAR || year > currentYear) {
    return { error: REPORT_SETTING_CSV_TEXT.monthNotValidDate };
  }
  return { year, month };
}

function fatalResult(message: string, line: number | null = null): ReportSettingCsvResult {
  return {
    fatal: message,
    rows: [],
    messages: [message],
    problems: [line === null ? message : withLines(message, [line])],
    notices: [],
    popup: REPORT_SETTING_CSV_TEXT.popup,
    invoicesToDeactivate: [],
  };
}

export class ReportSettingCsvValidator {
  private line = 0;
  private readonly fileLines = new CsvLines();
  private headerSeen = false;
  private headerOk = false;
  private headerLine = 1;
  private tooMany = false;
  // Blank lines are errors only when a row follows them: a file may end with empty lines.
  private pendingBlankLines: number[] = [];
  private readonly rows: ReportSettingRow[] = [];
  private readonly found = new Set<string>();
  private readonly currentYear: number;
  done = false;

  constructor(
    nowMs: number,
    private readonly maxRows = MAX_CSV_ROWS,
  ) {
    this.currentYear = currentYearInJapan(nowMs);
  }

  get rowsDone(): number {
    return this.rows.length;
  }

  addRows(rows: readonly (readonly string[])[]): void {
    for (const row of rows) {
      if (this.done) return;
      this.line = this.fileLines.of(row);
      if (isBlankRow(row)) {
        if (this.headerSeen) this.pendingBlankLines.push(this.line);
        continue;
      }
      if (!this.headerSeen) {
        this.headerSeen = true;
        this.headerLine = this.line;
        // The header must be the file's first line: blank lines before it make it the wrong line.
        this.headerOk =
          this.line === 1 &&
          row.length === 2 &&
          row[0].trim() === REPORT_SETTING_HEADER[0] &&
          row[1].trim() === REPORT_SETTING_HEADER[1];
        if (!this.headerOk) this.done = true;
        continue;
      }
      for (const line of this.pendingBlankLines) this.addRow(line, ['']);
      this.pendingBlankLines = [];
      this.addRow(this.line, row);
    }
  }

  private addRow(line: number, row: readonly string[]): void {
    if (this.done) return;
    if (this.rows.length === this.maxRows) {
      this.tooMany = true;
      this.done = true;
      return;
    }
    const deactivatedMonth = (row[0] ?? '').trim();
    const merchantId = (row[1] ?? '').trim();
    const errors: string[] = [];
    let year: number | null = null;
    let month: number | null = null;
    if (row.length !== 2) {
      errors.push(REPORT_SETTING_CSV_TEXT.columns);
    } else {
      if (!MERCHANT_ID_PATTERN.test(merchantId)) errors.push(REPORT_SETTING_CSV_TEXT.merchantId);
      const checked = checkDeactivatedMonth(deactivatedMonth, this.currentYear);
      if ('error' in checked) errors.push(checked.error);
      else ({ year, month } = checked);
    }
    for (const e of errors) this.found.add(e);
    this.rows.push({ line, deactivatedMonth, merchantId, year, month, errors });
  }

  finish(): ReportSettingCsvResult {
    if (!this.headerSeen) return fatalResult(REPORT_SETTING_CSV_TEXT.empty);
    if (!this.headerOk) return fatalResult(REPORT_SETTING_CSV_TEXT.header, this.headerLine);
    if (this.tooMany) return fatalResult(CSV_FILE_TEXT.tooManyRows);
    if (this.rows.length === 0) return fatalResult(REPORT_SETTING_CSV_TEXT.empty);
    const messages = MESSAGE_ORDER.filter((m) => this.found.has(m));
    const ok = messages.length === 0;
    const repeatedLines = ok ? repeatsOf(this.rows) : [];
    return {
      fatal: null,
      rows: this.rows,
      messages,
      problems: messages.map((m) =>
        withLines(
          m,
          this.rows.filter((r) => r.errors.includes(m)).map((r) => r.line),
        ),
      ),
      notices: repeatedLines.length ? [mergedRowsNotice(repeatedLines)] : [],
      popup: ok ? null : REPORT_SETTING_CSV_TEXT.popup,
      invoicesToDeactivate: ok
        ? this.rows.map((r) => ({
            merchantId: r.merchantId,
            year: r.year as number,
            month: r.month as number,
            line: r.line,
          }))
        : [],
    };
  }
}

/** The lines of rows that repeat an earlier row's merchant and month (the server counts each month once). */
function repeatsOf(rows: readonly ReportSettingRow[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  for (const r of rows) {
    const key = `${r.merchantId}/${r.year}/${r.month}`;
    if (seen.has(key)) repeated.push(r.line);
    else seen.add(key);
  }
  return repeated;
}

/** Checks a whole report-setting file at once; `nowMs` fixes the current year. */
export function checkReportSettingCsv(text: string, nowMs: number = Date.now()): ReportSettingCsvResult {
  const validator = new ReportSettingCsvValidator(nowMs);
  for (const chunk of csvRowChunks(text)) {
    validator.addRows(chunk.rows);
    if (validator.done) break;
  }
  return validator.finish();
}
