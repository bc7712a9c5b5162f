// The access log (/audit's 閲覧ログ tab) as CSV: the tab's filter, newest first, read by keyset on (at, id). It names
// consumers by id only, so exporting it writes no access-log entry. Permission audit_log.read, as accessEntries.
import { normaliseAccessFilter, readAccessEntries, type AccessFilter } from '../../domain/access-log/entries';
import { ExportScopeError, optionalEpoch, optionalScopeString, registerExportTable } from '../registry';
import type { AccessEntryData } from '../../domain/access-log/entries';

registerExportTable<AccessEntryData, AccessFilter>({
  name: 'access_entries',
  columns: [
    { header: '日時', kind: 'datetime', value: (e) => e.at },
    { header: 'スタッフ', kind: 'text', value: (e) => e.staffEmail },
    { header: '種類', kind: 'text', value: (e) => e.kind },
    { header: '顧客 ID', kind: 'text', value: (e) => e.consumerIds.join(' ') },
    { header: '件数', kind: 'number', value: (e) => e.rowCount },
    { header: 'オフライン', kind: 'text', value: (e) => (e.offline ? 'オフライン' : '') },
    { header: '閲覧日時（オフライン）', kind: 'datetime', value: (e) => e.readAt },
    { header: '理由', kind: 'text', value: (e) => e.reason },
  ],
  parseScope: (input) => {
    const checked = normaliseAccessFilter({
      staffEmail: optionalScopeString(input, 'staffEmail'),
      consumerId: optionalScopeString(input, 'consumerId'),
      kind: optionalScopeString(input, 'kind'),
      from: optionalEpoch(input, 'from'),
      to: optionalEpoch(input, 'to'),
    });
    if (!checked.ok) throw new ExportScopeError(checked.message);
    return checked.filter;
  },
  fileId: (filter) => filter.consumerId ?? null,
  page: (db, filter, after, limit) => readAccessEntries(db, filter, { offset: 0, limit }, after),
});
