// A consumer's change history (document 2 §2 change history tab, §3): the union of Created, Updated, Disabled,
// Enabled and Closed records, and ContractReverted (an installment plan reverted to a lump sum, docs/decisions.md),
// between two instants, newest first, in one statement.
import { sql } from 'drizzle-orm';
import { consumerHistory } from '../db/schema/index';
import { rows, epochMs, type Db, addressFrom, type AddressData } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';
import type { LegalStatus } from '../../src/shared/legal-status';
import type { ConsumerHistoryKind } from '../db/schema/consumers';

/** The longest range one query may ask for: 10 years (the console's default is 5). */
export const MAX_HISTORY_RANGE_MS = 3653 * 86_400_000;

/** The consumer's data as a Created or Updated record gives it (on Updated, null where the change left it as it was). */
interface ContactSnapshot {
  email: string | null;
  phone: string | null;
  name1: string | null;
  name2: string | null;
  dateOfBirth: string | null;
  address: AddressData | null;
}

export type ConsumerHistoryRecordData =
  | ({ kind: 'Created'; timestamp: number; source: string | null } & ContactSnapshot)
  | ({
      kind: 'Updated';
      timestamp: number;
      agent: string | null;
      approvedBy: string | null;
      emailVerificationInfo: { verified: boolean; verifiedAt: number | null } | null;
      legalStatus: LegalStatus | null;
    } & ContactSnapshot)
  | {
      kind: 'Disabled' | 'Enabled' | 'Closed';
      timestamp: number;
      reason: string | null;
      agent: string | null;
      approvedBy: string | null;
    }
  | {
      kind: 'ContractReverted';
      timestamp: number;
      agent: string | null;
      approvedBy: string | null;
      reason: string | null;
      installmentPlanId: string | null;
      /** Decimal text: the principal that became one charge. */
      amount: string | null;
    };

export type ConsumerHistoryOutcome =
  { ok: true; records: ConsumerHistoryRecordData[] } | { ok: false; message: string };

/** The range rule: from ≤ to, and at most MAX_HISTORY_RANGE_MS apart. */
export function checkHistoryRange(from: number, to: number): string | null {
  if (from > to) return 'The search period is invalid: its start is after its end.';
  if (to - from > MAX_HISTORY_RANGE_MS)
    return 'The search period is too long: narrow it to 10 years or less.';
  return null;
}

interface HistoryRow {
  kind: ConsumerHistoryKind;
  timestamp: number;
  agent: string | null;
  source: string | null;
  reason: string | null;
  email: string | null;
  phone: string | null;
  name1: string | null;
  name2: string | null;
  date_of_birth: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  email_verification_info: { verified?: unknown; verifiedAt?: unknown } | null;
  legal_status: LegalStatus | null;
  installment_plan_id: string | null;
  amount: string | null;
  approved_by: string | null;
}

/**
 * The records with from ≤ timestamp ≤ to (epoch ms, both inclusive), newest first. Refuses a reversed or too long
 * range (the console then asks to narrow the period). An unknown or malformed consumer has no records.
 */
export async function listConsumerHistory(
  db: Db,
  consumerId: string,
  from: number,
  to: number,
): Promise<ConsumerHistoryOutcome> {
  const refusal = checkHistoryRange(from, to);
  if (refusal) return { ok: false, message: refusal };
  if (!isConsumerId(consumerId)) return { ok: true, records: [] };
  const found = await rows<HistoryRow>(
    db,
    sql`
      select ${consumerHistory.kind}, ${epochMs(consumerHistory.occurredAt)} as timestamp,
             ${consumerHistory.agent}, ${consumerHistory.source}, ${consumerHistory.reason},
             ${consumerHistory.email}, ${consumerHistory.phone}, ${consumerHistory.name1},
             ${consumerHistory.name2},
             ${consumerHistory.dateOfBirth}::text as date_of_birth, ${consumerHistory.line1},
             ${consumerHistory.line2}, ${consumerHistory.city}, ${consumerHistory.state},
             ${consumerHistory.zip}, ${consumerHistory.emailVerificationInfo},
             ${consumerHistory.legalStatus}, ${consumerHistory.installmentPlanId},
             ${consumerHistory.amount}::text as amount, ${consumerHistory.approvedBy} as approved_by
      from ${consumerHistory}
      where ${consumerHistory.consumerId} = ${consumerId}
        and ${consumerHistory.occurredAt} >= timestamptz 'epoch' + ${from}::bigint * interval '1 millisecond'
        and ${consumerHistory.occurredAt} < timestamptz 'epoch' + ${to + 1}::bigint * interval '1 millisecond'
      order by ${consumerHistory.occurredAt} desc, ${consumerHistory.id} desc`,
  );
  return { ok: true, records: found.map(toRecord) };
}

const contactSnapshot = (r: HistoryRow): ContactSnapshot => ({
  email: r.email,
  phone: r.phone,
  name1: r.name1,
  name2: r.name2,
  dateOfBirth: r.date_of_birth,
  address: addressFrom(r, ''),
});

function toRecord(r: HistoryRow): ConsumerHistoryRecordData {
  const timestamp = Number(r.timestamp);
  switch (r.kind) {
    case 'Created':
      return { kind: 'Created', timestamp, ...contactSnapshot(r), source: r.source };
    case 'Updated': {
      const info = r.email_verification_info;
      return {
        kind: 'Updated',
        timestamp,
        agent: r.agent,
        approvedBy: r.approved_by,
        ...contactSnapshot(r),
        emailVerificationInfo: info
          ? {
              verified: info.verified === true,
              verifiedAt: typeof info.verifiedAt === 'number' ? info.verifiedAt : null,
            }
          : null,
        legalStatus: r.legal_status,
      };
    }
    case 'ContractReverted':
      return {
        kind: 'ContractReverted',
        timestamp,
        agent: r.agent,
        approvedBy: r.approved_by,
        reason: r.reason,
        installmentPlanId: r.installment_plan_id,
        amount: r.amount,
      };
    default:
      return { kind: r.kind, timestamp, reason: r.reason, agent: r.agent, approvedBy: r.approved_by };
  }
}

// ─── Writing ────────────────────────────────────────────────────────────────────────────────────

export interface ConsumerHistoryEntry {
  consumerId: string;
  kind: Exclude<ConsumerHistoryKind, 'Created'>;
  occurredAt: Date;
  /** The staff member's e-mail (or 'consumer' / 'system'). */
  agent: string;
  /** The second person who approved a held change (four eyes). */
  approvedBy?: string | null;
  reason?: string | null;
  email?: string | null;
  phone?: string | null;
  legalStatus?: LegalStatus | null;
  emailVerificationInfo?: { verified: boolean; verifiedAt?: number; method?: string } | null;
  /** ContractReverted: the plan and the amount (decimal text) that became one charge. */
  installmentPlanId?: string | null;
  amount?: string | null;
}

/** Appends a change-history record in the caller's transaction (the change it records is in the same one). */
export async function recordConsumerHistory(db: Db, entry: ConsumerHistoryEntry): Promise<void> {
  await db.execute(sql`
    insert into consumer_history
      (consumer_id, kind, occurred_at, agent, reason, email, phone, legal_status, email_verification_info,
       installment_plan_id, amount, approved_by)
    values (${entry.consumerId}, ${entry.kind}, ${entry.occurredAt.toISOString()}::timestamptz, ${entry.agent},
            ${entry.reason ?? null}, ${entry.email ?? null}, ${entry.phone ?? null}, ${entry.legalStatus ?? null},
            ${entry.emailVerificationInfo ? JSON.stringify(entry.emailVerificationInfo) : null}::jsonb,
            ${entry.installmentPlanId ?? null}, ${entry.amount ?? null}::numeric, ${entry.approvedBy ?? null})`);
}
