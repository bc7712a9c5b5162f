// Bulk installment cancellation (document 2); the CSV tool arrives with its own issue.
import { PageHeading } from '../../ui/page-heading';

export function InstallmentPlanCancelPage() {
  return <PageHeading title="Installment Plans Cancel" />;
}
