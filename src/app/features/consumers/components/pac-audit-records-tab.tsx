// Credit audit records (document 2 §2): the wide table of detailed PAC audit data. The route needs
// can_view_pac_records; the records also need the credit-audit permission, else Unauthorized.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../state/console-store';
import { CsvExportRow } from '../../../ui/csv-export-button';
import { codeCell } from '../../../ui/code-label';
import { DataTable, type Column } from '../../../ui/data-table';
import { formatDateTime } from '../../../../shared/format';
import { textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { UnauthorizedNotice } from '../../../ui/unauthorized-notice';
import type { PacAuditRecordRowFieldsFragment } from '../../../api/generated/graphql';
import { pacAuditRecordsQueryOptions } from '../api/consumer-tab-queries';
import { canReadCreditAudit, flagText } from '../consumer-rules';
import { CONSUMER_TABLE_LABELS, PAC_AUDIT_COLUMNS } from '../consumer-texts';
import { QueryState } from '../../../ui/query-state';
import { useT } from '../../../../i18n/use-t';

type Row = PacAuditRecordRowFieldsFragment;
type Read<T> = (r: Row) => T;

/** A column whose cell is the value as yen, or N/A. */
const yen = (key: string, header: ReactNode, value: Read<string | null | undefined>): Column<Row> => ({
  key,
  header,
  cell: (r) => yenOrNotAvailable(value(r)),
});

/** A column whose cell is the flag as yes or no, or N/A. */
const flag = (key: string, header: ReactNode, value: Read<boolean | null | undefined>): Column<Row> => ({
  key,
  header,
  cell: (r) => flagText(value(r)),
});

const COLUMNS: readonly Column<Row>[] = [
  { key: 'completed', header: PAC_AUDIT_COLUMNS.completed, cell: (r) => formatDateTime(r.completedAt) },
  {
    key: 'contract-type',
    header: PAC_AUDIT_COLUMNS.contractType,
    cell: codeCell('contractType', (r) => r.contractType),
  },
  { key: 'reason', header: PAC_AUDIT_COLUMNS.reason, cell: codeCell('auditReason', (r) => r.reason) },
  yen('credit-limit-pp', PAC_AUDIT_COLUMNS.creditLimitPP, (r) => r.creditLimitPP),
  yen('credit-limit-ppfa', PAC_AUDIT_COLUMNS.creditLimitPPFA, (r) => r.creditLimitPPFA),
  yen('max-pac-limit', PAC_AUDIT_COLUMNS.maxPACLimit, (r) => r.maxPACLimit),
  yen('debt-triggering', PAC_AUDIT_COLUMNS.paidyDebtTriggering, (r) => r.paidyDebtTriggering),
  yen('debt-calculation', PAC_AUDIT_COLUMNS.paidyDebtCalculation, (r) => r.paidyDebtCalculation),
  yen(
    'cic-invoiced-at-paidy',
    PAC_AUDIT_COLUMNS.cicAnnualInvoicedAtPaidy,
    (r) => r.cicAnnualInvoicedAmountAtPaidy,
  ),
  flag(
    'unpaid-bills-previous-month',
    PAC_AUDIT_COLUMNS.unpaidBillsPreviousMonth,
    (r) => r.hasUnpaidBillsForPreviousMonth,
  ),
  yen('cic-debt', PAC_AUDIT_COLUMNS.cicDebt, (r) => r.cicDebt),
  yen('total-cic-invoiced', PAC_AUDIT_COLUMNS.totalCicAnnualInvoiced, (r) => r.totalCicAnnualInvoicedAmount),
  flag('cic-delinquent', PAC_AUDIT_COLUMNS.cicDelinquentContract, (r) => r.hasCicDelinquentContract),
  flag(
    'unpaid-bill-previous-month',
    PAC_AUDIT_COLUMNS.unpaidBillPreviousMonth,
    (r) => r.hasUnpaidBillForPreviousMonth,
  ),
  flag('unpaid-bill-in-paidy', PAC_AUDIT_COLUMNS.unpaidBillInPaidy, (r) => r.hasUnpaidBillInPaidy),
  yen('annual-income', PAC_AUDIT_COLUMNS.annualIncome, (r) => r.annualIncome),
  {
    key: 'dependents',
    header: PAC_AUDIT_COLUMNS.dependents,
    cell: (r) =>
      r.dependency === null || r.dependency === undefined ? textOrNotAvailable(null) : String(r.dependency),
  },
  yen('rent-or-mortgage', PAC_AUDIT_COLUMNS.rentOrMortgage, (r) => r.rentOrMortgage),
  yen('cost-of-living', PAC_AUDIT_COLUMNS.costOfLiving, (r) => r.costOfLiving),
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
