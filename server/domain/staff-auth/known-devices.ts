// Known browsers: a browser that completed a sign-in carries a device cookie; its password steps for that account
// are throttled on a key of their own, so a stranger's wrong passwords for the e-mail cannot keep it out.
import { and, eq, gt } from 'drizzle-orm';
import { staffDevices, staffUsers } from '../../db/schema/index';
import { KNOWN_DEVICE_TTL_MS } from './sign-in-policy';
import type { Tx } from './sign-in-records';
import { hashToken, newOpaqueToken } from './sign-in-rules';

/** The device id when `token` belongs to the account with this e-mail and was used within 30 days. */
export async function knownDeviceFor(
  tx: Tx,
  token: string | undefined,
  email: string,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  const [row] = await tx
    .select({ id: staffDevices.id })
    .from(staffDevices)
    .innerJoin(staffUsers, eq(staffUsers.id, staffDevices.staffUserId))
    .where(
      and(
        eq(staffDevices.tokenHash, hashToken(token)),
        eq(staffUsers.email, email),
        gt(staffDevices.lastUsedAt, new Date(now.getTime() - KNOWN_DEVICE_TTL_MS)),
      ),
    );
  return row?.id ?? null;
}

/**
 * After a completed sign-in (inside its transaction): renews the browser's device token when it already belongs to
 * this staff user, otherwise issues a new one. Returns the token for the cookie.
 */
export async function rememberDevice(
  tx: Tx,
  staffUserId: string,
  presented: string | undefined,
  now: Date,
): Promise<string> {
  if (presented) {
    const renewed = await tx
      .update(staffDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(staffDevices.tokenHash, hashToken(presented)), eq(staffDevices.staffUserId, staffUserId)))
      .returning({ id: staffDevices.id });
    if (renewed.length) return presented;
  }
  const token = newOpaqueToken();
  await tx
    .insert(staffDevices)
    .values({ staffUserId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now });
  return token;
}
