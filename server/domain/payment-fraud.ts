// A payment's fraud state for the payment page's Fraud tab (document 1 §2, §3, §7): its active flags and its
// fraud log. One statement each; an unknown or malformed payment id has no flags and an empty log.
import { sql } from 'drizzle-orm';
import { fraudFlagReasons, paymentFraudFlagEvents, paymentFraudFlags } from '../db/schema/index';
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
            select ${paymentFraudFlags.id}, ${fraudFlagReasons.id} as reason_id,
                   ${fraudFlagReasons.description} as reason, ${paymentFraudFlags.flaggedBy},
                   ${epochMs(paymentFraudFlags.flaggedAt)} as flagged_at, ${paymentFraudFlags.excludeFromBill}
            from ${paymentFraudFlags}
            join ${fraudFlagReasons} on ${fraudFlagReasons.id} = ${paymentFraudFlags.flaggedFor}
            where ${paymentFraudFlags.paymentId} = ${paymentId} and ${paymentFraudFlags.active}
            order by ${paymentFraudFlags.flaggedAt} desc, ${paymentFraudFlags.id} desc`,
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
      select ${paymentFraudFlagEvents.id}::text as id,
             ${epochMs(paymentFraudFlagEvents.createdAt)} as "createdAt",
             ${paymentFraudFlagEvents.createdBy} as "createdBy", ${paymentFraudFlagEvents.message}
      from ${paymentFraudFlagEvents}
      where ${paymentFraudFlagEvents.paymentId} = ${paymentId}
      order by ${paymentFraudFlagEvents.createdAt} desc, ${paymentFraudFlagEvents.id} desc`,
  );
}
