// The password step's backoff rows (sign_in_throttles): taken FOR UPDATE inside the step's transaction, so the
// check, the password hash and the new count of concurrent requests for the same key happen one after another.
import { and, eq } from 'drizzle-orm';
import { signInThrottles } from '../../db/schema/index';
import type { Tx } from './sign-in-records';
import type { ThrottleState } from './sign-in-rules';

export type ThrottleKind = 'address' | 'email' | 'device';

export interface ThrottleKey {
  kind: ThrottleKind;
  key: string;
}

/**
 * Locks the rows of these keys (created when missing) and returns their states in the same order. Callers pass
 * the address first and the account's key second, so two requests always lock in the same order (no deadlock).
 */
export async function lockThrottles(tx: Tx, keys: ThrottleKey[]): Promise<ThrottleState[]> {
  await tx.insert(signInThrottles).values(keys).onConflictDoNothing();
  const states: ThrottleState[] = [];
  for (const { kind, key } of keys) {
    const [row] = await tx
      .select()
      .from(signInThrottles)
      .where(and(eq(signInThrottles.kind, kind), eq(signInThrottles.key, key)))
      .for('update');
    states.push({ failures: row.failures, lastFailureAt: row.lastFailureAt, blockedUntil: row.blockedUntil });
  }
  return states;
}

export async function saveThrottle(tx: Tx, { kind, key }: ThrottleKey, state: ThrottleState): Promise<void> {
  await tx
    .update(signInThrottles)
    .set(state)
    .where(and(eq(signInThrottles.kind, kind), eq(signInThrottles.key, key)));
}
