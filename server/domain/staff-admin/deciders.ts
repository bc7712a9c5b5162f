// Staff administration cannot lock the team out: a grant or an unlock waits for a second person holding
// approvals.decide and staff.admin, so a change that leaves fewer than two such unlocked members could never be
// undone from the console. Lock, revoke (role or permission) and a role edit that takes either permission away are
// refused with LAST_DECIDERS when they would; the staff CLI is the way back and is not held to this rule (shell access
// to the server is the trust boundary).
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';
import type { ActionOutcome } from '../action-outcome';
import { PERMISSIONS } from '../../../src/shared/permissions';
import { effectivePermissionsOf } from './effective-permissions';
import { lockedNow, textArray } from './staff-members';

/** What a member needs to decide a staff change: approve an unlock or a grant. */
export const DECIDER_PERMISSIONS = [PERMISSIONS.approvalsDecide, PERMISSIONS.staffAdmin] as const;
export const MIN_DECIDERS = 2;

/**
 * Serialises every change that can take a decider away (transaction-scoped, released at commit or rollback). Two
 * administrators locking two different deciders lock two different rows: without this each would count the other's
 * decider as still there, and both would commit.
 */
const DECIDERS_LOCK = 7_300_019;

/** The unlocked members holding both decider permissions, as this transaction sees them now. */
async function deciderIds(tx: Db): Promise<string[]> {
  const found = await rows<{ id: string }>(
    tx,
    sql`select u.id from staff_users u
        where not ${lockedNow} and ${effectivePermissionsOf(sql`u.id`)} @> ${textArray(DECIDER_PERMISSIONS)}`,
  );
  return found.map((r) => r.id);
}

export const lastDecidersRefusal = (remaining: number): ActionOutcome<never> => ({
  status: 'invalid',
  code: 'LAST_DECIDERS',
  message:
    `Refused: after this change ${remaining} unlocked staff member(s) would hold both ` +
    `${DECIDER_PERMISSIONS.join(' and ')} (at least ${MIN_DECIDERS} are needed), so nobody could approve the ` +
    'unlock or grant that undoes it. The staff CLI on the server can still make this change.',
});

/**
 * Runs `change` (which may take a decider away) under the deciders' lock and refuses it with LAST_DECIDERS when it
 * took one away and fewer than two are left. The refusal is answered as a value: the mutation runner then rolls the
 * savepoint, and with it the change, back. A change that takes no decider away passes even when the team is already
 * short (locking someone else must not depend on it).
 */
export async function keepingDeciders<T>(
  tx: Db,
  change: () => Promise<ActionOutcome<T>>,
): Promise<ActionOutcome<T>> {
  // Taken before anything is read: under READ COMMITTED every later statement sees the changes of whoever held it.
  await tx.execute(sql`select pg_advisory_xact_lock(${DECIDERS_LOCK}::bigint)`);
  const before = await deciderIds(tx);
  const outcome = await change();
  if (outcome.status !== 'done') return outcome;
  const after = await deciderIds(tx);
  const lost = before.some((id) => !after.includes(id));
  return lost && after.length < MIN_DECIDERS ? lastDecidersRefusal(after.length) : outcome;
}
