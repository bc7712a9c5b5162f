// The consumer page's display rules (document 2 §2): tab visibility, tags, placeholders, actions, labels.
import { describe, expect, it } from 'vitest';
import {
  accountActions,
  canReadCreditAudit,
  canReadExclusions,
  cardTokenStatusLabel,
  contractOutstanding,
  dateOfBirthOrEmpty,
  kanaNameOrPlaceholder,
  legalStatusTag,
  paymentsTruncationWarnings,
  plusTags,
  visibleConsumerTabs,
} from '../../src/app/features/consumers/consumer-rules';
import { paymentAddress } from '../../src/app/ui/address';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';

const plus = (ekycStatus: string, houkatsuStatus: string) => ({
  ekycStatus,
  houkatsuStatus,
  appleStatus: 'never_started',
});
const ALWAYS = [
  'details',
  'limit_and_usage',
  'payments',
  'fraud',
  'logs',
  'messages',
  'changeHistory',
  'van',
];

describe('visibleConsumerTabs', () => {
  it('without PLUS and without permissions: only the always-shown tabs, in order', () => {
    expect(visibleConsumerTabs(plus('never_applied', 'never_started'), [])).toEqual(ALWAYS);
    expect(visibleConsumerTabs(null, [])).toEqual(ALWAYS);
  });

  it('houkatsu with houkatsu approved or approved_for_nlp; plus with eKYC approved', () => {
    expect(visibleConsumerTabs(plus('approved', 'approved'), [])).toContain('houkatsu');
    expect(visibleConsumerTabs(plus('approved', 'approved_for_nlp'), [])).toContain('houkatsu');
    expect(visibleConsumerTabs(plus('approved', 'rejected'), [])).not.toContain('houkatsu');
    expect(visibleConsumerTabs(plus('approved', 'rejected'), [])).toContain('plus');
    expect(visibleConsumerTabs(plus('pending', 'approved'), [])).not.toContain('plus');
  });

  it('pacAuditRecords with both PAC permissions; fraudpayments with payment_fraud_flags.read; staffActions and accessHistory with audit_log.read', () => {
    // The credit-audit tab link follows can_view_credit_audit_records as well, as its records do.
    expect(visibleConsumerTabs(null, [PERMISSIONS.viewPacRecords])).not.toContain('pacAuditRecords');
    expect(visibleConsumerTabs(null, [PERMISSIONS.viewCreditAuditRecords])).not.toContain('pacAuditRecords');
    expect(
      visibleConsumerTabs(null, [PERMISSIONS.viewPacRecords, PERMISSIONS.viewCreditAuditRecords]),
    ).toContain('pacAuditRecords');
    expect(visibleConsumerTabs(null, [PERMISSIONS.paymentFraudFlagsRead])).toContain('fraudpayments');
    expect(visibleConsumerTabs(null, [PERMISSIONS.auditLogRead])).toContain('staffActions');
    expect(visibleConsumerTabs(null, [PERMISSIONS.consumersWrite])).not.toContain('staffActions');
    expect(visibleConsumerTabs(null, [PERMISSIONS.auditLogRead])).toContain('accessHistory');
    expect(visibleConsumerTabs(null, [PERMISSIONS.consumersWrite])).not.toContain('accessHistory');
    expect(visibleConsumerTabs(plus('approved', 'approved'), ALL_PERMISSIONS)).toEqual([
      'details',
      'limit_and_usage',
      'payments',
      'houkatsu',
      'plus',
      'pacAuditRecords',
      'fraud',
      'fraudpayments',
      'logs',
      'messages',
      'changeHistory',
      'staffActions',
      'accessHistory',
      'van',
    ]);
  });

  it('exclusions need assessment_exclusions.read; credit audit needs both PAC permissions', () => {
    expect(canReadExclusions([PERMISSIONS.assessmentExclusionsRead])).toBe(true);
    expect(canReadExclusions([PERMISSIONS.assessmentExclusionsWrite])).toBe(false);
    expect(canReadCreditAudit([PERMISSIONS.viewPacRecords])).toBe(false);
    expect(canReadCreditAudit([PERMISSIONS.viewPacRecords, PERMISSIONS.viewCreditAuditRecords])).toBe(true);
  });
});

describe('info block tags and placeholders', () => {
  it('PLUS EKYC when eKYC approved, PLUS包括 when houkatsu approved, NLP when approved_for_nlp', () => {
    expect(plusTags(plus('approved', 'approved'))).toEqual(['PLUS EKYC', 'PLUS包括']);
    expect(plusTags(plus('approved', 'approved_for_nlp'))).toEqual(['PLUS EKYC', 'NLP']);
    expect(plusTags(plus('pending', 'never_started'))).toEqual([]);
    expect(plusTags(null)).toEqual([]);
  });

  it('legal status: the Japanese text, irregular unless Normal', () => {
    expect(legalStatusTag('Normal')).toEqual({ text: '通常', irregular: false });
    expect(legalStatusTag('Dead')).toEqual({ text: '死亡', irregular: true });
    expect(legalStatusTag('CollectionPending')).toEqual({ text: '回収保留', irregular: true });
  });

  it("kana name or 'no kana name'; date of birth or 'Empty'", () => {
    expect(kanaNameOrPlaceholder('ヤマダ タロウ')).toBe('ヤマダ タロウ');
    expect(kanaNameOrPlaceholder(null)).toBe('カナ氏名なし');
    expect(kanaNameOrPlaceholder('  ')).toBe('カナ氏名なし');
    expect(dateOfBirthOrEmpty('1990-04-01')).toBe('1990-04-01');
    expect(dateOfBirthOrEmpty(null)).toBe('未登録');
  });

  it('close always (dimmed when closed), disable only while Enabled', () => {
    expect(accountActions('Enabled')).toEqual({
      closeDimmed: false,
      showDisable: true,
      statusChangeBlocked: false,
    });
    expect(accountActions('Disabled')).toEqual({
      closeDimmed: false,
      showDisable: false,
      statusChangeBlocked: false,
    });
    expect(accountActions('Closed')).toEqual({
      closeDimmed: true,
      showDisable: false,
      statusChangeBlocked: true,
    });
  });
});

describe('payments, cards and contracts', () => {
  it('truncation warnings for Paidy (10,000) and Amazon (2,000)', () => {
    expect(
      paymentsTruncationWarnings({ amazonPaymentsLimitReached: false, paidyPaymentsLimitReached: false }),
    ).toEqual([]);
    expect(
      paymentsTruncationWarnings({ amazonPaymentsLimitReached: true, paidyPaymentsLimitReached: true }),
    ).toEqual([
      'Paidyの決済は最新の10,000件のみ表示しています。',
      'Amazonの決済は最新の2,000件のみ表示しています。',
    ]);
  });

  it('the shipping address, else the billing address', () => {
    const billing = { zip: '100-0001' };
    expect(paymentAddress({ shippingAddress: { city: '渋谷区' }, billingAddress: billing })).toEqual({
      city: '渋谷区',
    });
    expect(paymentAddress({ shippingAddress: { city: ' ' }, billingAddress: billing })).toEqual(billing);
    expect(paymentAddress({ shippingAddress: null, billingAddress: null })).toBeNull();
  });

  it('card token status labels', () => {
    expect(cardTokenStatusLabel('active')).toBe('00: 正常');
    expect(cardTokenStatusLabel('frozenByAdmin')).toBe('99: カード無効化');
    expect(cardTokenStatusLabel('destroyed')).toBe('83: カード削除済み');
    expect(cardTokenStatusLabel('frozenByConsumer')).toBe('G1: 顧客による一時停止');
  });

  it('a canceled contract shows zero uncreated charges', () => {
    expect(contractOutstanding({ status: 'canceled', outstandingAmount: '3000' })).toBe('0');
    expect(contractOutstanding({ status: 'active', outstandingAmount: '3000' })).toBe('3000');
  });
});
