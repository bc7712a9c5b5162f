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
  type ChargeRow,
} from './state';

/** A payment as its ledger lines need it. */
export interface PaymentLedger {
  paymentId: string;
  merchant: MerchantInfo;
  tier: t.PaymentTier;
  orderRef: string;
  isApple: boolean;
  captureRows: { id: string; amount: number; at: number }[];
  refundRows: { amount: number; at: number }[];
}

/** The columns every ledger line of a payment has; `fields` adds or overrides the line's own. */
function ledgerCharge(
  gen: Generator,
  c: ConsumerContext,
  p: PaymentLedger,
  fields: Pick<ChargeRow, 'kind' | 'source' | 'amount' | 'description'> &
    Partial<Omit<ChargeRow, 'id' | 'consumerId'>> & { at: number },
): void {
  const { at, ...rest } = fields;
  gen.charges.push(
    gen.charge(c, {
      paymentId: p.paymentId,
      tier: p.tier === 'plus' ? 'Plus' : p.tier === 'digital' ? 'Digital' : 'Classic',
      creditLine: p.isApple ? 'apple' : 'paidy',
      pushedAt: new Date(at),
      orderReference: p.orderRef,
      createdAt: new Date(at),
      ...rest,
    }),
  );
}

/** Ledger lines for a payment's captures and refunds, or its installment plan. */
export function paymentCharges(gen: Generator, c: ConsumerContext, p: PaymentLedger): void {
  const { rng } = gen;
  const { captureRows, refundRows, merchant } = p;
  const total = captureRows.reduce((s, r) => s + r.amount, 0) - refundRows.reduce((s, r) => s + r.amount, 0);
  const eligibleForPlan = captureRows.length === 1 && refundRows.length === 0 && total >= 3_000;
  const wantPlan =
    p.isApple || (eligibleForPlan && (c.profile.installments ? rng.chance(0.5) : rng.chance(0.06)));
  if (wantPlan && eligibleForPlan && makeInstallmentPlan(gen, c, p, total)) return;
  for (const r of captureRows) {
    ledgerCharge(gen, c, p, {
      kind: 'Regular',
      source: 'capture',
      amount: yen(r.amount),
      description: `${merchant.name} でのご利用`,
      at: r.at,
    });
  }
  for (const r of refundRows) {
    ledgerCharge(gen, c, p, {
      kind: 'Regular',
      source: 'refund',
      amount: yen(-r.amount),
      description: `${merchant.name} 返金`,
      at: r.at,
    });
  }
}

/**
 * The payment's single capture converted into an installment plan, with the installments pushed so far and, for a
 * plan changed to a lump sum, the rest in one line. False when the conversion would lie in the future: the payment
 * then keeps its capture line.
 */
function makeInstallmentPlan(gen: Generator, c: ConsumerContext, p: PaymentLedger, total: number): boolean {
  const { rng, now } = gen;
  const { paymentId, merchant, isApple } = p;
  const kind: t.InstallmentKind = isApple
    ? 'apple'
    : rng.pick(['three_pay', 'six_pay', 'twelve_pay'] as const);
  const n = t.INSTALLMENT_COUNTS[kind];
  const converted = p.captureRows[0].at + rng.int(1, 72) * 3_600_000;
  if (converted >= now) return false;
  const planId = rng.id(ID_PREFIXES.installmentPlan);
  const per = Math.floor(total / n);
  const elapsed = Math.min(n, monthsBetween(converted, now) + 1);
  const canceled = !isApple && elapsed < n && (gen.canceledPlans === 0 || rng.chance(0.15));
  if (canceled) gen.canceledPlans++;
  const pushedCount = canceled ? rng.int(1, elapsed) : elapsed;
  let pushed = 0;
  const plan = { installmentPlanKind: kind, installmentPlanId: planId };
  for (let k = 1; k <= pushedCount; k++) {
    const amount = k === n ? total - per * (n - 1) : per;
    const [y, m] = jstYearMonth(converted);
    ledgerCharge(gen, c, p, {
      kind: 'Extended',
      source: 'installment',
      amount: yen(amount),
      description: `${merchant.name} 分割払い ${k}/${n}回目`,
      at: Math.min(now - 60_000, Math.max(converted, jstDay(y, m + k - 1, 1) + 10 * 3_600_000)),
      ...plan,
      installmentPlanChargeKind: 'principal',
      installmentPlanInstallmentNumber: k,
    });
    pushed += amount;
  }
  const canceledAt = canceled ? gen.daytime(gen.between(converted + DAY, now)) : null;
  if (canceledAt !== null) {
    ledgerCharge(gen, c, p, {
      kind: 'Regular',
      source: 'installment',
      amount: yen(total - pushed),
      description: `${merchant.name} 分割払いの一括払いへの変更`,
      at: canceledAt,
      ...plan,
      installmentPlanChargeKind: 'lump_sum',
    });
  }
  const outstanding = canceled ? 0 : total - pushed;
  gen.installmentContracts.push({
    id: planId,
    consumerId: c.id,
    kind,
    paymentId,
    merchantId: merchant.id,
    merchantName: merchant.name,
    status: canceled ? 'canceled' : outstanding === 0 ? 'completed' : 'active',
    numberOfInstallments: n,
    totalCaptureAmount: yen(total),
    outstandingAmount: yen(outstanding),
    refundAmount: '0',
    test: false,
    dateConverted: new Date(converted),
    canceledAt: canceledAt ? new Date(canceledAt) : null,
    canceledBy: canceledAt ? (rng.chance(0.5) ? 'consumer' : gen.staff()) : null,
  });
  return true;
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
