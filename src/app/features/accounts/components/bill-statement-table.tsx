// The bill statement list (document 2 §2 "Bill statement list"): statements with an amount, newest issue
// date first, 100 a page with the pager above and below when there is more than one page, rendered
// through the virtualized table; the filter box and the sortable headers work in memory.
import { useT } from '../../../../i18n/use-t';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SEARCH_PAGE_SIZE } from '../../../constants';
import { paths } from '../../../paths';
import { formatDate } from '../../../../shared/format';
import { dateTimeOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { StatusTag } from '../../../ui/status-tag';
import type { Column } from '../../../ui/data-table';
import { CsvExportButton } from '../../../ui/csv-export-button';
import { FilteredTable } from '../../../ui/filtered-table';
import type { BillStatementRow } from '../api/account-queries';
import { autoDebitColumn } from '../bill-statement-rules';
import {
  STATEMENT_SORTS,
  statementFilterTexts,
  usageMonthOf,
  visibleBillStatements,
} from '../../../../shared/bill-statement-rows';
import { useTableQuery } from '../../../ui/table-query';
import { ACCOUNT_TEXTS, STATEMENT_COLUMNS } from '../account-texts';

/** Bill statements per page (document 2 §9: 100). */
export const BILL_STATEMENT_PAGE_SIZE = SEARCH_PAGE_SIZE;

type Statement = BillStatementRow['billStatement'];

/** A column of the statement itself, sortable with `sort`. */
const statementColumn = (
  key: string,
  header: ReactNode,
  cell: (statement: Statement) => ReactNode,
  sort?: Column<BillStatementRow>['sort'],
): Column<BillStatementRow> => ({ key, header, cell: (r) => cell(r.billStatement), ...(sort && { sort }) });

const COLUMNS: readonly Column<BillStatementRow>[] = [
  statementColumn('usage-month', STATEMENT_COLUMNS.usageMonth, (s) => usageMonthOf(s.issueDate)),
  statementColumn(
    'issue-date',
    STATEMENT_COLUMNS.issueDate,
    (s) => formatDate(s.issueDate),
    STATEMENT_SORTS['issue-date'],
  ),
  statementColumn(
    'amount',
    STATEMENT_COLUMNS.amount,
    (s) => yenOrNotAvailable(s.amount),
    STATEMENT_SORTS.amount,
  ),
  statementColumn('late-fees', STATEMENT_COLUMNS.lateFees, (s) => yenOrNotAvailable(s.lateFeesAmount)),
  statementColumn('unpaid', STATEMENT_COLUMNS.unpaid, (s) => yenOrNotAvailable(s.unpaidAmount)),
  statementColumn('due-at', STATEMENT_COLUMNS.dueAt, (s) => dateTimeOrNotAvailable(s.dueAt)),
  statementColumn(
    'status',
    STATEMENT_COLUMNS.status,
    (s) => <StatusTag status={s.status} />,
    STATEMENT_SORTS.status,
  ),
  {
    key: 'auto-debit',
    header: STATEMENT_COLUMNS.autoDebit,
    cell: (r) => autoDebitColumn(r.autoDebitSettlement),
  },
  {
    key: 'detail',
    header: STATEMENT_COLUMNS.detail,
    cell: (r) => (
      <Link to={paths.billStatement.detail(r.billStatement.consumerId, r.billStatement.id)}>
        {STATEMENT_COLUMNS.detail}
      </Link>
    ),
  },
];

export function BillStatementTable({
  consumerId,
  rows,
}: {
  consumerId: string;
  rows: readonly BillStatementRow[];
}) {
  useT(); // renders again on a language switch
  const visible = useMemo(() => visibleBillStatements(rows), [rows]);
  // The view the export reproduces: the filter and sort the table reads from the URL.
  const [view] = useTableQuery('statements');
  const exportScope = {
    consumerId,
    q: view.q,
    status: view.status,
    sortKey: view.sort?.key ?? null,
    sortDirection: view.sort?.direction ?? null,
  };
  return (
    <section className="account-section" aria-labelledby="account-statements">
      <div className="table-section__head">
        <h2 id="account-statements">{ACCOUNT_TEXTS.statementsTitle}</h2>
        <CsvExportButton table="account_bill_statements" scope={exportScope} />
      </div>
      <FilteredTable
        name="statements"
        filterLabel={ACCOUNT_TEXTS.statementsTitle}
        placeholder={ACCOUNT_TEXTS.statementsFilterPlaceholder}
        texts={statementFilterTexts}
        status={(r) => r.billStatement.status}
        rows={visible}
        columns={COLUMNS}
        rowKey={(r) => r.billStatement.id}
        label={ACCOUNT_TEXTS.statementsTitle}
        pager={{ pageSize: BILL_STATEMENT_PAGE_SIZE, label: ACCOUNT_TEXTS.statementsTitle }}
        virtual
      />
    </section>
  );
}
