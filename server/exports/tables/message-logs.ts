// The message tables as CSV: a consumer's admin logs (Logs tab) and messages (Messages tab), and a payment's
// message log (payment page), newest first, each as its query reads it (any signed-in staff member). A message's
// kind, sent state and text are written as the tables show them (src/shared/message-log.ts).
import { listAdminLogs, listConsumerMessages } from '../../domain/consumers';
import { findPaymentPage, type PaymentMessageData } from '../../domain/payments';
import {
  paymentMessageKind,
  paymentMessageStatus,
  paymentMessageText,
} from '../../../src/shared/message-log';
import type { ExportColumn } from '../registry';
import { registerRecordList } from './record-list';

registerRecordList('consumer_admin_logs', 'consumerId', listAdminLogs, [
  { header: 'Date', kind: 'datetime', value: (l) => l.createdAt },
  { header: 'Creator', kind: 'text', value: (l) => l.creator },
  { header: 'Message', kind: 'text', value: (l) => l.message },
]);

/** The columns of both message logs; the date column is Date on the consumer's tab, Created on the payment's. */
const messageColumns = (date: string, status: string): readonly ExportColumn<PaymentMessageData>[] => [
  { header: date, kind: 'datetime', value: (m) => m.createdAt },
  { header: 'Kind', kind: 'text', value: (m) => paymentMessageKind(m.kind) },
  { header: status, kind: 'text', value: (m) => paymentMessageStatus(m.dispatched) },
  { header: 'Message', kind: 'text', value: (m) => paymentMessageText(m) },
];

registerRecordList('consumer_messages', 'consumerId', listConsumerMessages, messageColumns('Date', 'Sent'));

registerRecordList(
  'payment_messages',
  'paymentId',
  async (db, paymentId) => (await findPaymentPage(db, paymentId, false)).messages,
  messageColumns('Created', 'Status'),
);
