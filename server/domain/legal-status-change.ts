// The legal-status rule (document 2 §2 management header; document 1 §4 for the bulk batch): one consumer or many in
// one transaction, each locked first and checked against its current row (closed accounts and final statuses are
// refused), the change, the Disabled record a noted status brings, and the change history. Used by the single change
// and by the batch runner alike.
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';
import {
  carriesNote,
  isLegalStatus,
  isTerminalLegalStatus,
  LEGAL_STATUS_TEXT,
  type LegalStatus,
} from '../../src/shared/legal-status';
import { badInput, unknown, type ActionOutcome, type Actor } from './action-outcome';
import { recordConsumerHistory } from './consumer-history';
import type { LockedConsumer } from './consumers';

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
        approvedBy: actor.approverEmail ?? null,
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
        approvedBy: actor.approverEmail ?? null,
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
      approved_by: h.approvedBy ?? null,
      reason: h.reason ?? null,
      legal_status: h.legalStatus ?? null,
    }));
    // Ordered by n so the records get ids in the order they happened (Updated before Disabled).
    await db.execute(sql`
      insert into consumer_history (consumer_id, kind, occurred_at, agent, approved_by, reason, legal_status)
      select v.consumer_id, v.kind, ${now.toISOString()}::timestamptz, v.agent, v.approved_by, v.reason, v.legal_status
      from json_to_recordset(${JSON.stringify(records)}::json)
        as v(n int, consumer_id text, kind text, agent text, approved_by text, reason text, legal_status text)
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
