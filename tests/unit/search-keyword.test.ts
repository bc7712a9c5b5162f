import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SEARCH_KEYWORD_MAX_LENGTH,
  classifySearchKeyword,
  foldSearchName,
  hiraganaToKatakana,
  searchPhone,
  type SearchKeyword,
} from '../../src/shared/search-keyword';

function keyword(input: string): SearchKeyword {
  const classified = classifySearchKeyword(input);
  if (!classified.ok) throw new Error(`refused: ${classified.message}`);
  return classified.keyword;
}

describe('search names are folded: NFKC, hiragana to katakana, spaces removed', () => {
  it.each([
    ['やまだ たろう', 'ヤマダタロウ'],
    ['ヤマダ\u3000タロウ', 'ヤマダタロウ'],
    ['ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダタロウ'],
    ['山田　太郎', '山田太郎'],
    ['ゔぁゝ', 'ヴァヽ'],
    ['ＳＡＴＯ Ｈａｎａｋｏ', 'satohanako'],
  ])('%s folds to %s', (input, folded) => {
    expect(foldSearchName(input)).toBe(folded);
  });

  it('hiragana and katakana spellings fold to the same text', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0x3041, max: 0x3096 }), { maxLength: 12 }), (codes) => {
        const hiragana = String.fromCharCode(...codes);
        const katakana = String.fromCharCode(...codes.map((c) => c + 0x60));
        expect(foldSearchName(hiragana)).toBe(foldSearchName(katakana));
        expect(hiraganaToKatakana(hiragana)).toBe(katakana);
      }),
    );
  });
});

describe('search phone numbers', () => {
  it.each([
    '090-1234-5678',
    '09012345678',
    '０９０－１２３４－５６７８',
    '+81 90-1234-5678',
    '+819012345678',
    '+81 (0)90 1234 5678',
    '819012345678',
  ])('%s is the stored form 819012345678', (input) => {
    expect(searchPhone(input)).toBe('819012345678');
    expect(keyword(input).phone).toBe('819012345678');
  });

  it.each(['0312345678', '06012345678', '090123456789', '12345'])('%s is not a mobile number', (input) => {
    expect(searchPhone(input)).toBeNull();
  });
});

describe('search keyword classification', () => {
  it.each([
    ['con_0123456789abcdefABCD'.slice(0, 20), 'consumer'],
    ['pay_0123456789abcdef', 'payment'],
    ['amz_0123456789ABCDEF', 'payment'],
    ['cbp_0123456789abcdef', 'combiniPayment'],
    ['chg_0123456789abcdef', 'charge'],
  ])('%s is an exact %s id, never a name', (input, kind) => {
    const k = keyword(`  ${input} `);
    expect(k.id).toEqual({ kind, value: input });
    expect(k.name).toBeNull();
    expect(k.reference).toBeNull();
  });

  it('an id of the wrong length is no id', () => {
    expect(keyword('pay_0123456789abcde').id).toBeNull();
  });

  it('an e-mail address is compared in lower case', () => {
    const k = keyword(' Taro.Yamada@Example.COM ');
    expect(k.email).toBe('taro.yamada@example.com');
    expect(k.name).toBeNull();
    expect(k.phone).toBeNull();
  });

  it('an eKYC id or VAN account number is a reference, not a name', () => {
    expect(keyword('0f8fad5b-d9cb-469f-a165-70867728950e')).toMatchObject({
      reference: '0f8fad5b-d9cb-469f-a165-70867728950e',
      name: null,
    });
    expect(keyword('1234567')).toMatchObject({ reference: '1234567', name: null, phone: null });
  });

  it('a Japanese name is a name only', () => {
    expect(keyword('やまだ　たろう')).toMatchObject({ name: 'ヤマダタロウ', reference: null, id: null });
  });

  it('a romaji name is both a name and a reference', () => {
    expect(keyword('Sato')).toMatchObject({ name: 'sato', reference: 'Sato' });
  });

  it('fewer than 2 characters, spaces not counted, is refused', () => {
    for (const input of ['', ' ', '山', ' 山 ', '\u3000ａ\u3000', 'a']) {
      const classified = classifySearchKeyword(input);
      expect(classified.ok, input).toBe(false);
      if (!classified.ok) expect(classified.problem).toBe('tooShort');
    }
    expect(classifySearchKeyword('山田').ok).toBe(true);
    expect(classifySearchKeyword('山 田').ok).toBe(true);
  });

  it(`more than ${SEARCH_KEYWORD_MAX_LENGTH} characters is refused`, () => {
    const classified = classifySearchKeyword('あ'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 1));
    expect(classified).toMatchObject({ ok: false, problem: 'tooLong' });
    expect(classifySearchKeyword('あ'.repeat(SEARCH_KEYWORD_MAX_LENGTH)).ok).toBe(true);
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (input) => {
        classifySearchKeyword(input);
      }),
      { numRuns: 200 },
    );
  });
});
