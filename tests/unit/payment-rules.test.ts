import { describe, expect, it } from 'vitest';
import {
  canSeeAssessments,
  canSeePaymentFraud,
  continuousServiceMark,
  isFraudulent,
  isUncaptured,
  paymentBadge,
  prettyJson,
  unconfirmedAmount,
} from '../../src/app/features/payments/payment-rules';
import { joinAddress } from '../../src/app/ui/address';
import { paymentMessageKind, paymentMessageStatus, paymentMessageText } from '../../src/shared/message-log';
import {
  dateTimeOrNotAvailable,
  textOrNotAvailable,
  yenOrNotAvailable,
  yesNo,
} from '../../src/app/ui/not-available';
import { nameWithSecondName } from '../../src/app/ui/person-name';
import { statusTagModifier } from '../../src/app/ui/status-tag';

describe('payment badge', () => {
  it('BIG when the tags include tatekae, whatever the tier', () => {
    expect(paymentBadge({ tags: ['tatekae'], tier: 'plus' })).toEqual({ kind: 'big', label: 'BIG' });
    expect(paymentBadge({ tags: ['subscription', 'tatekae'], tier: 'classic' })?.label).toBe('BIG');
  });

  it('otherwise a tier badge when the tier is not classic', () => {
    expect(paymentBadge({ tags: [], tier: 'plus' })).toEqual({ kind: 'tier', label: 'PLUS' });
    expect(paymentBadge({ tags: ['subscription'], tier: 'digital' })).toEqual({
      kind: 'tier',
      label: 'DIGITAL',
    });
  });

  it('no badge for classic (any case) or no tier', () => {
    expect(paymentBadge({ tags: [], tier: 'classic' })).toBeNull();
    expect(paymentBadge({ tags: [], tier: 'Classic' })).toBeNull();
    expect(paymentBadge({ tags: [], tier: null })).toBeNull();
  });
});

describe('payment header tags', () => {
  it('FRAUDULENT when any active fraud flag exists', () => {
    expect(isFraudulent({ fraudulent: true }, true)).toBe(true);
    expect(isFraudulent({ fraudulent: false }, true)).toBe(false);
    expect(isFraudulent({ fraudulent: null }, true)).toBe(false);
    // Never from a recent case's copy shown before the server answers.
    expect(isFraudulent({ fraudulent: true }, false)).toBe(false);
  });

  it('specified continuous service: a tag when true, a refresh note when null, nothing when false', () => {
    expect(continuousServiceMark(true)).toBe('tag');
    expect(continuousServiceMark(null)).toBe('refresh-note');
    expect(continuousServiceMark(false)).toBe('none');
  });

  it("'uncaptured' replaces the captured amount only when there are no captures", () => {
    expect(isUncaptured({ captures: [] })).toBe(true);
    expect(isUncaptured({ captures: [{ id: 'cap_1' }] })).toBe(false);
  });

  it('the status tag is styled by the lowercase status', () => {
    expect(statusTagModifier('AUTHORIZED')).toBe('authorized');
    expect(statusTagModifier('Partially Paid')).toBe('partially-paid');
  });
});

describe('unconfirmed amount = amount − captured amount', () => {
  it('is exact with decimals (no float loss)', () => {
    expect(unconfirmedAmount('12000', '5000')).toBe('7000');
    expect(unconfirmedAmount('0.3', '0.1')).toBe('0.2');
    expect(unconfirmedAmount('12345678901234567890', '1')).toBe('12345678901234567889');
  });

  it('is zero when fully captured, N/A (null) without an amount', () => {
    expect(unconfirmedAmount('3980', '3980')).toBe('0');
    expect(unconfirmedAmount(null, '0')).toBeNull();
  });
});

describe('payment tab permissions', () => {
  it('assessments: assessment_reports.read OR .write', () => {
    expect(canSeeAssessments(['assessment_reports.read'])).toBe(true);
    expect(canSeeAssessments(['assessment_reports.write'])).toBe(true);
    expect(canSeeAssessments(['payment_fraud_flags.read'])).toBe(false);
  });

  it('fraud: payment_fraud_flags.read', () => {
    expect(canSeePaymentFraud(['payment_fraud_flags.read'])).toBe(true);
    expect(canSeePaymentFraud(['payment_fraud_flags.write'])).toBe(false);
  });
});

describe('message log', () => {
  it('message falls back to the subject, then N/A', () => {
    expect(paymentMessageText({ message: 'ご注文を受け付けました', subject: '件名' })).toBe(
      'ご注文を受け付けました',
    );
    expect(paymentMessageText({ message: null, subject: '件名' })).toBe('件名');
    expect(paymentMessageText({ message: '', subject: null })).toBe('N/A');
  });

  it('kind is uppercase; status is Sent or NOT SENT', () => {
    expect(paymentMessageKind('email')).toBe('EMAIL');
    expect(paymentMessageStatus(true)).toBe('Sent');
    expect(paymentMessageStatus(false)).toBe('NOT SENT');
  });
});

describe('address joining: zip, state, city, line2, line1', () => {
  it('joins in that order, skipping missing parts', () => {
    expect(
      joinAddress({
        zip: '150-0001',
        state: '東京都',
        city: '渋谷区',
        line1: '神宮前1-2-3',
        line2: 'ABCビル 4F',
      }),
    ).toBe('150-0001 東京都 渋谷区 ABCビル 4F 神宮前1-2-3');
    expect(joinAddress({ zip: '150-0001', state: '東京都', city: null, line1: '神宮前1', line2: null })).toBe(
      '150-0001 東京都 神宮前1',
    );
  });

  it('N/A without an address or with no part', () => {
    expect(joinAddress(null)).toBe('N/A');
    expect(joinAddress({ zip: '', state: null })).toBe('N/A');
  });
});

describe('N/A rules', () => {
  it('text, amounts, dates and flags fall back to N/A', () => {
    expect(textOrNotAvailable(null)).toBe('N/A');
    expect(textOrNotAvailable('  ')).toBe('N/A');
    expect(textOrNotAvailable('ord_1')).toBe('ord_1');
    expect(yenOrNotAvailable(null)).toBe('N/A');
    expect(yenOrNotAvailable('12000')).toBe('¥12,000');
    expect(dateTimeOrNotAvailable(undefined)).toBe('N/A');
    expect(dateTimeOrNotAvailable(0)).toBe('1970-01-01 09:00:00');
    expect(yesNo(true)).toBe('はい');
    expect(yesNo(false)).toBe('いいえ');
    expect(yesNo(null)).toBe('N/A');
  });

  it('buyer name shows the second name in brackets', () => {
    expect(nameWithSecondName('山田 花子', 'ヤマダ ハナコ')).toBe('山田 花子 (ヤマダ ハナコ)');
    expect(nameWithSecondName('山田 花子', null)).toBe('山田 花子');
    expect(nameWithSecondName(null, null)).toBe('N/A');
  });

  it('JSON documents are pretty-printed, raw text kept, missing N/A', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('not json')).toBe('not json');
    expect(prettyJson(null)).toBe('N/A');
  });
});
