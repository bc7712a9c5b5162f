// Rows of a checked legal-status file that are right but that the server would refuse (warn, then
// confirm): the consumer's account is closed (AccountClosed), or its legal status is already final and the row
// asks for another (FinalStatus) — the same rules, in the same order, as server/domain/legal-status-change.ts. They
// are warnings, not errors: the batch may go with them (they fail there) or without them. Pure functions over the
// compact result, so the worker computes them for a million rows and the page counts what it sends.
import { LEGAL_STATUS_KEYS, isTerminalLegalStatus } from '../shared/legal-status';
import { FirstOf } from '../shared/line-list';
import { LEGAL_STATUS_WARNING_MARK_TEXT, LEGAL_STATUS_WARNING_TEXT, withLines } from './csv-texts';

/** Values of `warnings`, one byte per data row (one reason a row: the one the server would answer). */
export const LEGAL_STATUS_WARNING = {
  none: 0,
  closed: 1,
  final: 2,
} as const;

// Per status code (index into LEGAL_STATUS_KEYS; 255 = none): 1 for a final status. Indexed loops over typed arrays
// only below: they run over a million rows, the batch rows and the counts on the page's thread.
const FINAL_CODE = new Uint8Array(256);
LEGAL_STATUS_KEYS.forEach((key, code) => {
  if (isTerminalLegalStatus(key)) FINAL_CODE[code] = 1;
});

export interface WarningInput {
  readonly rowCount: number;
  /** Rows with an error mark get no warning: they block the batch anyway. */
  readonly marks: Uint8Array;
  readonly desiredStatus: Uint8Array;
  /** The consumer's current legal status per row (index into LEGAL_STATUS_KEYS), NO_STATUS when unknown. */
  readonly currentStatus: Uint8Array;
  /** 1 where the consumer's account is closed. */
  readonly closed: Uint8Array;
}

/** The warning of every row. */
export function legalStatusWarnings(input: WarningInput): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(input.rowCount);
  for (let i = 0; i < input.rowCount; i++) {
    if (input.marks[i] !== 0) continue;
    if (input.closed[i]) {
      out[i] = LEGAL_STATUS_WARNING.closed;
      continue;
    }
    const current = input.currentStatus[i];
    if (FINAL_CODE[current] && current !== input.desiredStatus[i]) out[i] = LEGAL_STATUS_WARNING.final;
  }
  return out;
}

/** The warnings with their lines in the file (the header is line 1): the first 20, then 他 N 件. */
export function legalStatusWarningMessages(warnings: Uint8Array, lines: Int32Array): string[] {
  const closed = new FirstOf<number>();
  const final = new FirstOf<number>();
  for (let i = 0; i < warnings.length; i++) {
    if (warnings[i] === LEGAL_STATUS_WARNING.closed) closed.add(lines[i]);
    else if (warnings[i] === LEGAL_STATUS_WARNING.final) final.add(lines[i]);
  }
  const out: string[] = [];
  if (closed.total) out.push(withLines(LEGAL_STATUS_WARNING_TEXT.closed, closed.items, closed.total));
  if (final.total) out.push(withLines(LEGAL_STATUS_WARNING_TEXT.final, final.items, final.total));
  return out;
}

/** The row's mark in the table, or null. */
export function warningMark(warning: number): string | null {
  if (warning === LEGAL_STATUS_WARNING.closed) return LEGAL_STATUS_WARNING_MARK_TEXT.closed;
  if (warning === LEGAL_STATUS_WARNING.final) return LEGAL_STATUS_WARNING_MARK_TEXT.final;
  return null;
}

export function countWarnings(warnings: Uint8Array | null): number {
  let n = 0;
  if (warnings) for (let i = 0; i < warnings.length; i++) if (warnings[i] !== LEGAL_STATUS_WARNING.none) n++;
  return n;
}

/**
 * The data rows the batch carries, in file order: every row, or every row without a warning when they are left
 * out. The batch's row numbers are positions in this list.
 */
export function batchRowIndexes(
  rowCount: number,
  warnings: Uint8Array | null,
  leaveOut: boolean,
): Int32Array {
  const skip = leaveOut && warnings !== null;
  const out = new Int32Array(skip ? rowCount - countWarnings(warnings) : rowCount);
  let k = 0;
  for (let i = 0; i < rowCount; i++) if (!skip || warnings[i] === LEGAL_STATUS_WARNING.none) out[k++] = i;
  return out;
}

/** How many of these rows ask for each desired status, in LEGAL_STATUS_KEYS order, only those asked for. */
export function desiredStatusCounts(
  desiredStatus: Uint8Array,
  rows: Int32Array,
): { status: (typeof LEGAL_STATUS_KEYS)[number]; count: number }[] {
  const counts = new Array<number>(LEGAL_STATUS_KEYS.length).fill(0);
  const perCode = new Float64Array(256);
  for (let k = 0; k < rows.length; k++) perCode[desiredStatus[rows[k]]]++;
  for (let code = 0; code < counts.length; code++) counts[code] = perCode[code];
  return LEGAL_STATUS_KEYS.map((status, k) => ({ status, count: counts[k] })).filter((c) => c.count > 0);
}
