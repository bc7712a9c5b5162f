// Legal status update screens (document 1 §2): the Update and History tabs (the Update tab's work kept above them)
// and one batch's result page.
import { useT } from '../../../i18n/use-t';
import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '../../paths';
import { PageHeading } from '../../ui/page-heading';
import { LEGAL_STATUS_UPDATE_TEXTS } from './legal-status-texts';
import { UpdateDraftProvider } from './update-draft';
import './legal-status.css';

export { LegalStatusUpdatePage } from './update-page';
export { LegalStatusUpdateResultPage } from './batch-views';
export { LegalStatusHistoryPage } from './history-page';

export function LegalStatusUpdateLayout() {
  // Renders again when the staff member switches the language (the texts are read from the catalogue).
  useT();
  return (
    <section>
      <PageHeading title={LEGAL_STATUS_UPDATE_TEXTS.title} />
      <nav className="tabs" aria-label={LEGAL_STATUS_UPDATE_TEXTS.title}>
        <NavLink to={paths.legalStatusUpdate.update}>{LEGAL_STATUS_UPDATE_TEXTS.updateTab}</NavLink>
        <NavLink to={paths.legalStatusUpdate.history}>{LEGAL_STATUS_UPDATE_TEXTS.historyTab}</NavLink>
      </nav>
      {/* The Update tab's file, rows and comment stay while the History tab is open. */}
      <UpdateDraftProvider>
        <Outlet />
      </UpdateDraftProvider>
    </section>
  );
}
