import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, normalisePhoneSearch, toAsciiDigits } from '../../src/shared/phone';

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

describe('phones as staff read them (formatPhone)', () => {
  it.each([
    ['819092445765', '090-9244-5765'],
    ['+819092445765', '090-9244-5765'],
    ['09092445765', '090-9244-5765'],
    ['090-9244-5765', '090-9244-5765'],
    ['０９０－９２４４－５７６５', '090-9244-5765'],
    ['+81 (0)90 9244 5765', '090-9244-5765'],
    ['818012345678', '080-1234-5678'],
    ['817012345678', '070-1234-5678'],
    ['81312345678', '0312345678'], // a landline: 0 + the digits, area codes vary
  ])('%s shows as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('leaves anything that is not a Japanese number as it came', () => {
    for (const other of ['+1 415 555 0100', 'unknown', '', '12345']) expect(formatPhone(other)).toBe(other);
  });

  it('shows every stored mobile so that search finds it again from what is shown', () => {
    fc.assert(
      fc.property(fc.constantFrom('70', '80', '90'), fc.stringMatching(/^\d{8}$/), (prefix, rest) => {
        const stored = `81${prefix}${rest}`;
        const shown = formatPhone(stored);
        expect(shown).toMatch(/^0[789]0-\d{4}-\d{4}$/);
        expect(normalisePhoneSearch(shown)).toBe(stored);
      }),
    );
  });
});
