// The payment's assessment reports as CSV (scope: { paymentId }), as the assessments tab lists them. Permission:
// assessment_reports.read OR assessment_reports.write, as paymentAssessmentReportsByPaymentId (the any-of entry of
// src/shared/export-tables.ts). The metadata is the stored JSON text, one cell.
import { findPaymentPage } from '../../domain/payments';
import { registerRecordList } from './record-list';

registerRecordList(
  'payment_assessment_reports',
  'paymentId',
  async (db, paymentId) => (await findPaymentPage(db, paymentId, true)).assessments?.reports ?? [],
  [
    { header: 'Report ID', kind: 'text', value: (r) => r.id },
    { header: 'Kind', kind: 'text', value: (r) => r.kind },
    { header: 'Result', kind: 'text', value: (r) => r.result },
    { header: 'Reason', kind: 'text', value: (r) => r.reason },
    { header: 'Metadata', kind: 'text', value: (r) => r.metadataJson },
  ],
);
