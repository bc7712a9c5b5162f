import Encoding from 'encoding-japanese';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractInstallmentPlanIds } from '../../src/shared/id-patterns';
import { decodeCsvBytes } from '../../src/workers/csv-text';
import { duplicatePlanIdsNotice } from '../../src/workers/csv-texts';
import { extractInstallmentPlanCsv } from '../../src/workers/installment-plan-csv';

const P1 = 'isp_AAAAAAAAAAAAAAAA';
const P2 = 'isp_0123456789abcdef';
const P3 = 'isp_ZZZZZZZZZZZZZZZZ';

describe('bulk-cancel CSV: installment plan ids', () => {
  it('takes isp_ plus 16 id characters wherever they stand: any column, quoted, inside other text', () => {
    const text = [
      'installment_plan_id,consumer,note',
      `${P1},con_AAAAAAAAAAAAAAAA,`,
      `"x","${P2}"`,
      `cancel (${P3}) please;`,
    ].join('\r\n');
    const r = extractInstallmentPlanCsv(text);
    expect(r.ids).toEqual([P1, P2, P3]);
    expect(r.lines).toEqual([2, 3, 4]);
    expect(r.duplicates).toEqual([]);
    // Nothing is skipped without saying so: the header line has no id.
    expect(r.messages).toEqual(['分割払い ID のない行を読み飛ばしました（行 1）']);
  });

  it('does not cut a longer or shorter token down to an id, nor take another prefix', () => {
    const r = extractInstallmentPlanCsv(
      `${P1}X\nisp_123\nxisp_AAAAAAAAAAAAAAAB\nISP_AAAAAAAAAAAAAAAA\npay_AAAAAAAAAAAAAAAA\n`,
    );
    expect(r.ids).toEqual([]);
    // Malformed ids are named with their lines, never dropped in silence (isp_123); lines without any id too.
    expect(r.messages).toEqual([
      'データがありません',
      `分割払い ID（isp_ + 16 文字）の形式でないため読み飛ばしました: ${P1}X（行 1）, isp_123（行 2）`,
      '分割払い ID のない行を読み飛ばしました（行 3, 4, 5）',
    ]);
  });

  it('names the first 20 malformed ids and lines, then counts the rest (他 N 件)', () => {
    const lines = Array.from({ length: 25 }, (_, i) => `isp_${i}`);
    const r = extractInstallmentPlanCsv(['plan', ...lines, P1].join('\n'));
    expect(r.ids).toEqual([P1]);
    expect(r.messages[0]).toMatch(
      /^分割払い ID（isp_ \+ 16 文字）の形式でないため読み飛ばしました: isp_0（行 2）, /,
    );
    expect(r.messages[0]).toMatch(/isp_19（行 21） 他 5 件$/);
    expect(r.messages[1]).toBe('分割払い ID のない行を読み飛ばしました（行 1）');
  });

  it("shows 'データがありません' for a file without ids, an empty file and a header-only file", () => {
    for (const [text, skipped] of [
      ['', null],
      ['\r\n', null],
      ['installment_plan_id\r\n', '1'],
      ['a,b,c\n1,2,3', '1, 2'],
    ]) {
      expect(extractInstallmentPlanCsv(text!)).toEqual({
        ids: [],
        lines: [],
        duplicates: [],
        occurrences: 0,
        messages: [
          'データがありません',
          ...(skipped ? [`分割払い ID のない行を読み飛ばしました（行 ${skipped}）`] : []),
        ],
      });
    }
  });

  it('keeps each id once and lists the repeated ones in a notice', () => {
    const r = extractInstallmentPlanCsv([P1, P2, P1, P3, P2, P1, `${P3},${P3}`].join('\n'));
    expect(r.ids).toEqual([P1, P2, P3]);
    expect(r.duplicates).toEqual([P1, P2, P3]);
    expect(r.occurrences).toBe(8);
    expect(r.messages).toEqual([
      `これらの分割払い ID は複数回含まれていたため、それぞれ 1 つとして扱います: ${P1}, ${P2}, ${P3}。（行 3, 5, 6, 7）`,
    ]);
  });

  it('names at most 20 duplicates in the notice and counts the rest', () => {
    const many = Array.from({ length: 23 }, (_, i) => `isp_${String(i).padStart(16, '0')}`);
    expect(duplicatePlanIdsNotice(many)).toMatch(/isp_0000000000000019 他 3 件。$/);
    expect(duplicatePlanIdsNotice([P1])).toBe(
      `この分割払い ID は複数回含まれていたため、1 つとして扱います: ${P1}。`,
    );
  });

  it('reads the same ids from a Shift_JIS file with Japanese text around them', async () => {
    const text = `計画ID,備考\r\n${P1},キャンセル希望\r\n${P2},重複\r\n${P1},\r\n`;
    const bytes = new Uint8Array(
      Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }),
    );
    const decoded = await decodeCsvBytes(bytes);
    expect(decoded).toMatchObject({ ok: true, encoding: 'shift_jis' });
    if (!decoded.ok) return;
    expect(extractInstallmentPlanCsv(decoded.text)).toMatchObject({ ids: [P1, P2], duplicates: [P1] });
  });

  it('returns unique ids, each matching the pattern, exactly those the shared extractor finds', () => {
    const piece = fc.oneof(
      fc.constantFrom(P1, P2, P3, 'isp_', ',', '\n', '\r\n', '"', ' ', 'X', '_'),
      fc.string({ unit: fc.constantFrom(...'isp_AZ09,\n'), maxLength: 24 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        const r = extractInstallmentPlanCsv(text);
        expect(new Set(r.ids).size).toBe(r.ids.length);
        for (const id of r.ids) expect(id).toMatch(/^isp_[0-9A-Za-z]{16}$/);
        expect(r.ids).toEqual(extractInstallmentPlanIds(text.replace(/\r\n?/g, '\n')));
        for (const d of r.duplicates) expect(r.ids).toContain(d);
        expect(r.messages.includes('データがありません')).toBe(r.ids.length === 0);
      }),
      { numRuns: 300 },
    );
  });
});
