// The consumer's Fraud and Fraud payments tabs (document 2 §2, §3, §6): reason lists, active consumer fraud
// flags, assessment exclusions and what may still be excluded, the fraud log, and the active fraud flags of the
// consumer's payments. One statement each (none for a malformed consumer id); who may read what is decided in
// the resolvers.
import { sql } from 'drizzle-orm';
import * as t from '../db/schema/index';
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
      select ${t.fraudFlagReasons.id}, ${t.fraudFlagReasons.description} as reason
      from ${t.fraudFlagReasons}
      where ${t.fraudFlagReasons.scope} = 'consumer_flag' and ${t.fraudFlagReasons.active}
      order by ${t.fraudFlagReasons.sortOrder}, ${t.fraudFlagReasons.id}`,
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
      select ${t.fraudFlagReasons.id}, ${t.fraudFlagReasons.description}
      from ${t.fraudFlagReasons}
      where ${t.fraudFlagReasons.scope} = ${scope} and ${t.fraudFlagReasons.active}
      order by ${t.fraudFlagReasons.sortOrder}, ${t.fraudFlagReasons.id}`,
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
      select ${t.consumerFraudFlags.id}, ${t.consumerFraudFlags.consumerId},
             ${t.fraudFlagReasons.id} as reason_id, ${t.fraudFlagReasons.description} as reason,
             ${t.consumerFraudFlags.flaggedBy},
             ${epochMs(t.consumerFraudFlags.flaggedAt)} as flagged_at
      from ${t.consumerFraudFlags}
      join ${t.fraudFlagReasons} on ${t.fraudFlagReasons.id} = ${t.consumerFraudFlags.flaggedFor}
      where ${t.consumerFraudFlags.consumerId} = ${consumerId} and ${t.consumerFraudFlags.unflaggedAt} is null
      order by ${t.consumerFraudFlags.flaggedAt} desc, ${t.consumerFraudFlags.id} desc`,
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
      select ${t.fraudEventLogs.id}::text as id, ${t.fraudEventLogs.createdBy} as "createdBy",
             ${epochMs(t.fraudEventLogs.createdAt)} as "createdAt", ${t.fraudEventLogs.message}
      from ${t.fraudEventLogs}
      where ${t.fraudEventLogs.consumerId} = ${consumerId}
      order by ${t.fraudEventLogs.createdAt} desc, ${t.fraudEventLogs.id} desc`,
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
      select ${t.assessmentExclusions.id}, ${t.assessmentExclusions.consumerId} as "consumerId",
             ${t.assessmentExclusions.assessmentKind} as "assessmentKind",
             ${t.assessmentExclusions.excludedBy} as "excludedBy",
             ${epochMs(t.assessmentExclusions.excludedAt)} as "excludedAt"
      from ${t.assessmentExclusions}
      where ${t.assessmentExclusions.consumerId} = ${consumerId} and ${t.assessmentExclusions.deactivatedAt} is null
      order by ${t.assessmentExclusions.excludedAt} desc, ${t.assessmentExclusions.id} desc`,
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
      select exists (select 1 from ${t.consumers} where ${t.consumers.id} = ${consumerId}) as known,
             coalesce((select array_agg(distinct ${t.assessmentExclusions.assessmentKind}) from ${t.assessmentExclusions}
                       where ${t.assessmentExclusions.consumerId} = ${consumerId} and ${t.assessmentExclusions.deactivatedAt} is null), '{}') as excluded`,
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
      select ${t.paymentFraudFlags.paymentId} as "paymentId",
             bool_or(${t.paymentFraudFlags.excludeFromBill}) as "excludeFromBill",
             array_agg(${t.paymentFraudFlags.id} order by ${t.paymentFraudFlags.flaggedAt} desc,
             ${t.paymentFraudFlags.id} desc) as "activeFraudFlagIds"
      from ${t.paymentFraudFlags}
      where ${t.paymentFraudFlags.consumerId} = ${consumerId} and ${t.paymentFraudFlags.active}
      group by ${t.paymentFraudFlags.paymentId}
      order by max(${t.paymentFraudFlags.flaggedAt}) desc, ${t.paymentFraudFlags.paymentId} desc`,
  );
}
