// A consumer's case version (docs/decisions.md "Stale cases"): every change to a consumer increases
// consumers.version in the change's own transaction and writes one consumer_changes row naming what changed, who
// and when, so a caller that names the version it saw can be refused with the changes since. The mutation runner
// locks the case before the rule and bumps it after a done change (server/graphql/case-gate.ts); bulk jobs bump
// each consumer a chunk changed. A NOTIFY on CASE_CHANNEL at commit tells every instance's open pages (presence).
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';

/** NOTIFY channel of committed case changes: JSON CaseEvent, never a personal value (only field names). */
export const CASE_CHANNEL = 'case_events';

/** The consumer's own columns a change list shows with old and new values (see SECRET_FIELDS for the others). */
export const SNAPSHOT_FIELDS = ['email', 'phone', 'legal_status', 'status'] as const;
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];
export type CaseSnapshot = { id: string; version: number } & Record<SnapshotField, string>;

export interface FieldChange {
  field: SnapshotField;
  old: string | null;
  new: string | null;
}

export interface CaseChangeData {
  version: number;
  operation: string;
  staffEmail: string;
  approverEmail: string | null;
  at: number;
  fields: FieldChange[];
}

/** What a committed change tells open pages: names only, the values are read through GraphQL by who may. */
export interface CaseEvent {
  consumerId: string;
  version: number;
  operation: string;
  staffEmail: string;
  approverEmail: string | null;
  at: number;
  fields: SnapshotField[];
}

export interface CaseBump {
  consumerId: string;
  operation: string;
  staffEmail: string;
  approverEmail: string | null;
  /** The consumer's columns before the change, to name what moved; null when the caller did not read them. */
  before: Partial<Record<SnapshotField, string>> | null;
}

/** Changes listed at most in one stale answer (the newest are kept: they are what the caller missed last). */
export const MAX_LISTED_CHANGES = 50;

/**
 * The consumers a staff mutation's target belongs to. Known target kinds only: anything else is not a case (staff,
 * merchants, policies, uploads, batches, whose jobs bump their rows themselves).
 */
export async function consumersOfTarget(
  db: Db,
  target: { type: string; id: string | null },
  args: Record<string, unknown>,
): Promise<string[]> {
  switch (target.type) {
    case 'consumer':
      return target.id && isConsumerId(target.id) ? [target.id] : [];
    case 'installment_contract': {
      if (!target.id) return [];
      const found = await rows<{ consumer_id: string }>(
        db,
        sql`select consumer_id from installment_contracts where id = ${target.id}`,
      );
      return found.map((r) => r.consumer_id);
    }
    case 'payment_fraud_flag': {
      const ids = Array.isArray(args.paymentFraudFlagIds) ? args.paymentFraudFlagIds : [target.id];
      const found = await rows<{ consumer_id: string }>(
        db,
        sql`select distinct consumer_id from payment_fraud_flags
            where id in (select jsonb_array_elements_text(${JSON.stringify(ids.filter(Boolean))}::jsonb))`,
      );
      return found.map((r) => r.consumer_id);
    }
    default:
      return [];
  }
}

/**
 * Locks the consumers' rows (id order, as every change of several consumers locks them) and reads their version and
 * the columns a change list names. Taken before the rule, so nothing changes the case between the check and the
 * write.
 */
export async function lockCases(db: Db, consumerIds: readonly string[]): Promise<CaseSnapshot[]> {
  if (!consumerIds.length) return [];
  return rows<CaseSnapshot>(
    db,
    sql`select id, version, email, phone, legal_status, status from consumers
        where id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(consumerIds)])}::jsonb))
        order by id for update`,
  );
}

/**
 * Increases each named consumer's version by one, writes its consumer_changes row (the fields whose value moved
 * since `before`) and sends the CASE_CHANNEL notification, which leaves at commit: one statement for any number.
 */
export async function bumpCases(db: Db, bumps: readonly CaseBump[], now: Date): Promise<void> {
  const seen = new Set<string>();
  const unique = bumps.filter((b) => !seen.has(b.consumerId) && seen.add(b.consumerId));
  if (!unique.length) return;
  const fields = sql.raw(`array[${SNAPSHOT_FIELDS.map((f) => `'${f}'`).join(', ')}]`);
  await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb)
        as v("consumerId" text, operation text, "staffEmail" text, "approverEmail" text, before jsonb)
    ),
    bumped as (
      update consumers c set version = c.version + 1
      from v where c.id = v."consumerId"
      returning c.id, c.version, v.operation, v."staffEmail", v."approverEmail",
        (select coalesce(jsonb_agg(jsonb_build_object('field', k, 'old', v.before ->> k,
                                                      'new', to_jsonb(c) ->> k)), '[]'::jsonb)
         from unnest(${fields}) k
         where v.before is not null and v.before ? k and (v.before ->> k) is distinct from (to_jsonb(c) ->> k))
          as fields
    ),
    written as (
      insert into consumer_changes (consumer_id, version, operation, staff_email, approver_email, occurred_at, fields)
      select id, version, operation, "staffEmail", "approverEmail", ${now.toISOString()}::timestamptz, fields
      from bumped
    )
    select pg_notify(${CASE_CHANNEL}, json_build_object(
      'consumerId', id, 'version', version, 'operation', operation, 'staffEmail', "staffEmail",
      'approverEmail', "approverEmail", 'at', ${now.getTime()}::float8,
      'fields', (select coalesce(json_agg(f ->> 'field'), '[]'::json) from jsonb_array_elements(fields) f))::text)
    from bumped`);
}

/** The changes after `version`, oldest first (at most MAX_LISTED_CHANGES, the newest). */
export async function changesSince(db: Db, consumerId: string, version: number): Promise<CaseChangeData[]> {
  const found = await rows<CaseChangeData>(
    db,
    sql`select * from (
          select version, operation, staff_email as "staffEmail", approver_email as "approverEmail",
                 ${epochMs(sql`occurred_at`)} as at, fields
          from consumer_changes where consumer_id = ${consumerId} and version > ${version}
          order by version desc limit ${MAX_LISTED_CHANGES}) newest
        order by version`,
  );
  return found.map((c) => ({ ...c, at: Number(c.at) }));
}

/** The current version (0 for an unknown consumer: nothing to compare with). */
export async function caseVersion(db: Db, consumerId: string): Promise<number> {
  const [row] = await rows<{ version: number }>(
    db,
    sql`select version from consumers where id = ${consumerId}`,
  );
  return row?.version ?? 0;
}
