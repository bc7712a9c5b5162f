// Card actions of the PLUS tab (document 2 §2, §4, §8): a card token's status changes by the transition table of
// src/shared/cards.ts, a physical card marked returned after cardSent, and the card eligibility exception. Each rule
// locks the consumer, then the token it changes, so two staff acting at once are serialised.
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import {
  canMarkPhysicalCardReturned,
  cardTokenTransitionAllowed,
  CARD_TOKEN_STATUS_LABEL,
  type CardTokenStatus,
} from '../../src/shared/cards';
import { badInput, unknown, type ActionOutcome, type Actor, type Tx } from './action-outcome';
import { lockConsumerOrRefuse } from './consumers';
import { findCardEligibility, listGpsTokens, type GpsTokenData } from './plus';

const CARD_TOKEN_STATUSES: readonly string[] = Object.keys(CARD_TOKEN_STATUS_LABEL);

async function lockToken(
  db: Tx,
  consumerId: string,
  token: string,
): Promise<{ token: string; status: CardTokenStatus } | null> {
  const [row] = await rows<{ token: string; status: CardTokenStatus }>(
    db,
    sql`select token, status from gps_tokens where token = ${token} and consumer_id = ${consumerId} for update`,
  );
  return row ?? null;
}

async function tokenData(db: Tx, consumerId: string, token: string): Promise<GpsTokenData> {
  const found = (await listGpsTokens(db, consumerId)).find((t) => t.token === token);
  if (!found) throw new Error(`Card token ${token} vanished inside its own transaction`);
  return found;
}

/**
 * Void (active → frozenByAdmin), restore (frozenByAdmin → active) or delete (any but destroyed → destroyed). Any
 * other move, the current status again included, is refused and changes nothing. A token of another consumer is
 * unknown here.
 */
export async function changeCardTokenStatus(
  db: Tx,
  input: { consumerId: string; token: string; status: string },
  _actor: Actor,
  now: Date,
): Promise<ActionOutcome<GpsTokenData>> {
  if (!CARD_TOKEN_STATUSES.includes(input.status))
    return badInput(`${input.status} is not a card token status`, 'status');
  const next = input.status as CardTokenStatus;
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const token = await lockToken(db, locked.consumer.id, input.token);
  if (!token) return unknown(`No card token ${input.token.slice(0, 64)} for consumer ${locked.consumer.id}`);
  if (!cardTokenTransitionAllowed(token.status, next))
    return badInput(
      `A card token in status ${token.status} (${CARD_TOKEN_STATUS_LABEL[token.status]}) cannot become ${next}`,
      'status',
    );
  await db.execute(sql`
    update gps_tokens set status = ${next}, updated_at = ${now.toISOString()}::timestamptz
    where token = ${token.token}`);
  return {
    status: 'done',
    value: await tokenData(db, locked.consumer.id, token.token),
    audit: { before: { status: token.status }, after: { status: next } },
  };
}

/**
 * Marks the physical card returned: the only change staff make, allowed only while the card's latest event is
 * cardSent. Adds a returned event and makes it the card's current status.
 */
export async function changePhysicalCardStatus(
  db: Tx,
  input: { consumerId: string; token: string; status: string },
  _actor: Actor,
  now: Date,
): Promise<ActionOutcome<GpsTokenData>> {
  if (input.status !== 'returned') return badInput('A physical card can only be marked returned', 'status');
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const token = await lockToken(db, locked.consumer.id, input.token);
  if (!token) return unknown(`No card token ${input.token.slice(0, 64)} for consumer ${locked.consumer.id}`);
  const [latest] = await rows<{ physical_card_status: string }>(
    db,
    sql`
      select physical_card_status from physical_card_events where token = ${token.token}
      order by physical_card_updated_at desc, id desc limit 1`,
  );
  if (!canMarkPhysicalCardReturned(latest?.physical_card_status))
    return badInput(
      `Only a card whose latest event is cardSent can be marked returned; this one's is ${
        latest?.physical_card_status ?? 'none'
      }`,
      'status',
    );
  // The event is stamped at least a millisecond after the latest one, so it sorts last even on a skewed clock.
  await db.execute(sql`
    with stamp as (
      select greatest(${now.toISOString()}::timestamptz,
                      (select max(physical_card_updated_at) + interval '1 millisecond'
                       from physical_card_events where token = ${token.token})) as at
    ), event as (
      insert into physical_card_events (token, consumer_id, physical_card_status, physical_card_updated_at)
      select ${token.token}, ${locked.consumer.id}, 'returned', at from stamp
    )
    update gps_tokens
    set physical_card_status = 'returned', physical_card_updated_at = (select at from stamp),
        updated_at = ${now.toISOString()}::timestamptz
    where token = ${token.token}`);
  return {
    status: 'done',
    value: await tokenData(db, locked.consumer.id, token.token),
    audit: { before: { physicalCardStatus: 'cardSent' }, after: { physicalCardStatus: 'returned' } },
  };
}

export type CardEligibilityExceptionAnswer = 'Success' | 'NoNeedToMakeException';

/**
 * A consumer needs an exception only while not eligible for a new card: not eligible by assessment
 * (card_eligibility, no row = never assessed = not eligible) and no exception yet. Otherwise the answer is
 * NoNeedToMakeException ('Cannot create new card') and nothing changes.
 */
export async function createCardEligibilityException(
  db: Tx,
  input: { consumerId: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<CardEligibilityExceptionAnswer>> {
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const { isEligible } = await findCardEligibility(db, locked.consumer.id);
  if (isEligible)
    return {
      status: 'refused',
      value: 'NoNeedToMakeException',
      audit: { answer: 'NoNeedToMakeException', before: { isEligible } },
    };
  await db.execute(sql`
    insert into card_eligibility_exceptions (consumer_id, created_by, created_at)
    values (${locked.consumer.id}, ${actor.email}, ${now.toISOString()}::timestamptz)`);
  return {
    status: 'done',
    value: 'Success',
    audit: { before: { isEligible: false }, after: { isEligible: true } },
  };
}
