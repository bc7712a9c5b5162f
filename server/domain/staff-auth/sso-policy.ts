// Single sign-on required by role: a member holding any role the security policy lists under ssoRequiredRoles signs
// in only through the identity provider, never with the password and mailed code.
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';

/** True when one of the member's roles is among the roles that must sign in through SSO. */
export function ssoRequired(memberRoles: readonly string[], ssoRequiredRoles: readonly string[]): boolean {
  return memberRoles.some((role) => ssoRequiredRoles.includes(role));
}

/** Reads the roles that must sign in through SSO (the security policy's ssoRequiredRoles). */
export type SsoRequiredRolesReader = (db: Db) => Promise<readonly string[]>;

const noRolesRequireSso: SsoRequiredRolesReader = async () => [];
let readSsoRequiredRoles: SsoRequiredRolesReader = noRolesRequireSso;

/**
 * Where the password step reads ssoRequiredRoles from: the security policy's reader is set at start-up; until then
 * (and with `null`) no role requires SSO.
 */
export function setSsoRequiredRolesReader(reader: SsoRequiredRolesReader | null): void {
  readSsoRequiredRoles = reader ?? noRolesRequireSso;
}

/** Whether this staff member must sign in through SSO under the policy as stored now. */
export async function memberMustUseSso(db: Db, staffUserId: string): Promise<boolean> {
  const required = await readSsoRequiredRoles(db);
  if (!required.length) return false;
  const held = await rows<{ role: string }>(
    db,
    sql`select role from staff_user_roles where staff_user_id = ${staffUserId}`,
  );
  return ssoRequired(
    held.map((r) => r.role),
    required,
  );
}
