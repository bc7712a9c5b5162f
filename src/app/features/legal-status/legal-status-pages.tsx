// Legal status update screens (document 1 §2); the CSV tool and batch views arrive with their own issue.
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { paths } from '../../paths';
import { PageHeading } from '../../ui/page-heading';

export function LegalStatusUpdateLayout() {
  return (
    <section>
      <PageHeading title="Legal Status Update" />
      <nav className="tabs" aria-label="Legal Status Update">
        <NavLink to={paths.legalStatusUpdate.update}>Update</NavLink>
        <NavLink to={paths.legalStatusUpdate.history}>History</NavLink>
      </nav>
      <Outlet />
    </section>
  );
}

export const LegalStatusUpdatePage = () => <h2>Update</h2>;
export const LegalStatusHistoryPage = () => <h2>History</h2>;

export function LegalStatusUpdateResultPage() {
  const { batchId = '' } = useParams();
  return <PageHeading title="Legal Status Update Result" id={batchId} />;
}
