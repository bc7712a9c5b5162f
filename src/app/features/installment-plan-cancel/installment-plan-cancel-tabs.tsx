// The bulk cancellation tool's two views: cancel a file, and the history of runs.
import { NavLink } from 'react-router-dom';
import { paths } from '../../paths';
import { useT } from '../../../i18n/use-t';
import { INSTALLMENT_CANCEL_TEXTS } from './installment-plan-cancel-rules';

export function BulkCancelTabs() {
  useT();
  return (
    <nav className="tabs" aria-label={INSTALLMENT_CANCEL_TEXTS.title}>
      <NavLink to={paths.installmentPlanCancel} end>
        {INSTALLMENT_CANCEL_TEXTS.cancelTab}
      </NavLink>
      <NavLink to={paths.installmentPlanCancelHistory}>{INSTALLMENT_CANCEL_TEXTS.historyTab}</NavLink>
    </nav>
  );
}
