// The legal-status CSV rules of document 1 §5, as pure functions over decoded text. The result is kept
// compact (typed arrays only, the strings packed as UTF-8 bytes, not an object per row) because it crosses
// between the worker and the page and a file may hold a million rows: its buffers are transferred, so the
// page's thread neither copies nor allocates anything for it (no long task when it arrives).
import { CONSUMER_ID_PATTERN } from '../shared/id-patterns';
import { LEGAL_STATUS_KEYS, parseLegalStatus, type LegalStatus } from '../shared/legal-status';
import { MAX_CSV_ROWS } from './csv-limits';
import { CsvLines, csvRowChunks, isBlankRow } from './csv-rows';
import { PackedTextBuilder, packedBuffers, packTexts, textAt, type PackedText } from './packed-text';
import {
  CSV_FILE_TEXT,
  LEGAL_STATUS_CSV_TEXT,
  LEGAL_STATUS_MARK_TEXT,
  blankLinesNotice,
  withLines,
} from './csv-texts';
import { FirstOf, lineList } from '../shared/line-list';
import { FirstRowIndex, GrowingBytes, GrowingInts } from './growing-arrays';
import { legalStatusWarningMessages, legalStatusWarnings, warningMark } from './legal-status-warnings';

/** Bits of `marks`, one byte per data row. */
export const LEGAL_STATUS_MARK = {
  invalidId: 1,
  notFound: 2,
  duplicate: 4,
  invalidStatus: 8,
} as const;

/** In `desiredStatus` and `currentStatus`: no known legal status (invalid, unknown or not looked up). */
export const NO_STATUS = 255;

export interface LegalStatusCounts {
  readonly invalidId: number;
  readonly notFound: number;
  readonly duplicate: number;
  readonly invalidStatus: number;
}

export interface LegalStatusCsvResult {
  /** Header, empty-file or row-limit message: then there are no rows at all. */
  readonly fatal: string | null;
  /** Data rows: non-blank lines after the header. */
  readonly rowCount: number;
  /** Every row's consumer id as written (trimmed): `consumerIdAt(result, i)`. */
  readonly ids: PackedText;
  /** Index into LEGAL_STATUS_KEYS of the row's desired status, or NO_STATUS. */
  readonly desiredStatus: Uint8Array<ArrayBuffer>;
  /** Per row, what the file said for a row marked (Invalid Status) (so the table can show it), else ''. */
  readonly invalidStatusTexts: PackedText;
  readonly marks: Uint8Array<ArrayBuffer>;
  /** Per row: for a row marked (Duplicate), the first row with the same consumer id; else -1. */
  readonly duplicateOf: Int32Array<ArrayBuffer>;
  /** The consumer's current legal status per row once `applyExistence` ran; null before. */
  readonly currentStatus: Uint8Array<ArrayBuffer> | null;
  readonly counts: LegalStatusCounts;
  /** The grouped messages, in the spec's order, ending with the request to correct the file. */
  readonly messages: readonly string[];
  /** Per row, its line in the file as an editor shows it (the header is line 1). */
  readonly lines: Int32Array<ArrayBuffer>;
  /** The same messages with the lines they apply to (and the unknown consumers by id): what the page shows. */
  readonly problems: readonly string[];
  /** What was skipped without refusing the file (blank lines between rows), with its lines. */
  readonly notices: readonly string[];
  /**
   * Per row once `applyExistence` ran (null before): LEGAL_STATUS_WARNING, a row the server would refuse although
   * the file is right (closed account, final status). See legal-status-warnings.ts.
   */
  readonly warnings: Uint8Array<ArrayBuffer> | null;
  /** The warnings with their lines: what the page shows above the table. */
  readonly warningMessages: readonly string[];
}

/** What the server says about a consumer id (the page's bulk existence query). */
export interface KnownConsumer {
  readonly legalStatus: string;
  /** Enabled, Disabled or Closed (a Closed account's legal status cannot change). */
  readonly status?: string;
}

const NO_COUNTS: LegalStatusCounts = { invalidId: 0, notFound: 0, duplicate: 0, invalidStatus: 0 };

/** The grouped summary messages for these counts (document 1 §5 order). */
export function legalStatusMessages(counts: LegalStatusCounts): string[] {
  const out: string[] = [];
  if (counts.invalidStatus) out.push(LEGAL_STATUS_CSV_TEXT.invalidStatuses);
  if (counts.invalidId) out.push(LEGAL_STATUS_CSV_TEXT.invalidIds);
  if (counts.notFound) out.push(LEGAL_STATUS_CSV_TEXT.notFound);
  if (counts.duplicate) out.push(LEGAL_STATUS_CSV_TEXT.duplicated);
  if (out.length) out.push(LEGAL_STATUS_CSV_TEXT.correct);
  return out;
}

/** The grouped messages with their lines, the unknown consumers by id; the spec's order. */
export function legalStatusProblems(
  result: Pick<LegalStatusCsvResult, 'rowCount' | 'marks' | 'lines' | 'ids'>,
): string[] {
  const of = {
    invalidStatus: new FirstOf<number>(),
    invalidId: new FirstOf<number>(),
    notFound: new FirstOf<number>(),
    duplicate: new FirstOf<number>(),
  };
  const unknownIds = new FirstOf<string>();
  for (let i = 0; i < result.rowCount; i++) {
    const mark = result.marks[i];
    if (mark === 0) continue;
    const line = result.lines[i];
    if (mark & LEGAL_STATUS_MARK.invalidStatus) of.invalidStatus.add(line);
    if (mark & LEGAL_STATUS_MARK.invalidId) of.invalidId.add(line);
    if (mark & LEGAL_STATUS_MARK.notFound) {
      of.notFound.add(line);
      if (!(mark & LEGAL_STATUS_MARK.duplicate)) unknownIds.add(textAt(result.ids, i));
    }
    if (mark & LEGAL_STATUS_MARK.duplicate) of.duplicate.add(line);
  }
  const out: string[] = [];
  const add = (message: string, lines: FirstOf<number>, after = '') => {
    if (lines.total) out.push(`${withLines(message, lines.items, lines.total)}${after}`);
  };
  add(LEGAL_STATUS_CSV_TEXT.invalidStatuses, of.invalidStatus);
  add(LEGAL_STATUS_CSV_TEXT.invalidIds, of.invalidId);
  add(LEGAL_STATUS_CSV_TEXT.notFound, of.notFound, `: ${lineList(unknownIds.items, unknownIds.total)}`);
  add(LEGAL_STATUS_CSV_TEXT.duplicated, of.duplicate);
  if (out.length) out.push(LEGAL_STATUS_CSV_TEXT.correct);
  return out;
}

function fatalResult(message: string, line: number | null = null): LegalStatusCsvResult {
  return {
    lines: new Int32Array(0),
    problems: [line === null ? message : withLines(message, [line])],
    notices: [],
    warnings: null,
    warningMessages: [],
    fatal: message,
    rowCount: 0,
    ids: packTexts([]),
    desiredStatus: new Uint8Array(0),
    invalidStatusTexts: packTexts([]),
    marks: new Uint8Array(0),
    duplicateOf: new Int32Array(0),
    currentStatus: null,
    counts: NO_COUNTS,
    messages: [message],
  };
}

const STATUS_INDEX: ReadonlyMap<LegalStatus, number> = new Map(LEGAL_STATUS_KEYS.map((k, i) => [k, i]));

function statusIndex(value: string): number {
  const key = parseLegalStatus(value);
  return key === null ? NO_STATUS : (STATUS_INDEX.get(key) ?? NO_STATUS);
}

function isHeader(row: readonly string[]): boolean {
  if (row.length < 2) return false;
  if (row[0].trim().toLowerCase() !== 'cid' || row[1].trim().toLowerCase() !== 'legal_status') return false;
  // Trailing empty columns are what Excel leaves when a cell further right was ever touched.
  for (let i = 2; i < row.length; i++) if (row[i].trim() !== '') return false;
  return true;
}

/**
 * Takes the rows of a legal-status file chunk by chunk (the worker reports progress in between) and
 * marks each data row once. `done` turns true when the outcome can no longer change (a header error
 * or too many rows), so the caller may stop reading.
 */
export class LegalStatusCsvValidator {
  private nonBlank = 0;
  private line = 0;
  private readonly fileLines = new CsvLines();
  private headerLine = 1;
  private readonly lines = new GrowingInts();
  // Blank lines are noticed only when a row follows them: a file may end with empty lines.
  private pendingBlank: number[] = [];
  private readonly blankLines = new FirstOf<number>();
  private headerOk = false;
  private tooMany = false;
  private rowCount = 0;
  private readonly ids: string[] = [];
  private readonly desired = new GrowingBytes();
  private readonly marks = new GrowingBytes();
  private readonly invalidStatusTexts = new Map<number, string>();
  private readonly duplicateOf = new Map<number, number>();
  private readonly firstRowOf = new FirstRowIndex((row) => this.ids[row]);
  // Files repeat a handful of status spellings a million times; fold each spelling once.
  private readonly statusCache = new Map<string, number>();
  private invalidId = 0;
  private duplicate = 0;
  private invalidStatus = 0;
  done = false;

  constructor(private readonly maxRows = MAX_CSV_ROWS) {}

  get rowsDone(): number {
    return this.rowCount;
  }

  addRows(rows: readonly (readonly string[])[]): void {
    for (const row of rows) {
      if (this.done) return;
      this.line = this.fileLines.of(row);
      if (isBlankRow(row)) {
        if (this.nonBlank > 0) this.pendingBlank.push(this.line);
        continue;
      }
      this.nonBlank++;
      if (this.nonBlank === 1) {
        this.headerOk = isHeader(row);
        this.headerLine = this.line;
        continue;
      }
      for (const blank of this.pendingBlank) this.blankLines.add(blank);
      this.pendingBlank = [];
      if (!this.headerOk) {
        this.done = true;
        return;
      }
      if (this.rowCount === this.maxRows) {
        this.tooMany = true;
        this.done = true;
        return;
      }
      this.addDataRow(row);
    }
  }

  private statusOf(raw: string): number {
    let code = this.statusCache.get(raw);
    if (code === undefined) {
      code = statusIndex(raw);
      if (this.statusCache.size < 4096) this.statusCache.set(raw, code);
    }
    return code;
  }

  private addDataRow(row: readonly string[]): void {
    const index = this.rowCount++;
    this.lines.push(this.line);
    const id = row[0].trim();
    this.ids.push(id);
    let mark = 0;
    if (!CONSUMER_ID_PATTERN.test(id)) {
      mark |= LEGAL_STATUS_MARK.invalidId;
      this.invalidId++;
    } else {
      const first = this.firstRowOf.firstOrAdd(id, index);
      if (first !== -1) {
        mark |= LEGAL_STATUS_MARK.duplicate;
        this.duplicateOf.set(index, first);
        this.duplicate++;
      }
    }
    let code = row.length > 1 ? this.statusOf(row[1]) : NO_STATUS;
    // A third non-empty field means the status column cannot be read as one value (e.g. an unquoted comma).
    for (let i = 2; i < row.length && code !== NO_STATUS; i++) if (row[i].trim() !== '') code = NO_STATUS;
    if (code === NO_STATUS) {
      mark |= LEGAL_STATUS_MARK.invalidStatus;
      this.invalidStatus++;
      this.invalidStatusTexts.set(index, row.slice(1).join(',').trim());
    }
    this.desired.push(code);
    this.marks.push(mark);
  }

  finish(): LegalStatusCsvResult {
    if (this.nonBlank < 2) return fatalResult(LEGAL_STATUS_CSV_TEXT.empty);
    if (!this.headerOk) return fatalResult(LEGAL_STATUS_CSV_TEXT.invalidHeader, this.headerLine);
    if (this.tooMany) return fatalResult(CSV_FILE_TEXT.tooManyRows);
    const duplicateOf = new Int32Array(this.rowCount).fill(-1);
    for (const [row, first] of this.duplicateOf) duplicateOf[row] = first;
    const invalidTexts = new PackedTextBuilder();
    for (let i = 0; i < this.rowCount; i++) invalidTexts.push(this.invalidStatusTexts.get(i) ?? '');
    const counts: LegalStatusCounts = {
      invalidId: this.invalidId,
      notFound: 0,
      duplicate: this.duplicate,
      invalidStatus: this.invalidStatus,
    };
    const ids = packTexts(this.ids);
    const marks = this.marks.toArray();
    const lines = this.lines.toArray();
    return {
      fatal: null,
      rowCount: this.rowCount,
      ids,
      lines,
      problems: legalStatusProblems({ rowCount: this.rowCount, marks, lines, ids }),
      notices: this.blankLines.total ? [blankLinesNotice(this.blankLines.items, this.blankLines.total)] : [],
      desiredStatus: this.desired.toArray(),
      invalidStatusTexts: invalidTexts.finish(),
      marks,
      duplicateOf,
      currentStatus: null,
      warnings: null,
      warningMessages: [],
      counts,
      messages: legalStatusMessages(counts),
    };
  }
}

/** Validates a whole legal-status file at once (the worker does the same chunk by chunk). */
export function validateLegalStatusCsv(text: string, maxRows = MAX_CSV_ROWS): LegalStatusCsvResult {
  const validator = new LegalStatusCsvValidator(maxRows);
  for (const chunk of csvRowChunks(text)) {
    validator.addRows(chunk.rows);
    if (validator.done) break;
  }
  return validator.finish();
}

/** The consumer id of data row `index` (0-based), as written in the file. */
export function consumerIdAt(result: LegalStatusCsvResult, index: number): string {
  return textAt(result.ids, index);
}

/** Every buffer of the result, to transfer it (not copy it) to the other thread. */
export function legalStatusResultBuffers(result: LegalStatusCsvResult): ArrayBuffer[] {
  const buffers = [
    ...packedBuffers(result.ids),
    ...packedBuffers(result.invalidStatusTexts),
    result.desiredStatus.buffer,
    result.marks.buffer,
    result.duplicateOf.buffer,
    result.lines.buffer,
  ];
  if (result.currentStatus) buffers.push(result.currentStatus.buffer);
  if (result.warnings) buffers.push(result.warnings.buffer);
  return buffers;
}

const NOT_ASKED = LEGAL_STATUS_MARK.invalidId | LEGAL_STATUS_MARK.duplicate;

/** How many ids `validIdChunks` yields: the well-formed ids, each once. */
export function validIdCount(result: LegalStatusCsvResult): number {
  let count = 0;
  for (let i = 0; i < result.rowCount; i++) if ((result.marks[i] & NOT_ASKED) === 0) count++;
  return count;
}

/**
 * Well-formed consumer ids of the file, each once, in file order and `size` at a time: what the page asks
 * the server about before calling `applyExistence`. Lazy, so the page makes each chunk's strings only when
 * it sends that chunk (a million at once would be a long task and a heap of garbage).
 */
export function* validIdChunks(result: LegalStatusCsvResult, size: number): Generator<string[]> {
  let chunk: string[] = [];
  for (let i = 0; i < result.rowCount; i++) {
    if ((result.marks[i] & NOT_ASKED) !== 0) continue;
    chunk.push(consumerIdAt(result, i));
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/** All of `validIdChunks` at once (small files and tests). */
export function uniqueValidIds(result: LegalStatusCsvResult): string[] {
  return [...validIdChunks(result, 1 << 16)].flat();
}

/**
 * Adds (Not Found) to every well-formed id the server does not know and records the current legal status
 * of the others; the grouped messages are recomputed. Pure: a new result; applying it again with another
 * answer replaces the previous one.
 */
export function applyExistence(
  result: LegalStatusCsvResult,
  known: ReadonlyMap<string, KnownConsumer>,
): LegalStatusCsvResult {
  if (result.fatal !== null) return result;
  const marks = result.marks.slice();
  const current = new Uint8Array(result.rowCount).fill(NO_STATUS);
  const closed = new Uint8Array(result.rowCount);
  let notFound = 0;
  for (let i = 0; i < result.rowCount; i++) {
    marks[i] &= ~LEGAL_STATUS_MARK.notFound;
    if (marks[i] & LEGAL_STATUS_MARK.invalidId) continue;
    const consumer = known.get(consumerIdAt(result, i));
    if (consumer === undefined) {
      marks[i] |= LEGAL_STATUS_MARK.notFound;
      notFound++;
    } else {
      current[i] = statusIndex(consumer.legalStatus);
      if (consumer.status === 'Closed') closed[i] = 1;
    }
  }
  const counts = { ...result.counts, notFound };
  const warnings = legalStatusWarnings({ ...result, marks, currentStatus: current, closed });
  return {
    ...result,
    marks,
    currentStatus: current,
    warnings,
    warningMessages: legalStatusWarningMessages(warnings, result.lines),
    counts,
    messages: legalStatusMessages(counts),
    problems: legalStatusProblems({ ...result, marks }),
  };
}

/**
 * The server's answer for many consumers in a form that is transferred to the worker, not cloned: the ids
 * packed and each one's legal status as an index into LEGAL_STATUS_KEYS. A Map of a million objects would be
 * cloned object by object on the page's thread.
 */
export interface PackedKnownConsumers {
  readonly ids: PackedText;
  readonly legalStatus: Uint8Array<ArrayBuffer>;
  /** 1 where the consumer's account is closed. */
  readonly closed: Uint8Array<ArrayBuffer>;
}

type KnownConsumerFields = { readonly id: string; readonly legalStatus: string; readonly status?: string };

/** Packs the server's answers as they arrive, a chunk at a time, so no long list of objects builds up. */
export class KnownConsumersPacker {
  private readonly ids = new PackedTextBuilder();
  private readonly statuses = new GrowingBytes();
  private readonly closed = new GrowingBytes();

  add(consumers: readonly KnownConsumerFields[]): this {
    for (const consumer of consumers) {
      this.ids.push(consumer.id);
      this.statuses.push(statusIndex(consumer.legalStatus));
      this.closed.push(consumer.status === 'Closed' ? 1 : 0);
    }
    return this;
  }

  finish(): PackedKnownConsumers {
    return { ids: this.ids.finish(), legalStatus: this.statuses.toArray(), closed: this.closed.toArray() };
  }
}

export function packKnownConsumers(consumers: readonly KnownConsumerFields[]): PackedKnownConsumers {
  return new KnownConsumersPacker().add(consumers).finish();
}

export function knownConsumersBuffers(packed: PackedKnownConsumers): ArrayBuffer[] {
  return [...packedBuffers(packed.ids), packed.legalStatus.buffer, packed.closed.buffer];
}

export function unpackKnownConsumers(packed: PackedKnownConsumers): Map<string, KnownConsumer> {
  const known = new Map<string, KnownConsumer>();
  for (let i = 0; i < packed.legalStatus.length; i++) {
    const code = packed.legalStatus[i];
    // An unknown status still names an existing consumer: it is found, only its current status is blank.
    known.set(textAt(packed.ids, i), {
      legalStatus: code === NO_STATUS ? '' : LEGAL_STATUS_KEYS[code],
      ...(packed.closed[i] ? { status: 'Closed' } : {}),
    });
  }
  return known;
}

/** One table row, built only for the rows on screen. */
export interface LegalStatusRow {
  /** The row's line in the file as an editor shows it (the header is line 1): the table's No. column. */
  readonly no: number;
  readonly consumerId: string;
  /** The desired status as its key, or null when (Invalid Status). */
  readonly desiredStatus: LegalStatus | null;
  /** What the file said, for a row whose status is invalid. */
  readonly desiredText: string | null;
  readonly currentStatus: LegalStatus | null;
  /** The row's marks, in the order (Invalid ID) (Not Found) (Duplicate) (Invalid Status). */
  readonly marks: readonly string[];
  /** For a (Duplicate) row, the No. (line) of the first row with the same id. */
  readonly duplicateOfNo: number | null;
  /** The row's warning mark ((退会済み), (最終ステータス)), or null. */
  readonly warning: string | null;
}

export function legalStatusRow(result: LegalStatusCsvResult, index: number): LegalStatusRow {
  const bits = result.marks[index];
  const marks: string[] = [];
  if (bits & LEGAL_STATUS_MARK.invalidId) marks.push(LEGAL_STATUS_MARK_TEXT.invalidId);
  if (bits & LEGAL_STATUS_MARK.notFound) marks.push(LEGAL_STATUS_MARK_TEXT.notFound);
  if (bits & LEGAL_STATUS_MARK.duplicate) marks.push(LEGAL_STATUS_MARK_TEXT.duplicate);
  if (bits & LEGAL_STATUS_MARK.invalidStatus) marks.push(LEGAL_STATUS_MARK_TEXT.invalidStatus);
  const desired = result.desiredStatus[index];
  const current = result.currentStatus?.[index] ?? NO_STATUS;
  const first = result.duplicateOf[index];
  return {
    no: result.lines[index],
    consumerId: consumerIdAt(result, index),
    desiredStatus: desired === NO_STATUS ? null : LEGAL_STATUS_KEYS[desired],
    desiredText: bits & LEGAL_STATUS_MARK.invalidStatus ? textAt(result.invalidStatusTexts, index) : null,
    currentStatus: current === NO_STATUS ? null : LEGAL_STATUS_KEYS[current],
    marks,
    duplicateOfNo: first === -1 ? null : result.lines[first],
    warning: warningMark(result.warnings?.[index] ?? 0),
  };
}

/** Batch Update may start: rows exist, the server was asked about them, and no row has a mark. */
export function canBatchUpdate(result: LegalStatusCsvResult): boolean {
  return (
    result.fatal === null &&
    result.rowCount > 0 &&
    result.currentStatus !== null &&
    result.messages.length === 0
  );
}

/** A batch row as the mutation takes it; `line` only where the server's guess would be wrong (`lineToSend`). */
export interface BatchRowToSend {
  consumerId: string;
  desiredStatus: LegalStatus;
  line?: number;
}

/**
 * Batch row k's line in the file when the server could not guess it: it guesses the line after the previous row's,
 * and for a request's first row (batch row `from`) its position + 1 (the header, then no blank line). A file without
 * blank lines whose rows are all sent carries no line at all.
 */
function lineToSend(result: LegalStatusCsvResult, rows: Int32Array | undefined, k: number, from: number) {
  const line = result.lines[rows ? rows[k] : k];
  const guess = k === from ? from + 2 : result.lines[rows ? rows[k - 1] : k - 1] + 1;
  return line === guess ? undefined : line;
}

/** How many of batch rows [from, to) carry their line when sent as one request (their share of the body). */
export function linesToSend(
  result: LegalStatusCsvResult,
  from: number,
  to: number,
  rows?: Int32Array,
): number {
  let count = 0;
  for (let k = from; k < to; k++) if (lineToSend(result, rows, k, from) !== undefined) count++;
  return count;
}

/**
 * The mutation's statusesToUpdate for batch rows [from, to) (all by default), the desired status sent as its key
 * (document 1 §5) and the file's line where the server could not guess it. The page asks for one part's rows at a
 * time. `rows` are the data rows the batch carries (every row by default; without the warned rows when they are
 * left out: `batchRowIndexes`).
 */
export function statusesToUpdate(
  result: LegalStatusCsvResult,
  from = 0,
  to?: number,
  rows?: Int32Array,
): BatchRowToSend[] {
  if (!canBatchUpdate(result))
    throw new Error('The legal-status file has errors or was not checked against the server');
  const total = rows ? rows.length : result.rowCount;
  const end = Math.min(to ?? total, total);
  const out = new Array<BatchRowToSend>(Math.max(end - from, 0));
  for (let k = from; k < end; k++) {
    const i = rows ? rows[k] : k;
    const row: BatchRowToSend = {
      consumerId: consumerIdAt(result, i),
      desiredStatus: LEGAL_STATUS_KEYS[result.desiredStatus[i]],
    };
    const line = lineToSend(result, rows, k, from);
    if (line !== undefined) row.line = line;
    out[k - from] = row;
  }
  return out;
}
