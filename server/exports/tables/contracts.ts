// A consumer's installment contracts as CSV: the payments tab's contracts table as filtered and sorted
// on screen. The list is held whole (a consumer has a handful), so the server reads it as the Contracts query does
// and applies the console's own filter and column order (src/shared/contract-rows.ts, text-filter.ts); pages are
// slices after the last row sent. Any signed-in staff member, as contractsByConsumerId.
import { listContractsByConsumer } from '../../domain/contracts';
import { CONTRACT_SORTS, contractFilterTexts, contractRows } from '../../../src/shared/contract-rows';
import { registerExportTable, scopeString, tableViewScope, viewRows, type TableView } from '../registry';

type Row = ReturnType<
  typeof contractRows<Awaited<ReturnType<typeof listContractsByConsumer>>['apple'][number]>
>[number];

interface Scope extends TableView {
  consumerId: string;
}

registerExportTable<Row, Scope>({
  name: 'consumer_contracts',
  columns: [
    { header: 'Type', kind: 'text', value: (c) => c.type },
    { header: 'Payment ID', kind: 'text', value: (c) => c.paymentId },
    { header: 'Merchant', kind: 'text', value: (c) => c.merchantName },
    { header: 'Total amount', kind: 'amount', value: (c) => c.totalCaptureAmount },
    { header: 'Uncreated charges', kind: 'amount', value: (c) => c.outstandingAmount },
    { header: 'Refund', kind: 'amount', value: (c) => c.refundAmount },
    { header: 'Contract date', kind: 'datetime', value: (c) => c.dateConverted },
    { header: 'Status', kind: 'text', value: (c) => c.status },
    { header: 'Installment plan ID', kind: 'text', value: (c) => c.id },
  ],
  parseScope: (input) => ({
    consumerId: scopeString(input, 'consumerId', 100),
    ...tableViewScope(input, CONTRACT_SORTS),
  }),
  fileId: (scope) => scope.consumerId,
  page: async (db, scope, after, limit) => {
    const all = contractRows(await listContractsByConsumer(db, scope.consumerId, false));
    const shown = viewRows(all, scope, contractFilterTexts, (c) => c.status, CONTRACT_SORTS);
    const start = after ? shown.findIndex((c) => c.id === after.id) + 1 : 0;
    return shown.slice(start, start + limit);
  },
});
