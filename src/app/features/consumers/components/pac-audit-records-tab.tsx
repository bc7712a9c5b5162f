// Credit audit records (document 2 §2): the wide table of detailed PAC audit data. The route needs
// can_view_pac_records; the records also need the credit-audit permission, else Unauthorized.
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../../state/console-store';
import { EmptyBox } from '../../../ui/empty-box';
import { formatDateTime } from '../../../ui/format';
import { textOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { UnauthorizedNotice } from '../../../ui/unauthorized-notice';
import { pacAuditRecordsQueryOptions, type PacAuditDetailedRow } from '../api/consumer-tab-queries';
import { canReadCreditAudit, flagText } from '../consumer-rules';
import { QueryState } from '../../../ui/query-state';

const COLUMNS: ReadonlyArray<[string, (r: PacAuditDetailedRow) => string]> = [
  ['Completed', (r) => formatDateTime(r.completedAt)],
  ['Contract type', (r) => textOrNotAvailable(r.contractType)],
  ['Reason', (r) => textOrNotAvailable(r.reason)],
  ['Credit limit PP', (r) => yenOrNotAvailable(r.creditLimitPP)],
  ['Credit limit PPFA', (r) => yenOrNotAvailable(r.creditLimitPPFA)],
  ['Max PAC limit', (r) => yenOrNotAvailable(r.maxPACLimit)],
  ['Paidy debt (triggering)', (r) => yenOrNotAvailable(r.paidyDebtTriggering)],
  ['Paidy debt (calculation)', (r) => yenOrNotAvailable(r.paidyDebtCalculation)],
  ['CIC annual invoiced at Paidy', (r) => yenOrNotAvailable(r.cicAnnualInvoicedAmountAtPaidy)],
  ['Unpaid bills previous month', (r) => flagText(r.hasUnpaidBillsForPreviousMonth)],
  ['CIC debt', (r) => yenOrNotAvailable(r.cicDebt)],
  ['Total CIC annual invoiced', (r) => yenOrNotAvailable(r.totalCicAnnualInvoicedAmount)],
  ['CIC delinquent contract', (r) => flagText(r.hasCicDelinquentContract)],
  ['Unpaid bill previous month', (r) => flagText(r.hasUnpaidBillForPreviousMonth)],
  ['Unpaid bill in Paidy', (r) => flagText(r.hasUnpaidBillInPaidy)],
  ['Annual income', (r) => yenOrNotAvailable(r.annualIncome)],
  [
    'Dependents',
    (r) =>
      r.dependency === null || r.dependency === undefined ? textOrNotAvailable(null) : String(r.dependency),
  ],
  ['Rent or mortgage', (r) => yenOrNotAvailable(r.rentOrMortgage)],
  ['Cost of living', (r) => yenOrNotAvailable(r.costOfLiving)],
];

export function PacAuditRecordsTab({ consumerId }: { consumerId: string }) {
  const allowed = canReadCreditAudit(usePermissions());
  const records = useQuery(pacAuditRecordsQueryOptions(consumerId, allowed));
  if (!allowed) return <UnauthorizedNotice />;
  return (
    <QueryState query={records}>
      {(rows) =>
        rows.length ? (
          <div className="wide-table">
            <table className="data-table" aria-label="Credit audit records">
              <thead>
                <tr>
                  {COLUMNS.map(([label]) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={`${r.completedAt}-${i}`}>
                    {COLUMNS.map(([label, cell]) => (
                      <td key={label}>{cell(r)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyBox />
        )
      }
    </QueryState>
  );
}
