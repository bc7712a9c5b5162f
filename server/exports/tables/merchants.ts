// The merchant page's two lists as CSV (scope: { disabled }): enabled or disabled merchants, newest first, with
// their deactivated invoice months. Any signed-in staff member, as the merchants query.
import { listMerchants, type MerchantRowData } from '../../domain/merchant-invoices';
import { ExportScopeError, registerExportTable, wholeList } from '../registry';

registerExportTable<MerchantRowData, { disabled: boolean }>({
  name: 'merchants',
  columns: [
    { header: 'Merchant ID', kind: 'text', value: (m) => m.id },
    { header: 'Name', kind: 'text', value: (m) => m.name },
    { header: 'Created at', kind: 'datetime', value: (m) => m.createdAt },
    { header: 'Disabled at', kind: 'datetime', value: (m) => m.disabledAt },
    { header: 'Deactivated months', kind: 'text', value: (m) => m.deactivatedMonths.join(' ') },
  ],
  parseScope: (input) => {
    if (typeof input.disabled !== 'boolean')
      throw new ExportScopeError('scope.disabled must be true or false');
    return { disabled: input.disabled };
  },
  fileId: (scope) => (scope.disabled ? 'disabled' : 'enabled'),
  page: wholeList((db, scope) => listMerchants(db, scope.disabled)),
});
