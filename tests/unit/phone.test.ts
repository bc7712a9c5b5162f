import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalisePhoneSearch, toAsciiDigits } from '../../src/shared/phone';

describe('search phone normalisation', () => {
  it.each([
    ['09012345678', '819012345678'],
    ['08012345678', '818012345678'],
    ['07012345678', '817012345678'],
  ])('an 11-digit mobile number %s becomes %s', (input, expected) => {
    expect(normalisePhoneSearch(input)).toBe(expected);
  });

  it.each([
    ['090-1234-5678', '819012345678'],
    ['090 1234 5678', '819012345678'],
    ['  09012345678  ', '819012345678'],
    ['０９０１２３４５６７８', '819012345678'],
    ['０９０－１２３４－５６７８', '819012345678'],
    ['090ー1234ー5678', '819012345678'],
    ['090‐1234‐5678', '819012345678'],
    ['090\u30001234\u30005678', '819012345678'],
  ])('hyphens, spaces and full-width digits are accepted: %s', (input, expected) => {
    expect(normalisePhoneSearch(input)).toBe(expected);
  });

  it.each([
    ['0312345678', '0312345678'], // landline, 10 digits
    ['06012345678', '06012345678'], // 060 is not one of the three prefixes
    ['090123456789', '090123456789'], // 12 digits
    ['0901234567', '0901234567'], // 10 digits
    ['819012345678', '819012345678'], // already international
    ['  山田 太郎 ', '山田 太郎'],
    [' con_0123456789abcdef ', 'con_0123456789abcdef'],
    ['taro@example.com', 'taro@example.com'],
  ])('other input %j is only trimmed', (input, expected) => {
    expect(normalisePhoneSearch(input)).toBe(expected);
  });

  it('other input keeps its hyphens and full-width characters (only trimmed)', () => {
    expect(normalisePhoneSearch(' 03-1234-5678 ')).toBe('03-1234-5678');
    expect(normalisePhoneSearch('ＡＢＣ１２')).toBe('ＡＢＣ１２');
  });

  it('converts full-width digits', () => {
    expect(toAsciiDigits('０１２３４５６７８９')).toBe('0123456789');
  });

  it('every 070/080/090 mobile number becomes 81 plus the number without its leading 0', () => {
    fc.assert(
      fc.property(fc.constantFrom('070', '080', '090'), fc.stringMatching(/^\d{8}$/), (prefix, rest) => {
        expect(normalisePhoneSearch(`${prefix}${rest}`)).toBe(`81${prefix.slice(1)}${rest}`);
      }),
    );
  });
});
