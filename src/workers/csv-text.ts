// A chosen file's bytes → its text, as Excel and text editors save CSV: UTF-8 with or without BOM, or
// Shift_JIS (CP932, Excel's default for Japanese CSV), found without asking. Anything else is refused
// with a message that says what the file looks like, before a row is read.
import { MAX_CSV_BYTES } from './csv-limits';
import { CSV_FILE_TEXT } from './csv-texts';

export type CsvEncoding = 'utf-8' | 'shift_jis';

export type CsvTextResult =
  { ok: true; text: string; encoding: CsvEncoding; bom: boolean } | { ok: false; message: string };

/** What a file can be given as: a File/Blob from a file input, or its bytes. */
export type CsvFileInput = Blob | ArrayBuffer | Uint8Array;

function refuse(message: string): CsvTextResult {
  return { ok: false, message };
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[at + i] !== signature[i]) return false;
  return true;
}

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/** Files people rename to .csv by mistake, by their magic numbers. */
function sniffNonText(bytes: Uint8Array): string | null {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  ) {
    return CSV_FILE_TEXT.image;
  }
  if (startsWith(bytes, ascii('%PDF-'))) return CSV_FILE_TEXT.pdf;
  // xlsx is a ZIP archive; xls is an OLE compound document.
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]) ||
    startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  ) {
    return CSV_FILE_TEXT.spreadsheet;
  }
  return null;
}

/**
 * Index of the first byte that no CSV text has: NUL and the C0 controls other than tab, LF and CR, and
 * DEL. In UTF-8 and in Shift_JIS such bytes only ever stand for those controls (Shift_JIS trail bytes
 * start at 0x40), so the check runs on the bytes, before any decoding.
 */
function firstControlByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x20 ? b !== 0x09 && b !== 0x0a && b !== 0x0d : b === 0x7f) return i;
  }
  return -1;
}

/** UTF-16 without a BOM: ASCII text with every other byte NUL. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 2) return false;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  return Math.max(evenNul, oddNul) >= pairs * 0.4 && Math.min(evenNul, oddNul) <= pairs * 0.05;
}

function decodeStrict(bytes: Uint8Array, label: string): string | null {
  try {
    // ignoreBOM: a BOM was already removed by the caller; one left inside the text is data.
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (error) {
    if (error instanceof RangeError) throw error; // the label itself is unsupported
    return null;
  }
}

/**
 * Shift_JIS without the platform decoder (a Node built without full ICU): encoding-japanese decides
 * whether the bytes are Shift_JIS at all and converts them. Loaded only then, so browsers never fetch it.
 */
export async function decodeShiftJisFallback(bytes: Uint8Array): Promise<string | null> {
  const { default: Encoding } = await import('encoding-japanese');
  if (Encoding.detect(bytes, 'SJIS') !== 'SJIS') return null;
  return Encoding.convert(bytes, { to: 'UNICODE', from: 'SJIS', type: 'string' });
}

async function decodeShiftJis(bytes: Uint8Array): Promise<string | null> {
  try {
    return decodeStrict(bytes, 'shift_jis');
  } catch {
    return decodeShiftJisFallback(bytes);
  }
}

/**
 * The text of a CSV file's bytes, or the reason it is refused. Order: size, magic numbers (image, PDF,
 * Excel), UTF-16 BOM, control bytes (UTF-16 without BOM, else binary), then UTF-8 (strict; a UTF-8
 * BOM is dropped), then Shift_JIS (strict). Plain ASCII is reported as UTF-8.
 */
export async function decodeCsvBytes(bytes: Uint8Array, maxBytes = MAX_CSV_BYTES): Promise<CsvTextResult> {
  if (bytes.byteLength > maxBytes) return refuse(CSV_FILE_TEXT.tooLarge);
  const magic = sniffNonText(bytes);
  if (magic) return refuse(magic);
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return refuse(CSV_FILE_TEXT.utf16);
  if (startsWith(bytes, [0x00, 0x00, 0xfe, 0xff])) return refuse(CSV_FILE_TEXT.utf16);

  const bom = startsWith(bytes, [0xef, 0xbb, 0xbf]);
  const body = bom ? bytes.subarray(3) : bytes;
  if (firstControlByte(body) !== -1) {
    return refuse(looksLikeUtf16(body) ? CSV_FILE_TEXT.utf16 : CSV_FILE_TEXT.binary);
  }

  const utf8 = decodeStrict(body, 'utf-8');
  if (utf8 !== null) return { ok: true, text: utf8, encoding: 'utf-8', bom };
  // A file that says it is UTF-8 but is not: a broken file, not Shift_JIS.
  if (bom) return refuse(CSV_FILE_TEXT.notText);
  const sjis = await decodeShiftJis(body);
  if (sjis !== null) return { ok: true, text: sjis, encoding: 'shift_jis', bom: false };
  return refuse(CSV_FILE_TEXT.notText);
}

function isBlob(input: CsvFileInput): input is Blob {
  return typeof Blob !== 'undefined' && input instanceof Blob;
}

/** Reads a File/Blob or bytes and decodes it; a too-large Blob is refused without being read. */
export async function readCsvFile(input: CsvFileInput, maxBytes = MAX_CSV_BYTES): Promise<CsvTextResult> {
  if (isBlob(input)) {
    if (input.size > maxBytes) return refuse(CSV_FILE_TEXT.tooLarge);
    return decodeCsvBytes(new Uint8Array(await input.arrayBuffer()), maxBytes);
  }
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  return decodeCsvBytes(bytes, maxBytes);
}
