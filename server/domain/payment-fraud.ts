// A payment's fraud state for the payment page's Fraud tab (document 1 §2, §3, §7): its active flags and its
// fraud log. One statement each; an unknown or malformed payment id has no flags and an empty log.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { isPaymentId } from '../../src/shared/id-patterns';

export interface ActivePaymentFraudFlagData {
  id: string;
  flaggedFor: { id: string; description: string };
  flaggedBy: string;
  flaggedAt: number;
  excludeFromBill: boolean;
}

export interface PaymentFraudStatusData {
  paymentId: string;
  fraudStatus: {
    /** True when any active flag stops billing. */
    excludeFromBill: boolean;
    /** Newest first. */
    activeFlags: ActivePaymentFraudFlagData[];
  };
}

export interface FraudFlagEventData {
  id: string;
  createdAt: number;
  createdBy: string;
  message: string;
}

/** The payment's active fraud flags, newest first, and whether any of them stops billing. */
export async function findActivePaymentFraudFlags(
  db: Db,
  paymentId: string,
): Promise<PaymentFraudStatusData> {
  const activeFlags = isPaymentId(paymentId)
    ? (
        await rows<{
          id: string;
          reason_id: string;
          reason: string;
          flagged_by: string;
          flagged_at: number;
          exclude_from_bill: boolean;
        }>(
          db,
          sql`
            select f.id, r.id as reason_id, r.description as reason, f.flagged_by,
                   ${epochMs(sql`f.flagged_at`)} as flagged_at, f.exclude_from_bill
            from payment_fraud_flags f
            join fraud_flag_reasons r on r.id = f.flagged_for
            where f.payment_id = ${paymentId} and f.active
            order by f.flagged_at desc, f.id desc`,
        )
      ).map((r) => ({
        id: r.id,
        flaggedFor: { id: r.reason_id, description: r.reason },
        flaggedBy: r.flagged_by,
        flaggedAt: r.flagged_at,
        excludeFromBill: r.exclude_from_bill,
      }))
    : [];
  return {
    paymentId,
    fraudStatus: { excludeFromBill: activeFlags.some((f) => f.excludeFromBill), activeFlags },
  };
}

/** The payment's fraud log (flags, unflags and notes), newest first; the console pages it. */
export async function listPaymentFraudFlagEvents(db: Db, paymentId: string): Promise<FraudFlagEventData[]> {
  if (!isPaymentId(paymentId)) return [];
  return rows<FraudFlagEventData>(
    db,
    sql`
      select id::text as id, ${epochMs(sql`created_at`)} as "createdAt", created_by as "createdBy", message
      from payment_fraud_flag_events
      where payment_id = ${paymentId}
      order by created_at desc, id desc`,
  );
}
