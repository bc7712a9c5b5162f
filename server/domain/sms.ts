// Sending an SMS to a consumer (document 2 §2, §5, §7, §8) in three steps, so the gateway's wait never holds the
// consumer's row lock or a database transaction open: (1) in the mutation's transaction, check the text, lock the
// consumer and record the attempt (a Messages-tab row not yet dispatched, an sms_log row Pending, the audit row, the
// Idempotency-Key applied — a retried key therefore never sends again); (2) call the gateway outside any
// transaction; (3) record the outcome in a short transaction of its own, with an audit row of its own.
import { isBlankText } from '../../src/shared/blank-text';
import { sql } from 'drizzle-orm';
import { rows, type Orm } from '../db/client';
import { isConsumerId } from '../../src/shared/id-patterns';
import { SMS_TEXT_LIMIT, smsLength } from '../../src/shared/sms';
import type { SmsDelivery } from '../sms/gateway';
import { badInput, type ActionOutcome, type Actor, type Tx } from './action-outcome';
import { writeAudit } from './audit';
import { lockConsumer } from './consumers';

export interface SmsAttempt {
  smsId: number;
  consumerId: string;
  /** E.164 (+81…). */
  to: string;
  text: string;
}

/**
 * Step 1. The text must not be blank and at most SMS_TEXT_LIMIT characters (refused as bad input, nothing
 * recorded); an unknown consumer answers ConsumerNotFound. Otherwise the attempt is recorded and returned.
 */
export async function recordSmsAttempt(
  db: Tx,
  input: { consumerId: string; text: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<SmsAttempt | 'ConsumerNotFound'>> {
  if (isBlankText(input.text)) return badInput('The SMS text is required', 'smsText');
  if (smsLength(input.text) > SMS_TEXT_LIMIT)
    return badInput(`The SMS text may be at most ${SMS_TEXT_LIMIT} characters long`, 'smsText');
  const consumer = isConsumerId(input.consumerId) ? await lockConsumer(db, input.consumerId) : null;
  if (!consumer)
    return { status: 'refused', value: 'ConsumerNotFound', audit: { answer: 'ConsumerNotFound' } };
  const at = now.toISOString();
  const [message] = await rows<{ id: number }>(
    db,
    sql`
      insert into consumer_messages (consumer_id, kind, subject, message, dispatched, created_at)
      values (${consumer.id}, 'sms', null, ${input.text}, false, ${at}::timestamptz)
      returning id`,
  );
  const [sms] = await rows<{ id: number }>(
    db,
    sql`
      insert into sms_log (consumer_id, phone, body, result, sent_by, created_at, consumer_message_id)
      values (${consumer.id}, ${consumer.phone}, ${input.text}, 'Pending', ${actor.email}, ${at}::timestamptz,
              ${message.id})
      returning id`,
  );
  const smsId = Number(sms.id);
  return {
    status: 'done',
    value: { smsId, consumerId: consumer.id, to: `+${consumer.phone}`, text: input.text },
    // The text itself stays in sms_log; the audit row says how long it was.
    audit: { smsId, length: smsLength(input.text) },
  };
}

/**
 * Step 3. Marks the attempt Success (the Messages tab shows it dispatched) or Error (not sent), with the gateway's
 * answer, and audits the delivery, in one transaction. An attempt already completed is left as it is.
 */
export async function recordSmsDelivery(
  db: Pick<Orm, 'transaction'>,
  attempt: SmsAttempt,
  delivery: SmsDelivery,
  staff: { id: string; email: string },
  ip: string | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await rows<{ consumer_message_id: number | null }>(
      tx,
      sql`
        update sms_log
        set result = ${delivery.sent ? 'Success' : 'Error'}, gateway_answer = ${delivery.answer.slice(0, 200)},
            completed_at = ${now.toISOString()}::timestamptz
        where id = ${attempt.smsId} and result = 'Pending'
        returning consumer_message_id`,
    );
    if (!updated) return;
    if (updated.consumer_message_id !== null) {
      await tx.execute(sql`
        update consumer_messages set dispatched = ${delivery.sent} where id = ${updated.consumer_message_id}`);
    }
    await writeAudit(tx, {
      staff,
      operation: 'consumer.sms.delivery',
      targetType: 'consumer',
      targetId: attempt.consumerId,
      outcome: delivery.sent ? 'success' : 'failure',
      detail: { smsId: attempt.smsId, sent: delivery.sent, gatewayAnswer: delivery.answer.slice(0, 200) },
      ip,
    });
  });
}
