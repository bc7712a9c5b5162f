// A payment's fraud state for the payment page's Fraud tab (document 1 §2, §3, §7): its active flags and its
// fraud log. One statement each; an unknown or malformed payment id has no flags and an empty log.
import { sql } from 'drizzle-orm';
import { fraudFlagReasons, paymentFraudFlagEvents, paymentFraudFlags } from '../db/schema/index';
import { rows, epochMs, type Db } from '../db/sql';
import { isPaymentId, newId } from '../../src/shared/id-patterns';
import { badInput, MAX_PAYMENTS_PER_CALL, unknown, type ActionOutcome, type Actor } from './action-outcome';
import { lockConsumerOrRefuse } from './consumers';

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
/** Whether the payment has an active fraud flag (the FRAUDULENT tag; no flag details). One statement. */
export async function hasActivePaymentFraudFlag(db: Db, paymentId: string): Promise<boolean> {
  if (!isPaymentId(paymentId)) return false;
  const [row] = await rows<{ flagged: boolean }>(
    db,
    sql`
      select exists (
        select 1 from ${paymentFraudFlags}
        where ${paymentFraudFlags.paymentId} = ${paymentId} and ${paymentFraudFlags.active}
      ) as flagged`,
  );
  return row?.flagged === true;
}

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

// ─── Fraud payments tab actions (document 2 §2 Fraud payments, §5) ──────────────────────────────

const PAYMENT_FRAUD_FLAG_ID = /^pff_[0-9A-Za-z]{16}$/;

export interface CreatedPaymentFraudFlagData {
  fraudFlagId: string;
  paymentId: string;
}

/**
 * Flags the consumer's selected payments for fraud, only when none of them has an active flag (the button rule of
 * §5, enforced here). Each payment must belong to the consumer and name its own merchant. Locks the consumer, then
 * the payments in id order, so two staff flagging the same payment at once make one flag. Each flag gets a line
 * in the payment's fraud log.
 */
export async function flagPaymentsForFraud(
  db: Db,
  input: {
    consumerId: string;
    flaggedFor: string;
    excludeFromBill: boolean;
    paymentsToFlag: readonly { paymentId: string; merchantId: string }[];
  },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<CreatedPaymentFraudFlagData[]>> {
  const wanted = new Map<string, string>();
  for (const { paymentId, merchantId } of input.paymentsToFlag) {
    if (!isPaymentId(paymentId)) return badInput(`${paymentId} is not a payment id`, 'paymentsToFlag');
    if (wanted.has(paymentId) && wanted.get(paymentId) !== merchantId)
      return badInput(`${paymentId} is listed with two merchants`, 'paymentsToFlag');
    wanted.set(paymentId, merchantId);
  }
  if (wanted.size === 0) return badInput('Select at least one payment', 'paymentsToFlag');
  if (wanted.size > MAX_PAYMENTS_PER_CALL)
    return badInput(`At most ${MAX_PAYMENTS_PER_CALL} payments can be flagged at once`, 'paymentsToFlag');
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const [reason] = await rows<{ id: string; description: string }>(
    db,
    sql`select id, description from fraud_flag_reasons
        where id = ${input.flaggedFor} and scope = 'payment_flag' and active`,
  );
  if (!reason) return badInput(`${input.flaggedFor} is not a payment flagging reason`, 'flaggedFor');
  const ids = [...wanted.keys()].sort();
  const found = await rows<{ id: string; consumer_id: string | null; merchant_id: string; flagged: boolean }>(
    db,
    sql`
      select p.id, p.consumer_id, p.merchant_id,
             exists (select 1 from payment_fraud_flags f where f.payment_id = p.id and f.active) as flagged
      from payments p
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by p.id
      for update of p`,
  );
  const byId = new Map(found.map((p) => [p.id, p]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) return unknown(`No payment ${missing.join(', ')}`);
  const foreign = found.filter((p) => p.consumer_id !== input.consumerId).map((p) => p.id);
  if (foreign.length)
    return badInput(`Not payments of consumer ${input.consumerId}: ${foreign.join(', ')}`, 'paymentsToFlag');
  const wrongMerchant = found.filter((p) => p.merchant_id !== wanted.get(p.id)).map((p) => p.id);
  if (wrongMerchant.length)
    return badInput(`The merchant does not match the payment: ${wrongMerchant.join(', ')}`, 'paymentsToFlag');
  const flagged = found.filter((p) => p.flagged).map((p) => p.id);
  if (flagged.length) return badInput(`Already flagged for fraud: ${flagged.join(', ')}`, 'paymentsToFlag');
  const created = found.map((p) => ({
    fraudFlagId: newId('paymentFraudFlag'),
    paymentId: p.id,
    merchantId: p.merchant_id,
  }));
  const at = now.toISOString();
  await db.execute(sql`
    insert into payment_fraud_flags
      (id, payment_id, consumer_id, merchant_id, flagged_for, exclude_from_bill, active, flagged_by, flagged_at)
    values ${sql.join(
      created.map(
        (f) => sql`(${f.fraudFlagId}, ${f.paymentId}, ${input.consumerId}, ${f.merchantId}, ${reason.id},
                    ${input.excludeFromBill}, true, ${actor.email}, ${at}::timestamptz)`,
      ),
      sql`, `,
    )}`);
  const note = `不正フラグを登録しました（${reason.description}${input.excludeFromBill ? '・請求停止' : ''}）`;
  await db.execute(sql`
    insert into payment_fraud_flag_events (payment_id, consumer_id, payment_fraud_flag_id, message, created_by, created_at)
    values ${sql.join(
      created.map(
        (f) =>
          sql`(${f.paymentId}, ${input.consumerId}, ${f.fraudFlagId}, ${note}, ${actor.email}, ${at}::timestamptz)`,
      ),
      sql`, `,
    )}`);
  return {
    status: 'done',
    value: created.map(({ fraudFlagId, paymentId }) => ({ fraudFlagId, paymentId })),
    audit: {
      reason: reason.id,
      excludeFromBill: input.excludeFromBill,
      flags: created.map(({ fraudFlagId, paymentId }) => ({ fraudFlagId, paymentId })),
    },
  };
}

/**
 * Removes payment fraud flags with a reason from paymentFraudUnflaggingReasons, only when every one of them is active
 * (the §5 button rule). Locks the flags in id order; all must belong to one consumer. Answers the removed ids.
 */
export async function unflagPaymentFraudFlags(
  db: Db,
  input: { unflaggedFor: string; paymentFraudFlagIds: readonly string[] },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<string[]>> {
  const ids = [...new Set(input.paymentFraudFlagIds)].sort();
  const malformed = ids.filter((id) => !PAYMENT_FRAUD_FLAG_ID.test(id));
  if (malformed.length)
    return badInput(`Not payment fraud flag ids: ${malformed.join(', ')}`, 'paymentFraudFlagIds');
  if (ids.length === 0) return badInput('Select at least one flag', 'paymentFraudFlagIds');
  if (ids.length > MAX_PAYMENTS_PER_CALL)
    return badInput(`At most ${MAX_PAYMENTS_PER_CALL} flags can be removed at once`, 'paymentFraudFlagIds');
  const [reason] = await rows<{ id: string; description: string }>(
    db,
    sql`select id, description from fraud_flag_reasons
        where id = ${input.unflaggedFor} and scope = 'payment_unflag' and active`,
  );
  if (!reason) return badInput(`${input.unflaggedFor} is not a payment unflagging reason`, 'unflaggedFor');
  const found = await rows<{ id: string; payment_id: string; consumer_id: string; active: boolean }>(
    db,
    sql`
      select id, payment_id, consumer_id, active from payment_fraud_flags
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by id
      for update`,
  );
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) return unknown(`No payment fraud flag ${missing.join(', ')}`);
  const consumerIds = [...new Set(found.map((f) => f.consumer_id))];
  if (consumerIds.length > 1)
    return badInput('The flags belong to more than one consumer', 'paymentFraudFlagIds');
  const inactive = found.filter((f) => !f.active).map((f) => f.id);
  if (inactive.length) return badInput(`Not active any more: ${inactive.join(', ')}`, 'paymentFraudFlagIds');
  const at = now.toISOString();
  await db.execute(sql`
    update payment_fraud_flags
    set active = false, unflagged_for = ${reason.id}, unflagged_by = ${actor.email}, unflagged_at = ${at}::timestamptz
    where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const note = `不正フラグを解除しました（${reason.description}）`;
  await db.execute(sql`
    insert into payment_fraud_flag_events (payment_id, consumer_id, payment_fraud_flag_id, message, created_by, created_at)
    values ${sql.join(
      found.map(
        (f) => sql`(${f.payment_id}, ${f.consumer_id}, ${f.id}, ${note}, ${actor.email}, ${at}::timestamptz)`,
      ),
      sql`, `,
    )}`);
  return {
    status: 'done',
    value: ids,
    audit: { reason: reason.id, flags: found.map((f) => ({ fraudFlagId: f.id, paymentId: f.payment_id })) },
    target: { type: 'consumer', id: consumerIds[0] },
  };
}
