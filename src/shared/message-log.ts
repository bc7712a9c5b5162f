// The message log rows both the payment page and the consumer's messages tab show (document 1 §2, document 2 §2),
// and their CSV出力 (server/exports/tables/message-logs.ts) writes.
import { NOT_AVAILABLE } from './format';

/** Message log text: the message, else the subject, else N/A. */
export function paymentMessageText(m: { message?: string | null; subject?: string | null }): string {
  if (m.message?.trim()) return m.message;
  if (m.subject?.trim()) return m.subject;
  return NOT_AVAILABLE;
}

/** Message log kind, uppercase. */
export function paymentMessageKind(kind: string): string {
  return kind.toUpperCase();
}

/** Message log status: Sent, or NOT SENT (shown in red). */
export function paymentMessageStatus(dispatched: boolean): 'Sent' | 'NOT SENT' {
  return dispatched ? 'Sent' : 'NOT SENT';
}
