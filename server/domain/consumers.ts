// The consumer area's read side (document 2 §2, §3): one consumer, their PLUS status, their payments (latest 10,000
// Paidy and 2,000 Amazon, newest first), admin logs, messages and VAN. Each read is one SQL statement whatever the
// number of rows; child rows arrive as json aggregates. A malformed consumer id costs no statement at all.
import { sql, type SQL } from 'drizzle-orm';
import * as t from '../db/schema/index';
import { rows, epochMs, type Db, addressFrom, type AddressData } from '../db/sql';
import type { APPLE_STATUSES, EKYC_STATUSES, HOUKATSU_STATUSES } from '../db/schema/plus';
import { isConsumerId } from '../../src/shared/id-patterns';
import { isEmail } from '../../src/shared/email';
import { searchPhone } from '../../src/shared/search-keyword';
import type { LegalStatus } from '../../src/shared/legal-status';
import {
  paymentSummaryColumns,
  toPaymentSummary,
  type PaymentSummary,
  type PaymentSummaryRow,
} from './payments';
import {
  badInput,
  decodeAdminLogMessage,
  isUniqueViolation,
  MESSAGE_LIMITS,
  unknown,
  type ActionOutcome,
  type Actor,
  type Tx,
} from './action-outcome';
import { recordConsumerHistory } from './consumer-history';

export interface ConsumerData {
  id: string;
  status: 'Enabled' | 'Disabled' | 'Closed';
  dateOfBirth: string | null;
  kanaName: string | null;
  kanjiName: string | null;
  email: string;
  phone: string;
  createdAt: number;
  address: AddressData | null;
  closedAt: number | null;
  closedBy: string | null;
  linkToMixPanel: string | null;
  legalStatus: LegalStatus;
  version: number; // the case version (server/domain/case-versions.ts)
}

export interface ConsumerRow {
  id: string;
  status: ConsumerData['status'];
  legal_status: LegalStatus;
  kanji_name: string | null;
  kana_name: string | null;
  date_of_birth: string | null;
  email: string;
  phone: string;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  created_at: number;
  closed_at: number | null;
  closed_by: string | null;
  analytics_url: string | null;
  version: number;
}

/** The columns of a ConsumerRow, read from consumers `c`. */
export const consumerColumns = sql`
  c.id, c.status, c.legal_status, c.kanji_name, c.kana_name, c.date_of_birth::text as date_of_birth,
  c.email, c.phone, c.line1, c.line2, c.city, c.state, c.zip, c.closed_by, c.analytics_url, c.version,
  ${epochMs(sql`c.created_at`)} as created_at, ${epochMs(sql`c.closed_at`)} as closed_at`;

export function toConsumer(r: ConsumerRow): ConsumerData {
  return {
    id: r.id,
    status: r.status,
    dateOfBirth: r.date_of_birth,
    kanaName: r.kana_name,
    kanjiName: r.kanji_name,
    email: r.email,
    phone: r.phone,
    createdAt: Number(r.created_at),
    address: addressFrom(r, ''),
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
    closedBy: r.closed_by,
    linkToMixPanel: r.analytics_url,
    legalStatus: r.legal_status,
    version: Number(r.version),
  };
}

/** One consumer; null for an unknown or malformed id. */
export async function findConsumer(db: Db, consumerId: string): Promise<ConsumerData | null> {
  if (!isConsumerId(consumerId)) return null;
  const [r] = await rows<ConsumerRow>(
    db,
    sql`select ${consumerColumns} from consumers c where c.id = ${consumerId}`,
  );
  return r ? toConsumer(r) : null;
}

export interface PlusStatusData {
  ekycStatus: (typeof EKYC_STATUSES)[number];
  houkatsuStatus: (typeof HOUKATSU_STATUSES)[number];
  appleStatus: (typeof APPLE_STATUSES)[number];
}

/**
 * The consumer's eKYC, houkatsu and Apple statuses; a known consumer without a plus_statuses row has never
 * applied anywhere. Null for an unknown or malformed id.
 */
export async function findPlusStatus(db: Db, consumerId: string): Promise<PlusStatusData | null> {
  if (!isConsumerId(consumerId)) return null;
  const [r] = await rows<PlusStatusData>(
    db,
    sql`
      select coalesce(${t.plusStatuses.ekycStatus}, 'never_applied') as "ekycStatus",
             coalesce(${t.plusStatuses.houkatsuStatus}, 'never_started') as "houkatsuStatus",
             coalesce(${t.plusStatuses.appleStatus}, 'never_started') as "appleStatus"
      from ${t.consumers} left join ${t.plusStatuses} on ${t.plusStatuses.consumerId} = ${t.consumers.id}
      where ${t.consumers.id} = ${consumerId}`,
  );
  return r ?? null;
}

// ─── paymentsV2 ─────────────────────────────────────────────────────────────────────────────────

/** The spec's truncation limits (document 2 §9): the latest 10,000 Paidy and 2,000 Amazon payments. */
export const PAYMENT_LIST_LIMITS = { paidy: 10_000, amazon: 2_000 } as const;
export type PaymentListLimits = { paidy: number; amazon: number };

/** A payment as the consumer's payments tab lists it (the heavy order, contract and party data stay on the page). */
export type ConsumerPaymentData = PaymentSummary;

export interface ConsumerPaymentsData {
  payments: ConsumerPaymentData[];
  metadata: { paidyPaymentsLimitReached: boolean; amazonPaymentsLimitReached: boolean };
}

/**
 * The truncation rule: each list arrives newest first with at most limit + 1 rows; a list longer than its limit is
 * cut to the limit and flagged. The kept rows of both lists are merged newest first (then by id, descending).
 */
export function capConsumerPayments<T extends { id: string; createdAt: number }>(
  paidy: readonly T[],
  amazon: readonly T[],
  limits: PaymentListLimits,
): { payments: T[]; metadata: ConsumerPaymentsData['metadata'] } {
  const payments = [...paidy.slice(0, limits.paidy), ...amazon.slice(0, limits.amazon)].sort(
    (a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return {
    payments,
    metadata: {
      paidyPaymentsLimitReached: paidy.length > limits.paidy,
      amazonPaymentsLimitReached: amazon.length > limits.amazon,
    },
  };
}

interface ConsumerPaymentRow extends PaymentSummaryRow {
  amazon: boolean;
}

/**
 * The consumer's payments for the payments tab in one statement: the newest limit + 1 Paidy (pay_) and Amazon
 * (amz_) payments from the (consumer_id, created_at desc) index, each with its captures and refunds as json,
 * then cut by capConsumerPayments. Empty for an unknown or malformed id.
 */
export async function listConsumerPayments(
  db: Db,
  consumerId: string,
  limits: PaymentListLimits = PAYMENT_LIST_LIMITS,
): Promise<ConsumerPaymentsData> {
  const none = {
    payments: [],
    metadata: { paidyPaymentsLimitReached: false, amazonPaymentsLimitReached: false },
  };
  if (!isConsumerId(consumerId)) return none;
  const latest = (prefix: string, limit: number) => sql`
    (select p.* from payments p
     where p.consumer_id = ${consumerId} and p.id like ${`${prefix}\\_%`}
     order by p.created_at desc, p.id desc
     limit ${limit + 1})`;
  const found = await rows<ConsumerPaymentRow>(
    db,
    sql`
      with kept as (${latest('pay', limits.paidy)} union all ${latest('amz', limits.amazon)})
      select ${paymentSummaryColumns},
        p.id like 'amz\\_%' as amazon
      from kept p
      left join consumers c on c.id = p.consumer_id
      order by p.created_at desc, p.id desc`,
  );
  const list = found.map(toPaymentSummary);
  return capConsumerPayments(
    list.filter((_, i) => !found[i].amazon),
    list.filter((_, i) => found[i].amazon),
    limits,
  );
}

// ─── Logs, messages, VAN ────────────────────────────────────────────────────────────────────────

export interface AdminLogData {
  message: string;
  creator: string;
  createdAt: number;
}

/** The consumer's admin logs, newest first (test-mode entries included: the console always writes test false). */
export async function listAdminLogs(db: Db, consumerId: string): Promise<AdminLogData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<AdminLogData>(
    db,
    sql`
      select ${t.adminLogs.message}, ${t.adminLogs.creator}, ${epochMs(t.adminLogs.createdAt)} as "createdAt"
      from ${t.adminLogs} where ${t.adminLogs.consumerId} = ${consumerId}
      order by ${t.adminLogs.createdAt} desc, ${t.adminLogs.id} desc`,
  );
}

export interface ConsumerMessageData {
  subject: string | null;
  message: string | null;
  createdAt: number;
  kind: string;
  dispatched: boolean;
}

/** Messages sent to the consumer, newest first. */
export async function listConsumerMessages(db: Db, consumerId: string): Promise<ConsumerMessageData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<ConsumerMessageData>(
    db,
    sql`
      select ${t.consumerMessages.subject}, ${t.consumerMessages.message}, ${t.consumerMessages.kind},
             ${t.consumerMessages.dispatched}, ${epochMs(t.consumerMessages.createdAt)} as "createdAt"
      from ${t.consumerMessages} where ${t.consumerMessages.consumerId} = ${consumerId}
      order by ${t.consumerMessages.createdAt} desc, ${t.consumerMessages.id} desc`,
  );
}

export interface VanData {
  bankName: string;
  branchName: string;
  branchCode: string;
  accountName: string;
  accountType: string;
  accountNumber: string;
  vanKey: string;
}

/** The consumer's virtual bank account; null when none is assigned. */
export async function findVan(db: Db, consumerId: string): Promise<VanData | null> {
  if (!isConsumerId(consumerId)) return null;
  const [r] = await rows<VanData>(
    db,
    sql`
      select ${t.vans.bankName} as "bankName", ${t.vans.branchName} as "branchName",
             ${t.vans.branchCode} as "branchCode",
             ${t.vans.accountName} as "accountName", ${t.vans.accountType} as "accountType",
             ${t.vans.accountNumber} as "accountNumber",
             ${t.vans.vanKey} as "vanKey"
      from ${t.vans} where ${t.vans.consumerId} = ${consumerId}`,
  );
  return r ?? null;
}

// ─── Account actions (document 2 §2 management header, §4, §5) ──────────────────────────────────
// One function per rule, each taking the caller's transaction: the console's mutations call them once, later bulk
// jobs call them per consumer. Each locks the consumer row first, so two staff acting at once are serialised and
// the second sees what the first did.

export interface LockedConsumer {
  id: string;
  status: ConsumerData['status'];
  legalStatus: LegalStatus;
  email: string;
  phone: string;
}

/** The consumer's row, locked for the rest of the transaction; null when unknown. */
export async function lockConsumer(db: Db, consumerId: string): Promise<LockedConsumer | null> {
  const [r] = await rows<LockedConsumer>(
    db,
    sql`
      select id, status, legal_status as "legalStatus", email, phone
      from consumers where id = ${consumerId} for update`,
  );
  return r ?? null;
}

/** Checks the id's form, then locks the consumer: the outcome to answer when either fails. */
export async function lockConsumerOrRefuse(
  db: Db,
  consumerId: string,
  field = 'id',
): Promise<{ consumer: LockedConsumer } | { refusal: ActionOutcome<never> }> {
  if (!isConsumerId(consumerId)) return { refusal: badInput(`${field} is not a consumer id`, field) };
  const consumer = await lockConsumer(db, consumerId);
  if (!consumer) return { refusal: unknown(`No consumer ${consumerId}`) };
  return { consumer };
}

/**
 * Disables a locked, enabled consumer and records it in the change history; the callers (disable, legal status,
 * fraud flag) decide whether it applies.
 */
export async function disableLockedConsumer(
  db: Db,
  consumer: LockedConsumer,
  change: { agent: string; reason: string | null; now: Date; displayNotice?: boolean },
): Promise<void> {
  await db.execute(sql`
    update consumers
    set status = 'Disabled', display_disable_notice = ${change.displayNotice ?? false},
        updated_at = ${change.now.toISOString()}::timestamptz
    where id = ${consumer.id}`);
  await recordConsumerHistory(db, {
    consumerId: consumer.id,
    kind: 'Disabled',
    occurredAt: change.now,
    agent: change.agent,
    reason: change.reason,
  });
  consumer.status = 'Disabled';
}

export type CloseConsumerAnswer =
  | 'Success'
  | 'ErrorUncapturedPayments'
  | 'ErrorBalanceNotSettled'
  | 'ErrorActiveContracts'
  | 'ErrorBalanceFutureChargesExist';

/**
 * What stands in the way of closing, checked on the consumer's real data in this order (the first one found is the
 * answer): a live authorised payment without any capture; an open bill statement with an unpaid amount; an active
 * installment or multi-pay contract; a charge not yet on any bill (installments, a reverted plan's lump sum, fees;
 * settlements and refunds aside). Test-mode payments and contracts are not money and do not count.
 */
export async function closeBlocker(db: Db, consumerId: string): Promise<CloseConsumerAnswer> {
  const [r] = await rows<{
    uncaptured: boolean;
    unsettled: boolean;
    contracts: boolean;
    future: boolean;
  }>(
    db,
    sql`
      select
        exists (select 1 from payments p
                where p.consumer_id = ${consumerId} and p.status = 'AUTHORIZED' and not p.test
                  and not exists (select 1 from captures x where x.payment_id = p.id)) as uncaptured,
        exists (select 1 from bill_statements b
                where b.consumer_id = ${consumerId} and b.status = 'Enabled' and b.unpaid_amount > 0) as unsettled,
        exists (select 1 from installment_contracts k
                where k.consumer_id = ${consumerId} and k.status = 'active' and not k.test)
          or exists (select 1 from multi_pay_contracts m
                     where m.consumer_id = ${consumerId} and m.status = 'active' and not m.test) as contracts,
        exists (select 1 from charges ch
                where ch.consumer_id = ${consumerId} and ch.bill_statement_id is null
                  and ch.source <> 'settlement' and ch.amount > 0) as future`,
  );
  if (r.uncaptured) return 'ErrorUncapturedPayments';
  if (r.unsettled) return 'ErrorBalanceNotSettled';
  if (r.contracts) return 'ErrorActiveContracts';
  if (r.future) return 'ErrorBalanceFutureChargesExist';
  return 'Success';
}

/**
 * Closes the account (irreversible): refused for a closed account, answered with the first blocker when there is
 * one; otherwise status Closed, closed date and closed-by set, and a Closed record in the change history. A dry
 * run (`dryRun`, the contract's test flag) answers the same without changing anything.
 */
export async function closeConsumer(
  db: Db,
  input: { consumerId: string; reason: string; dryRun: boolean },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<CloseConsumerAnswer>> {
  const reason = input.reason.trim();
  if ([...reason].length > MESSAGE_LIMITS.closeReason)
    return badInput(`The reason may be at most ${MESSAGE_LIMITS.closeReason} characters long`, 'reason');
  if (/[\r\n]/.test(reason)) return badInput('The reason may not contain line breaks', 'reason');
  const locked = await lockConsumerOrRefuse(db, input.consumerId);
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  if (consumer.status === 'Closed') return badInput('The account is already closed', 'id');
  const answer = await closeBlocker(db, consumer.id);
  const audit = { before: { status: consumer.status }, reason: reason || null };
  if (answer !== 'Success') return { status: 'refused', value: answer, audit: { ...audit, answer } };
  if (input.dryRun) return { status: 'dry_run', value: answer, audit };
  await db.execute(sql`
    update consumers
    set status = 'Closed', closed_at = ${now.toISOString()}::timestamptz, closed_by = ${actor.email},
        updated_at = ${now.toISOString()}::timestamptz
    where id = ${consumer.id}`);
  await recordConsumerHistory(db, {
    consumerId: consumer.id,
    kind: 'Closed',
    occurredAt: now,
    agent: actor.email,
    reason: reason || null,
  });
  return { status: 'done', value: answer, audit: { ...audit, after: { status: 'Closed' } } };
}

/** Disables an enabled account (checkout stops); any other status is refused. */
export async function disableConsumer(
  db: Db,
  input: { consumerId: string; displayDisableNoticeToConsumer: boolean },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<{ consumerId: string }>> {
  const locked = await lockConsumerOrRefuse(db, input.consumerId);
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  if (consumer.status !== 'Enabled')
    return badInput(`Only an enabled account can be disabled; this one is ${consumer.status}`, 'id');
  await disableLockedConsumer(db, consumer, {
    agent: actor.email,
    reason: null,
    now,
    displayNotice: input.displayDisableNoticeToConsumer,
  });
  return {
    status: 'done',
    value: { consumerId: consumer.id },
    audit: {
      before: { status: 'Enabled' },
      after: { status: 'Disabled' },
      displayDisableNoticeToConsumer: input.displayDisableNoticeToConsumer,
    },
  };
}

export type UpdateEmailAnswer = 'Success' | 'InvalidEmailAddress' | 'EmailExists';
export type UpdatePhoneAnswer = 'Success' | 'InvalidPhoneNumber' | 'PhoneExists';

/**
 * Changes the e-mail address: folded by NFKC (full-width input as search folds it), the shared syntax check
 * (src/shared/email.ts), stored lower-case, refused when another
 * consumer has it (the unique index on lower(email) decides a race). Search finds the new address at once: it reads
 * consumers.email through that index. The change history gets an Updated record with the new, unverified address.
 */
export async function changeConsumerEmail(
  db: Tx,
  input: { consumerId: string; email: string; dryRun: boolean },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<UpdateEmailAnswer>> {
  return changeUniqueContact(db, input.consumerId, input.dryRun, actor, now, {
    field: 'email',
    requested: input.email,
    requestedLimit: 320,
    // Full-width input (ａｂｃ＠ｅｘａｍｐｌｅ．ｊｐ) is folded as search folds it (NFKC), not refused.
    stored: (email) => {
      const folded = email.normalize('NFKC').trim();
      return isEmail(folded) ? folded.toLowerCase() : null;
    },
    current: (consumer) => consumer.email.toLowerCase(),
    column: sql`lower(email)`,
    constraint: 'consumers_email_lower_key',
    invalid: 'InvalidEmailAddress',
    exists: 'EmailExists',
    history: (email) => ({ email, emailVerificationInfo: { verified: false } }),
  });
}

/**
 * Changes the mobile number: any form the search accepts (090-1234-5678, full-width digits, +81 90…, 8190…), stored
 * as 81…; refused when another consumer has it (unique index on phone).
 */
export async function changeConsumerPhone(
  db: Tx,
  input: { consumerId: string; phone: string; dryRun: boolean },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<UpdatePhoneAnswer>> {
  return changeUniqueContact(db, input.consumerId, input.dryRun, actor, now, {
    field: 'phone',
    requested: input.phone,
    requestedLimit: 64,
    stored: (phone) => (phone.length <= 64 ? searchPhone(phone) : null),
    current: (consumer) => consumer.phone,
    column: sql`phone`,
    constraint: 'consumers_phone_key',
    invalid: 'InvalidPhoneNumber',
    exists: 'PhoneExists',
    history: (phone) => ({ phone }),
  });
}

/** How one contact column that no two consumers may share (e-mail, phone) is checked, compared and stored. */
interface UniqueContact<A extends string> {
  field: 'email' | 'phone';
  requested: string;
  /** How much of the request the audit row keeps. */
  requestedLimit: number;
  /** The stored form of the request; null when it is malformed. */
  stored: (requested: string) => string | null;
  /** The consumer's value in the stored form, to tell an unchanged request. */
  current: (consumer: LockedConsumer) => string;
  /** The expression the unique index covers. */
  column: SQL;
  constraint: string;
  invalid: A;
  exists: A;
  history: (value: string) => Partial<Parameters<typeof recordConsumerHistory>[1]>;
}

async function changeUniqueContact<A extends string>(
  db: Tx,
  consumerId: string,
  dryRun: boolean,
  actor: Actor,
  now: Date,
  c: UniqueContact<A>,
): Promise<ActionOutcome<A | 'Success'>> {
  const locked = await lockConsumerOrRefuse(db, consumerId);
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  const audit = {
    before: { [c.field]: consumer[c.field] },
    requested: c.requested.slice(0, c.requestedLimit),
  };
  const value = c.stored(c.requested);
  if (!value) return { status: 'refused', value: c.invalid, audit: { ...audit, answer: c.invalid } };
  const exists = () =>
    ({ status: 'refused', value: c.exists, audit: { ...audit, answer: c.exists } }) as const;
  const after = { [c.field]: value };
  if (value === c.current(consumer))
    return { status: 'done', value: 'Success', audit: { ...audit, after, unchanged: true } };
  const [taken] = await rows(
    db,
    sql`select 1 from consumers where ${c.column} = ${value} and id <> ${consumer.id} limit 1`,
  );
  if (taken) return exists();
  if (dryRun) return { status: 'dry_run', value: 'Success', audit: { ...audit, after } };
  const stored = await updateUnique(
    db,
    sql`update consumers set ${sql.raw(c.field)} = ${value}, updated_at = ${now.toISOString()}::timestamptz
        where id = ${consumer.id}`,
    c.constraint,
  );
  if (!stored) return exists();
  await recordConsumerHistory(db, {
    consumerId: consumer.id,
    kind: 'Updated',
    occurredAt: now,
    agent: actor.email,
    ...c.history(value),
  });
  return { status: 'done', value: 'Success', audit: { ...audit, after } };
}

/**
 * Runs an update in a savepoint; false when it hit the named unique index (a concurrent change committed the same
 * value after our check), so the caller answers "exists" and the transaction goes on.
 */
async function updateUnique(db: Tx, update: SQL, constraint: string): Promise<boolean> {
  try {
    await db.transaction(async (sp) => {
      await sp.execute(update);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error, constraint)) return false;
    throw error;
  }
}

/**
 * Writes an admin log line (the Logs tab). The message arrives with its line breaks escaped (see
 * decodeAdminLogMessage) and is stored with real ones.
 */
export async function createAdminLog(
  db: Db,
  input: { consumerId: string; message: string; test: boolean },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<AdminLogData>> {
  const message = decodeAdminLogMessage(input.message);
  if (!message.ok) return message.outcome;
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const [log] = await rows<AdminLogData>(
    db,
    sql`
      insert into admin_logs (consumer_id, message, creator, test, created_at)
      values (${input.consumerId}, ${message.text}, ${actor.email}, ${input.test},
              ${now.toISOString()}::timestamptz)
      returning message, creator, ${epochMs(sql`created_at`)} as "createdAt"`,
  );
  return { status: 'done', value: log, audit: { message: message.text, test: input.test } };
}
