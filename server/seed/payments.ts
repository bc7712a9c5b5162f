// Payments with their captures, refunds, order items, messages and assessment reports.
import { fakerJA } from '@faker-js/faker';
import * as t from '../db/schema/index';
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import {
  GENERATED_MERCHANT_CATEGORIES,
  PRICE_RANGES,
  PRODUCTS,
  REFUND_REASONS,
  type MerchantCategory,
} from './catalogue';
import {
  DAY,
  isoDate,
  yen,
  shopPrice,
  type Generator,
  type MerchantInfo,
  type ConsumerContext,
  type Person,
  type Address,
} from './state';
import { paymentCharges } from './contracts';
import { makePerson, makeAddress } from './people';

function pickMerchant(gen: Generator, c: ConsumerContext | null): MerchantInfo {
  const { rng } = gen;
  const amazon = gen.merchants[0];
  const apple = gen.merchants[1];
  if (c?.apple === 'approved' && rng.chance(0.25)) return apple;
  if (rng.chance(0.1)) return amazon;
  return gen.merchants[rng.int(2, gen.merchants.length - 1)];
}

export function makePayments(gen: Generator, c: ConsumerContext): void {
  const { rng } = gen;
  let count = rng.weighted([
    [0, 10],
    [rng.int(1, 3), 40],
    [rng.int(4, 10), 40],
    [rng.int(11, 30), 10],
  ] as const);
  count = Math.max(count, c.profile.minPayments ?? 0);
  const times = Array.from({ length: count }, () =>
    gen.daytime(gen.between(c.createdAt, c.activeUntil - (c.closed ? 40 * DAY : 0))),
  );
  times.sort((a, b) => a - b);
  times.forEach((at, k) => makePayment(gen, c, at, c.profile.tatekae === true && k === count - 1));
}

/** A payment made without a consumer account (rejected at checkout): consumer shows as N/A. */
export function makeGuestPayment(gen: Generator): void {
  const at = gen.daytime(gen.now - gen.rng.int(1, 365) * DAY);
  makePayment(gen, null, at, false);
}

type Fate = 'rejected' | 'uncaptured' | 'partial' | 'captured' | 'expired';

/** What the first draws decide about a payment: where, how much, in which tier and how it ends. */
interface PaymentBasics {
  id: string;
  createdAt: number;
  merchant: MerchantInfo;
  isAmazon: boolean;
  isApple: boolean;
  tatekae: boolean;
  amount: number;
  tier: t.PaymentTier;
  test: boolean;
  fate: Fate;
  status: t.PaymentStatus;
}

/** Who bought: the consumer, or for a guest a made-up buyer. */
interface Buyer {
  person: Person;
  email: string;
  phone: string;
  home: Address;
  shipping: Address;
}

interface Order {
  orderRef: string;
  subtotal: number;
  shippingFee: number;
}

/** The money that moved: captures, at most one refund, and when the payment last changed. */
interface Settlement {
  captured: number;
  refunded: number;
  captureRows: { id: string; amount: number; at: number }[];
  refundRows: { amount: number; at: number }[];
  updatedAt: number;
}

/**
 * A payment and every row that hangs off it. The parts draw from the one random source in a fixed order, which
 * the seed digests pin: calling them in another order, or moving a draw within one, changes the demo data.
 */
function makePayment(
  gen: Generator,
  c: ConsumerContext | null,
  createdAt: number,
  forceTatekae: boolean,
): void {
  const p = paymentBasics(gen, c, createdAt, forceTatekae);
  const buyer = makeBuyer(gen, c);
  const order = makeOrderItems(gen, c, p);
  const settlement = makeSettlement(gen, c, p);
  pushPayment(gen, c, p, buyer, order, settlement);
  const { id, merchant, amount, status, tier, isApple } = p;
  const { captured, refunded, captureRows, refundRows } = settlement;
  const ledger = {
    paymentId: id,
    merchant,
    tier,
    orderRef: order.orderRef,
    isApple,
    captureRows,
    refundRows,
  };
  if (c && captureRows.length) paymentCharges(gen, c, ledger);
  makeMessages(gen, c, p, settlement);
  makeAssessments(gen, c, p);
  c?.payments.push({ id, merchant, amount, captured, refunded, createdAt, status, tier, isApple });
}

function paymentBasics(
  gen: Generator,
  c: ConsumerContext | null,
  createdAt: number,
  forceTatekae: boolean,
): PaymentBasics {
  const { rng, now } = gen;
  const merchant = pickMerchant(gen, c);
  const isAmazon = merchant.category === 'amazon';
  const isApple = merchant.category === 'apple';
  const id = rng.id(isAmazon ? ID_PREFIXES.amazonPayment : ID_PREFIXES.payment);
  const tatekae = !isAmazon && !isApple && (forceTatekae || rng.chance(0.02));
  const [min, max] = PRICE_RANGES[merchant.category];
  const amount = tatekae ? rng.int(10, 100) * 10_000 : shopPrice(rng, min, max);
  const tier: t.PaymentTier =
    c?.plus === 'approved' && rng.chance(0.6) ? 'plus' : rng.chance(0.1) ? 'digital' : 'classic';
  const test = rng.chance(0.015);
  const age = now - createdAt;
  const fate: Fate =
    c === null || rng.chance(0.05)
      ? 'rejected'
      : age < 30 * DAY && !c.closed
        ? rng.weighted([
            ['uncaptured', 40],
            ['partial', 15],
            ['captured', 45],
          ] as const)
        : rng.weighted([
            ['captured', 90],
            ['expired', 10],
          ] as const);
  const status: t.PaymentStatus =
    fate === 'rejected' ? 'REJECTED' : fate === 'uncaptured' || fate === 'partial' ? 'AUTHORIZED' : 'CLOSED';
  return { id, createdAt, merchant, isAmazon, isApple, tatekae, amount, tier, test, fate, status };
}

function makeBuyer(gen: Generator, c: ConsumerContext | null): Buyer {
  const { rng } = gen;
  const person = c?.person ?? makePerson(gen);
  const email = c?.email ?? `${person.romajiGiven}.${person.romajiFamily}${rng.digits(3)}@gmail.com`;
  const phone = c?.phone ?? `81${rng.pick(['90', '80', '70'])}${rng.digits(8)}`;
  const home = c?.address ?? makeAddress(gen);
  const shipping = rng.chance(0.85) ? home : makeAddress(gen);
  return { person, email, phone, home, shipping };
}

/** Order: items + shipping = amount; the tax is the 10 % included in the item prices. */
function makeOrderItems(gen: Generator, c: ConsumerContext | null, p: PaymentBasics): Order {
  const { rng } = gen;
  const { id, merchant, isAmazon, amount, createdAt } = p;
  const shippingFee =
    merchant.category === 'digital' || merchant.category === 'lessons' || amount < 3_000
      ? 0
      : rng.pick([0, 0, 550, 880]);
  const subtotal = amount - shippingFee;
  const products = isAmazon
    ? PRODUCTS[rng.pick(GENERATED_MERCHANT_CATEGORIES) as Exclude<MerchantCategory, 'amazon'>]
    : PRODUCTS[merchant.category as Exclude<MerchantCategory, 'amazon'>];
  const itemCount = subtotal >= 3_000 ? rng.int(1, 3) : 1;
  let left = subtotal;
  for (let k = 0; k < itemCount; k++) {
    const last = k === itemCount - 1;
    const quantity = last ? 1 : rng.int(1, 2);
    const unit = last
      ? left
      : Math.max(100, Math.floor(((left / (itemCount - k)) * (0.3 + rng.next() * 0.5)) / quantity / 10) * 10);
    left -= unit * quantity;
    gen.orderItems.push({
      paymentId: id,
      consumerId: c?.id ?? null,
      itemId: `SKU-${rng.digits(6)}`,
      title: rng.pick(products),
      description: null,
      unitPrice: yen(unit),
      quantity,
    });
  }
  const orderRef = isAmazon
    ? `${rng.digits(3)}-${rng.digits(7)}-${rng.digits(7)}`
    : `ORD-${isoDate(createdAt).replace(/-/g, '')}-${rng.digits(6)}`;
  return { orderRef, subtotal, shippingFee };
}

function makeSettlement(gen: Generator, c: ConsumerContext | null, p: PaymentBasics): Settlement {
  const { rng, now } = gen;
  const { id, fate, amount, createdAt } = p;
  let captured = 0;
  let updatedAt = createdAt;
  const captureRows: { id: string; amount: number; at: number }[] = [];
  if (fate === 'captured' || fate === 'partial') {
    const split = fate === 'partial' || (amount > 5_000 && rng.chance(0.1));
    const first = split ? Math.floor((amount * (0.3 + rng.next() * 0.4)) / 10) * 10 : amount;
    const parts = fate === 'partial' ? [first] : split ? [first, amount - first] : [amount];
    let at = createdAt;
    for (const part of parts) {
      at = Math.min(now - 60_000, at + rng.int(1, 5 * 24 * 60) * 60_000);
      const captureId = rng.id(ID_PREFIXES.capture);
      captureRows.push({ id: captureId, amount: part, at });
      gen.captures.push({
        id: captureId,
        paymentId: id,
        consumerId: c?.id ?? null,
        amount: yen(part),
        createdAt: new Date(at),
      });
      captured += part;
      updatedAt = at;
    }
  }
  let refunded = 0;
  const refundRows: { amount: number; at: number }[] = [];
  if (captureRows.length && rng.chance(0.12)) {
    const capture = rng.pick(captureRows);
    const full = rng.chance(0.5);
    const refundAmount = full
      ? capture.amount
      : Math.max(10, Math.floor((capture.amount * rng.next() * 0.8) / 10) * 10);
    const at = Math.min(now - 60_000, capture.at + rng.int(1, 20 * 24 * 60) * 60_000);
    gen.refunds.push({
      id: rng.id(ID_PREFIXES.refund),
      paymentId: id,
      captureId: capture.id,
      consumerId: c?.id ?? null,
      amount: yen(refundAmount),
      reason: full ? rng.pick(['返品', '注文キャンセル', '商品不良', '在庫切れ']) : rng.pick(REFUND_REASONS),
      createdAt: new Date(at),
    });
    refunded = refundAmount;
    refundRows.push({ amount: refundAmount, at });
    updatedAt = Math.max(updatedAt, at);
  }
  if (fate === 'expired') updatedAt = Math.min(now - 60_000, createdAt + 30 * DAY);
  return { captured, refunded, captureRows, refundRows, updatedAt };
}

function pushPayment(
  gen: Generator,
  c: ConsumerContext | null,
  p: PaymentBasics,
  buyer: Buyer,
  order: Order,
  settlement: Settlement,
): void {
  const { rng } = gen;
  const { id, merchant, isApple, tatekae, amount, createdAt } = p;
  const { person, email, phone, home, shipping } = buyer;
  const { orderRef, subtotal } = order;
  const householdSize = rng.int(1, 5);
  gen.payments.push({
    id,
    consumerId: c?.id ?? null,
    merchantId: merchant.id,
    merchantName: merchant.name,
    isSpecifiedContinuousServiceMerchant: merchant.continuousService,
    status: p.status,
    tier: p.tier,
    test: p.test,
    tags: tatekae ? ['tatekae'] : merchant.category === 'lessons' ? ['subscription'] : [],
    amount: yen(amount),
    description: isApple ? 'Apple Store でのご購入' : `${merchant.name} ご注文 ${orderRef}`,
    basketId: rng.chance(0.3) ? `bsk_${rng.digits(10)}` : null,
    appleOrderNumber: isApple ? `W${rng.digits(10)}` : null,
    shippingLine1: shipping.line1,
    shippingLine2: shipping.line2,
    shippingCity: shipping.city,
    shippingState: shipping.state,
    shippingZip: shipping.zip,
    billingLine1: home.line1,
    billingLine2: home.line2,
    billingCity: home.city,
    billingState: home.state,
    billingZip: home.zip,
    buyerName1: person.kanji,
    buyerName2: person.kana,
    buyerEmail: email,
    buyerPhone: phone,
    buyerDataJson: {
      age: rng.int(30, 2_000),
      order_count: rng.int(1, 120),
      ltv: rng.int(1, 500) * 1_000,
      last_order_amount: rng.int(1, 50) * 1_000,
      last_order_at: rng.int(1, 365),
      account_registration_date: isoDate(createdAt - rng.int(30, 2_000) * DAY),
    },
    consumerEmail: c ? email : null,
    consumerPhone: c ? phone : null,
    consumerName1: c ? person.kanji : null,
    consumerName2: c ? person.kana : null,
    consumerLine1: c ? home.line1 : null,
    consumerLine2: c ? home.line2 : null,
    consumerCity: c ? home.city : null,
    consumerState: c ? home.state : null,
    consumerZip: c ? home.zip : null,
    ...contractColumns(gen, c, tatekae || amount >= 100_000, person, home, householdSize),
    orderRef,
    orderTax: yen(Math.floor((subtotal * 10) / 110)),
    orderShipping: yen(order.shippingFee),
    orderUpdatedAt: new Date(createdAt),
    createdAt: new Date(createdAt),
    updatedAt: new Date(settlement.updatedAt),
    expiresAt: new Date(createdAt + 30 * DAY),
  });
}

/** The credit-contract columns: filled for a tatekae payment or one of 100,000 yen or more. */
function contractColumns(
  gen: Generator,
  c: ConsumerContext | null,
  needsContract: boolean,
  person: Person,
  home: Address,
  householdSize: number,
) {
  const { rng } = gen;
  return {
    contractFirstName: needsContract ? person.givenKanji : null,
    contractLastName: needsContract ? person.familyKanji : null,
    contractAnnualIncome: needsContract ? yen(rng.int(20, 120) * 100_000) : null,
    contractDateOfBirth: needsContract
      ? c
        ? gen.consumers[gen.consumers.length - 1].dateOfBirth
        : null
      : null,
    contractGender: needsContract ? person.gender : null,
    contractMaritalStatus: needsContract ? rng.pick(['single', 'married', 'divorced', 'widowed']) : null,
    contractHouseholdSize: needsContract ? householdSize : null,
    contractMortgage: needsContract ? rng.chance(0.3) : null,
    contractEmployer: needsContract ? fakerJA.company.name() : null,
    contractLine1: needsContract ? home.line1 : null,
    contractLine2: needsContract ? home.line2 : null,
    contractCity: needsContract ? home.city : null,
    contractState: needsContract ? home.state : null,
    contractZip: needsContract ? home.zip : null,
    contractResidenceType: needsContract ? rng.pick(['own', 'rent', 'family', 'company_housing']) : null,
  };
}

function makeMessages(
  gen: Generator,
  c: ConsumerContext | null,
  p: PaymentBasics,
  settlement: Settlement,
): void {
  const { rng } = gen;
  const { id, merchant, amount, createdAt } = p;
  const { captured, captureRows } = settlement;
  if (c && p.status !== 'REJECTED' && rng.chance(0.7)) {
    gen.paymentMessages.push({
      paymentId: id,
      consumerId: c.id,
      kind: 'email',
      subject: 'ご利用ありがとうございます',
      message: `${merchant.name}でのお支払い（${amount.toLocaleString('ja-JP')}円）を承りました。`,
      dispatched: rng.chance(0.96),
      createdAt: new Date(createdAt + 30_000),
    });
    if (captured > 0 && rng.chance(0.3)) {
      gen.paymentMessages.push({
        paymentId: id,
        consumerId: c.id,
        kind: rng.pick(['sms', 'push']),
        subject: rng.chance(0.5) ? 'ご利用確定のお知らせ' : null,
        message: rng.chance(0.9) ? `ご利用が確定しました。ご請求は翌月にまとめてお知らせします。` : null,
        dispatched: rng.chance(0.9),
        createdAt: new Date(captureRows[0].at + 60_000),
      });
    }
  }
}

function makeAssessments(gen: Generator, c: ConsumerContext | null, p: PaymentBasics): void {
  const { rng } = gen;
  const { id, status, createdAt } = p;
  if (status === 'REJECTED' || rng.chance(0.3)) {
    const kinds = status === 'REJECTED' ? ['fraud', 'credit'] : [rng.pick(['fraud', 'credit'])];
    for (const kind of kinds) {
      const rejected = status === 'REJECTED' && (kind === 'credit' || rng.chance(0.5));
      gen.assessmentReports.push({
        id: rng.id(ID_PREFIXES.assessmentReport),
        paymentId: id,
        consumerId: c?.id ?? null,
        kind,
        result: rejected ? 'rejected' : rng.chance(0.05) ? 'review' : 'approved',
        reason: rejected
          ? rng.pick(['limit_exceeded', 'high_risk_score', 'unpaid_bills', 'identity_mismatch'])
          : null,
        metadataJson: {
          score: Math.round(rng.next() * 1000) / 1000,
          model: kind === 'fraud' ? 'fraud-gbm-v7' : 'credit-lr-v12',
          rulesHit: rejected ? [rng.pick(['velocity_24h', 'new_device', 'address_mismatch', 'limit'])] : [],
        },
        createdAt: new Date(createdAt + 800),
      });
    }
    if (rng.chance(0.02)) {
      gen.assessmentReportErrors.push({
        paymentId: id,
        consumerId: c?.id ?? null,
        kind: rng.pick(['Timeout', 'UpstreamUnavailable']),
        description: rng.pick(['CIC照会がタイムアウトしました', '与信モデルの応答がありません']),
        createdAt: new Date(createdAt + 5_000),
      });
    }
  }
}
