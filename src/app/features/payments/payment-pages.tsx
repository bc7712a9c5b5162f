// Payment pages (document 1 §2 "Payment detail"); the tabs' content arrives with the payment issue.
import { Outlet, useParams } from 'react-router-dom';
import { PageHeading } from '../../ui/page-heading';
import { useLastPathSegment } from '../../ui/use-last-segment';

export function PaymentPage() {
  const { paymentId = '' } = useParams();
  return (
    <section>
      <PageHeading title="Payment info" id={paymentId} />
      <Outlet />
    </section>
  );
}

export function PaymentTabPage() {
  const tab = useLastPathSegment();
  return <h2>{tab}</h2>;
}

export function CombiniPaymentPage() {
  const { combiniPaymentId = '' } = useParams();
  return <PageHeading title="Combini Payment" id={combiniPaymentId} />;
}
