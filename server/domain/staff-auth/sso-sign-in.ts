// The console's side of an SSO sign-in: the provider vouched for an e-mail; a session opens only for an existing,
// unlocked staff member with that address, and only when the provider says the address is verified. Nobody is
// created on the fly (SCIM or /staff creates members). One transaction: the staff row locked, the rule checked on it,
// the session opened and the audit row (with the ID token's amr and acr) written.
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import { PROVISIONING_EMAIL } from '../scim/provisioning';
import type { SsoIdentity } from './oidc-client';
import { auditSignIn } from './sign-in-records';
import { isLockedAt } from './sign-in-rules';
import { openSession } from './sessions';

export type SsoRefusal = 'email_not_verified' | 'unknown_email' | 'locked';

export type SsoSignIn =
  | { ok: true; sessionToken: string; staff: { id: string; email: string } }
  | { ok: false; reason: SsoRefusal };

export async function completeSsoSignIn(
  db: Orm,
  identity: SsoIdentity,
  client: { ip: string; userAgent?: string; issuer: string },
  now: Date,
): Promise<SsoSignIn> {
  const how = { issuer: client.issuer, amr: identity.amr, acr: identity.acr };
  return db.transaction(async (tx): Promise<SsoSignIn> => {
    const refuse = async (reason: SsoRefusal, staff: { id: string; email: string } | null) => {
      await auditSignIn(
        tx,
        {
          operation: 'sign_in.sso',
          outcome: 'refused',
          staff,
          ip: client.ip,
          detail: { reason, ...how, ...(staff ? {} : { email: identity.email }) },
        },
        now,
      );
      return { ok: false, reason } as const;
    };
    if (!identity.email || !identity.emailVerified) return refuse('email_not_verified', null);
    const [user] =
      identity.email === PROVISIONING_EMAIL
        ? []
        : await tx.select().from(staffUsers).where(eq(staffUsers.email, identity.email)).for('update');
    if (!user) return refuse('unknown_email', null);
    const staff = { id: user.id, email: user.email };
    if (isLockedAt(user.lockedUntil, now)) return refuse('locked', staff);
    const { token, sessionId } = await openSession(tx, user.id, client, now);
    await auditSignIn(
      tx,
      { operation: 'sign_in.sso', outcome: 'success', staff, ip: client.ip, detail: { ...how, sessionId } },
      now,
    );
    return { ok: true, sessionToken: token, staff };
  });
}
