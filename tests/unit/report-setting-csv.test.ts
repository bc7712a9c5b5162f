import Encoding from 'encoding-japanese';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from '../../src/workers/csv-text';
import { CSV_FILE_TEXT, REPORT_SETTING_CSV_TEXT as T } from '../../src/workers/csv-texts';
import {
  ReportSettingCsvValidator,
  checkReportSettingCsv,
  currentYearInJapan,
} from '../../src/workers/report-setting-csv';

const M1 = 'mer_AAAAAAAAAAAAAAAA';
const M2 = 'mer_ab-cd_ef-0123456'; // word and hyphen characters
const HEADER = 'Deactivated_Month,Merchant_ID';
/** 2026-03-01 in Japan. */
const NOW = Date.UTC(2026, 1, 28, 15, 0);
const check = (...lines: string[]) => checkReportSettingCsv(lines.join('\n'), NOW);
const errorsOf = (r: ReturnType<typeof checkReportSettingCsv>) => r.rows.map((row) => row.errors);
const POPUP = 'アップロードしたファイルは想定の形式と一致しません。項目を確認して、もう一度お試しください。';

describe('report-setting CSV', () => {
  it('reads a good file into the rows and the invoices to deactivate', () => {
    const r = check(HEADER, `202401,${M1}`, `200001,${M2}`, `202612,${M1}`);
    expect(r.fatal).toBeNull();
    expect(r.messages).toEqual([]);
    expect(r.popup).toBeNull();
    expect(r.rows.map((x) => [x.line, x.deactivatedMonth, x.merchantId, x.errors])).toEqual([
      [2, '202401', M1, []],
      [3, '200001', M2, []],
      [4, '202612', M1, []],
    ]);
    expect(r.invoicesToDeactivate).toEqual([
      { merchantId: M1, year: 2024, month: 1, line: 2 },
      { merchantId: M2, year: 2000, month: 1, line: 3 },
      { merchantId: M1, year: 2026, month: 12, line: 4 },
    ]);
    expect(r.problems).toEqual([]);
    expect(r.notices).toEqual([]);
  });

  it('names repeated rows in a notice (each month counts once) and keeps every row with its line', () => {
    const r = check(HEADER, `202401,${M1}`, `202402,${M1}`, `202401,${M1}`, `202401,${M2}`, `202401,${M1}`);
    expect(r.invoicesToDeactivate.map((x) => x.line)).toEqual([2, 3, 4, 5, 6]);
    expect(r.notices).toEqual(['同じ加盟店・同じ月の行が 2 行あり、1 つにまとめて扱います（行 4, 6）']);
    expect(r.popup).toBeNull();
  });

  it("names each problem's lines as an editor shows them (header = line 1), the first 20 then 他 N 件", () => {
    const bad = Array.from({ length: 23 }, () => `202401,mer_bad`);
    const r = check(HEADER, `202401,${M1}`, ...bad, '', `x,${M1}`);
    expect(r.problems).toEqual([
      `${T.columns}（行 26）`,
      `${T.merchantId}（行 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22 他 3 件）`,
      `${T.monthNotNumeric}（行 27）`,
    ]);
    expect(check('Merchant_ID,Deactivated_Month', `202401,${M1}`).problems).toEqual([`${T.header}（行 1）`]);
    expect(check('', HEADER).problems).toEqual([`${T.header}（行 2）`]);
  });

  it('wants exactly the header Deactivated_Month,Merchant_ID on the first line', () => {
    for (const header of [
      'Merchant_ID,Deactivated_Month',
      'deactivated_month,merchant_id',
      'Deactivated_Month',
      'Deactivated_Month,Merchant_ID,',
      'Deactivated_Month;Merchant_ID',
    ]) {
      const r = check(header, `202401,${M1}`);
      expect(r.fatal).toBe('ファイルのヘッダーを確認してください');
      expect(r.rows).toEqual([]);
      expect(r.popup).toBe(POPUP);
    }
    expect(check('', HEADER, `202401,${M1}`).fatal).toBe(T.header);
    expect(check('"Deactivated_Month","Merchant_ID"', `202401,${M1}`).fatal).toBeNull();
  });

  it("calls a file without data rows empty ('CSV ファイルが空です', no period)", () => {
    for (const text of ['', '\n', HEADER, `${HEADER}\n\n\n`]) {
      const r = checkReportSettingCsv(text, NOW);
      expect(r.fatal).toBe('CSV ファイルが空です');
      expect(r.popup).toBe(POPUP);
    }
  });

  it('wants exactly two columns a row, and calls an empty line (or Excel\'s ",") in the middle an error', () => {
    const r = check(HEADER, `202401,${M1},x`, '202401', '', `202402,${M1}`, ',', `202403,${M1}`, '', '');
    expect(errorsOf(r)).toEqual([
      ['列の数が正しくないか、空の行です'],
      ['列の数が正しくないか、空の行です'],
      ['列の数が正しくないか、空の行です'],
      [],
      ['列の数が正しくないか、空の行です'],
      [],
    ]);
    expect(r.rows.map((x) => x.line)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(r.invoicesToDeactivate).toEqual([]);
    expect(r.popup).toBe(POPUP);
  });

  it('wants a merchant id of 20 characters: mer_ plus 16 word or hyphen characters', () => {
    const bad = [
      'mer_AAAAAAAAAAAAAAA',
      `${M1}A`,
      'MER_AAAAAAAAAAAAAAAA',
      'mer_AAAAAAAAAAAAAAA.',
      'mer_AAAAAAAAAAAAAAA ',
      '',
    ];
    const r = check(HEADER, ...bad.map((m) => `202401,"${m}"`), `202401, ${M2} `);
    expect(errorsOf(r)).toEqual([...bad.map(() => ['加盟店 ID をもう一度確認してください']), []]);
  });

  it('wants the month as YYYYMM: digits, month 01-12, year 2000 to the current year (in Japan)', () => {
    const notNumeric = ['2024-01', '2024/1', 'abcdef', '', '２０２４０１', '202401.0', '-20240'];
    const notDate = ['202400', '202413', '199912', '202701', '20241', '2024011', '000001'];
    const r = check(HEADER, ...[...notNumeric, ...notDate].map((m) => `${m},${M1}`));
    expect(errorsOf(r)).toEqual([
      ...notNumeric.map(() => ['停止月をもう一度確認してください（数値ではありません）']),
      ...notDate.map(() => ['停止月をもう一度確認してください（有効な日付ではありません）']),
    ]);
    expect(r.messages).toEqual([T.monthNotNumeric, T.monthNotValidDate]);
    expect(currentYearInJapan(Date.UTC(2025, 11, 31, 14, 59))).toBe(2025);
    expect(currentYearInJapan(Date.UTC(2025, 11, 31, 15, 0))).toBe(2026);
  });

  it('lists each message once, in the spec order, with the error popup', () => {
    const r = check(HEADER, `999999,${M1}`, `x,bad`, `202401`, `202401,bad`);
    expect(r.messages).toEqual([
      '列の数が正しくないか、空の行です',
      '加盟店 ID をもう一度確認してください',
      '停止月をもう一度確認してください（数値ではありません）',
      '停止月をもう一度確認してください（有効な日付ではありません）',
    ]);
    expect(r.popup).toBe(POPUP);
  });

  it('reads Shift_JIS and UTF-8 with BOM files with CRLF line ends', async () => {
    const text = `${HEADER}\r\n202401,${M1}\r\n`;
    const sjis = new Uint8Array(
      Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }),
    );
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    for (const bytes of [sjis, bom]) {
      const decoded = await decodeCsvBytes(bytes);
      if (!decoded.ok) throw new Error(decoded.message);
      expect(checkReportSettingCsv(decoded.text, NOW).invoicesToDeactivate).toEqual([
        { merchantId: M1, year: 2024, month: 1, line: 2 },
      ]);
    }
  });

  it('refuses more data rows than the limit with its own message', () => {
    const feed = (max: number) => {
      const v = new ReportSettingCsvValidator(NOW, max);
      v.addRows([[...HEADER.split(',')], ['202401', M1], ['202402', M1]]);
      return v.finish();
    };
    expect(feed(2).fatal).toBeNull();
    expect(feed(1)).toMatchObject({ fatal: CSV_FILE_TEXT.tooManyRows, rows: [], popup: POPUP });
  });

  it('never throws, and gives every data line one row whose errors are what the rules say', () => {
    const cell = fc.oneof(
      fc.constantFrom(M1, M2, '202401', '202413', '199901', 'abc', '', '"', ' '),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 20 }),
        (lines) => {
          const r = checkReportSettingCsv([HEADER, ...lines.map((l) => l.join(','))].join('\n'), NOW);
          if (r.fatal !== null) {
            expect(r.rows).toEqual([]);
            return;
          }
          for (const row of r.rows) {
            if (row.errors.length === 0) expect(row.year !== null && row.month !== null).toBe(true);
            for (const e of row.errors) expect(Object.values(T)).toContain(e);
          }
          expect(r.popup === null).toBe(r.messages.length === 0);
          expect(r.invoicesToDeactivate.length).toBe(r.messages.length === 0 ? r.rows.length : 0);
          expect(r.problems.length).toBe(r.messages.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
