// The approvals feature's pages, as the route table loads them.
import './approvals.css';
export { ApprovalsPage } from './components/approvals-page';
export { ApprovalRequestPage } from './components/request-page';
export { ApprovalPolicyPage } from './components/policy-page';
