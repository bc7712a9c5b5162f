// PLUS tab actions (document 2 §2, §4, §9): enabling installment self-cancellation with the fixed limit and duration
// of src/shared/self-cancellation.ts, and 'Allow re-application' (resetConsumerStatus) after a rejected houkatsu.
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import {
  SELF_CANCELLATION_DURATION_MS,
  SELF_CANCELLATION_EXPIRY_TOLERANCE_MS,
  SELF_CANCELLATION_LIMIT,
} from '../../src/shared/self-cancellation';
import { badInput, type ActionOutcome, type Actor, type Tx } from './action-outcome';
import { lockConsumerOrRefuse } from './consumers';
import { findSelfCancellationStatus, type SelfCancellationStatusData } from './plus';

interface LockedPlusStatus {
  ekyc_status: string;
  houkatsu_status: string;
}

/** The consumer's PLUS status row, locked; a consumer without one never applied. */
async function lockPlusStatus(db: Tx, consumerId: string): Promise<LockedPlusStatus> {
  const [row] = await rows<LockedPlusStatus>(
    db,
    sql`select ekyc_status, houkatsu_status from plus_statuses where consumer_id = ${consumerId} for update`,
  );
  return row ?? { ekyc_status: 'never_applied', houkatsu_status: 'never_started' };
}

/**
 * Enables self-cancellation for a consumer whose eKYC is approved (the PLUS tab exists only then): the limit must be
 * the fixed one, and the expiry the console computed (its now + the fixed duration) may differ from the server's own
 * by at most the tolerance (clock skew); the server stores its own expiry. Enabling again starts a fresh allowance.
 */
export async function enableSelfCancellation(
  db: Tx,
  input: { consumerId: string; cancellationsLimit: number; expireAt: number },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<SelfCancellationStatusData>> {
  if (input.cancellationsLimit !== SELF_CANCELLATION_LIMIT)
    return badInput(`The cancellations limit is fixed at ${SELF_CANCELLATION_LIMIT}`, 'cancellationsLimit');
  const expireAt = new Date(now.getTime() + SELF_CANCELLATION_DURATION_MS);
  if (Math.abs(input.expireAt - expireAt.getTime()) > SELF_CANCELLATION_EXPIRY_TOLERANCE_MS)
    return badInput(
      `The expiry is fixed at ${SELF_CANCELLATION_DURATION_MS / 86_400_000} days from now`,
      'expireAt',
    );
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  if (consumer.status === 'Closed') return badInput('The account is closed', 'consumerId');
  const plus = await lockPlusStatus(db, consumer.id);
  if (plus.ekyc_status !== 'approved')
    return badInput('Self-cancellation needs an approved PLUS eKYC', 'consumerId');
  const before = await findSelfCancellationStatus(db, consumer.id);
  await db.execute(sql`
    insert into self_cancellation_settings
      (consumer_id, feature_enabled, enabled, cancellations_limit, remaining_cancellations, expire_at,
       updated_by, updated_at)
    values (${consumer.id}, true, true, ${SELF_CANCELLATION_LIMIT}, ${SELF_CANCELLATION_LIMIT},
            ${expireAt.toISOString()}::timestamptz, ${actor.email}, ${now.toISOString()}::timestamptz)
    on conflict (consumer_id) do update
      set feature_enabled = true, enabled = true, cancellations_limit = excluded.cancellations_limit,
          remaining_cancellations = excluded.remaining_cancellations, expire_at = excluded.expire_at,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  const after = await findSelfCancellationStatus(db, consumer.id);
  return { status: 'done', value: after, audit: { before, after } };
}

/**
 * 'Allow re-application': only when eKYC is approved and houkatsu rejected; the houkatsu status goes back to
 * never_started so the consumer can apply again. Any other state answers Error and changes nothing.
 */
export async function resetConsumerStatus(
  db: Tx,
  input: { consumerId: string },
  _actor: Actor,
  now: Date,
): Promise<ActionOutcome<'Success' | 'Error'>> {
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const plus = await lockPlusStatus(db, locked.consumer.id);
  const before = { ekycStatus: plus.ekyc_status, houkatsuStatus: plus.houkatsu_status };
  if (plus.ekyc_status !== 'approved' || plus.houkatsu_status !== 'rejected')
    return { status: 'refused', value: 'Error', audit: { before, answer: 'Error' } };
  await db.execute(sql`
    update plus_statuses set houkatsu_status = 'never_started', updated_at = ${now.toISOString()}::timestamptz
    where consumer_id = ${locked.consumer.id}`);
  return {
    status: 'done',
    value: 'Success',
    audit: { before, after: { ekycStatus: 'approved', houkatsuStatus: 'never_started' } },
  };
}
