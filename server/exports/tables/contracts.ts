// A consumer's installment contracts as CSV (issue 21): the payments tab's contracts table as filtered and sorted
// on screen. The list is held whole (a consumer has a handful), so the server reads it as the Contracts query does
// and applies the console's own filter and column order (src/shared/contract-rows.ts, text-filter.ts); pages are
// slices after the last row sent. Any signed-in staff member, as contractsByConsumerId.
import { listContractsByConsumer } from '../../domain/contracts';
import { CONTRACT_SORTS, contractFilterTexts, contractRows } from '../../../src/shared/contract-rows';
import { filterRows } from '../../../src/shared/text-filter';
import { ExportScopeError, optionalScopeString, registerExportTable, scopeString } from '../registry';

type Row = ReturnType<
  typeof contractRows<Awaited<ReturnType<typeof listContractsByConsumer>>['apple'][number]>
>[number];

interface Scope {
  consumerId: string;
  q: string;
  status: string;
  sortKey: string | null;
  descending: boolean;
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
  parseScope: (input) => {
    const sortKey = optionalScopeString(input, 'sortKey', 20);
    if (sortKey !== null && !(sortKey in CONTRACT_SORTS))
      throw new ExportScopeError('scope.sortKey is not a sortable column of the contracts table');
    return {
      consumerId: scopeString(input, 'consumerId', 100),
      q: optionalScopeString(input, 'q') ?? '',
      status: optionalScopeString(input, 'status', 40) ?? '',
      sortKey,
      descending: optionalScopeString(input, 'sortDirection', 10) === 'descending',
    };
  },
  fileId: (scope) => scope.consumerId,
  page: async (db, scope, after, limit) => {
    const all = contractRows(await listContractsByConsumer(db, scope.consumerId, false));
    const shown = [...filterRows(all, scope, contractFilterTexts, (c) => c.status)];
    const compare = scope.sortKey ? CONTRACT_SORTS[scope.sortKey] : undefined;
    if (compare) shown.sort((a, b) => (scope.descending ? -1 : 1) * compare(a, b));
    const start = after ? shown.findIndex((c) => c.id === after.id) + 1 : 0;
    return shown.slice(start, start + limit);
  },
});
