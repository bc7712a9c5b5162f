import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES } from '../../src/workers/csv-limits';
import { decodeCsvBytes, decodeShiftJisFallback, readCsvFile } from '../../src/workers/csv-text';
import { CSV_FILE_TEXT } from '../../src/workers/csv-texts';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** The bytes Excel writes for "CSV (comma delimited)" on a Japanese Windows: CP932. */
const shiftJis = (text: string) =>
  new Uint8Array(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
const bytes = (...values: number[]) => new Uint8Array(values);
const withBom = (b: Uint8Array) => new Uint8Array([0xef, 0xbb, 0xbf, ...b]);

const JAPANESE =
  'cid,legal_status\r\ncon_0123456789abcdef,弁護士介入（受任）\r\ncon_0123456789abcdeg,①～破産確定\r\n';

describe('reading a CSV file as text', () => {
  it('reads UTF-8 without a BOM', async () => {
    expect(await decodeCsvBytes(utf8(JAPANESE))).toEqual({
      ok: true,
      text: JAPANESE,
      encoding: 'utf-8',
      bom: false,
    });
  });

  it('reads UTF-8 with a BOM (Excel "CSV UTF-8") and drops the BOM', async () => {
    expect(await decodeCsvBytes(withBom(utf8(JAPANESE)))).toEqual({
      ok: true,
      text: JAPANESE,
      encoding: 'utf-8',
      bom: true,
    });
  });

  it('reads Shift_JIS (CP932, with NEC and IBM extension characters) without being told', async () => {
    const sjis = shiftJis(JAPANESE);
    expect(sjis.length).toBeLessThan(utf8(JAPANESE).length); // really two-byte Japanese
    expect(await decodeCsvBytes(sjis)).toEqual({
      ok: true,
      text: JAPANESE,
      encoding: 'shift_jis',
      bom: false,
    });
  });

  it('reads plain ASCII as UTF-8, and keeps CRLF and LF as they are', async () => {
    for (const text of ['cid,legal_status\r\na,b\r\n', 'cid,legal_status\na,b\n', '']) {
      expect(await decodeCsvBytes(utf8(text))).toMatchObject({ ok: true, text, encoding: 'utf-8' });
    }
  });

  it('decodes Shift_JIS the same way without the platform decoder (encoding-japanese)', async () => {
    expect(await decodeShiftJisFallback(shiftJis(JAPANESE))).toBe(JAPANESE);
    expect(await decodeShiftJisFallback(bytes(0x82, 0xa0, 0xff, 0xff, 0x81))).toBeNull();
  });

  it.each([
    ['a PNG image', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), CSV_FILE_TEXT.image],
    ['a JPEG image', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46), CSV_FILE_TEXT.image],
    ['a GIF image', utf8('GIF89a,,,'), CSV_FILE_TEXT.image],
    ['a WebP image', utf8('RIFF....WEBPVP8 '), CSV_FILE_TEXT.image],
    ['a PDF', utf8('%PDF-1.7\n%âãÏÓ\n'), CSV_FILE_TEXT.pdf],
    ['an .xlsx workbook (ZIP)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0), CSV_FILE_TEXT.spreadsheet],
    [
      'an old .xls workbook',
      bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0),
      CSV_FILE_TEXT.spreadsheet,
    ],
  ])('refuses %s renamed to .csv', async (_name, file, message) => {
    expect(await decodeCsvBytes(file)).toEqual({ ok: false, message });
  });

  it('refuses UTF-16 with a BOM (either byte order) and without one', async () => {
    const le = new Uint8Array(new Uint16Array([...'cid,legal_status\n'].map((c) => c.charCodeAt(0))).buffer);
    const be = le.map((_, i) => le[i ^ 1]);
    expect(await decodeCsvBytes(new Uint8Array([0xff, 0xfe, ...le]))).toEqual({
      ok: false,
      message: CSV_FILE_TEXT.utf16,
    });
    expect(await decodeCsvBytes(new Uint8Array([0xfe, 0xff, ...be]))).toEqual({
      ok: false,
      message: CSV_FILE_TEXT.utf16,
    });
    expect(await decodeCsvBytes(le)).toEqual({ ok: false, message: CSV_FILE_TEXT.utf16 });
    expect(await decodeCsvBytes(be)).toEqual({ ok: false, message: CSV_FILE_TEXT.utf16 });
  });

  it('refuses binary data: NUL bytes or control characters, even inside otherwise good text', async () => {
    const random = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    expect(await decodeCsvBytes(random)).toEqual({ ok: false, message: CSV_FILE_TEXT.binary });
    expect(await decodeCsvBytes(utf8('cid,legal_status\ncon_a\u0000,Normal\n'))).toEqual({
      ok: false,
      message: CSV_FILE_TEXT.binary,
    });
    expect(await decodeCsvBytes(utf8('cid,legal_status\ncon_a,Nor\u001bmal\n'))).toEqual({
      ok: false,
      message: CSV_FILE_TEXT.binary,
    });
    // Tab, LF and CR are text.
    expect(await decodeCsvBytes(utf8('cid,\tlegal_status\r\n'))).toMatchObject({ ok: true });
  });

  it('refuses bytes that are neither UTF-8 nor Shift_JIS, and a "UTF-8" file (BOM) that is not', async () => {
    expect(await decodeCsvBytes(bytes(0x63, 0x69, 0x64, 0xff, 0xfe, 0xfd, 0x2c))).toEqual({
      ok: false,
      message: CSV_FILE_TEXT.notText,
    });
    expect(await decodeCsvBytes(withBom(shiftJis('cid,破産確定')))).toEqual({
      ok: false,
      message: CSV_FILE_TEXT.notText,
    });
  });

  it(`refuses a file over the limit (${MAX_CSV_BYTES} bytes) and accepts one exactly at it`, async () => {
    expect(await decodeCsvBytes(utf8('a,b\n'), 3)).toEqual({ ok: false, message: CSV_FILE_TEXT.tooLarge });
    expect(await decodeCsvBytes(utf8('a,b\n'), 4)).toMatchObject({ ok: true });
    expect(CSV_FILE_TEXT.tooLarge).toBe(
      'ファイルが上限の 64 MB を超えています。ファイルを分けて 1 つずつ読み込んでください。',
    );
  });

  it('refuses a too-large Blob without reading it, and reads a File, an ArrayBuffer or bytes', async () => {
    const huge = { size: MAX_CSV_BYTES + 1 } as Blob;
    Object.setPrototypeOf(huge, Blob.prototype);
    expect(await readCsvFile(huge)).toEqual({ ok: false, message: CSV_FILE_TEXT.tooLarge });
    const file = new File([shiftJis(JAPANESE)], 'statuses.csv', { type: 'text/csv' });
    expect(await readCsvFile(file)).toMatchObject({ ok: true, text: JAPANESE, encoding: 'shift_jis' });
    expect(await readCsvFile(utf8(JAPANESE).buffer)).toMatchObject({ ok: true, text: JAPANESE });
    expect(await readCsvFile(utf8(JAPANESE))).toMatchObject({ ok: true, text: JAPANESE });
  });
});
