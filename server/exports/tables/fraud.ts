// The fraud logs as CSV: a consumer's fraud log (Fraud tab; any signed-in staff, as fraudManagementEventLogs) and a
// payment's fraud flag log (payment page; payment_fraud_flags.read, as paymentFraudFlagsHistory). Both are one
// consumer's or payment's list, answered whole by the domain, newest first.
import { listFraudEventLogs, type FraudEventLogData } from '../../domain/consumer-fraud';
import { listPaymentFraudFlagEvents, type FraudFlagEventData } from '../../domain/payment-fraud';
import { registerExportTable, scopeString, wholeList, type ExportColumn } from '../registry';

/** The screens' columns (their date column is Date on the Fraud tab, Created on the payment page). */
const logColumns = (
  date: string,
): readonly ExportColumn<Pick<FraudEventLogData, 'createdAt' | 'createdBy' | 'message'>>[] => [
  { header: date, kind: 'datetime', value: (l) => l.createdAt },
  { header: 'Creator', kind: 'text', value: (l) => l.createdBy },
  { header: 'Message', kind: 'text', value: (l) => l.message },
];

registerExportTable<FraudEventLogData, { consumerId: string }>({
  name: 'consumer_fraud_logs',
  columns: logColumns('Date'),
  parseScope: (input) => ({ consumerId: scopeString(input, 'consumerId', 100) }),
  fileId: (scope) => scope.consumerId,
  page: wholeList((db, scope) => listFraudEventLogs(db, scope.consumerId)),
});

registerExportTable<FraudFlagEventData, { paymentId: string }>({
  name: 'payment_fraud_log',
  columns: logColumns('Created'),
  parseScope: (input) => ({ paymentId: scopeString(input, 'paymentId', 100) }),
  fileId: (scope) => scope.paymentId,
  page: wholeList((db, scope) => listPaymentFraudFlagEvents(db, scope.paymentId)),
});
