// CSV text → rows of fields, a chunk at a time, so the worker can report progress and notice a cancel
// between chunks. papaparse does the parsing (quoted fields, doubled quotes, newlines inside quotes);
// on a chunk without any quote it takes its split-only fast path.
import Papa from 'papaparse';
import { CSV_CHUNK_CHARS } from './csv-limits';

export interface CsvRowChunk {
  /** The complete rows of this chunk; a blank line is a row with one empty field. */
  readonly rows: string[][];
  /** Characters of the (line-end normalised) text consumed so far, and its total length. */
  readonly charsDone: number;
  readonly totalChars: number;
}

/** CRLF and lone CR (old Mac) become LF, so files mixing line ends still split into the right rows. */
export function normaliseLineEnds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/**
 * Rows of a quote-free stretch of text: split at line ends (a CR before LF dropped) and commas. The next comma is
 * found once and kept across rows: searching from each row anew would rescan the text up to a far comma for every
 * row without one (a million blank lines before the header took 90 s).
 */
function plainRows(input: string, from: number, to: number): string[][] {
  const rows: string[][] = [];
  let pos = from;
  let comma = input.indexOf(',', from);
  while (pos < to) {
    let nl = input.indexOf('\n', pos);
    if (nl === -1 || nl > to) nl = to;
    const end = nl > pos && input.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
    const row: string[] = [];
    let start = pos;
    for (; comma !== -1 && comma < end; comma = input.indexOf(',', comma + 1)) {
      row.push(input.slice(start, comma));
      start = comma + 1;
    }
    row.push(input.slice(start, end));
    rows.push(row);
    pos = nl + 1;
  }
  return rows;
}

/**
 * Rows of the text in chunks of about `chunkChars` characters, each cut at a line end. A stretch without
 * any quote is split directly (a million-row file is mostly that, and this is several times faster than
 * going through papaparse); a stretch with quotes goes to papaparse, and a quoted field that runs past a
 * cut is carried into the next chunk. If a lone quote makes the carried part grow past a few chunks, the
 * rest is parsed in one go rather than rescanned chunk after chunk. The empty remainder after a final
 * line end is not a row.
 */
export function* csvRowChunks(text: string, chunkChars = CSV_CHUNK_CHARS): Generator<CsvRowChunk> {
  // Only files whose line ends are lone CRs (old Mac) need rewriting; CRLF is handled line by line.
  const firstCr = text.indexOf('\r');
  const input = firstCr !== -1 && text.charCodeAt(firstCr + 1) !== 10 ? normaliseLineEnds(text) : text;
  const total = input.length;
  const parser = new Papa.Parser({ delimiter: ',', newline: '\n', quoteChar: '"' });
  let pos = 0;
  let carried = '';
  let nextQuote = input.indexOf('"');
  for (;;) {
    let cut = total;
    if (carried.length <= chunkChars * 4 && pos + chunkChars < total) {
      const nl = input.indexOf('\n', pos + chunkChars);
      if (nl !== -1) cut = nl + 1;
    }
    const last = cut >= total;
    if (nextQuote !== -1 && nextQuote < pos) nextQuote = input.indexOf('"', pos);
    let rows: string[][];
    if (carried === '' && (nextQuote === -1 || nextQuote >= cut)) {
      rows = plainRows(input, pos, cut);
    } else {
      const piece = normaliseLineEnds(carried + input.slice(pos, cut));
      const parsed = parser.parse(piece, 0, !last);
      rows = parsed.data as string[][];
      carried = last ? '' : piece.substring(parsed.meta.cursor as number);
      const tail = rows[rows.length - 1];
      if (last && piece.endsWith('\n') && tail?.length === 1 && tail[0] === '') rows.pop();
    }
    pos = cut;
    yield { rows, charsDone: pos - carried.length, totalChars: total };
    if (last) return;
  }
}

/**
 * The line each row starts on as an editor shows it (the file's first line is 1), the one count the CSV tools' messages,
 * tables and stored rows share: a row spans one line, plus one for each line end inside its quoted fields.
 */
export class CsvLines {
  private next = 1;

  /** The line `row` (the next row of the file) starts on. */
  of(row: readonly string[]): number {
    const line = this.next;
    this.next++;
    for (const field of row)
      for (let at = field.indexOf('\n'); at !== -1; at = field.indexOf('\n', at + 1)) this.next++;
    return line;
  }
}

/** A row is blank when every field is empty or white space (Excel writes an empty row as ",,"). */
export function isBlankRow(row: readonly string[]): boolean {
  for (let i = 0; i < row.length; i++) if (row[i].trim() !== '') return false;
  return true;
}

export interface CsvLineChunk {
  readonly text: string;
  readonly lines: number;
  readonly charsDone: number;
  readonly totalChars: number;
}

/** The text in pieces of about `chunkChars` characters, each cut just after a line end, with its line count. */
export function* csvLineChunks(text: string, chunkChars = CSV_CHUNK_CHARS): Generator<CsvLineChunk> {
  const input = normaliseLineEnds(text);
  const total = input.length;
  let pos = 0;
  do {
    let cut = total;
    if (pos + chunkChars < total) {
      const nl = input.indexOf('\n', pos + chunkChars);
      if (nl !== -1) cut = nl + 1;
    }
    const piece = input.slice(pos, cut);
    let lines = 0;
    for (let at = piece.indexOf('\n'); at !== -1; at = piece.indexOf('\n', at + 1)) lines++;
    if (piece.length && !piece.endsWith('\n')) lines++;
    pos = cut;
    yield { text: piece, lines, charsDone: pos, totalChars: total };
  } while (pos < total);
}
