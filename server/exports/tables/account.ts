// The account page's tables as CSV (scope: { consumerId }): the bill statements the list shows (those with an
// amount, newest issue date first) and the charges ledger. Any signed-in staff member, as their queries.
import {
  listBillStatementsWithSettlements,
  listCharges,
  type BillStatementWithSettlementsData,
  type ChargeData,
} from '../../domain/billing';
import { registerExportTable, scopeString, wholeList } from '../registry';

const consumerScope = (input: Record<string, unknown>) => ({
  consumerId: scopeString(input, 'consumerId', 100),
});

/** The list leaves out statements without an amount (document 2 §2), as the export does. */
const hasAmount = (amount: string | null) => amount != null && amount.trim() !== '' && Number(amount) !== 0;

registerExportTable<BillStatementWithSettlementsData, { consumerId: string }>({
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
  parseScope: consumerScope,
  fileId: (scope) => scope.consumerId,
  page: wholeList(async (db, scope) =>
    (await listBillStatementsWithSettlements(db, scope.consumerId, null)).filter((r) =>
      hasAmount(r.billStatement.amount),
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
