// The rules of the consumer page's actions (document 2 §4, §5, §6, §8): the message per result value, who may run
// what and when, the terminal legal statuses, the payment-flag enable rules and the line-break handling.
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/i18n';
import {
  accountActionReason,
  canRevertContract,
  closeResultMessage,
  emailResultMessage,
  escapeLineBreaks,
  legalStatusChoices,
  phoneResultMessage,
  revertReason,
} from '../../src/app/features/consumers/consumer-action-rules';
import {
  exclusionReason,
  fraudFlagReason,
  singleLine,
} from '../../src/app/features/fraud/fraud-action-rules';
import { paymentFlagReasons } from '../../src/app/features/fraud/fraud-payments-rules';
import { missingPermissionReason } from '../../src/app/ui/permission-gate';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { LEGAL_STATUS_KEYS } from '../../src/shared/legal-status';

describe('close, e-mail and phone answers', () => {
  it('each CloseConsumerResult has the spec message; Success has none; anything else is Something went wrong.', () => {
    expect(closeResultMessage('Success')).toBeNull();
    expect(closeResultMessage('ErrorUncapturedPayments')).toBe('売上未確定の決済があります');
    expect(closeResultMessage('ErrorBalanceNotSettled')).toBe('未払いの請求があります');
    expect(closeResultMessage('ErrorActiveContracts')).toBe('支払いが終わっていない分割払いがあります');
    expect(closeResultMessage('ErrorBalanceFutureChargesExist')).toBe(
      'まだ請求していない今後の請求があります',
    );
    expect(closeResultMessage('SomethingNew')).toBe('エラーが発生しました。');
  });

  it('e-mail and phone refusals', () => {
    expect(emailResultMessage('Success')).toBeNull();
    expect(emailResultMessage('InvalidEmailAddress')).toBe('メールアドレスが正しくありません');
    expect(emailResultMessage('EmailExists')).toBe('このメールアドレスは登録済みです');
    expect(phoneResultMessage('Success')).toBeNull();
    expect(phoneResultMessage('InvalidPhoneNumber')).toBe('携帯電話番号が正しくありません');
    expect(phoneResultMessage('PhoneExists')).toBe('この番号は登録済みです');
  });
});

describe('who may act, and when', () => {
  it('names the missing permission', () => {
    expect(missingPermissionReason([], [PERMISSIONS.consumersClose])).toBe(
      '権限がありません: consumers.close',
    );
    expect(
      missingPermissionReason([PERMISSIONS.consumersClose], [PERMISSIONS.consumersClose]),
    ).toBeUndefined();
  });

  it('account actions: consumers.close for close, consumers.write for the rest', () => {
    const support = [PERMISSIONS.consumersWrite];
    expect(accountActionReason('close', 'Enabled', support)).toBe('権限がありません: consumers.close');
    for (const action of ['disable', 'changeStatus', 'changeEmail', 'changePhone', 'adminLog'] as const) {
      expect(accountActionReason(action, 'Enabled', support)).toBeUndefined();
      expect(accountActionReason(action, 'Enabled', [])).toBe('権限がありません: consumers.write');
    }
    expect(accountActionReason('close', 'Enabled', ALL_PERMISSIONS)).toBeUndefined();
  });

  it('a closed account blocks close and change status, not the contact changes', () => {
    expect(accountActionReason('close', 'Closed', ALL_PERMISSIONS)).toBe('このアカウントは閉鎖されています');
    expect(accountActionReason('changeStatus', 'Closed', ALL_PERMISSIONS)).toBe(
      'このアカウントは閉鎖されています',
    );
    expect(accountActionReason('changeEmail', 'Closed', ALL_PERMISSIONS)).toBeUndefined();
    // The permission is named first: it is what the user can do something about.
    expect(accountActionReason('close', 'Closed', [])).toBe('権限がありません: consumers.close');
  });

  it('fraud flags and logs need fraud_flags.write, exclusions assessment_exclusions.write, revert contracts.write', () => {
    // `held` is the fraudManagementPermissions answer (tests/unit/fraud-permission-rules.test.ts).
    const answer = (held: string[]) => ({ held, failed: false });
    expect(fraudFlagReason(answer([PERMISSIONS.consumersWrite]))).toBe('権限がありません: fraud_flags.write');
    expect(fraudFlagReason(answer([PERMISSIONS.fraudFlagsWrite]))).toBeUndefined();
    expect(exclusionReason(answer([PERMISSIONS.assessmentExclusionsRead]))).toBe(
      '権限がありません: assessment_exclusions.write',
    );
    expect(revertReason([])).toBe('権限がありません: contracts.write');
    expect(revertReason([PERMISSIONS.contractsWrite])).toBeUndefined();
  });

  it('only an active contract can be reverted', () => {
    expect(canRevertContract('active')).toBe(true);
    for (const status of ['canceled', 'completed', 'refunded']) expect(canRevertContract(status)).toBe(false);
  });
});

describe('legal status choices', () => {
  it('every value is offered and selectable from a non-terminal status; note-carrying ones disable the account', () => {
    const { options, terminal } = legalStatusChoices('Normal');
    expect(terminal).toBe(false);
    expect(options.map((o) => o.value)).toEqual([...LEGAL_STATUS_KEYS]);
    expect(options.every((o) => !o.disabled)).toBe(true);
    expect(options.filter((o) => !o.disablesAccount).map((o) => o.value)).toEqual([
      'Normal',
      'CollectionPending',
    ]);
  });

  it('Dead and BankruptcyConfirmed are terminal: every option disabled', () => {
    for (const current of ['Dead', 'BankruptcyConfirmed']) {
      const { options, terminal } = legalStatusChoices(current);
      expect(terminal).toBe(true);
      expect(options.every((o) => o.disabled)).toBe(true);
    }
  });
});

describe('payment fraud flag buttons', () => {
  const flagged = new Set(['pay_A']);
  it('add only when no selected payment has an active flag, remove only when all have', () => {
    expect(paymentFlagReasons(['pay_B', 'pay_C'], flagged)).toEqual({
      add: undefined,
      remove: t('fraud.notAllFlagged'),
    });
    expect(paymentFlagReasons(['pay_A'], flagged)).toEqual({
      add: t('fraud.someAlreadyFlagged'),
      remove: undefined,
    });
    expect(paymentFlagReasons(['pay_A', 'pay_B'], flagged)).toEqual({
      add: t('fraud.someAlreadyFlagged'),
      remove: t('fraud.notAllFlagged'),
    });
  });

  it('nothing selected, or the flags still loading: neither', () => {
    expect(paymentFlagReasons([], flagged)).toEqual({
      add: t('fraud.selectPayments'),
      remove: t('fraud.selectPayments'),
    });
    const loading = paymentFlagReasons(['pay_B'], undefined);
    expect(loading.add).toBeTruthy();
    expect(loading.remove).toBeTruthy();
  });
});

describe('line breaks', () => {
  it('the admin log sends every line break as the two characters backslash and n', () => {
    expect(escapeLineBreaks('one\ntwo\r\nthree\rfour\u2028five\u2029six\u0085seven')).toBe(
      'one\\ntwo\\nthree\\nfour\\nfive\\nsix\\nseven',
    );
    expect(escapeLineBreaks('no breaks')).toBe('no breaks');
    expect(escapeLineBreaks('a\n\nb')).toBe('a\\n\\nb');
  });

  it('fraud log and unflag messages stay on one line', () => {
    expect(singleLine('a\nb\r\nc')).toBe('a b c');
  });
});
