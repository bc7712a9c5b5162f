// Monthly bill statements, their settlements (auto-debit, combini, bank transfer) and store payments for merchants.
import * as t from '../db/schema/index';
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import { PRICE_RANGES } from './catalogue';
import {
  DAY,
  jstYearMonth,
  jstDay,
  isoDate,
  yen,
  shopPrice,
  type Generator,
  type ConsumerContext,
  type ChargeRow,
} from './state';
import { makePerson } from './people';

export function makeBills(gen: Generator, c: ConsumerContext, own: ChargeRow[]): void {
  const { rng, now } = gen;
  const byMonth = new Map<string, ChargeRow[]>();
  for (const ch of own) {
    const [y, m] = jstYearMonth((ch.pushedAt as Date).getTime());
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (!byMonth.has(key)) byMonth.set(key, []);
    byMonth.get(key)!.push(ch);
  }
  const months = [...byMonth.keys()].sort();
  // The latest issued bills of an overdue consumer stay unpaid.
  const issued = months.filter((k) => {
    const [y, m] = k.split('-').map(Number);
    return jstDay(y, m + 1, 1) <= now;
  });
  const unpaidFrom = c.overdue ? Math.max(0, issued.length - rng.int(1, 3)) : issued.length;
  issued.forEach((key, index) => {
    const [y, m] = key.split('-').map(Number);
    const lines = byMonth.get(key)!;
    const issueMs = jstDay(y, m + 1, 1);
    const dueAt = jstDay(y, m + 1, 10) + DAY - 1000;
    const amount = Math.max(
      0,
      lines.reduce((s, l) => s + Number(l.amount), 0),
    );
    const id = rng.id(ID_PREFIXES.billStatement);
    for (const l of lines) l.billStatementId = id;
    const isCurrent = dueAt > now;
    const overdueBill = index >= unpaidFrom && dueAt < now && amount > 0;
    const openCurrent = isCurrent && amount > 0 && !c.closed && rng.chance(0.7);
    const voided = !overdueBill && !openCurrent && amount > 0 && rng.chance(0.005);
    let unpaid = 0;
    let lateFees = 0;
    let paidAt: number | null = null;
    let status: (typeof t.BILL_STATEMENT_STATUSES)[number] = 'Closed';
    if (overdueBill) {
      unpaid = amount;
      lateFees = Math.floor((amount * 0.146 * Math.floor((now - dueAt) / DAY)) / 365);
      status = 'Enabled';
    } else if (openCurrent) {
      unpaid = amount;
      status = 'Enabled';
    } else if (voided) {
      status = 'Disabled';
    } else if (amount > 0) {
      paidAt = gen.daytime(gen.between(issueMs + DAY, Math.min(dueAt, now)));
    } else {
      paidAt = null;
    }
    gen.billStatements.push({
      id,
      consumerId: c.id,
      usageMonth: `${key}-01`,
      issueDate: isoDate(issueMs),
      amount: yen(amount),
      unpaidAmount: yen(unpaid),
      lateFeesAmount: yen(lateFees),
      status,
      dueAt: new Date(dueAt),
      paidAt: paidAt ? new Date(paidAt) : null,
      createdAt: new Date(issueMs),
    });
    if (amount <= 0 || voided) return;
    gen.paymentCodes.push({
      billStatementId: id,
      consumerId: c.id,
      value: rng.digits(14),
      createdAt: new Date(issueMs),
    });
    if (lateFees > 0) {
      gen.charges.push(
        gen.charge(c, {
          kind: 'Regular',
          tier: 'Classic',
          source: 'late_fee',
          creditLine: 'paidy',
          amount: yen(lateFees),
          description: '遅延損害金',
          pushedAt: new Date(now - DAY),
          createdAt: new Date(now - DAY),
        }),
      );
    }
    settle(gen, c, id, amount, issueMs, dueAt, paidAt, overdueBill);
  });
}

function settle(
  gen: Generator,
  c: ConsumerContext,
  billId: string,
  amount: number,
  issueMs: number,
  dueAt: number,
  paidAt: number | null,
  overdue: boolean,
): void {
  const { rng, now } = gen;
  const method = c.settlement === 'BankTransfer' ? (rng.chance(0.7) ? 'VAN' : 'BankTransfer') : c.settlement;
  if (method === 'AutoDebit') {
    const pullAt = jstDay(...jstYearMonth(issueMs), 12) + 10 * 3_600_000;
    gen.autoDebitSettlements.push({
      billStatementId: billId,
      consumerId: c.id,
      pullAmount: yen(amount),
      pullStatus: paidAt ? 'Succeeded' : overdue ? 'Failed' : 'Scheduled',
      resultsProcessedBy: new Date(pullAt + 3 * DAY),
    });
    if (paidAt)
      settlementCharge(gen, c, billId, amount, paidAt, 'AutoDebit', `AD${rng.digits(12)}`, null, null, null);
    return;
  }
  if (method === 'Combini') {
    const store = rng.pick([
      'セブン-イレブン',
      'ローソン',
      'ファミリーマート',
      'ミニストップ',
      'デイリーヤマザキ',
      'セイコーマート',
    ]);
    const providerName = rng.pick(['wellnet', 'dsk']);
    const providerRef = `${providerName === 'wellnet' ? 'WN' : 'DS'}${rng.digits(14)}`;
    const fee = 356;
    const combiniId = rng.id(ID_PREFIXES.combiniPayment);
    const expiresAt = dueAt + 30 * DAY;
    const consumerCode = rng.digits(11);
    const merchantCode = rng.digits(6);
    const status = paidAt ? 'PAID' : expiresAt < now ? 'EXPIRED' : 'PENDING';
    gen.combiniPayments.push({
      id: combiniId,
      consumerId: c.id,
      status,
      orderRef: billId,
      amount: yen(amount),
      settlementFeeAmount: yen(fee),
      test: false,
      canCancel: status === 'PENDING',
      merchantId: null,
      merchantName: null,
      buyerName1: c.person.kanji,
      buyerName2: c.person.kana,
      buyerEmail: c.email,
      buyerPhone: c.phone,
      providerName,
      providerRef,
      consumerCode,
      merchantCode,
      createdAt: new Date(issueMs),
      updatedAt: new Date(paidAt ?? issueMs),
      expiresAt: new Date(expiresAt),
      paidAt: paidAt ? new Date(paidAt) : null,
    });
    gen.combiniSettlements.push({
      billStatementId: billId,
      consumerId: c.id,
      combiniPaymentId: combiniId,
      amount: yen(amount),
      settlementFeeAmount: yen(fee),
      merchantCode,
      consumerCode,
    });
    if (paidAt) {
      const barcode = rng.digits(44);
      settlementCharge(gen, c, billId, amount, paidAt, 'Combini', providerRef, barcode, store, fee);
      // A store receipt reported twice by the provider: the suspicious duplicate settlement search finds it.
      if (rng.chance(0.02) || gen.duplicates === 0) {
        gen.duplicates++;
        settlementCharge(
          gen,
          c,
          billId,
          amount,
          Math.min(now - 60_000, paidAt + rng.int(5, 3 * 24 * 60) * 60_000),
          'Combini',
          providerRef,
          barcode,
          store,
          fee,
        );
      }
    }
    return;
  }
  if (paidAt) {
    const ref = `${method === 'VAN' ? 'VA' : 'BT'}${rng.digits(12)}`;
    settlementCharge(gen, c, billId, amount, paidAt, method, ref, null, null, null);
    if (rng.chance(0.01))
      settlementCharge(
        gen,
        c,
        billId,
        amount,
        Math.min(now - 60_000, paidAt + DAY),
        method,
        ref,
        null,
        null,
        null,
      );
  }
}

function settlementCharge(
  gen: Generator,
  c: ConsumerContext,
  billId: string,
  amount: number,
  at: number,
  method: (typeof t.SETTLEMENT_METHODS)[number],
  providerRef: string,
  barcodeId: string | null,
  store: string | null,
  fee: number | null,
): void {
  gen.charges.push(
    gen.charge(c, {
      billStatementId: billId,
      kind: 'Regular',
      tier: 'Classic',
      source: 'settlement',
      creditLine: 'paidy',
      amount: yen(amount),
      description: 'お支払い',
      pushedAt: new Date(at),
      providerRef,
      barcodeId,
      orderReference: billId,
      settlementMethod: method,
      settlementStoreName: store,
      settlementFee: fee === null ? null : yen(fee),
      createdAt: new Date(at),
    }),
  );
}

/** Store payments taken for merchants (not bills): some without a consumer account. */
export function makeMerchantCombiniPayment(gen: Generator): void {
  const { rng, now } = gen;
  const merchant = gen.merchants[rng.int(2, gen.merchants.length - 1)];
  const consumer = rng.chance(0.5) && gen.consumers.length ? rng.pick(gen.consumers) : null;
  const person = makePerson(gen);
  const createdAt = gen.daytime(now - rng.int(1, 200) * DAY);
  const expiresAt = createdAt + 7 * DAY;
  const status = rng.weighted([
    ['PAID', 60],
    [expiresAt > now ? 'PENDING' : 'EXPIRED', 25],
    ['CANCELED', 15],
  ] as const);
  const paidAt = status === 'PAID' ? gen.between(createdAt + 3_600_000, Math.min(now, expiresAt)) : null;
  const [min, max] = PRICE_RANGES[merchant.category];
  gen.combiniPayments.push({
    id: rng.id(ID_PREFIXES.combiniPayment),
    consumerId: consumer?.id ?? null,
    status,
    orderRef: `ORD-${isoDate(createdAt).replace(/-/g, '')}-${rng.digits(6)}`,
    amount: yen(shopPrice(rng, min, Math.min(max, 300_000))),
    settlementFeeAmount: yen(rng.pick([0, 190, 356])),
    test: rng.chance(0.05),
    canCancel: status === 'PENDING',
    merchantId: merchant.id,
    merchantName: merchant.name,
    buyerName1: consumer?.kanjiName ?? person.kanji,
    buyerName2: consumer?.kanaName ?? person.kana,
    buyerEmail: consumer?.email ?? `${person.romajiFamily}${rng.digits(4)}@yahoo.co.jp`,
    buyerPhone: consumer?.phone ?? `81${rng.pick(['90', '80', '70'])}${rng.digits(8)}`,
    providerName: rng.pick(['wellnet', 'dsk']),
    providerRef: `CV${rng.digits(14)}`,
    consumerCode: rng.digits(11),
    merchantCode: rng.digits(6),
    createdAt: new Date(createdAt),
    updatedAt: new Date(paidAt ?? createdAt),
    expiresAt: new Date(expiresAt),
    paidAt: paidAt ? new Date(paidAt) : null,
  });
}
