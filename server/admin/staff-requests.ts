// The staff CLI's operations as data, so the CLI runs them the same way on its own database handle or through the
// running server's admin socket (server/admin/admin-socket.ts).
import type { Orm } from '../db/client';
import {
  createStaffUser,
  grantPermissions,
  grantRoles,
  listStaffUsers,
  lockStaffUser,
  revokePermissions,
  revokeRoles,
  StaffAccountError,
  unlockStaffUser,
  type StaffSummary,
} from '../domain/staff-accounts';

export type StaffRequest =
  | { command: 'add'; email: string; password: string; permissions: string[]; roles?: string[] }
  | { command: 'list' }
  | { command: 'grant' | 'revoke'; email: string; permissions: string[]; roles?: string[] }
  | { command: 'lock' | 'unlock'; email: string };

export type StaffResult = { user: StaffSummary } | { users: StaffSummary[] } | { done: true };

const MAX_TEXT = 1_000;

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length > MAX_TEXT) throw new StaffAccountError(`Bad ${name}`);
  return value;
}

function list(value: unknown, name = 'permissions'): string[] {
  if (!Array.isArray(value) || value.length > 100) throw new StaffAccountError(`Bad ${name}`);
  return value.map((p) => text(p, name));
}

/** Roles are optional in a request (an older CLI sends none). */
const roleList = (value: unknown) => (value === undefined ? [] : list(value, 'roles'));

/** Checks the shape of a request that arrived as JSON; the domain functions check the values. */
export function parseStaffRequest(input: unknown): StaffRequest {
  if (typeof input !== 'object' || input === null) throw new StaffAccountError('Bad request');
  const r = input as Record<string, unknown>;
  switch (r.command) {
    case 'add':
      return {
        command: 'add',
        email: text(r.email, 'email'),
        password: text(r.password, 'password'),
        permissions: list(r.permissions),
        roles: roleList(r.roles),
      };
    case 'list':
      return { command: 'list' };
    case 'grant':
    case 'revoke':
      return {
        command: r.command,
        email: text(r.email, 'email'),
        permissions: list(r.permissions),
        roles: roleList(r.roles),
      };
    case 'lock':
    case 'unlock':
      return { command: r.command, email: text(r.email, 'email') };
    default:
      throw new StaffAccountError('Unknown command');
  }
}

/** Runs one request; the audit rows name the actor 'cli' on either path. */
export async function runStaffRequest(db: Orm, request: StaffRequest): Promise<StaffResult> {
  switch (request.command) {
    case 'add': {
      const { email, password, permissions, roles } = request;
      return { user: await createStaffUser(db, { email, password, permissions, roles }) };
    }
    case 'list':
      return { users: await listStaffUsers(db) };
    case 'grant':
      if (request.roles?.length) await grantRoles(db, request.email, request.roles);
      else await grantPermissions(db, request.email, request.permissions);
      return { done: true };
    case 'revoke':
      if (request.roles?.length) await revokeRoles(db, request.email, request.roles);
      else await revokePermissions(db, request.email, request.permissions);
      return { done: true };
    case 'lock':
      await lockStaffUser(db, request.email);
      return { done: true };
    case 'unlock':
      await unlockStaffUser(db, request.email);
      return { done: true };
  }
}
