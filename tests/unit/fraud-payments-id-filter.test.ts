// The Fraud payments tab's id filter (document 2 §2): comma-separated ids, pasted text, unmatched ids.
import { describe, expect, it } from 'vitest';
import {
  filterAfterPaste,
  filterPayments,
  parseIdFilter,
  paymentFlagActions,
  unmatchedIds,
} from '../../src/app/features/fraud/fraud-payments-rules';

const PAY_A = 'pay_AAAAAAAAAAAAAAAA';
const PAY_B = 'pay_BBBBBBBBBBBBBBBB';
const AMZ_C = 'amz_CCCCCCCCCCCCCCCC';

describe('parseIdFilter', () => {
  it('splits on commas and spaces, trims and deduplicates', () => {
    expect(parseIdFilter(` ${PAY_A}, ${PAY_B},,${PAY_A}  ${AMZ_C} `)).toEqual([PAY_A, PAY_B, AMZ_C]);
    expect(parseIdFilter(`${PAY_A}、${PAY_B}`)).toEqual([PAY_A, PAY_B]);
    expect(parseIdFilter('   ')).toEqual([]);
  });
});

describe('filterAfterPaste', () => {
  it('keeps only pay_ and amz_ ids from pasted text, deduplicated, after the ids already typed', () => {
    const pasted = `注文 ${PAY_B} と ${AMZ_C}\n${PAY_B}; junk pay_short amz_ cbp_DDDDDDDDDDDDDDDD`;
    expect(filterAfterPaste(PAY_A, pasted)).toBe(`${PAY_A}, ${PAY_B}, ${AMZ_C}`);
    expect(filterAfterPaste(`${PAY_B}, `, pasted)).toBe(`${PAY_B}, ${AMZ_C}`);
  });

  it('ignores ids glued into longer tokens and answers null when the paste holds no payment id', () => {
    expect(filterAfterPaste('', `x${PAY_A}`)).toBeNull();
    expect(filterAfterPaste('', `${PAY_A}Z`)).toBeNull();
    expect(filterAfterPaste('', 'nothing here con_AAAAAAAAAAAAAAAA')).toBeNull();
  });
});

describe('unmatched ids and filtering', () => {
  const payments = [{ id: PAY_A }, { id: PAY_B }];

  it('highlights the ids no payment has, in the order typed', () => {
    expect(unmatchedIds([AMZ_C, PAY_A, 'typo'], payments)).toEqual([AMZ_C, 'typo']);
    expect(unmatchedIds([], payments)).toEqual([]);
  });

  it('an empty filter keeps every payment; otherwise only the listed ones', () => {
    expect(filterPayments(payments, [])).toEqual(payments);
    expect(filterPayments(payments, [PAY_B, AMZ_C])).toEqual([{ id: PAY_B }]);
  });

  it('add only when no selected payment is flagged, remove only when all are', () => {
    const flagged = new Set([PAY_A]);
    expect(paymentFlagActions([], flagged)).toEqual({ canAdd: false, canRemove: false });
    expect(paymentFlagActions([PAY_B], flagged)).toEqual({ canAdd: true, canRemove: false });
    expect(paymentFlagActions([PAY_A], flagged)).toEqual({ canAdd: false, canRemove: true });
    expect(paymentFlagActions([PAY_A, PAY_B], flagged)).toEqual({ canAdd: false, canRemove: false });
  });
});
