// "Verify now" on the /audit page: a run of the audit chain check (the same checkChainRows as `npm run audit --
// verify`) stored as a row of audit_verifications and advanced by the job runner chunk by chunk
// (server/jobs/audit-verification-job.ts), so it survives a restart and the page can show its progress. A run
// checks rows 1 … the head at the time it was asked for; at most one runs at a time.
import { sql } from 'drizzle-orm';
import { epochMs, rows, type Db } from '../db/sql';
import type { ActionOutcome, Actor } from './action-outcome';
import { chainHead, type ChainHead } from './audit-trail';

export type AuditVerificationStatus = 'Running' | 'Intact' | 'Broken';

export interface AuditVerificationData {
  id: string;
  status: AuditVerificationStatus;
  requestedBy: string;
  requestedAt: number;
  completedAt: number | null;
  throughSequence: string;
  checkedRows: number;
  headHash: string | null;
  brokenSequence: string | null;
  brokenRowId: string | null;
  problem: string | null;
}

const VERIFICATION_COLUMNS = sql`
  id::text as id,
  case when completed_at is null then 'Running' when ok then 'Intact' else 'Broken' end as status,
  requested_by as "requestedBy", ${epochMs(sql`requested_at`)} as "requestedAt",
  ${epochMs(sql`completed_at`)} as "completedAt", through_seq::text as "throughSequence",
  checked_rows::float8 as "checkedRows", head_hash as "headHash", broken_seq::text as "brokenSequence",
  broken_row_id::text as "brokenRowId", problem`;

function normalise(row: AuditVerificationData): AuditVerificationData {
  return {
    ...row,
    requestedAt: Number(row.requestedAt),
    completedAt: row.completedAt == null ? null : Number(row.completedAt),
    checkedRows: Number(row.checkedRows),
  };
}

/** One run; null for an unknown or malformed id. */
export async function findAuditVerification(db: Db, id: string): Promise<AuditVerificationData | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [run] = await rows<AuditVerificationData>(
    db,
    sql`select ${VERIFICATION_COLUMNS} from audit_verifications where id = ${id}::bigint`,
  );
  return run ? normalise(run) : null;
}

export interface AuditChainStateData extends ChainHead {
  /** The newest finished run (intact or broken). */
  lastVerification: AuditVerificationData | null;
  /** The run in progress, if any. */
  running: AuditVerificationData | null;
}

export async function auditChainState(db: Db): Promise<AuditChainStateData> {
  const head = await chainHead(db);
  const [last] = await rows<AuditVerificationData>(
    db,
    sql`select ${VERIFICATION_COLUMNS} from audit_verifications where completed_at is not null
        order by completed_at desc limit 1`,
  );
  const [running] = await rows<AuditVerificationData>(
    db,
    sql`select ${VERIFICATION_COLUMNS} from audit_verifications where completed_at is null limit 1`,
  );
  return {
    ...head,
    lastVerification: last ? normalise(last) : null,
    running: running ? normalise(running) : null,
  };
}

/**
 * Starts a run over the chain as it stands, or answers the run already in progress (`created` false). Runs in the
 * mutation's transaction: the run's own audit row comes after the head it records.
 */
export async function startAuditVerification(
  tx: Db,
  actor: Actor & { id: string },
  now: Date,
): Promise<ActionOutcome<{ id: string; created: boolean }>> {
  const [created] = await rows<{ id: string }>(
    tx,
    sql`insert into audit_verifications (requested_by, requested_by_id, requested_at, through_seq)
        select ${actor.email}, ${actor.id}, ${now.toISOString()}::timestamptz, coalesce(max(seq), 0) from audit_log
        on conflict do nothing
        returning id::text as id`,
  );
  const [running] = created
    ? [created]
    : await rows<{ id: string }>(
        tx,
        sql`select id::text as id from audit_verifications where completed_at is null limit 1`,
      );
  return {
    status: 'done',
    value: { id: running.id, created: Boolean(created) },
    audit: { verificationId: running.id, created: Boolean(created) },
    target: { type: 'audit_verification', id: running.id },
  };
}
