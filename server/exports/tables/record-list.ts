// Tables that list what belongs to one record (a consumer's admin logs, a payment's messages, a consumer's PLUS
// tables): the scope names that record by one id field, which is also the id in the file name, and the rows are
// the list the screen's query reads for it, answered whole (a record has hundreds or a few thousand at most).
import type { Db } from '../../db/sql';
import type { ExportTableName } from '../../../src/shared/export-tables';
import { registerExportTable, scopeString, wholeList, type ExportColumn } from '../registry';

/** The id field of the scope: the screen's own id. */
export type RecordIdField = 'consumerId' | 'paymentId' | 'combiniPaymentId';

export function registerRecordList<Row>(
  name: ExportTableName,
  idField: RecordIdField,
  read: (db: Db, id: string) => Promise<readonly Row[]>,
  columns: readonly ExportColumn<Row>[],
): void {
  // The scope keeps the field's name: the audit row's filter reads as the client sent it ({ consumerId }).
  registerExportTable<Row, Partial<Record<RecordIdField, string>>>({
    name,
    columns,
    parseScope: (input) => ({ [idField]: scopeString(input, idField, 100) }),
    fileId: (scope) => scope[idField] ?? null,
    page: wholeList((db, scope) => read(db, scope[idField] ?? '')),
  });
}
