// Fraud-flag reasons, consumer fraud flags and their event log, payment fraud flags and assessment exclusions.
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import { FRAUD_LOG_MESSAGES } from './catalogue';
import { DAY, type Generator, type ConsumerContext } from './state';

export function makeFraudReasons(gen: Generator): void {
  const list: [string, 'consumer_flag' | 'payment_flag' | 'payment_unflag', string][] = [
    ['identity_theft', 'consumer_flag', 'なりすまし'],
    ['account_takeover', 'consumer_flag', 'アカウント乗っ取り'],
    ['multiple_accounts', 'consumer_flag', '複数アカウントの不正作成'],
    ['resale_fraud', 'consumer_flag', '転売目的の不正利用'],
    ['no_intention_to_pay', 'consumer_flag', '支払意思なし'],
    ['unauthorized_use', 'payment_flag', '第三者による不正利用'],
    ['merchant_report', 'payment_flag', '加盟店からの不正申告'],
    ['chargeback_like', 'payment_flag', '身に覚えのない利用の申告'],
    ['suspicious_shipping', 'payment_flag', '不審な配送先'],
    ['confirmed_genuine', 'payment_unflag', '本人利用と確認'],
    ['merchant_withdrew', 'payment_unflag', '加盟店が申告を取り下げ'],
    ['flagged_in_error', 'payment_unflag', '誤登録'],
  ];
  list.forEach(([id, scope, description], i) =>
    gen.fraudReasons.push({ id, scope, description, sortOrder: i, active: true }),
  );
}

export function makeFraud(
  gen: Generator,
  c: ConsumerContext,
  fraud: 'active' | 'unflagged' | undefined,
): void {
  const { rng } = gen;
  if (fraud) {
    const flaggedAt = gen.daytime(gen.between(c.createdAt + DAY, c.activeUntil));
    const unflagged = fraud === 'unflagged';
    const unflaggedAt = unflagged ? gen.daytime(gen.between(flaggedAt + DAY, c.activeUntil)) : null;
    gen.consumerFraudFlags.push({
      id: rng.id(ID_PREFIXES.consumerFraudFlag),
      consumerId: c.id,
      flaggedFor: rng.pick([
        'identity_theft',
        'account_takeover',
        'multiple_accounts',
        'resale_fraud',
        'no_intention_to_pay',
      ]),
      flaggedBy: gen.staff(),
      flaggedAt: new Date(flaggedAt),
      unflaggedAt: unflaggedAt ? new Date(unflaggedAt) : null,
      unflaggedBy: unflaggedAt ? gen.staff() : null,
      unflagMessage: unflaggedAt ? '調査の結果、本人利用と確認したため解除' : null,
    });
    const logs = rng.int(1, 3);
    for (let k = 0; k < logs; k++) {
      gen.fraudEventLogs.push({
        consumerId: c.id,
        message: rng.pick(FRAUD_LOG_MESSAGES),
        createdBy: gen.staff(),
        createdAt: new Date(flaggedAt + k * rng.int(1, 48) * 3_600_000),
      });
    }
    c.fraudFlaggedAt = flaggedAt;
    const candidates = c.payments.filter((p) => p.status !== 'REJECTED');
    for (const p of rng.sample(candidates, rng.int(1, 3))) {
      const flagId = rng.id(ID_PREFIXES.paymentFraudFlag);
      const at = Math.max(p.createdAt + 3_600_000, flaggedAt);
      const off = unflagged || rng.chance(0.2);
      const offAt = off ? gen.between(at + DAY, gen.now - 60_000) : null;
      const by = gen.staff();
      gen.paymentFraudFlags.push({
        id: flagId,
        paymentId: p.id,
        consumerId: c.id,
        merchantId: p.merchant.id,
        flaggedFor: rng.pick([
          'unauthorized_use',
          'merchant_report',
          'chargeback_like',
          'suspicious_shipping',
        ]),
        excludeFromBill: rng.chance(0.5),
        active: !off,
        flaggedBy: by,
        flaggedAt: new Date(at),
        unflaggedFor: off ? rng.pick(['confirmed_genuine', 'merchant_withdrew', 'flagged_in_error']) : null,
        unflaggedBy: off ? gen.staff() : null,
        unflaggedAt: offAt ? new Date(offAt) : null,
      });
      gen.paymentFraudFlagEvents.push({
        paymentId: p.id,
        consumerId: c.id,
        paymentFraudFlagId: flagId,
        message: '不正フラグを登録しました',
        createdBy: by,
        createdAt: new Date(at),
      });
      if (offAt)
        gen.paymentFraudFlagEvents.push({
          paymentId: p.id,
          consumerId: c.id,
          paymentFraudFlagId: flagId,
          message: '不正フラグを解除しました',
          createdBy: gen.staff(),
          createdAt: new Date(offAt),
        });
    }
  }
  if (c.profile.exclusion || rng.chance(0.02)) {
    const kinds = rng.sample(['fraud', 'credit', 'identity', 'amazon_limit', 'plus_limit'], rng.int(1, 2));
    for (const kind of kinds) {
      const at = gen.daytime(gen.between(c.createdAt, c.activeUntil));
      const off = rng.chance(0.2);
      gen.assessmentExclusions.push({
        id: rng.id(ID_PREFIXES.assessmentExclusion),
        consumerId: c.id,
        assessmentKind: kind,
        excludedBy: gen.staff(),
        excludedAt: new Date(at),
        deactivatedAt: off ? new Date(gen.between(at + DAY, gen.now - 60_000)) : null,
        deactivatedBy: off ? gen.staff() : null,
      });
    }
  }
}
