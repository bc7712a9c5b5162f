// A consumer's change history as CSV: the change-history tab's table for its search period, as filtered
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
import { filterInstantMessage, isFilterInstant } from '../scope-checks';
import {
  maskAddress,
  maskBirthDate,
  maskEmail,
  maskPhone,
  type MaskableAddress,
} from '../../../src/shared/pii-mask';

type Masked = {
  email?: string | null;
  phone?: string | null;
  dateOfBirth?: string | null;
  address?: unknown;
};

/** A record's e-mail, phone, birth date and address as a list shows them; other records as they are. */
function maskHistoryRecord<R extends object>(record: R): R {
  if (!('email' in record || 'phone' in record || 'dateOfBirth' in record || 'address' in record))
    return record;
  const r = record as R & Masked;
  return {
    ...r,
    email: maskEmail(r.email ?? null),
    phone: maskPhone(r.phone ?? null),
    dateOfBirth: maskBirthDate(r.dateOfBirth ?? null),
    address: maskAddress((r.address as MaskableAddress | null | undefined) ?? null),
  };
}

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
  if (!isFilterInstant(value)) throw new ExportScopeError(filterInstantMessage(field));
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
  // Contact data changes (e-mail, phone, name, address): written to the access log page by page.
  personalData: (_row, scope) => scope.consumerId,
  page: async (db, scope, after, limit) => {
    const outcome = await listConsumerHistory(db, scope.consumerId, scope.from, scope.to);
    if (!outcome.ok) throw new ExportScopeError(outcome.message);
    // Newest first, as the tab shows them unless its date column is sorted ascending.
    // A file that leaves the console holds contact data masked, as every exported list (src/shared/pii-mask.ts).
    const records = outcome.records.map(maskHistoryRecord).sort((a, b) => b.timestamp - a.timestamp);
    if (scope.ascending) records.reverse();
    const shown = filterRows(records as HistoryRecord[], { q: scope.q, status: '' }, changeHistoryTexts);
    const start = after ? after.position + 1 : 0;
    return shown.slice(start, start + limit).map((record, i) => ({ position: start + i, record }));
  },
});
