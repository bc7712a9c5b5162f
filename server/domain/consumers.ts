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
import {
  carriesNote,
  isLegalStatus,
  isTerminalLegalStatus,
  LEGAL_STATUS_TEXT,
  type LegalStatus,
} from '../../src/shared/legal-status';
import { type CaptureData, type RefundData } from './payments';
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
}

interface ConsumerRow {
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
}

/** One consumer; null for an unknown or malformed id. */
export async function findConsumer(db: Db, consumerId: string): Promise<ConsumerData | null> {
  if (!isConsumerId(consumerId)) return null;
  const [r] = await rows<ConsumerRow>(
    db,
    sql`
      select ${t.consumers.id}, ${t.consumers.status}, ${t.consumers.legalStatus}, ${t.consumers.kanjiName},
             ${t.consumers.kanaName}, ${t.consumers.dateOfBirth}::text as date_of_birth, ${t.consumers.email},
             ${t.consumers.phone},
             ${t.consumers.line1}, ${t.consumers.line2}, ${t.consumers.city}, ${t.consumers.state},
             ${t.consumers.zip}, ${t.consumers.closedBy}, ${t.consumers.analyticsUrl},
             ${epochMs(t.consumers.createdAt)} as created_at, ${epochMs(t.consumers.closedAt)} as closed_at
      from ${t.consumers} where ${t.consumers.id} = ${consumerId}`,
  );
  if (!r) return null;
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
  };
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
export interface ConsumerPaymentData {
  id: string;
  basketId: string | null;
  appleOrderNumber: string | null;
  description: string | null;
  consumerId: string | null;
  consumerName: string | null;
  merchantId: string;
  merchantName: string;
  amount: string;
  currency: string;
  capturedAmount: string;
  refundedAmount: string;
  /** Oldest first. */
  captures: CaptureData[];
  /** Oldest first. */
  refunds: RefundData[];
  status: string;
  tier: string;
  tags: string[];
  createdAt: number;
  updatedAt: number;
  expiresAt: number | null;
  test: boolean;
  isSpecifiedContinuousServiceMerchant: boolean | null;
  shippingAddress: AddressData | null;
  billingAddress: AddressData | null;
}

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

interface ConsumerPaymentRow {
  id: string;
  basket_id: string | null;
  apple_order_number: string | null;
  description: string | null;
  consumer_id: string | null;
  consumer_name: string | null;
  merchant_id: string;
  merchant_name: string;
  amount: string;
  currency: string;
  status: string;
  tier: string;
  tags: string[];
  test: boolean;
  is_specified_continuous_service_merchant: boolean | null;
  created_at: number;
  updated_at: number;
  expires_at: number | null;
  shipping_line1: string | null;
  shipping_line2: string | null;
  shipping_city: string | null;
  shipping_state: string | null;
  shipping_zip: string | null;
  billing_line1: string | null;
  billing_line2: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_zip: string | null;
  captured_amount: string;
  refunded_amount: string;
  captures: CaptureData[];
  refunds: RefundData[];
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
      select
        p.id, p.basket_id, p.apple_order_number, p.description, p.consumer_id,
        coalesce(${t.consumers.kanjiName}, p.consumer_name1) as consumer_name,
        p.merchant_id, p.merchant_name, p.amount::text as amount, p.currency, p.status, p.tier, p.tags, p.test,
        p.is_specified_continuous_service_merchant,
        ${epochMs(sql`p.created_at`)} as created_at,
        ${epochMs(sql`p.updated_at`)} as updated_at,
        ${epochMs(sql`p.expires_at`)} as expires_at,
        p.shipping_line1, p.shipping_line2, p.shipping_city, p.shipping_state, p.shipping_zip,
        p.billing_line1, p.billing_line2, p.billing_city, p.billing_state, p.billing_zip,
        (select coalesce(sum(${t.captures.amount}), 0)::text
          from ${t.captures} where ${t.captures.paymentId} = p.id) as captured_amount,
        (select coalesce(sum(${t.refunds.amount}), 0)::text
          from ${t.refunds} where ${t.refunds.paymentId} = p.id) as refunded_amount,
        (select coalesce(json_agg(json_build_object(
            'id', ${t.captures.id}, 'createdAt', ${epochMs(t.captures.createdAt)}, 'amount',
            ${t.captures.amount}::text,
            'currency', ${t.captures.currency}) order by ${t.captures.createdAt}, ${t.captures.id}), '[]'::json)
          from ${t.captures} where ${t.captures.paymentId} = p.id) as captures,
        (select coalesce(json_agg(json_build_object(
            'id', ${t.refunds.id}, 'captureId', ${t.refunds.captureId}, 'createdAt',
            ${epochMs(t.refunds.createdAt)},
            'amount', ${t.refunds.amount}::text, 'currency', ${t.refunds.currency}, 'reason',
            ${t.refunds.reason}) order by ${t.refunds.createdAt}, ${t.refunds.id}),
            '[]'::json)
          from ${t.refunds} where ${t.refunds.paymentId} = p.id) as refunds,
        p.id like 'amz\\_%' as amazon
      from kept p
      left join ${t.consumers} on ${t.consumers.id} = p.consumer_id
      order by p.created_at desc, p.id desc`,
  );
  const list = found.map(toConsumerPayment);
  return capConsumerPayments(
    list.filter((_, i) => !found[i].amazon),
    list.filter((_, i) => found[i].amazon),
    limits,
  );
}

function toConsumerPayment(r: ConsumerPaymentRow): ConsumerPaymentData {
  return {
    id: r.id,
    basketId: r.basket_id,
    appleOrderNumber: r.apple_order_number,
    description: r.description,
    consumerId: r.consumer_id,
    consumerName: r.consumer_name,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name,
    amount: r.amount,
    currency: r.currency,
    capturedAmount: r.captured_amount,
    refundedAmount: r.refunded_amount,
    captures: r.captures,
    refunds: r.refunds,
    status: r.status,
    tier: r.tier,
    tags: r.tags,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
    test: r.test,
    isSpecifiedContinuousServiceMerchant: r.is_specified_continuous_service_merchant,
    shippingAddress: addressFrom(r, 'shipping_'),
    billingAddress: addressFrom(r, 'billing_'),
  };
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

/** Why the legal-status rule refused one consumer: the bulk job's per-item error text. */
export type LegalStatusRefusal = 'InvalidStatus' | 'InvalidId' | 'NotFound' | 'AccountClosed' | 'FinalStatus';

export interface LegalStatusResult {
  outcome: ActionOutcome<{ consumerId: string }>;
  /** Null when the change was done. */
  refusal: LegalStatusRefusal | null;
  /** The legal status just before this change (null when refused before the consumer was read). */
  previous: LegalStatus | null;
}

/**
 * The legal-status rule (document 2 §4), the one place it lives (the console's change calls it with one consumer,
 * the bulk job with a chunk): refused for a closed account and from a final status (Dead, BankruptcyConfirmed); a
 * status carrying a note also disables an enabled account, in the same transaction. Choosing the current status
 * changes nothing but still applies the disabling rule. Set-based: one statement locks every named consumer (id
 * order, so two callers cannot deadlock), the changes are decided in order as if made one by one (a consumer named
 * twice sees the first change), then one statement updates the consumers and one writes their history. The
 * caller's transaction holds the locks.
 */
export async function changeLegalStatuses(
  db: Db,
  inputs: readonly { consumerId: string; legalStatus: string }[],
  actor: Actor,
  now: Date,
): Promise<LegalStatusResult[]> {
  const ids = [...new Set(inputs.map((i) => i.consumerId).filter(isConsumerId))];
  const locked = new Map<string, LockedConsumer>();
  if (ids.length) {
    const found = await rows<LockedConsumer>(
      db,
      sql`
        select id, status, legal_status as "legalStatus", email, phone
        from consumers where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
        order by id for update`,
    );
    for (const c of found) locked.set(c.id, c);
  }
  const touched = new Map<string, LockedConsumer>();
  const disabled = new Set<string>();
  const history: Parameters<typeof recordConsumerHistory>[1][] = [];
  const refuse = (
    refusal: LegalStatusRefusal,
    outcome: ActionOutcome<never>,
    previous: LegalStatus | null = null,
  ): LegalStatusResult => ({ outcome, refusal, previous });
  const results = inputs.map((input): LegalStatusResult => {
    if (!isLegalStatus(input.legalStatus))
      return refuse('InvalidStatus', badInput(`${input.legalStatus} is not a legal status`, 'legalStatus'));
    const next = input.legalStatus;
    if (!isConsumerId(input.consumerId))
      return refuse('InvalidId', badInput('id is not a consumer id', 'id'));
    const consumer = locked.get(input.consumerId);
    if (!consumer) return refuse('NotFound', unknown(`No consumer ${input.consumerId}`));
    const previous = consumer.legalStatus;
    if (consumer.status === 'Closed')
      return refuse(
        'AccountClosed',
        badInput("A closed account's legal status cannot be changed", 'id'),
        previous,
      );
    if (isTerminalLegalStatus(previous) && previous !== next)
      return refuse(
        'FinalStatus',
        badInput(`The legal status ${previous} is final and cannot be changed`, 'legalStatus'),
        previous,
      );
    const statusBefore = consumer.status;
    if (previous !== next) {
      consumer.legalStatus = next;
      touched.set(consumer.id, consumer);
      history.push({
        consumerId: consumer.id,
        kind: 'Updated',
        occurredAt: now,
        agent: actor.email,
        legalStatus: next,
      });
    }
    if (carriesNote(next) && consumer.status === 'Enabled') {
      // As disableLockedConsumer does it: Disabled, no notice for the consumer app, a Disabled record.
      consumer.status = 'Disabled';
      touched.set(consumer.id, consumer);
      disabled.add(consumer.id);
      history.push({
        consumerId: consumer.id,
        kind: 'Disabled',
        occurredAt: now,
        agent: actor.email,
        reason: `Legal status: ${LEGAL_STATUS_TEXT[next]}`,
      });
    }
    return {
      outcome: {
        status: 'done',
        value: { consumerId: consumer.id },
        audit: {
          before: { legalStatus: previous, status: statusBefore },
          after: { legalStatus: next, status: consumer.status },
        },
      },
      refusal: null,
      previous,
    };
  });
  if (touched.size) {
    const changes = [...touched.values()].map((c) => ({
      id: c.id,
      legal_status: c.legalStatus,
      disable: disabled.has(c.id),
    }));
    await db.execute(sql`
      update consumers c
      set legal_status = v.legal_status,
          status = case when v.disable then 'Disabled' else c.status end,
          display_disable_notice = case when v.disable then false else c.display_disable_notice end,
          updated_at = ${now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(changes)}::json) as v(id text, legal_status text, disable boolean)
      where c.id = v.id`);
  }
  if (history.length) {
    const records = history.map((h, n) => ({
      n,
      consumer_id: h.consumerId,
      kind: h.kind,
      agent: h.agent,
      reason: h.reason ?? null,
      legal_status: h.legalStatus ?? null,
    }));
    // Ordered by n so the records get ids in the order they happened (Updated before Disabled).
    await db.execute(sql`
      insert into consumer_history (consumer_id, kind, occurred_at, agent, reason, legal_status)
      select v.consumer_id, v.kind, ${now.toISOString()}::timestamptz, v.agent, v.reason, v.legal_status
      from json_to_recordset(${JSON.stringify(records)}::json)
        as v(n int, consumer_id text, kind text, agent text, reason text, legal_status text)
      order by v.n`);
  }
  return results;
}

/** The legal-status rule for one consumer (updateConsumerLegalStatus). */
export async function changeLegalStatus(
  db: Db,
  input: { consumerId: string; legalStatus: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<{ consumerId: string }>> {
  const [result] = await changeLegalStatuses(db, [input], actor, now);
  return result.outcome;
}

export type UpdateEmailAnswer = 'Success' | 'InvalidEmailAddress' | 'EmailExists';
export type UpdatePhoneAnswer = 'Success' | 'InvalidPhoneNumber' | 'PhoneExists';

/**
 * Changes the e-mail address: the shared syntax check (src/shared/email.ts), stored lower-case, refused when another
 * consumer has it (the unique index on lower(email) decides a race). Search finds the new address at once: it reads
 * consumers.email through that index. The change history gets an Updated record with the new, unverified address.
 */
export async function changeConsumerEmail(
  db: Tx,
  input: { consumerId: string; email: string; dryRun: boolean },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<UpdateEmailAnswer>> {
  const locked = await lockConsumerOrRefuse(db, input.consumerId);
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  const audit = { before: { email: consumer.email }, requested: input.email.slice(0, 320) };
  if (!isEmail(input.email))
    return {
      status: 'refused',
      value: 'InvalidEmailAddress',
      audit: { ...audit, answer: 'InvalidEmailAddress' },
    };
  const email = input.email.trim().toLowerCase();
  const exists = () =>
    ({ status: 'refused', value: 'EmailExists', audit: { ...audit, answer: 'EmailExists' } }) as const;
  if (email === consumer.email.toLowerCase())
    return { status: 'done', value: 'Success', audit: { ...audit, after: { email }, unchanged: true } };
  const [taken] = await rows(
    db,
    sql`select 1 from consumers where lower(email) = ${email} and id <> ${consumer.id} limit 1`,
  );
  if (taken) return exists();
  if (input.dryRun) return { status: 'dry_run', value: 'Success', audit: { ...audit, after: { email } } };
  const stored = await updateUnique(
    db,
    sql`update consumers set email = ${email}, updated_at = ${now.toISOString()}::timestamptz
        where id = ${consumer.id}`,
    'consumers_email_lower_key',
  );
  if (!stored) return exists();
  await recordConsumerHistory(db, {
    consumerId: consumer.id,
    kind: 'Updated',
    occurredAt: now,
    agent: actor.email,
    email,
    emailVerificationInfo: { verified: false },
  });
  return { status: 'done', value: 'Success', audit: { ...audit, after: { email } } };
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
  const locked = await lockConsumerOrRefuse(db, input.consumerId);
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  const audit = { before: { phone: consumer.phone }, requested: input.phone.slice(0, 64) };
  const phone = input.phone.length <= 64 ? searchPhone(input.phone) : null;
  if (!phone)
    return {
      status: 'refused',
      value: 'InvalidPhoneNumber',
      audit: { ...audit, answer: 'InvalidPhoneNumber' },
    };
  const exists = () =>
    ({ status: 'refused', value: 'PhoneExists', audit: { ...audit, answer: 'PhoneExists' } }) as const;
  if (phone === consumer.phone)
    return { status: 'done', value: 'Success', audit: { ...audit, after: { phone }, unchanged: true } };
  const [taken] = await rows(
    db,
    sql`select 1 from consumers where phone = ${phone} and id <> ${consumer.id} limit 1`,
  );
  if (taken) return exists();
  if (input.dryRun) return { status: 'dry_run', value: 'Success', audit: { ...audit, after: { phone } } };
  const stored = await updateUnique(
    db,
    sql`update consumers set phone = ${phone}, updated_at = ${now.toISOString()}::timestamptz
        where id = ${consumer.id}`,
    'consumers_phone_key',
  );
  if (!stored) return exists();
  await recordConsumerHistory(db, {
    consumerId: consumer.id,
    kind: 'Updated',
    occurredAt: now,
    agent: actor.email,
    phone,
  });
  return { status: 'done', value: 'Success', audit: { ...audit, after: { phone } } };
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
