// The approvals policy: which changes wait for a second person. One row per kind of change in
// approval_policies (defaults in migration 0012); a change is held when its row is enabled and its facts meet the row.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../../db/sql';

export const POLICY_KEYS = [
  'consumer.legal_status',
  'legal_status_batch',
  'bulk_cancellation',
  'merchant.deactivate_invoices',
  'staff.grant',
  'staff.unlock',
] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

export function isPolicyKey(value: string): value is PolicyKey {
  return (POLICY_KEYS as readonly string[]).includes(value);
}

export interface PolicyRow {
  key: PolicyKey;
  enabled: boolean;
  /** Held above this many rows; null: whatever the size. */
  rowThreshold: number | null;
  /** Held when any row goes to a final legal status. */
  finalStatuses: boolean;
  updatedAt: number;
  updatedBy: string | null;
}

/** What a change looks like to the policy: how many rows (consumers, plans, invoices…) and whether any is final. */
export interface PolicyFacts {
  rows: number;
  anyFinal: boolean;
  /** A report-setting file's merchants and merchant-months: kept for the approvals list's one line, not the rule. */
  merchants?: number;
  months?: number;
}

/**
 * The one policy rule. A disabled row never holds. A row with neither a threshold nor the final-status condition
 * holds every change of its kind; otherwise the change is held when it has more rows than the threshold or, where
 * the row says so, when any row goes to a final legal status.
 */
export function policyHolds(
  policy: Pick<PolicyRow, 'enabled' | 'rowThreshold' | 'finalStatuses'>,
  facts: PolicyFacts,
) {
  if (!policy.enabled) return false;
  if (policy.rowThreshold === null && !policy.finalStatuses) return true;
  const overThreshold = policy.rowThreshold !== null && facts.rows > policy.rowThreshold;
  return overThreshold || (policy.finalStatuses && facts.anyFinal);
}

const POLICY_COLUMNS = sql`key, enabled, row_threshold as "rowThreshold", final_statuses as "finalStatuses",
  ${epochMs(sql`updated_at`)} as "updatedAt", updated_by as "updatedBy"`;

export async function listPolicies(db: Db): Promise<PolicyRow[]> {
  const found = await rows<PolicyRow>(db, sql`select ${POLICY_COLUMNS} from approval_policies order by key`);
  const order = (key: string) => POLICY_KEYS.indexOf(key as PolicyKey);
  return found
    .map((p) => ({ ...p, updatedAt: Number(p.updatedAt) }))
    .sort((a, b) => order(a.key) - order(b.key));
}

/** Whether the policy holds a change of this kind with these facts (a missing row holds: deny by default). */
export async function holdsChange(db: Db, key: PolicyKey, facts: PolicyFacts): Promise<boolean> {
  const [policy] = await rows<PolicyRow>(
    db,
    sql`select ${POLICY_COLUMNS} from approval_policies where key = ${key}`,
  );
  return policyHolds(policy ?? { enabled: true, rowThreshold: null, finalStatuses: false }, facts);
}

export interface PolicyChange {
  key: string;
  enabled: boolean;
  rowThreshold: number | null;
  finalStatuses: boolean;
}

/** The input rule of a policy change: a known key, a threshold of 0 or more. */
export function checkPolicyChange(change: PolicyChange): string | null {
  if (!isPolicyKey(change.key)) return `Unknown approvals policy ${change.key}`;
  if (change.rowThreshold !== null && (!Number.isSafeInteger(change.rowThreshold) || change.rowThreshold < 0))
    return 'rowThreshold must be 0 or more';
  return null;
}

/** Writes a policy row (after its own approval); answers the row before and after for the audit row. */
export async function writePolicy(db: Db, change: PolicyChange, by: string, now: Date) {
  const [before] = await rows<PolicyRow>(
    db,
    sql`select ${POLICY_COLUMNS} from approval_policies where key = ${change.key} for update`,
  );
  await db.execute(sql`
    insert into approval_policies (key, enabled, row_threshold, final_statuses, updated_at, updated_by)
    values (${change.key}, ${change.enabled}, ${change.rowThreshold}, ${change.finalStatuses},
            ${now.toISOString()}::timestamptz, ${by})
    on conflict (key) do update set enabled = excluded.enabled, row_threshold = excluded.row_threshold,
      final_statuses = excluded.final_statuses, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
  return { before: before ?? null, after: change };
}
