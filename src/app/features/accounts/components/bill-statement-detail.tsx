// One bill statement (document 2 §2 "Bill statement detail"): status tag and the public payment-code link,
// the amounts grid, and the auto-debit and convenience-store sections when present.
import { useT } from '../../../../i18n/use-t';
import { formatDate, formatYen } from '../../../../shared/format';
import { KeyValueTable } from '../../../ui/key-value-table';
import { dateTimeOrNotAvailable, yenOrNotAvailable } from '../../../ui/not-available';
import { StatusTag } from '../../../ui/status-tag';
import type { BillStatementDetailFieldsFragment } from '../../../api/generated/graphql';
import type { BillStatementData } from '../api/account-queries';
import { joinedCodes, paymentCodeUrl } from '../bill-statement-rules';
import { usageMonthOf } from '../../../../shared/bill-statement-rows';
import { STATEMENT_TEXTS } from '../account-texts';

export function BillStatementDetail({
  statement,
  paymentCode,
}: {
  statement: BillStatementDetailFieldsFragment;
  paymentCode: BillStatementData['paidycode'];
}) {
  useT(); // renders again on a language switch
  const bill = statement.billStatement;
  const autoDebit = statement.autoDebitSettlement;
  const combini = statement.combiniSettlement;
  return (
    <div className="bill-statement">
      <div className="bill-statement__head">
        <StatusTag status={bill.status} />
        {paymentCode?.value && (
          <a href={paymentCodeUrl(paymentCode.value)} target="_blank" rel="noopener noreferrer">
            {STATEMENT_TEXTS.paymentCodeLink}
          </a>
        )}
      </div>
      <dl className="bill-statement__grid">
        {(
          [
            [STATEMENT_TEXTS.billingMonth, usageMonthOf(bill.issueDate)],
            [STATEMENT_TEXTS.issueDate, formatDate(bill.issueDate)],
            [STATEMENT_TEXTS.dueAt, dateTimeOrNotAvailable(bill.dueAt)],
            [STATEMENT_TEXTS.amount, yenOrNotAvailable(bill.amount)],
            [STATEMENT_TEXTS.unpaid, yenOrNotAvailable(bill.unpaidAmount)],
            [STATEMENT_TEXTS.lateFees, yenOrNotAvailable(bill.lateFeesAmount)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {autoDebit && (
        <section className="account-section" aria-labelledby="statement-auto-debit">
          <h2 id="statement-auto-debit">{STATEMENT_TEXTS.autoDebitTitle}</h2>
          <KeyValueTable
            rows={[
              [STATEMENT_TEXTS.pullAmount, formatYen(autoDebit.pullAmount)],
              [STATEMENT_TEXTS.processingStatus, <StatusTag key="s" status={autoDebit.pullStatus} />],
              [STATEMENT_TEXTS.autoDebitDue, dateTimeOrNotAvailable(autoDebit.resultsProcessedBy)],
            ]}
          />
        </section>
      )}
      {combini && (
        <section className="account-section" aria-labelledby="statement-combini">
          <h2 id="statement-combini">{STATEMENT_TEXTS.combiniTitle}</h2>
          <KeyValueTable
            rows={[
              [STATEMENT_TEXTS.combiniPaymentId, combini.combiniPaymentId],
              [STATEMENT_TEXTS.combiniAmount, formatYen(combini.amount)],
              [STATEMENT_TEXTS.settlementFee, formatYen(combini.settlementFeeAmount)],
              [STATEMENT_TEXTS.codes, joinedCodes(combini.consumerCode, combini.merchantCode)],
            ]}
          />
        </section>
      )}
    </div>
  );
}
