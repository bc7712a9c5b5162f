// The consumer's Fraud and Fraud payments tabs (document 2 §2, §3, §6): reason lists, active consumer fraud
// flags, assessment exclusions and what may still be excluded, the fraud log, and the active fraud flags of the
// consumer's payments. One statement each (none for a malformed consumer id); who may read what is decided in
// the resolvers.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { ASSESSMENT_KINDS } from '../db/schema/payments';
import { isConsumerId } from '../../src/shared/id-patterns';
import { FRAUD_MANAGEMENT_PERMISSIONS, type Permission } from '../../src/shared/permissions';

/** The fraud-management permissions among `held`, in the spec's order (document 2 §6). */
export function fraudManagementPermissionsOf(held: readonly string[]): Permission[] {
  return FRAUD_MANAGEMENT_PERMISSIONS.filter((p) => held.includes(p));
}

export interface FlaggingReasonData {
  id: string;
  reason: string;
}

/** The reasons a consumer can be flagged for, in their list order; retired reasons are left out. */
export async function listConsumerFlaggingReasons(db: Db): Promise<FlaggingReasonData[]> {
  return rows<FlaggingReasonData>(
    db,
    sql`
      select id, description as reason
      from fraud_flag_reasons
      where scope = 'consumer_flag' and active
      order by sort_order, id`,
  );
}

export interface PaymentFraudReasonData {
  id: string;
  description: string;
}

/** The reasons for flagging (`payment_flag`) or unflagging (`payment_unflag`) a payment, in list order. */
export async function listPaymentFraudReasons(
  db: Db,
  scope: 'payment_flag' | 'payment_unflag',
): Promise<PaymentFraudReasonData[]> {
  return rows<PaymentFraudReasonData>(
    db,
    sql`
      select id, description
      from fraud_flag_reasons
      where scope = ${scope} and active
      order by sort_order, id`,
  );
}

export interface ConsumerFraudFlagData {
  id: string;
  consumerId: string;
  flaggedFor: FlaggingReasonData;
  flaggedBy: string;
  flaggedAt: number;
}

/** The consumer's fraud flags that are not unflagged, newest first. */
export async function listActiveConsumerFraudFlags(
  db: Db,
  consumerId: string,
): Promise<ConsumerFraudFlagData[]> {
  if (!isConsumerId(consumerId)) return [];
  const found = await rows<{
    id: string;
    consumer_id: string;
    reason_id: string;
    reason: string;
    flagged_by: string;
    flagged_at: number;
  }>(
    db,
    sql`
      select f.id, f.consumer_id, r.id as reason_id, r.description as reason, f.flagged_by,
             ${epochMs(sql`f.flagged_at`)} as flagged_at
      from consumer_fraud_flags f
      join fraud_flag_reasons r on r.id = f.flagged_for
      where f.consumer_id = ${consumerId} and f.unflagged_at is null
      order by f.flagged_at desc, f.id desc`,
  );
  return found.map((f) => ({
    id: f.id,
    consumerId: f.consumer_id,
    flaggedFor: { id: f.reason_id, reason: f.reason },
    flaggedBy: f.flagged_by,
    flaggedAt: f.flagged_at,
  }));
}

export interface FraudEventLogData {
  id: string;
  createdBy: string;
  createdAt: number;
  message: string;
}

/** The consumer's fraud log, newest first; the console pages it. */
export async function listFraudEventLogs(db: Db, consumerId: string): Promise<FraudEventLogData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<FraudEventLogData>(
    db,
    sql`
      select id::text as id, created_by as "createdBy", ${epochMs(sql`created_at`)} as "createdAt", message
      from fraud_event_logs
      where consumer_id = ${consumerId}
      order by created_at desc, id desc`,
  );
}

export interface AssessmentExclusionData {
  id: string;
  consumerId: string;
  assessmentKind: string;
  excludedBy: string;
  excludedAt: number;
}

/** The consumer's active (not deactivated) assessment exclusions, newest first. */
export async function listActiveAssessmentExclusions(
  db: Db,
  consumerId: string,
): Promise<AssessmentExclusionData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<AssessmentExclusionData>(
    db,
    sql`
      select id, consumer_id as "consumerId", assessment_kind as "assessmentKind", excluded_by as "excludedBy",
             ${epochMs(sql`excluded_at`)} as "excludedAt"
      from assessment_exclusions
      where consumer_id = ${consumerId} and deactivated_at is null
      order by excluded_at desc, id desc`,
  );
}

/**
 * The assessment kinds the consumer may still be excluded from: every kind without an active exclusion, in the
 * order of ASSESSMENT_KINDS. Empty for an unknown consumer (nothing can be excluded for nobody).
 */
export async function listExcludableAssessmentKinds(db: Db, consumerId: string): Promise<string[]> {
  if (!isConsumerId(consumerId)) return [];
  const [row] = await rows<{ known: boolean; excluded: string[] }>(
    db,
    sql`
      select exists (select 1 from consumers where id = ${consumerId}) as known,
             coalesce((select array_agg(distinct assessment_kind) from assessment_exclusions
                       where consumer_id = ${consumerId} and deactivated_at is null), '{}') as excluded`,
  );
  if (!row?.known) return [];
  return ASSESSMENT_KINDS.filter((kind) => !row.excluded.includes(kind));
}

export interface ConsumerPaymentFraudFlagsData {
  paymentId: string;
  /** True when any active flag on the payment stops billing. */
  excludeFromBill: boolean;
  /** Newest first. */
  activeFraudFlagIds: string[];
}

/**
 * The consumer's payments that carry at least one active fraud flag, most recently flagged first; payments
 * without an active flag are left out (the console shows なし for them).
 */
export async function listConsumerPaymentsActiveFraudFlags(
  db: Db,
  consumerId: string,
): Promise<ConsumerPaymentFraudFlagsData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<ConsumerPaymentFraudFlagsData>(
    db,
    sql`
      select payment_id as "paymentId", bool_or(exclude_from_bill) as "excludeFromBill",
             array_agg(id order by flagged_at desc, id desc) as "activeFraudFlagIds"
      from payment_fraud_flags
      where consumer_id = ${consumerId} and active
      group by payment_id
      order by max(flagged_at) desc, payment_id desc`,
  );
}
