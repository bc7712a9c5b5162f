// The console's CSV rules (src/shared/csv-export.ts) and the exporter's encodings (server/exports/csv-stream.ts):
// Excel-safe text, numbers and amounts as numbers, JST dates, RFC 4180 quoting, CRLF, the file name, the BOM and
// Shift_JIS with '?' for what it cannot hold.
import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  csvCell,
  csvDateTime,
  csvLine,
  exportFileName,
  neutraliseCsvCell,
} from '../../src/shared/csv-export';
import { encodeCsvText } from '../../server/exports/csv-stream';

describe('Excel safety', () => {
  it('neutralises text starting with =, +, -, @, tab or CR with an apostrophe', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(neutraliseCsvCell(`${lead}cmd|' /C calc'!A0`)).toBe(`'${lead}cmd|' /C calc'!A0`);
    expect(neutraliseCsvCell('山田 太郎')).toBe('山田 太郎');
    expect(neutraliseCsvCell('a=b')).toBe('a=b');
  });

  it('quotes a text cell holding a comma, a quote or a line break (RFC 4180), after neutralising', () => {
    expect(csvCell('text', 'a,b')).toBe('"a,b"');
    expect(csvCell('text', 'say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('text', 'two\nlines')).toBe('"two\nlines"');
    expect(csvCell('text', '=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvCell('text', '-1200')).toBe(`'-1200`);
  });

  it('keeps numbers and amounts as numbers: a negative amount stays -1200', () => {
    expect(csvCell('amount', '-1200.00')).toBe('-1200');
    expect(csvCell('amount', '1200')).toBe('1200');
    expect(csvCell('amount', -1200)).toBe('-1200');
    expect(csvCell('amount', '0.00')).toBe('0');
    expect(csvCell('amount', '-0.00')).toBe('0');
    expect(csvAmount('12.50')).toBe('12.5');
    expect(csvAmount('007')).toBe('7');
    expect(csvCell('number', 42)).toBe('42');
    expect(csvCell('number', -3)).toBe('-3');
    expect(csvCell('number', '=1')).toBe(`'=1`);
    expect(csvCell('amount', '=SUM(A1)')).toBe(`'=SUM(A1)`);
  });

  it('writes an empty cell for null and undefined', () => {
    expect(csvCell('text', null)).toBe('');
    expect(csvCell('amount', undefined)).toBe('');
    expect(csvCell('datetime', null)).toBe('');
  });
});

describe('dates', () => {
  it('are JST as YYYY/MM/DD HH:mm, from a Date, epoch ms or PostgreSQL text', () => {
    const instant = Date.UTC(2026, 10, 25, 7, 30, 59); // 16:30:59 in Tokyo
    expect(csvDateTime(instant)).toBe('2026/11/25 16:30');
    expect(csvCell('datetime', new Date(instant))).toBe('2026/11/25 16:30');
    expect(csvCell('datetime', '2026-11-25 07:30:59.123+00')).toBe('2026/11/25 16:30');
    // Past midnight in Tokyo is the next day.
    expect(csvDateTime(Date.UTC(2026, 11, 31, 15, 5))).toBe('2027/01/01 00:05');
  });
});

describe('lines and file names', () => {
  it('end lines with CRLF', () => {
    expect(csvLine(['a', '1'])).toBe('a,1\r\n');
  });

  it('name the file <table>_<id>_<YYYYMMDD-HHmm>.csv in JST, `all` without an id', () => {
    const at = Date.UTC(2026, 10, 25, 7, 30);
    expect(exportFileName('consumer_payments', 'con_abc', at)).toBe(
      'consumer_payments_con_abc_20261125-1630.csv',
    );
    expect(exportFileName('audit_log', null, at)).toBe('audit_log_all_20261125-1630.csv');
    expect(exportFileName('x', '../a b', at)).toBe('x_.._a_b_20261125-1630.csv');
  });
});

describe('encodings', () => {
  it('UTF-8 keeps every character', () => {
    expect(encodeCsvText('髙橋😀', 'utf8-bom').toString('utf8')).toBe('髙橋😀');
  });

  it('Shift_JIS (code page 932) keeps Japanese and the NEC/IBM extensions; anything else becomes one ?', () => {
    const bytes = encodeCsvText('山田,ｶﾀｶﾅ,①,髙,〜,😀,é\r\n', 'shift_jis');
    expect(new TextDecoder('shift_jis').decode(bytes)).toBe('山田,ｶﾀｶﾅ,①,髙,～,?,?\r\n');
  });
});
