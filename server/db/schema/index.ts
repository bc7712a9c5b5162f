// Every table of the console, one module per area; drizzle-kit reads this file to make migrations.
export * from './staff';
export * from './consumers';
export * from './merchants';
export * from './payments';
export * from './fraud';
export * from './billing';
export * from './contracts';
export * from './plus';
export * from './legal-status-batches';
export * from './search';
export * from './installment-plan-cancellations';
export * from './approvals';
export * from './audit-verifications';
export * from './staff-admin';
export * from './csv-exports';
export * from './passkeys';
