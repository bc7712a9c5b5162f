// Full-width formula signs in CSV cells (src/shared/csv-export.ts): ＝ ＋ － ＠ at the start of a cell are
// neutralised like = + - @, in every kind of cell and in both encodings, and nothing else gains an apostrophe.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Encoding from 'encoding-japanese';
import { csvCell, csvField, neutraliseCsvCell, type CsvKind } from '../../src/shared/csv-export';
import { encodeCsvText } from '../../server/exports/csv-stream';

const HALF_WIDTH = ['=', '+', '-', '@'];
const FULL_WIDTH = ['＝', '＋', '－', '＠'];
const FORMULA_STARTS = [...HALF_WIDTH, ...FULL_WIDTH, '\t', '\r'];

/** The text of one RFC 4180 field as a reader sees it (quotes removed, doubled quotes undone). */
function unquoted(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
}

describe('full-width formula signs', () => {
  it('get an apostrophe in front, as their half-width forms do', () => {
    for (const [half, full] of HALF_WIDTH.map((h, i) => [h, FULL_WIDTH[i]])) {
      expect(neutraliseCsvCell(`${full}SUM(A1:A9)`)).toBe(`'${full}SUM(A1:A9)`);
      expect(neutraliseCsvCell(`${half}SUM(A1:A9)`)).toBe(`'${half}SUM(A1:A9)`);
    }
    expect(csvField('＝HYPERLINK("http://x","y")')).toBe(`"'＝HYPERLINK(""http://x"",""y"")"`);
    // Inside a cell they are plain text.
    expect(neutraliseCsvCell('山田＝太郎')).toBe('山田＝太郎');
    expect(neutraliseCsvCell('ＡＢＣ－１')).toBe('ＡＢＣ－１');
  });

  it('are neutralised in every kind of cell: text, an amount or a number that is not one, a date that is not one', () => {
    const kinds: CsvKind[] = ['text', 'amount', 'number', 'datetime'];
    for (const kind of kinds)
      for (const sign of FULL_WIDTH) expect(unquoted(csvCell(kind, `${sign}1+1`))).toBe(`'${sign}1+1`);
    // A real negative amount or number stays a number.
    expect(csvCell('amount', '-1200')).toBe('-1200');
    expect(csvCell('number', -3)).toBe('-3');
  });

  it('keep their apostrophe in Shift_JIS', () => {
    for (const sign of FULL_WIDTH) {
      const bytes = encodeCsvText(`${csvField(`${sign}cmd`)}\r\n`, 'shift_jis');
      const text = Encoding.codeToString(Encoding.convert([...bytes], { to: 'UNICODE', from: 'SJIS' }));
      expect(text).toBe(`'${sign}cmd\r\n`);
    }
  });

  it('property: no text cell opens with a formula sign, and a text that starts with none is kept as it is', () => {
    const text = fc.string({ unit: fc.constantFrom(...FORMULA_STARTS, 'a', '1', '漢', ' ', '"', ',', '\n') });
    fc.assert(
      fc.property(text, (value) => {
        const cell = unquoted(csvCell('text', value));
        if (value === '') return cell === '';
        const first = cell[0];
        if (FORMULA_STARTS.includes(first)) return false;
        return FORMULA_STARTS.includes(value[0]) ? cell === `'${value}` : cell === value;
      }),
      { numRuns: 2_000 },
    );
  });
});
