// The rules behind the PLUS tab's and the account page's actions: which card actions each token status offers,
// when a physical card can be marked returned, when re-application is allowed, the permission reasons, and the
// SMS counter with its segment rule (docs/decisions.md "Cards, PLUS, SMS, impersonation, VAN (console)").
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canAllowReapplication,
  canMarkReturned,
  cardTokenActions,
  eligibilityExceptionMessage,
  plusActionReason,
  reapplicationMessage,
  reapplicationReason,
} from '../../src/app/features/consumers/plus-action-rules';
import { cardTokenStatusLabel } from '../../src/app/features/consumers/consumer-rules';
import { smsCount } from '../../src/app/features/accounts/sms-rules';
import { smsSubmitReason } from '../../src/app/features/accounts/components/account-actions';
import { impersonationUrl } from '../../src/app/features/accounts/impersonation';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';

const EKYC_STATUSES = ['never_applied', 'pending', 'approved', 'rejected'];
const HOUKATSU_STATUSES = [
  'never_started',
  'not_pep_declared',
  'awaiting_cic_results',
  'pac_data_required',
  'awaiting_pac_assessment',
  'approved',
  'closed',
  'canceled',
  'rejected',
  'approved_for_nlp',
];

describe('card token actions', () => {
  it('offer what each status allows and nothing else', () => {
    expect(cardTokenActions('active')).toEqual(['void', 'delete']);
    expect(cardTokenActions('frozenByAdmin')).toEqual(['restore', 'delete']);
    expect(cardTokenActions('frozenByConsumer')).toEqual(['delete']);
    expect(cardTokenActions('destroyed')).toEqual([]);
    expect(cardTokenActions('somethingNew')).toEqual([]);
  });

  it('label each status in the staff member’s language (the spec’s English labels are the en catalogue’s)', () => {
    expect(['active', 'destroyed', 'frozenByAdmin', 'frozenByConsumer'].map(cardTokenStatusLabel)).toEqual([
      '00: 正常',
      '83: カード削除済み',
      '99: カード無効化',
      'G1: 顧客による一時停止',
    ]);
  });

  it('mark a physical card returned only when its latest event is cardSent', () => {
    const event = (physicalCardStatus: string, physicalCardUpdatedAt: number) => ({
      physicalCardStatus,
      physicalCardUpdatedAt,
    });
    expect(canMarkReturned([event('notApplied', 1), event('cardSent', 2)])).toBe(true);
    // The order of the list does not matter: the newest update decides.
    expect(canMarkReturned([event('cardSent', 2), event('notApplied', 1)])).toBe(true);
    expect(canMarkReturned([event('cardSent', 1), event('returned', 2)])).toBe(false);
    expect(canMarkReturned([event('cardSent', 1), event('others', 3)])).toBe(false);
    expect(canMarkReturned([], 'cardSent')).toBe(true);
    expect(canMarkReturned([], 'notApplied')).toBe(false);
    expect(canMarkReturned([], null)).toBe(false);
  });

  it('answer NoNeedToMakeException as "Cannot create new card"', () => {
    expect(eligibilityExceptionMessage('Success')).toBeNull();
    expect(eligibilityExceptionMessage('NoNeedToMakeException')).toBe('新しいカードを作成できません');
  });
});

describe('re-application', () => {
  it('is allowed exactly when eKYC is approved and houkatsu is rejected', () => {
    for (const ekycStatus of EKYC_STATUSES) {
      for (const houkatsuStatus of HOUKATSU_STATUSES) {
        expect(canAllowReapplication({ ekycStatus, houkatsuStatus })).toBe(
          ekycStatus === 'approved' && houkatsuStatus === 'rejected',
        );
      }
    }
    expect(canAllowReapplication(null)).toBe(false);
  });

  it('says why not: the missing permission first, then the status rule', () => {
    const allowed = { ekycStatus: 'approved', houkatsuStatus: 'rejected' };
    const other = { ekycStatus: 'approved', houkatsuStatus: 'approved' };
    expect(reapplicationReason(allowed, ['contracts.write'])).toBeUndefined();
    expect(reapplicationReason(allowed, [])).toBe('権限がありません: contracts.write');
    expect(reapplicationReason(other, [])).toBe('権限がありません: contracts.write');
    expect(reapplicationReason(other, ['contracts.write'])).toBe(
      '再申込を許可できるのは、eKYCが承認済みで包括が却下のときだけです',
    );
    expect(reapplicationMessage('Success')).toBeNull();
    expect(reapplicationMessage('Error')).toBe('エラーが発生しました');
  });
});

describe('permissions of the PLUS and VAN actions', () => {
  it('name the missing permission', () => {
    expect(plusActionReason('card', [])).toBe('権限がありません: cards.write');
    expect(plusActionReason('eligibilityException', [])).toBe('権限がありません: cards.write');
    expect(plusActionReason('selfCancellation', [])).toBe('権限がありません: contracts.write');
    expect(plusActionReason('assignVan', [])).toBe('権限がありません: consumers.write');
    for (const action of ['card', 'eligibilityException', 'selfCancellation', 'assignVan'] as const)
      expect(plusActionReason(action, ALL_PERMISSIONS)).toBeUndefined();
  });
});

describe('the SMS counter', () => {
  it('counts characters (code points) against 128', () => {
    expect(smsCount('')).toMatchObject({ characters: 0, limit: 128, overLimit: false, segments: 0 });
    expect(smsCount('あ'.repeat(128))).toMatchObject({ characters: 128, overLimit: false });
    expect(smsCount('あ'.repeat(129))).toMatchObject({ characters: 129, overLimit: true });
    // An emoji is one character for the limit, two UTF-16 units in the SMS.
    expect(smsCount('😀')).toMatchObject({ characters: 1, encoding: 'UCS-2' });
  });

  it('costs 70 characters per SMS for Japanese text, 67 per part when concatenated', () => {
    expect(smsCount('あ'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1, singleSize: 70 });
    expect(smsCount('あ'.repeat(71)).segments).toBe(2);
    expect(smsCount('あ'.repeat(128)).segments).toBe(2);
    expect(smsCount('あ'.repeat(135)).segments).toBe(3);
    // One Japanese character makes the whole text UCS-2.
    expect(smsCount(`${'a'.repeat(69)}あ`)).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsCount(`${'a'.repeat(70)}あ`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    // A surrogate pair is never split across parts: 33 emoji fill a part of 67 units with 66.
    expect(smsCount('😀'.repeat(36)).segments).toBe(2);
    expect(smsCount('😀'.repeat(67)).segments).toBe(3);
  });

  it('costs 160 per SMS for GSM-7 text (ASCII but the backtick), 153 per part, extensions counting two', () => {
    expect(smsCount('Hello, your bill is ready.')).toMatchObject({
      encoding: 'GSM-7',
      segments: 1,
      singleSize: 160,
    });
    expect(smsCount('a'.repeat(128)).segments).toBe(1);
    expect(smsCount('¥1,000 due').encoding).toBe('GSM-7');
    expect(smsCount('{}'.repeat(40))).toMatchObject({ encoding: 'GSM-7', characters: 80, segments: 1 });
    expect(smsCount('{}'.repeat(41)).segments).toBe(2);
    expect(smsCount('use `code`').encoding).toBe('UCS-2');
    expect(smsCount('tab\there').encoding).toBe('UCS-2');
  });

  it('never costs fewer segments for a longer text of the same kind', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 5 }), (text, more) => {
        const a = smsCount(text);
        const b = smsCount(text + more);
        if (a.encoding === b.encoding) expect(b.segments).toBeGreaterThanOrEqual(a.segments);
        expect(a.characters).toBe([...text].length);
      }),
    );
  });

  it('submits only a non-blank text of at most 128 characters, saying why not', () => {
    expect(smsSubmitReason('')).toBe('メッセージを入力してください');
    expect(smsSubmitReason('  \n ')).toBe('メッセージを入力してください');
    // Zero-width and control characters only: nothing a reader would see.
    expect(smsSubmitReason('\u200b')).toBe('空白・ゼロ幅文字・制御文字だけでは入力したことになりません');
    expect(smsSubmitReason('\u0007 ')).toBe('空白・ゼロ幅文字・制御文字だけでは入力したことになりません');
    expect(smsSubmitReason('あ'.repeat(128))).toBeUndefined();
    expect(smsSubmitReason('あ'.repeat(129))).toBe('128文字を超えています');
  });
});

describe('the impersonation address', () => {
  it('is the consumer site impersonate path with the session id as token', () => {
    expect(impersonationUrl('https://consumer.example.jp', 'cls_1')).toBe(
      'https://consumer.example.jp/impersonate?token=cls_1',
    );
    expect(impersonationUrl('http://localhost:3000/', 'a b&c')).toBe(
      'http://localhost:3000/impersonate?token=a+b%26c',
    );
    expect(impersonationUrl('https://example.jp/app', 'x')).toBe(
      'https://example.jp/app/impersonate?token=x',
    );
  });

  it('refuses a missing or non-http site', () => {
    expect(() => impersonationUrl(undefined, 'x')).toThrow('顧客サイトのURLが設定されていません');
    expect(() => impersonationUrl('', 'x')).toThrow();
    expect(() => impersonationUrl('javascript:alert(1)', 'x')).toThrow();
  });
});
