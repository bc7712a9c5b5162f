// The consumer's Fraud and Fraud payments tabs (document 2 §2, §3, §6): reason lists, active consumer fraud
// flags, assessment exclusions and what may still be excluded, the fraud log, and the active fraud flags of the
// consumer's payments. One statement each (none for a malformed consumer id); who may read what is decided in
// the resolvers.
import { sql } from 'drizzle-orm';
import * as t from '../db/schema/index';
import { rows, epochMs, type Db } from '../db/sql';
import { ASSESSMENT_KINDS } from '../db/schema/payments';
import { isConsumerId, newId } from '../../src/shared/id-patterns';
import { FRAUD_MANAGEMENT_PERMISSIONS, type Permission } from '../../src/shared/permissions';
import {
  badInput,
  checkOneLineMessage,
  MESSAGE_LIMITS,
  unknown,
  type ActionOutcome,
  type Actor,
} from './action-outcome';
import { disableLockedConsumer, lockConsumerOrRefuse } from './consumers';

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

// ─── Fraud tab actions (document 2 §2 Fraud tab, §4, §5) ────────────────────────────────────────
// Each locks the consumer first, so flags, exclusions and the account status change one staff action at a time.

const FLAG_ID = /^ffl_[0-9A-Za-z]{16}$/;
const EXCLUSION_ID = /^axc_[0-9A-Za-z]{16}$/;

/**
 * Flags the consumer for fraud with a reason from flaggingReasons and disables an enabled account (a closed one stays
 * closed). A second flag for a reason the consumer is already flagged for is refused: two staff confirming the same
 * flag at once make one flag.
 */
export async function createConsumerFraudFlag(
  db: Db,
  input: { consumerId: string; flaggedFor: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<ConsumerFraudFlagData>> {
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  const [reason] = await rows<FlaggingReasonData>(
    db,
    sql`select id, description as reason from fraud_flag_reasons
        where id = ${input.flaggedFor} and scope = 'consumer_flag' and active`,
  );
  if (!reason) return badInput(`${input.flaggedFor} is not a flagging reason`, 'flaggedFor');
  const [already] = await rows<{ id: string }>(
    db,
    sql`select id from consumer_fraud_flags
        where consumer_id = ${consumer.id} and flagged_for = ${reason.id} and unflagged_at is null limit 1`,
  );
  if (already)
    return badInput(`The consumer is already flagged for ${reason.reason} (${already.id})`, 'flaggedFor');
  const id = newId('consumerFraudFlag');
  await db.execute(sql`
    insert into consumer_fraud_flags (id, consumer_id, flagged_for, flagged_by, flagged_at)
    values (${id}, ${consumer.id}, ${reason.id}, ${actor.email}, ${now.toISOString()}::timestamptz)`);
  const statusBefore = consumer.status;
  if (consumer.status === 'Enabled') {
    await disableLockedConsumer(db, consumer, {
      agent: actor.email,
      reason: `Fraud flag: ${reason.reason}`,
      now,
    });
  }
  return {
    status: 'done',
    value: {
      id,
      consumerId: consumer.id,
      flaggedFor: reason,
      flaggedBy: actor.email,
      flaggedAt: now.getTime(),
    },
    audit: {
      flagId: id,
      reason: reason.id,
      before: { status: statusBefore },
      after: { status: consumer.status },
    },
  };
}

/**
 * Lifts one of the consumer's fraud flags with a one-line message. The account stays as it is (document 2 §4). An
 * already lifted flag answers Error.
 */
export async function unflagConsumerFraudFlag(
  db: Db,
  input: { consumerId: string; flagId: string; message: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<'Success' | 'Error'>> {
  const message = checkOneLineMessage(
    input.message,
    MESSAGE_LIMITS.fraudMessage,
    'message',
    'unflag message',
  );
  if (!message.ok) return message.outcome;
  if (!FLAG_ID.test(input.flagId)) return badInput('flagId is not a fraud flag id', 'flagId');
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const [flag] = await rows<{ id: string; active: boolean }>(
    db,
    sql`select id, unflagged_at is null as active from consumer_fraud_flags
        where id = ${input.flagId} and consumer_id = ${input.consumerId} for update`,
  );
  if (!flag) return unknown(`No fraud flag ${input.flagId} on consumer ${input.consumerId}`);
  const audit = { flagId: flag.id, message: message.text };
  if (!flag.active)
    return { status: 'refused', value: 'Error', audit: { ...audit, answer: 'AlreadyUnflagged' } };
  await db.execute(sql`
    update consumer_fraud_flags
    set unflagged_at = ${now.toISOString()}::timestamptz, unflagged_by = ${actor.email},
        unflag_message = ${message.text}
    where id = ${flag.id}`);
  return { status: 'done', value: 'Success', audit };
}

/** A line in the consumer's fraud log: required, one line, at most MESSAGE_LIMITS.fraudMessage characters. */
export async function createFraudEventLog(
  db: Db,
  input: { consumerId: string; message: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<FraudEventLogData>> {
  const message = checkOneLineMessage(
    input.message,
    MESSAGE_LIMITS.fraudMessage,
    'message',
    'fraud log message',
  );
  if (!message.ok) return message.outcome;
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const [log] = await rows<FraudEventLogData>(
    db,
    sql`
      insert into fraud_event_logs (consumer_id, message, created_by, created_at)
      values (${input.consumerId}, ${message.text}, ${actor.email}, ${now.toISOString()}::timestamptz)
      returning id::text as id, created_by as "createdBy", ${epochMs(sql`created_at`)} as "createdAt", message`,
  );
  return { status: 'done', value: log, audit: { message: message.text, logId: log.id } };
}

/** Excludes the consumer from an assessment kind that excludableAssessmentsByConsumerId offers. */
export async function createAssessmentExclusion(
  db: Db,
  input: { consumerId: string; assessmentKind: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<AssessmentExclusionData>> {
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const excludable = await listExcludableAssessmentKinds(db, input.consumerId);
  if (!excludable.includes(input.assessmentKind))
    return badInput(
      `${input.assessmentKind} is not an assessment kind this consumer can be excluded from`,
      'assessmentKind',
    );
  const id = newId('assessmentExclusion');
  await db.execute(sql`
    insert into assessment_exclusions (id, consumer_id, assessment_kind, excluded_by, excluded_at)
    values (${id}, ${input.consumerId}, ${input.assessmentKind}, ${actor.email}, ${now.toISOString()}::timestamptz)`);
  return {
    status: 'done',
    value: {
      id,
      consumerId: input.consumerId,
      assessmentKind: input.assessmentKind,
      excludedBy: actor.email,
      excludedAt: now.getTime(),
    },
    audit: { exclusionId: id, assessmentKind: input.assessmentKind },
  };
}

/** Removes one of the consumer's active exclusions; a removed one is refused. */
export async function deactivateAssessmentExclusion(
  db: Db,
  input: { consumerId: string; exclusionId: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<AssessmentExclusionData>> {
  if (!EXCLUSION_ID.test(input.exclusionId))
    return badInput('exclusionId is not an assessment exclusion id', 'exclusionId');
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const [found] = await rows<AssessmentExclusionData & { active: boolean }>(
    db,
    sql`
      select id, consumer_id as "consumerId", assessment_kind as "assessmentKind", excluded_by as "excludedBy",
             ${epochMs(sql`excluded_at`)} as "excludedAt", deactivated_at is null as active
      from assessment_exclusions
      where id = ${input.exclusionId} and consumer_id = ${input.consumerId}
      for update`,
  );
  if (!found) return unknown(`No assessment exclusion ${input.exclusionId} on consumer ${input.consumerId}`);
  const { active, ...exclusion } = found;
  if (!active) return badInput(`The exclusion ${exclusion.id} is already removed`, 'exclusionId');
  await db.execute(sql`
    update assessment_exclusions
    set deactivated_at = ${now.toISOString()}::timestamptz, deactivated_by = ${actor.email}
    where id = ${exclusion.id}`);
  return {
    status: 'done',
    value: exclusion,
    audit: { exclusionId: exclusion.id, assessmentKind: exclusion.assessmentKind },
  };
}
