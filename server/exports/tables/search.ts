// The four tabs of the header search's results as CSV (scope: { keyword }): the rows the search answers for the
// keyword (at most SEARCH_RESULT_LIMIT per tab, as on screen), in the screen's columns. The search is one set of
// statements, not a keyset walk, so the whole answer is the first and only page. Any signed-in staff member
// searches, so any may export.
import { fuzzySearch, type FuzzySearchData } from '../../domain/search';
import type { Db } from '../../db/sql';
import { addressLine } from '../../../src/shared/address-line';
import { classifySearchKeyword } from '../../../src/shared/search-keyword';
import {
  ExportScopeError,
  registerExportTable,
  scopeString,
  wholeList,
  type ExportColumn,
} from '../registry';
import type { ExportTableName } from '../../../src/shared/export-tables';

interface Scope {
  keyword: string;
}

function parseScope(input: Record<string, unknown>): Scope {
  const keyword = scopeString(input, 'keyword', 200);
  const classified = classifySearchKeyword(keyword);
  if (!classified.ok) throw new ExportScopeError(classified.message);
  return { keyword };
}

/** Registers one tab: its rows are the search's list of that kind. */
function registerTab<K extends keyof FuzzySearchData>(
  name: ExportTableName,
  list: K,
  columns: readonly ExportColumn<FuzzySearchData[K][number]>[],
  personalData?: (row: FuzzySearchData[K][number]) => string | null,
) {
  registerExportTable<FuzzySearchData[K][number], Scope>({
    name,
    columns,
    personalData,
    parseScope,
    fileId: () => null,
    page: wholeList(async (db: Db, scope) => {
      const outcome = await fuzzySearch(db, scope.keyword);
      return outcome.ok ? (outcome.result[list] as FuzzySearchData[K][number][]) : [];
    }),
  });
}

registerTab(
  'search_payments',
  'paidyPayments',
  [
    { header: 'ID', kind: 'text', value: (p) => p.id },
    { header: 'Test', kind: 'text', value: (p) => (p.test ? 'Test' : '') },
    { header: 'Consumer ID', kind: 'text', value: (p) => p.consumerId },
    { header: 'Consumer', kind: 'text', value: (p) => p.consumerName },
    { header: 'Amount', kind: 'amount', value: (p) => p.amount },
    { header: 'Shipping address', kind: 'text', value: (p) => addressLine(p.shippingAddress) },
    { header: 'Created', kind: 'datetime', value: (p) => p.createdAt },
    { header: 'Status', kind: 'text', value: (p) => p.status },
  ],
  (p) => p.consumerId,
);

registerTab(
  'search_consumers',
  'consumers',
  [
    { header: 'ID', kind: 'text', value: (c) => c.id },
    { header: 'Name', kind: 'text', value: (c) => [c.kanjiName, c.kanaName].filter(Boolean).join(' ') },
    { header: 'Created', kind: 'datetime', value: (c) => c.createdAt },
    { header: 'Date of birth', kind: 'text', value: (c) => c.dateOfBirth },
    { header: 'E-mail', kind: 'text', value: (c) => c.email },
    { header: 'Phone', kind: 'text', value: (c) => c.phone },
    { header: 'Status', kind: 'text', value: (c) => c.status },
  ],
  (c) => c.id,
);

registerTab('search_combini_payments', 'combiniPayments', [
  { header: 'ID', kind: 'text', value: (c) => c.id },
  { header: 'Order reference', kind: 'text', value: (c) => c.orderRef },
  { header: 'Amount', kind: 'amount', value: (c) => c.amount },
  { header: 'Created', kind: 'datetime', value: (c) => c.createdAt },
  { header: 'Status', kind: 'text', value: (c) => c.status },
  { header: 'Test', kind: 'text', value: (c) => (c.test ? 'Test' : '') },
]);

registerTab('search_duplicate_settlements', 'chargesByProviderRef', [
  { header: 'Charge ID', kind: 'text', value: (c) => c.chargeId },
  { header: 'Consumer ID', kind: 'text', value: (c) => c.consumerId },
  { header: 'Order reference', kind: 'text', value: (c) => c.orderReference },
  { header: 'Barcode ID', kind: 'text', value: (c) => c.barcodeId },
  { header: 'Amount', kind: 'amount', value: (c) => c.amount },
  { header: 'Created', kind: 'datetime', value: (c) => c.createdAt },
]);
