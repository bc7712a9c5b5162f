// Merchant page (document 2 "Merchant page"); its tabs arrive with the merchant issue.
import { useParams } from 'react-router-dom';
import { PageHeading } from '../../ui/page-heading';

export function MerchantPage() {
  const { tabName = '' } = useParams();
  return <PageHeading title="Merchant" id={tabName} />;
}
