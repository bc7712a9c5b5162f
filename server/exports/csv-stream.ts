// Streams one registered table as CSV: keyset pages of EXPORT_PAGE_ROWS rows read one after the other as the
// client takes the bytes (an async generator behind a Readable pulls only on demand), so a million rows cost one
// page of memory. UTF-8 with a BOM, or Shift_JIS (Windows' code page 932, what Excel reads as "Shift_JIS").
import Encoding from 'encoding-japanese';
import type { Db } from '../db/sql';
import { CSV_BOM, csvCell, csvField, csvLine, type CsvEncoding } from '../../src/shared/csv-export';
import type { ExportTable } from './registry';

/** Rows per keyset page: one query each. */
export const EXPORT_PAGE_ROWS = 5_000;
/** Text gathered before it is encoded and handed on (about this many UTF-16 units). */
const CHUNK_CHARS = 64 * 1024;

// Characters outside the BMP (emoji, rare kanji) are a surrogate pair: one '?' for the character, not two.
const ASTRAL = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/**
 * Text in the chosen encoding. Shift_JIS: a character code page 932 cannot hold becomes '?' (docs/decisions.md
 * "CSV export"); the NEC and IBM extensions (①, 髙) are kept, as Excel reads them.
 */
export function encodeCsvText(text: string, encoding: CsvEncoding): Buffer {
  if (encoding === 'utf8-bom') return Buffer.from(text, 'utf8');
  const codes = Encoding.stringToCode(text.replace(ASTRAL, '?'));
  return Buffer.from(Encoding.convert(codes, { to: 'SJIS', from: 'UNICODE' }));
}

export function csvContentType(encoding: CsvEncoding): string {
  return encoding === 'utf8-bom' ? 'text/csv; charset=utf-8' : 'text/csv; charset=Shift_JIS';
}

export interface ExportProgress {
  /** Data rows written so far (the header not counted). */
  rows: number;
  /** The last page was read: every row went out. */
  complete: boolean;
}

/**
 * The file's bytes: the BOM (UTF-8 only), the header line, then every row. `progress` is updated as rows go out,
 * so the caller's audit row can name the count when the stream ends, however it ends.
 */
export async function* csvExportChunks<Scope>(
  db: Db,
  table: ExportTable<unknown, Scope>,
  scope: Scope,
  encoding: CsvEncoding,
  progress: ExportProgress,
  pageRows = EXPORT_PAGE_ROWS,
  /** Awaited before a page's rows go out (the access log's entry of a table with personal data). */
  beforePage?: (rows: readonly unknown[]) => Promise<void>,
): AsyncGenerator<Buffer> {
  let text = (encoding === 'utf8-bom' ? CSV_BOM : '') + csvLine(table.columns.map((c) => csvField(c.header)));
  let after: unknown = null;
  for (;;) {
    const page = await table.page(db, scope, after, pageRows);
    if (page.length) await beforePage?.(page);
    for (const row of page) {
      text += csvLine(table.columns.map((c) => csvCell(c.kind, c.value(row))));
      progress.rows++;
      if (text.length >= CHUNK_CHARS) {
        yield encodeCsvText(text, encoding);
        text = '';
      }
    }
    if (page.length < pageRows) break;
    after = page[page.length - 1];
  }
  yield encodeCsvText(text, encoding);
  progress.complete = true;
}
