// The convenience-store payment page's provider table as CSV (scope: { combiniPaymentId }): its one row, as the
// combinipayment query reads it (any signed-in staff member); an unknown id is a file of the header alone.
import { findCombiniPayment } from '../../domain/combini-payments';
import { registerRecordList } from './record-list';

registerRecordList(
  'combini_payment_provider',
  'combiniPaymentId',
  async (db, id) => {
    const payment = await findCombiniPayment(db, id);
    return payment ? [{ id: payment.id, ...payment.provider }] : [];
  },
  [
    { header: 'Combini payment ID', kind: 'text', value: (p) => p.id },
    { header: 'Provider name', kind: 'text', value: (p) => p.providerName },
    { header: 'Provider reference', kind: 'text', value: (p) => p.providerRef },
    { header: 'Consumer code', kind: 'text', value: (p) => p.consumerCode },
    { header: 'Merchant code', kind: 'text', value: (p) => p.merchantCode },
  ],
);
