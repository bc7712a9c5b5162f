// The cells of a plan's row that show codes (document 2 §4): its result, its status and its kind, each by its name
// in the staff member's language with the code in the tooltip for support engineers.
import { useT } from '../../../i18n/use-t';
import { CodeLabel } from '../../ui/code-label';
import { StatusTag } from '../../ui/status-tag';
import { resultCodes, resultText, type PlanResult } from './installment-plan-cancel-rules';

/** Success, NotActive or Failure (with the failure's title and description) by name; the codes in the tooltip. */
export function PlanResultText({
  result,
  notApproved = null,
}: {
  result: PlanResult | undefined;
  /** The held run's 却下, 取り下げ or 期限切れ, which each of its never-tried plans reads. */
  notApproved?: string | null;
}) {
  useT();
  if (!result) return null;
  return (
    <span title={resultCodes(result)} data-result={result.status}>
      {resultText(result, notApproved)}
    </span>
  );
}

/** A plan's status (active, canceled…) by name. */
export function PlanStatus({ status }: { status: string | null | undefined }) {
  return status ? <StatusTag status={status} /> : null;
}

/** A plan's kind (threePay, sixPay, twelvePay, apple) by name. */
export function PlanKind({ kind }: { kind: string | undefined }) {
  return kind ? <CodeLabel group="contractType" code={kind} /> : null;
}
