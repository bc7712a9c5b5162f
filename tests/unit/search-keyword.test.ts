import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SEARCH_KEYWORD_MAX_LENGTH,
  classifySearchKeyword,
  foldSearchName,
  hiraganaToKatakana,
  searchEmailLocalPart,
  searchPhone,
  searchPhoneTail,
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

describe('what the caller quotes: order references, phone tails, e-mail local parts', () => {
  it.each(['ORD-20261108-466131', 'ord-20261108-466131', '123-4567890-1234567', '#1001', 'A/2026/001'])(
    '%s is an order reference, compared as typed',
    (input) => {
      expect(keyword(` ${input} `).orderRef).toBe(input);
    },
  );

  it('a full-width order reference is compared in its NFKC form', () => {
    expect(keyword('ＯＲＤ－２０２６１１０８－４６６１３１').orderRef).toBe('ORD-20261108-466131');
  });

  it.each(['山田', 'ORD 2026', 'ＯＲＤ　2026', 'やまだ123'])(
    '%s (spaces or not ASCII) is no order reference',
    (input) => {
      expect(keyword(input).orderRef).toBeNull();
    },
  );

  it.each([
    ['1234-5678', '12345678'],
    ['12345678', '12345678'],
    ['１２３４－５６７８', '12345678'],
    ['1234 5678', '12345678'],
    ['90-1234-5678', '9012345678'],
    ['0-1234-5678', '012345678'],
  ])('%s is the phone tail %s', (input, tail) => {
    expect(searchPhoneTail(input)).toBe(tail);
    expect(keyword(input).phoneTail).toBe(tail);
  });

  it.each(['1234567', '09012345678', '819012345678', '123-45678901', 'ORD-12345678', '12a45678'])(
    '%s is no phone tail',
    (input) => {
      expect(keyword(input).phoneTail).toBeNull();
    },
  );

  it('a complete mobile number stays the exact phone key and nothing else', () => {
    expect(keyword('090-1234-5678')).toMatchObject({
      phone: '819012345678',
      phoneTail: null,
      emailLocal: null,
      orderRef: null,
      reference: null,
      name: null,
    });
  });

  it.each([
    ['yumi.sato', 'yumi.sato'],
    ['Yumi.Sato', 'yumi.sato'],
    ['yumi.sato@', 'yumi.sato'],
    ['ｙｕｍｉ．ｓａｔｏ', 'yumi.sato'],
    ["o'brien+shop", "o'brien+shop"],
  ])('%s is the e-mail local part %s', (input, local) => {
    expect(keyword(input).emailLocal).toBe(local);
  });

  it.each(['yumi sato', '山田', 'a@', 'yumi.sato@example.com', 'x'.repeat(65)])(
    '%s is no e-mail local part',
    (input) => {
      expect(searchEmailLocalPart(input.normalize('NFKC').trim())).toBeNull();
    },
  );

  it('a whole e-mail address stays the exact e-mail key and nothing else', () => {
    expect(keyword('Yumi.Sato@Example.com')).toMatchObject({
      email: 'yumi.sato@example.com',
      emailLocal: null,
      orderRef: null,
      phoneTail: null,
    });
  });

  it('ids are searched as nothing else', () => {
    expect(keyword('con_0123456789abcdef')).toMatchObject({
      orderRef: null,
      phoneTail: null,
      emailLocal: null,
    });
  });

  it('8 digits keep every meaning they had and gain the new ones: nothing is taken from the old rules', () => {
    expect(keyword('1234-5678')).toMatchObject({
      reference: '1234-5678',
      orderRef: '1234-5678',
      phoneTail: '12345678',
      emailLocal: '1234-5678',
      name: null,
      phone: null,
    });
  });

  it('a romaji name is still a name and a reference, and also a local part and an order reference', () => {
    expect(keyword('Sato')).toMatchObject({
      name: 'sato',
      reference: 'Sato',
      emailLocal: 'sato',
      orderRef: 'Sato',
    });
  });

  it('a Japanese name is still a name only', () => {
    expect(keyword('佐藤 由美')).toMatchObject({
      name: '佐藤由美',
      orderRef: null,
      phoneTail: null,
      emailLocal: null,
      reference: null,
    });
  });
});
