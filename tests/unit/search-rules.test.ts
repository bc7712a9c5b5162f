import { describe, expect, it } from 'vitest';
import {
  EMPTY_DATE_OF_BIRTH,
  consumerNameLabel,
  dateOfBirthLabel,
  firstTabWithHits,
  isEmptySearchResult,
  searchTabToShow,
  searchRedirectTarget,
  searchTabCounts,
} from '../../src/app/features/search/search-rules';

const ids = (...values: string[]) => values.map((id) => ({ id }));
const result = (
  consumers: string[] = [],
  paidyPayments: string[] = [],
  combiniPayments: string[] = [],
  charges = 0,
) => ({
  consumers: ids(...consumers),
  paidyPayments: ids(...paidyPayments),
  combiniPayments: ids(...combiniPayments),
  chargesByProviderRef: Array.from({ length: charges }, (_, i) => ({ chargeId: `ch_${i}` })),
});

describe('search auto-redirect', () => {
  it('a single consumer and nothing else goes to the consumer details', () => {
    expect(searchRedirectTarget(result(['con_0123456789abcdef']))).toBe(
      '/consumers/con_0123456789abcdef/details',
    );
  });

  it('a single payment and nothing else goes to the payment auth tab', () => {
    expect(searchRedirectTarget(result([], ['pay_0123456789abcdef']))).toBe(
      '/payments/pay_0123456789abcdef/auth',
    );
  });

  it('a single combini payment and nothing else goes to the combini payment', () => {
    expect(searchRedirectTarget(result([], [], ['cpm_1']))).toBe('/combini-payments/cpm_1');
  });

  it('duplicate-charge results do not count, either way', () => {
    expect(searchRedirectTarget(result(['con_1'], [], [], 3))).toBe('/consumers/con_1/details');
    expect(searchRedirectTarget(result([], [], [], 1))).toBeNull();
  });

  it('stays when two lists have results, or one list has several', () => {
    expect(searchRedirectTarget(result(['con_1'], ['pay_1']))).toBeNull();
    expect(searchRedirectTarget(result([], ['pay_1'], ['cpm_1']))).toBeNull();
    expect(searchRedirectTarget(result(['con_1', 'con_2']))).toBeNull();
  });

  it('stays when there is no result (yet)', () => {
    expect(searchRedirectTarget(result())).toBeNull();
    expect(searchRedirectTarget(undefined)).toBeNull();
  });
});

describe('search tabs', () => {
  it('counts each list for its tab', () => {
    expect(searchTabCounts(result(['a', 'b'], ['p'], [], 4))).toEqual({
      payments: 1,
      consumers: 2,
      'combini-payments': 0,
      'duplicate-settlements': 4,
    });
  });

  it('a result is empty only when all four lists are', () => {
    expect(isEmptySearchResult(result())).toBe(true);
    expect(isEmptySearchResult(result([], [], [], 1))).toBe(false);
  });
});

describe('consumer table N/A and Empty rules', () => {
  it('name: kanji and kana together, either alone, or N/A', () => {
    expect(consumerNameLabel({ kanjiName: '山田 太郎', kanaName: 'ヤマダ タロウ' })).toBe(
      '山田 太郎 ヤマダ タロウ',
    );
    expect(consumerNameLabel({ kanjiName: null, kanaName: 'ヤマダ タロウ' })).toBe('ヤマダ タロウ');
    expect(consumerNameLabel({ kanjiName: ' ', kanaName: null })).toBe('N/A');
  });

  it('date of birth: the date, or Empty (not N/A)', () => {
    expect(dateOfBirthLabel('1990-04-01')).toBe('1990-04-01');
    expect(dateOfBirthLabel(null)).toBe(EMPTY_DATE_OF_BIRTH);
    expect(EMPTY_DATE_OF_BIRTH).toBe('Empty');
  });
});

describe('which tab a search opens', () => {
  it('the first tab with hits in the spec order: payments, consumers, combini, duplicates', () => {
    expect(firstTabWithHits(result(['c1', 'c2'], ['p1']))).toBe('payments');
    expect(firstTabWithHits(result(['c1', 'c2']))).toBe('consumers');
    expect(firstTabWithHits(result([], [], ['b1', 'b2']))).toBe('combini-payments');
    expect(firstTabWithHits(result([], [], [], 2))).toBe('duplicate-settlements');
    expect(firstTabWithHits(result())).toBeNull();
  });

  it('a tab named in the URL wins; without one the first with hits, written into the URL; none: payments, URL kept', () => {
    const names = result(['c1', 'c2'], [], [], 1);
    expect(searchTabToShow('duplicate-settlements', names)).toEqual({
      tab: 'duplicate-settlements',
      replaceWith: null,
    });
    expect(searchTabToShow('payments', names)).toEqual({ tab: 'payments', replaceWith: null });
    expect(searchTabToShow(null, names)).toEqual({ tab: 'consumers', replaceWith: 'consumers' });
    expect(searchTabToShow(null, result())).toEqual({ tab: 'payments', replaceWith: null });
    // While the results load nothing is chosen yet.
    expect(searchTabToShow(null, undefined)).toEqual({ tab: 'payments', replaceWith: null });
  });
});
