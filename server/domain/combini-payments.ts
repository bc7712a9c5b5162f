// The convenience-store (combini) payment page (document 2, "Convenience-store payment detail"): one statement.
import { sql } from 'drizzle-orm';
import { combiniPayments } from '../db/schema/index';
import { preparedRows, epochMs, valueList, type Db } from '../db/sql';
import { isCombiniPaymentId } from '../../src/shared/id-patterns';

export interface CombiniPaymentDetail {
  id: string;
  createdAt: number;
  updatedAt: number;
  expiresAt: number | null;
  paidAt: number | null;
  amount: string;
  settlementFeeAmount: string;
  test: boolean;
  status: string;
  orderRef: string | null;
  canCancel: boolean;
  merchantName: string | null;
  /** Null when the slip carries no buyer data at all. */
  buyer: { name1: string | null; name2: string | null; email: string | null; phone: string | null } | null;
  /** Null when no payment agency is recorded. */
  provider: {
    providerName: string | null;
    providerRef: string | null;
    consumerCode: string | null;
    merchantCode: string | null;
  } | null;
}

interface CombiniRow {
  id: string;
  created_at: number;
  updated_at: number;
  expires_at: number | null;
  paid_at: number | null;
  amount: string;
  settlement_fee_amount: string;
  test: boolean;
  status: string;
  order_ref: string | null;
  can_cancel: boolean;
  merchant_name: string | null;
  buyer_name1: string | null;
  buyer_name2: string | null;
  buyer_email: string | null;
  buyer_phone: string | null;
  provider_name: string | null;
  provider_ref: string | null;
  consumer_code: string | null;
  merchant_code: string | null;
}

const allNull = (value: Record<string, unknown>) => Object.values(value).every((v) => v === null);

const combiniColumns = sql`
  ${combiniPayments.id}, ${combiniPayments.status}, ${combiniPayments.orderRef},
  ${combiniPayments.amount}::text as amount,
  ${combiniPayments.settlementFeeAmount}::text as settlement_fee_amount,
  ${combiniPayments.test}, ${combiniPayments.canCancel}, ${combiniPayments.merchantName},
  ${combiniPayments.buyerName1}, ${combiniPayments.buyerName2}, ${combiniPayments.buyerEmail},
  ${combiniPayments.buyerPhone},
  ${combiniPayments.providerName}, ${combiniPayments.providerRef}, ${combiniPayments.consumerCode},
  ${combiniPayments.merchantCode},
  ${epochMs(combiniPayments.createdAt)} as created_at,
  ${epochMs(combiniPayments.updatedAt)} as updated_at,
  ${epochMs(combiniPayments.expiresAt)} as expires_at, ${epochMs(combiniPayments.paidAt)} as paid_at`;

/** One combini payment with its buyer and provider; null for an unknown or malformed id. */
export async function findCombiniPayment(
  db: Db,
  combiniPaymentId: string,
): Promise<CombiniPaymentDetail | null> {
  if (!isCombiniPaymentId(combiniPaymentId)) return null;
  const [r] = await preparedRows<CombiniRow>(
    db,
    sql`select ${combiniColumns} from ${combiniPayments} where ${combiniPayments.id} = ${combiniPaymentId}`,
  );
  return r ? toCombiniPayment(r) : null;
}

/**
 * The combini payments whose order reference is one of `orderRefs` (exact, through
 * combini_payments_order_ref_idx), newest first, at most `limit` of them.
 */
export async function findCombiniPaymentsByOrderRef(
  db: Db,
  orderRefs: string[],
  limit: number,
): Promise<CombiniPaymentDetail[]> {
  if (orderRefs.length === 0) return [];
  const found = await preparedRows<CombiniRow>(
    db,
    sql`
      select ${combiniColumns} from ${combiniPayments}
      where ${combiniPayments.orderRef} in (${valueList(orderRefs)})
      order by ${combiniPayments.createdAt} desc, ${combiniPayments.id} collate "C"
      limit ${limit}`,
  );
  return found.map(toCombiniPayment);
}

function toCombiniPayment(r: CombiniRow): CombiniPaymentDetail {
  const buyer = { name1: r.buyer_name1, name2: r.buyer_name2, email: r.buyer_email, phone: r.buyer_phone };
  const provider = {
    providerName: r.provider_name,
    providerRef: r.provider_ref,
    consumerCode: r.consumer_code,
    merchantCode: r.merchant_code,
  };
  return {
    id: r.id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    expiresAt: r.expires_at,
    paidAt: r.paid_at,
    amount: r.amount,
    settlementFeeAmount: r.settlement_fee_amount,
    test: r.test,
    status: r.status,
    orderRef: r.order_ref,
    canCancel: r.can_cancel,
    merchantName: r.merchant_name,
    buyer: allNull(buyer) ? null : buyer,
    provider: allNull(provider) ? null : provider,
  };
}
