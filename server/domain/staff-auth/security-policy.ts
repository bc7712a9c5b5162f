// The security policy (one row, migration 0030): the roles whose members must sign in with a passkey, and those who
// must sign in through SSO. Read at sign-in, changed only through updateSecurityPolicy, which always waits for a
// second person.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/sql';
import { rows } from '../../db/sql';
import { securityPolicy, staffPasskeys } from '../../db/schema/index';
import { badInput, type ActionOutcome } from '../action-outcome';

export interface SecurityPolicyData {
  passkeyRequiredRoles: string[];
  ssoRequiredRoles: string[];
  updatedAt: Date;
  updatedBy: string | null;
}

export async function readSecurityPolicy(db: Db): Promise<SecurityPolicyData> {
  const [row] = await db.select().from(securityPolicy).where(eq(securityPolicy.id, true));
  return row
    ? {
        passkeyRequiredRoles: row.passkeyRequiredRoles,
        ssoRequiredRoles: row.ssoRequiredRoles,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
      }
    : { passkeyRequiredRoles: [], ssoRequiredRoles: [], updatedAt: new Date(0), updatedBy: null };
}

export interface SecurityPolicyChange {
  passkeyRequiredRoles: string[];
  ssoRequiredRoles: string[];
}

const MAX_ROLES = 100;

/** The rule of updateSecurityPolicy: every role named must exist; lists are kept sorted and without repeats. */
export async function writeSecurityPolicy(
  tx: Db,
  change: SecurityPolicyChange,
  by: string,
  now: Date,
): Promise<ActionOutcome<SecurityPolicyData>> {
  const passkey = [...new Set(change.passkeyRequiredRoles)].sort();
  const sso = [...new Set(change.ssoRequiredRoles)].sort();
  if (passkey.length > MAX_ROLES || sso.length > MAX_ROLES)
    return badInput(`At most ${MAX_ROLES} roles per list`, 'passkeyRequiredRoles');
  const named = [...new Set([...passkey, ...sso])];
  if (named.length) {
    const known = await rows<{ name: string }>(
      tx,
      sql`select name from staff_roles where name in (${sql.join(
        named.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
    const missing = named.filter((n) => !known.some((k) => k.name === n));
    if (missing.length) {
      const field = passkey.includes(missing[0]) ? 'passkeyRequiredRoles' : 'ssoRequiredRoles';
      return badInput(`No role named ${missing.join(', ')}`, field);
    }
  }
  const [before] = await tx.select().from(securityPolicy).where(eq(securityPolicy.id, true)).for('update');
  await tx
    .insert(securityPolicy)
    .values({ id: true, passkeyRequiredRoles: passkey, ssoRequiredRoles: sso, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: securityPolicy.id,
      set: { passkeyRequiredRoles: passkey, ssoRequiredRoles: sso, updatedAt: now, updatedBy: by },
    });
  return {
    status: 'done',
    value: { passkeyRequiredRoles: passkey, ssoRequiredRoles: sso, updatedAt: now, updatedBy: by },
    audit: {
      before: before
        ? { passkeyRequiredRoles: before.passkeyRequiredRoles, ssoRequiredRoles: before.ssoRequiredRoles }
        : null,
      after: { passkeyRequiredRoles: passkey, ssoRequiredRoles: sso },
    },
  };
}

/** What the policy asks of one member at sign-in: a passkey (their role requires one) and whether they have one. */
export async function passkeyStanding(
  db: Db,
  staffUserId: string,
): Promise<{ required: boolean; hasPasskey: boolean }> {
  const policy = await readSecurityPolicy(db);
  const held = await rows<{ role: string }>(
    db,
    sql`select role from staff_user_roles where staff_user_id = ${staffUserId}`,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffUserId, staffUserId));
  return {
    required: held.some((r) => policy.passkeyRequiredRoles.includes(r.role)),
    hasPasskey: Number(count?.n ?? 0) > 0,
  };
}
