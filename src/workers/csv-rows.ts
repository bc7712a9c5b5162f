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
 * Rows of the text in chunks of about `chunkChars` characters, each cut at a line end. A quoted field
 * that runs past a cut is carried into the next chunk; if a lone quote makes the carried part grow past
 * a few chunks, the rest is parsed in one go rather than rescanned chunk after chunk.
 */
export function* csvRowChunks(text: string, chunkChars = CSV_CHUNK_CHARS): Generator<CsvRowChunk> {
  const input = normaliseLineEnds(text);
  const total = input.length;
  const parser = new Papa.Parser({ delimiter: ',', newline: '\n', quoteChar: '"' });
  let pos = 0;
  let carried = '';
  let base = 0;
  for (;;) {
    let cut = total;
    if (carried.length <= chunkChars * 4 && pos + chunkChars < total) {
      const nl = input.indexOf('\n', pos + chunkChars);
      if (nl !== -1) cut = nl + 1;
    }
    const last = cut >= total;
    const piece = carried + input.slice(pos, cut);
    const parsed = parser.parse(piece, base, !last);
    const rows = parsed.data as string[][];
    if (!last) {
      const cursor = parsed.meta.cursor as number;
      carried = piece.substring(cursor - base);
      base = cursor;
    }
    pos = cut;
    yield { rows, charsDone: last ? total : base, totalChars: total };
    if (last) return;
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
