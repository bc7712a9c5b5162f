// Consumer area pages (document 2); each tab's content arrives with its own issue.
import { Outlet, useParams } from 'react-router-dom';
import { PageHeading } from '../../ui/page-heading';
import { useLastPathSegment } from '../../ui/use-last-segment';

export function ConsumerPage() {
  const { consumerId = '' } = useParams();
  return (
    <section>
      <PageHeading title="顧客アカウント" id={consumerId} />
      <Outlet />
    </section>
  );
}

export function ConsumerTabPage() {
  const tab = useLastPathSegment();
  return <h2>{tab}</h2>;
}

export function AccountPage() {
  const { consumerId = '' } = useParams();
  return <PageHeading title="Account" id={consumerId} />;
}

export function BillStatementPage() {
  const { consumerId = '', billStatementId = '' } = useParams();
  return (
    <section>
      <PageHeading title="請求明細" id={billStatementId} />
      <p>{consumerId}</p>
    </section>
  );
}
