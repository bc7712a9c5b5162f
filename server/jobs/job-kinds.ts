// The job kinds the runner works through, in this order each round (every chunk is short, so all move). A new bulk
// tool adds its definition (job-kind.ts) here.
import { auditVerificationJob } from './audit-verification-job';
import { bulkCancellationJob } from './installment-plan-cancel-job';
import { legalStatusJob } from './legal-status-batch-job';

export const JOB_KINDS = [legalStatusJob, bulkCancellationJob, auditVerificationJob] as const;

export type JobKind = (typeof JOB_KINDS)[number]['kind'];
