// The account page's tables as CSV (scope: { consumerId }): the bill statements the list shows (those with an
// amount, newest issue date first, as filtered and sorted on screen) and the charges ledger. Any signed-in staff member, as their queries.
import {
  listBillStatementsWithSettlements,
  listCharges,
  type BillStatementWithSettlementsData,
  type ChargeData,
} from '../../domain/billing';
import {
  STATEMENT_SORTS,
  statementFilterTexts,
  visibleBillStatements,
} from '../../../src/shared/bill-statement-rows';
import {
  registerExportTable,
  scopeString,
  tableViewScope,
  viewRows,
  wholeList,
  type TableView,
} from '../registry';

const consumerScope = (input: Record<string, unknown>) => ({
  consumerId: scopeString(input, 'consumerId', 100),
});

registerExportTable<BillStatementWithSettlementsData, { consumerId: string } & TableView>({
  name: 'account_bill_statements',
  columns: [
    { header: 'ID', kind: 'text', value: (r) => r.billStatement.id },
    { header: '請求書発行日', kind: 'datetime', value: (r) => r.billStatement.issueDate },
    { header: '請求額', kind: 'amount', value: (r) => r.billStatement.amount },
    { header: '遅延手数料', kind: 'amount', value: (r) => r.billStatement.lateFeesAmount },
    { header: '未払い請求額', kind: 'amount', value: (r) => r.billStatement.unpaidAmount },
    { header: '支払期限', kind: 'datetime', value: (r) => r.billStatement.dueAt },
    { header: 'ステータス', kind: 'text', value: (r) => r.billStatement.status },
    { header: '口座振替', kind: 'amount', value: (r) => r.autoDebitSettlement?.pullAmount },
  ],
  // The statements the list shows (those with an amount, newest issue date first), as filtered and sorted there.
  parseScope: (input) => ({ ...consumerScope(input), ...tableViewScope(input, STATEMENT_SORTS) }),
  fileId: (scope) => scope.consumerId,
  page: wholeList(async (db, scope) =>
    viewRows(
      visibleBillStatements(await listBillStatementsWithSettlements(db, scope.consumerId, null)),
      scope,
      statementFilterTexts,
      (r) => r.billStatement.status,
      STATEMENT_SORTS,
    ),
  ),
});

registerExportTable<ChargeData, { consumerId: string }>({
  name: 'account_charges',
  columns: [
    { header: '計上日時', kind: 'datetime', value: (c) => c.pushedAt },
    { header: 'ID', kind: 'text', value: (c) => c.id },
    { header: '金額', kind: 'amount', value: (c) => c.amount },
    { header: '種別', kind: 'text', value: (c) => c.kind },
    { header: 'ティア', kind: 'text', value: (c) => c.tier },
    { header: 'クレジットライン', kind: 'text', value: (c) => c.creditLine },
    { header: '説明', kind: 'text', value: (c) => c.description },
    {
      header: '分割',
      kind: 'text',
      value: (c) =>
        c.metadata?.installmentPlanKind
          ? [
              c.metadata.installmentPlanKind,
              c.metadata.installmentPlanChargeKind,
              c.metadata.installmentPlanInstallmentNumber,
            ]
              .filter((part) => part != null)
              .join(' ')
          : null,
    },
    { header: '支払方法', kind: 'text', value: (c) => c.metadata?.settlementMethod?.method },
  ],
  parseScope: consumerScope,
  fileId: (scope) => scope.consumerId,
  page: wholeList((db, scope) => listCharges(db, scope.consumerId)),
});
