// Admin logs, messages, SMS, impersonation sessions, the virtual bank account and (contracts.ts) the multi-pay
// contract of a demo consumer.
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import { LEGAL_STATUS_TEXT } from '../../src/shared/legal-status';
import { toHalfWidthKana } from '../domain/half-width-kana';
import { makeMultiPayContract } from './contracts';
import { ADMIN_LOG_MESSAGES, CONSUMER_MESSAGES } from './catalogue';
import type { Generator, ConsumerContext } from './state';

export function makeConsumerExtras(gen: Generator, c: ConsumerContext): void {
  const { rng, now } = gen;
  const logCount =
    c.legalStatus !== 'Normal' || c.closed || c.fraudFlaggedAt
      ? rng.int(1, 3)
      : rng.chance(0.25)
        ? rng.int(1, 3)
        : 0;
  for (let k = 0; k < logCount; k++) {
    gen.adminLogs.push({
      consumerId: c.id,
      message:
        k === 0 && c.legalStatus !== 'Normal'
          ? `法的ステータスを「${LEGAL_STATUS_TEXT[c.legalStatus]}」に変更。関係書類を受領済み。`
          : rng.pick(ADMIN_LOG_MESSAGES),
      creator: gen.staff(),
      createdAt: new Date(gen.daytime(gen.between(c.createdAt, c.activeUntil))),
    });
  }
  const messageCount = rng.int(0, 4);
  for (let k = 0; k < messageCount; k++) {
    const m = rng.pick(CONSUMER_MESSAGES);
    gen.consumerMessages.push({
      consumerId: c.id,
      kind: m.kind,
      subject: m.subject || null,
      message: rng.chance(0.97) ? m.message : null,
      dispatched: rng.chance(0.95),
      createdAt: new Date(gen.daytime(gen.between(c.createdAt, c.activeUntil))),
    });
  }
  if (rng.chance(0.03) && !c.closed) {
    gen.smsLog.push({
      consumerId: c.id,
      phone: c.phone,
      body: 'お支払いの確認ができておりません。お手数ですがアプリよりご確認ください。',
      result: 'Success',
      sentBy: gen.staff(),
      createdAt: new Date(gen.daytime(gen.between(c.createdAt, now))),
    });
  }
  if (rng.chance(0.02) && !c.closed) {
    const at = gen.daytime(gen.between(c.createdAt, now));
    gen.loginSessions.push({
      id: rng.id(ID_PREFIXES.consumerLoginSession),
      kind: 'impersonation',
      status: at + 15 * 60_000 < now ? 'expired' : 'active',
      consumerId: c.id,
      merchantId: null,
      merchantMemberId: null,
      createdBy: gen.staff(),
      createdAt: new Date(at),
      expiresAt: new Date(at + 15 * 60_000),
    });
  }
  if (c.hasVan) {
    let accountNumber: string;
    do accountNumber = String(rng.int(1_000_000, 9_999_999));
    while (gen.usedVanNumbers.has(accountNumber));
    gen.usedVanNumbers.add(accountNumber);
    const [branchName, branchCode] = rng.pick([
      ['あじさい支店', '101'],
      ['すみれ支店', '102'],
      ['ひまわり支店', '103'],
      ['さくら支店', '104'],
      ['もみじ支店', '105'],
    ]);
    gen.vans.push({
      consumerId: c.id,
      bankName: rng.pick(['GMOあおぞらネット銀行', '住信SBIネット銀行']),
      branchName,
      branchCode,
      accountType: '普通',
      accountNumber,
      accountName: toHalfWidthKana(c.person.kana),
      vanKey: rng.uuid(),
      assignedAt: new Date(gen.daytime(gen.between(c.createdAt, c.activeUntil))),
    });
  }
  makeMultiPayContract(gen, c);
}
