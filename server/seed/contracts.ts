// The ledger lines of a payment (captures, refunds, or an installment plan) and multi-pay contracts.
import * as t from '../db/schema/index';
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import {
  DAY,
  jstYearMonth,
  jstDay,
  yen,
  monthsBetween,
  type Generator,
  type MerchantInfo,
  type ConsumerContext,
} from './state';

/** Ledger lines for a payment's captures and refunds, or its installment plan. */
export function paymentCharges(
  gen: Generator,
  c: ConsumerContext,
  paymentId: string,
  merchant: MerchantInfo,
  tier: t.PaymentTier,
  orderRef: string,
  captureRows: { id: string; amount: number; at: number }[],
  refundRows: { amount: number; at: number }[],
  isApple: boolean,
): void {
  const { rng, now } = gen;
  const chargeTier = tier === 'plus' ? 'Plus' : tier === 'digital' ? 'Digital' : 'Classic';
  const total = captureRows.reduce((s, r) => s + r.amount, 0) - refundRows.reduce((s, r) => s + r.amount, 0);
  const firstCapture = captureRows[0].at;
  const eligibleForPlan = captureRows.length === 1 && refundRows.length === 0 && total >= 3_000;
  const wantPlan =
    isApple || (eligibleForPlan && (c.profile.installments ? rng.chance(0.5) : rng.chance(0.06)));
  if (wantPlan && eligibleForPlan) {
    const kind: t.InstallmentKind = isApple
      ? 'apple'
      : rng.pick(['three_pay', 'six_pay', 'twelve_pay'] as const);
    const n = t.INSTALLMENT_COUNTS[kind];
    const converted = firstCapture + rng.int(1, 72) * 3_600_000;
    if (converted < now) {
      const planId = rng.id(ID_PREFIXES.installmentPlan);
      const per = Math.floor(total / n);
      const elapsed = Math.min(n, monthsBetween(converted, now) + 1);
      const canceled = !isApple && elapsed < n && (gen.canceledPlans === 0 || rng.chance(0.15));
      if (canceled) gen.canceledPlans++;
      const pushedCount = canceled ? rng.int(1, elapsed) : elapsed;
      let pushed = 0;
      for (let k = 1; k <= pushedCount; k++) {
        const amount = k === n ? total - per * (n - 1) : per;
        const [y, m] = jstYearMonth(converted);
        const at = Math.min(now - 60_000, Math.max(converted, jstDay(y, m + k - 1, 1) + 10 * 3_600_000));
        gen.charges.push(
          gen.charge(c, {
            paymentId,
            kind: 'Extended',
            tier: chargeTier,
            source: 'installment',
            creditLine: isApple ? 'apple' : 'paidy',
            amount: yen(amount),
            description: `${merchant.name} 分割払い ${k}/${n}回目`,
            pushedAt: new Date(at),
            orderReference: orderRef,
            installmentPlanKind: kind,
            installmentPlanChargeKind: 'principal',
            installmentPlanInstallmentNumber: k,
            installmentPlanId: planId,
            createdAt: new Date(at),
          }),
        );
        pushed += amount;
      }
      let canceledAt: number | null = null;
      if (canceled) {
        canceledAt = gen.daytime(gen.between(converted + DAY, now));
        gen.charges.push(
          gen.charge(c, {
            paymentId,
            kind: 'Regular',
            tier: chargeTier,
            source: 'installment',
            creditLine: 'paidy',
            amount: yen(total - pushed),
            description: `${merchant.name} 分割払いの一括払いへの変更`,
            pushedAt: new Date(canceledAt),
            orderReference: orderRef,
            installmentPlanKind: kind,
            installmentPlanChargeKind: 'lump_sum',
            installmentPlanId: planId,
            createdAt: new Date(canceledAt),
          }),
        );
      }
      const outstanding = canceled ? 0 : total - pushed;
      const status = canceled ? 'canceled' : outstanding === 0 ? 'completed' : 'active';
      gen.installmentContracts.push({
        id: planId,
        consumerId: c.id,
        kind,
        paymentId,
        merchantId: merchant.id,
        merchantName: merchant.name,
        status,
        numberOfInstallments: n,
        totalCaptureAmount: yen(total),
        outstandingAmount: yen(outstanding),
        refundAmount: '0',
        test: false,
        dateConverted: new Date(converted),
        canceledAt: canceledAt ? new Date(canceledAt) : null,
        canceledBy: canceledAt ? (rng.chance(0.5) ? 'consumer' : gen.staff()) : null,
      });
      return;
    }
  }
  for (const r of captureRows) {
    gen.charges.push(
      gen.charge(c, {
        paymentId,
        kind: 'Regular',
        tier: chargeTier,
        source: 'capture',
        creditLine: isApple ? 'apple' : 'paidy',
        amount: yen(r.amount),
        description: `${merchant.name} でのご利用`,
        pushedAt: new Date(r.at),
        orderReference: orderRef,
        createdAt: new Date(r.at),
      }),
    );
  }
  for (const r of refundRows) {
    gen.charges.push(
      gen.charge(c, {
        paymentId,
        kind: 'Regular',
        tier: chargeTier,
        source: 'refund',
        creditLine: isApple ? 'apple' : 'paidy',
        amount: yen(-r.amount),
        description: `${merchant.name} 返金`,
        pushedAt: new Date(r.at),
        orderReference: orderRef,
        createdAt: new Date(r.at),
      }),
    );
  }
}

/** A multi-pay contract for a few consumers, and always for a profile that asks for one. */
export function makeMultiPayContract(gen: Generator, c: ConsumerContext): void {
  const { rng } = gen;
  if (c.profile.multiPay || rng.chance(0.03)) {
    const applied = gen.daytime(gen.between(c.createdAt, c.activeUntil));
    const status = c.closed
      ? rng.pick(['completed', 'canceled'] as const)
      : rng.weighted([
          ['active', 50],
          ['applied', 10],
          ['completed', 20],
          ['canceled', 10],
          ['rejected', 10],
        ] as const);
    const installments = rng.pick([6, 10, 12, 24]);
    const principal = rng.int(5, 60) * 10_000;
    const approvedAt =
      status === 'applied' || status === 'rejected' ? null : applied + rng.int(1, 72) * 3_600_000;
    gen.multiPayContracts.push({
      id: rng.id(ID_PREFIXES.multiPayContract),
      consumerId: c.id,
      nameKana: c.person.kana,
      applicationDatetime: new Date(applied),
      approvalDatetime: approvedAt ? new Date(approvedAt) : null,
      currentNumberOfInstallments:
        status === 'active' ? rng.int(1, installments) : status === 'completed' ? installments : 0,
      currentPrincipal: yen(status === 'active' ? principal : status === 'completed' ? 0 : principal),
      status,
      test: false,
    });
  }
}
