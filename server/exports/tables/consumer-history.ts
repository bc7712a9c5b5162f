// A consumer's change history as CSV (issue 21): the change-history tab's table for its search period, as filtered
// and sorted on screen. The period's records are read as the consumerHistory query reads them (a consumer has a
// few hundred at most), then the console's own filter and row texts apply (src/shared/change-history-rows.ts,
// text-filter.ts); pages are slices after the last row sent. Any signed-in staff member, as consumerHistory.
import {
  changeHistoryRow,
  changeHistoryTexts,
  type HistoryRecord,
} from '../../../src/shared/change-history-rows';
import { filterRows } from '../../../src/shared/text-filter';
import { checkHistoryRange, listConsumerHistory } from '../../domain/consumer-history';
import { ExportScopeError, optionalScopeString, registerExportTable, scopeString } from '../registry';

interface Row {
  position: number;
  record: HistoryRecord;
}

interface Scope {
  consumerId: string;
  from: number;
  to: number;
  q: string;
  ascending: boolean;
}

function epoch(input: Record<string, unknown>, field: string): number {
  const value = input[field];
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new ExportScopeError(`scope.${field} must be epoch milliseconds`);
  return value;
}

registerExportTable<Row, Scope>({
  name: 'consumer_history',
  columns: [
    { header: 'Date', kind: 'datetime', value: (r) => r.record.timestamp },
    { header: 'Changed by', kind: 'text', value: (r) => changeHistoryRow(r.record).changedBy },
    { header: 'Kind', kind: 'text', value: (r) => r.record.kind },
    { header: 'Change', kind: 'text', value: (r) => changeHistoryRow(r.record).lines.join('\n') },
  ],
  parseScope: (input) => {
    const from = epoch(input, 'from');
    const to = epoch(input, 'to');
    // The period the history query accepts (not reversed, not over ten years), refused before any row goes out.
    const refusal = checkHistoryRange(from, to);
    if (refusal) throw new ExportScopeError(refusal);
    return {
      consumerId: scopeString(input, 'consumerId', 100),
      from,
      to,
      q: optionalScopeString(input, 'q') ?? '',
      ascending: optionalScopeString(input, 'sortDirection', 10) === 'ascending',
    };
  },
  fileId: (scope) => scope.consumerId,
  page: async (db, scope, after, limit) => {
    const outcome = await listConsumerHistory(db, scope.consumerId, scope.from, scope.to);
    if (!outcome.ok) throw new ExportScopeError(outcome.message);
    // Newest first, as the tab shows them unless its date column is sorted ascending.
    const records = [...outcome.records].sort((a, b) => b.timestamp - a.timestamp);
    if (scope.ascending) records.reverse();
    const shown = filterRows(records as HistoryRecord[], { q: scope.q, status: '' }, changeHistoryTexts);
    const start = after ? after.position + 1 : 0;
    return shown.slice(start, start + limit).map((record, i) => ({ position: start + i, record }));
  },
});
