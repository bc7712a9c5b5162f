// Impersonation hand-over (document 2 §2, §4, §7, §8): staff start a login session on the consumer-facing site as
// the consumer. The session's token (256 random bits) goes to the browser once and is stored only as its sha256; the
// consumer-facing site redeems it once, within 5 minutes (POST /api/impersonation/redeem). Starting one is audited
// and leaves an admin log line, so the next person on the case sees it in the Logs tab.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Orm } from '../db/client';
import { newId } from '../../src/shared/id-patterns';
import { badInput, type ActionOutcome, type Actor, type Tx } from './action-outcome';
import { writeAudit } from './audit';
import { lockConsumerOrRefuse } from './consumers';
import { epochMs } from '../db/sql';

/** How long the consumer-facing site has to redeem a token. */
export const IMPERSONATION_TOKEN_TTL_MS = 5 * 60 * 1000;
/** Random bytes in a token: 256 bits, written as 43 base64url characters. */
const TOKEN_BYTES = 32;
/** A token longer than this is not one of ours; it is refused before hashing. */
export const MAX_TOKEN_LENGTH = 200;

export function hashImpersonationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface ImpersonationSession {
  /** The one-time token the consumer-facing site redeems: the ConsumerLoginSession id of the contract. */
  id: string;
  kind: 'impersonation';
  status: 'active';
  consumerId: string;
  merchantId: null;
  merchantMemberId: null;
}

/** Starts an impersonation of a consumer whose account is not closed. */
export async function startImpersonation(
  db: Tx,
  input: { consumerId: string },
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<ImpersonationSession>> {
  const locked = await lockConsumerOrRefuse(db, input.consumerId, 'consumerId');
  if ('refusal' in locked) return locked.refusal;
  const { consumer } = locked;
  if (consumer.status === 'Closed') return badInput('A closed account cannot be impersonated', 'consumerId');
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const sessionId = newId('consumerLoginSession');
  const expiresAt = new Date(now.getTime() + IMPERSONATION_TOKEN_TTL_MS);
  await db.execute(sql`
    insert into consumer_login_sessions
      (id, token_hash, kind, status, consumer_id, created_by, created_at, expires_at)
    values (${sessionId}, ${hashImpersonationToken(token)}, 'impersonation', 'active', ${consumer.id},
            ${actor.email}, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)`);
  await db.execute(sql`
    insert into admin_logs (consumer_id, message, creator, test, created_at)
    values (${consumer.id}, ${`Impersonation started by ${actor.email}`}, ${actor.email}, false,
            ${now.toISOString()}::timestamptz)`);
  return {
    status: 'done',
    value: {
      id: token,
      kind: 'impersonation',
      status: 'active',
      consumerId: consumer.id,
      merchantId: null,
      merchantMemberId: null,
    },
    // The session's own id, never the token.
    audit: { sessionId, expiresAt: expiresAt.getTime() },
  };
}

export interface RedeemedImpersonation {
  consumerId: string;
  staffEmail: string;
  /** Epoch ms: when the token would have expired. */
  expiresAt: number;
}

/**
 * Redeems a token once: the first call within its lifetime gets the consumer and the staff member, every later
 * call, an expired, unknown or malformed token gets null. The redemption is audited under the staff member who
 * started the session.
 */
export async function redeemImpersonationToken(
  db: Pick<Orm, 'transaction'>,
  token: unknown,
  now: Date,
  /** The consumer-facing site's address. */
  ip: string | null,
): Promise<RedeemedImpersonation | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const hash = hashImpersonationToken(token);
  return db.transaction(async (tx) => {
    const [session] = await rows<{
      id: string;
      consumer_id: string;
      created_by: string;
      expires_at: number;
    }>(
      tx,
      sql`
        update consumer_login_sessions
        set status = 'used', used_at = ${now.toISOString()}::timestamptz
        where token_hash = ${hash} and status = 'active' and used_at is null
          and expires_at > ${now.toISOString()}::timestamptz
        returning id, consumer_id, created_by, ${epochMs(sql`expires_at`)} as expires_at`,
    );
    if (!session) return null;
    const [staff] = await rows<{ id: string }>(
      tx,
      sql`select id from staff_users where email = ${session.created_by}`,
    );
    await writeAudit(tx, {
      staff: { id: staff?.id ?? null, email: session.created_by },
      operation: 'consumer.impersonation.redeem',
      targetType: 'consumer',
      targetId: session.consumer_id,
      outcome: 'success',
      detail: { sessionId: session.id },
      ip,
    });
    return {
      consumerId: session.consumer_id,
      staffEmail: session.created_by,
      expiresAt: Number(session.expires_at),
    };
  });
}
