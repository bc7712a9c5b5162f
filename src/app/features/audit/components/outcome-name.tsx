// An audit row's outcome in the staff member's language (held reads 承認待ち), its raw name as the tooltip: the value the outcome filter
// sends and the CSV's 結果（名前） column holds.
import { useT } from '../../../../i18n/use-t';
import { outcomeText } from '../audit-rules';

export function OutcomeName({ outcome }: { outcome: string }) {
  useT(); // renders again on a language switch
  return (
    <span className={`audit-outcome audit-outcome--${outcome}`} title={outcome} data-outcome={outcome}>
      {outcomeText(outcome)}
    </span>
  );
}
