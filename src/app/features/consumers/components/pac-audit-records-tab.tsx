// Credit audit records (document 2 §2): the wide table of detailed PAC audit data. The route needs
// can_view_pac_records; the records also need the credit-audit permission, else Unauthorized.
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../state/console-store';
import { CsvExportRow } from '../../../ui/csv-export-button';
import { codeCell } from '../../../ui/code-label';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../../shared/format';
import { textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { UnauthorizedNotice } from '../../../ui/unauthorized-notice';
import { pacAuditRecordsQueryOptions, type PacAuditDetailedRow } from '../api/consumer-tab-queries';
import { canReadCreditAudit, flagText } from '../consumer-rules';
import { CONSUMER_TABLE_LABELS, PAC_AUDIT_COLUMNS as A } from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';
import { useT } from '../../../../i18n/use-t';

const yen = (value: (r: PacAuditDetailedRow) => string | null | undefined) => (r: PacAuditDetailedRow) =>
  yenOrNotAvailable(value(r));

const COLUMNS: readonly Column<PacAuditDetailedRow>[] = [
  { key: 'completed', header: A.completed, cell: (r) => formatDateTime(r.completedAt) },
  { key: 'contract-type', header: A.contractType, cell: codeCell('contractType', (r) => r.contractType) },
  { key: 'reason', header: A.reason, cell: codeCell('auditReason', (r) => r.reason) },
  { key: 'credit-limit-pp', header: A.creditLimitPP, cell: yen((r) => r.creditLimitPP) },
  { key: 'credit-limit-ppfa', header: A.creditLimitPPFA, cell: yen((r) => r.creditLimitPPFA) },
  { key: 'max-pac-limit', header: A.maxPACLimit, cell: yen((r) => r.maxPACLimit) },
  { key: 'debt-triggering', header: A.paidyDebtTriggering, cell: yen((r) => r.paidyDebtTriggering) },
  { key: 'debt-calculation', header: A.paidyDebtCalculation, cell: yen((r) => r.paidyDebtCalculation) },
  {
    key: 'cic-invoiced-at-paidy',
    header: A.cicAnnualInvoicedAtPaidy,
    cell: yen((r) => r.cicAnnualInvoicedAmountAtPaidy),
  },
  {
    key: 'unpaid-bills-previous-month',
    header: A.unpaidBillsPreviousMonth,
    cell: (r) => flagText(r.hasUnpaidBillsForPreviousMonth),
  },
  { key: 'cic-debt', header: A.cicDebt, cell: yen((r) => r.cicDebt) },
  {
    key: 'total-cic-invoiced',
    header: A.totalCicAnnualInvoiced,
    cell: yen((r) => r.totalCicAnnualInvoicedAmount),
  },
  {
    key: 'cic-delinquent',
    header: A.cicDelinquentContract,
    cell: (r) => flagText(r.hasCicDelinquentContract),
  },
  {
    key: 'unpaid-bill-previous-month',
    header: A.unpaidBillPreviousMonth,
    cell: (r) => flagText(r.hasUnpaidBillForPreviousMonth),
  },
  { key: 'unpaid-bill-in-paidy', header: A.unpaidBillInPaidy, cell: (r) => flagText(r.hasUnpaidBillInPaidy) },
  { key: 'annual-income', header: A.annualIncome, cell: yen((r) => r.annualIncome) },
  {
    key: 'dependents',
    header: A.dependents,
    cell: (r) =>
      r.dependency === null || r.dependency === undefined ? textOrNotAvailable(null) : String(r.dependency),
  },
  { key: 'rent-or-mortgage', header: A.rentOrMortgage, cell: yen((r) => r.rentOrMortgage) },
  { key: 'cost-of-living', header: A.costOfLiving, cell: yen((r) => r.costOfLiving) },
];

export function PacAuditRecordsTab({ consumerId }: { consumerId: string }) {
  useT(); // renders again on a language switch
  const allowed = canReadCreditAudit(usePermissions());
  const records = useQuery(pacAuditRecordsQueryOptions(consumerId, allowed));
  if (!allowed) return <UnauthorizedNotice />;
  return (
    <>
      <CsvExportRow table="pac_audit_records" scope={{ consumerId }} />
      <QueryState query={records}>
        {(rows) => (
          <div className="wide-table">
            <DataTable
              rows={rows}
              columns={COLUMNS}
              rowKey={(r, i) => `${r.completedAt}-${i}`}
              label={CONSUMER_TABLE_LABELS.creditAuditRecords}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
