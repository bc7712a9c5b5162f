// The demo staff accounts with published passwords (README): the seed creates them in demo mode only, and the
// sign-in refuses these passwords outside it even where the accounts exist. Here, not in server/seed/, because
// production code (the sign-in routes) reads the list and must not import the seed.
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';

export interface DemoStaffAccount {
  email: string;
  password: string;
  permissions: string[];
  note: string;
}

/**
 * Demo sign-ins with published passwords: created only in demo mode (config.demoStaff: the development outbox, or
 * DEMO_STAFF=true), and outside it the sign-in refuses these passwords even where the accounts exist.
 */
export const DEMO_STAFF: DemoStaffAccount[] = [
  {
    email: 'admin@example.com',
    password: 'demo-admin-passw0rd',
    permissions: [...ALL_PERMISSIONS],
    note: 'every permission: fraud tools, assessment reports, PAC and credit-audit records',
  },
  {
    email: 'support@example.com',
    password: 'demo-support-passw0rd',
    permissions: [
      PERMISSIONS.assessmentReportsRead,
      PERMISSIONS.consumersWrite,
      PERMISSIONS.consumersPiiRead,
      PERMISSIONS.smsSend,
    ],
    note: 'support: reads assessment reports, changes accounts (no close) and sends SMS; no fraud, exclusion, contract, card, impersonation or PAC permissions',
  },
  {
    email: 'approver@example.com',
    password: 'demo-approver-passw0rd',
    permissions: [
      PERMISSIONS.approvalsDecide,
      PERMISSIONS.auditLogRead,
      PERMISSIONS.consumersWrite,
      PERMISSIONS.legalStatusBatchesWrite,
      PERMISSIONS.installmentPlansBulkCancel,
      PERMISSIONS.merchantInvoicesWrite,
      PERMISSIONS.staffAdmin,
    ],
    note: 'the second person: approves or rejects held changes (four eyes) and reads the audit trail',
  },
];
