// SCIM 2.0 (RFC 7643/7644) as the console speaks it: a staff member as a SCIM User, list and error messages, and the
// requests it reads — the one filter identity providers send to find a user (userName eq "…") and PATCH operations
// in both dialects in use: Okta's {op: "replace", value: {active: false}} and Entra ID's
// {op: "Replace", path: "active", value: "False"}. Only `active` changes anything: the console keeps no names, and
// userName (the e-mail) is the member's identity, so other attributes are accepted and left as they are.
import type { StaffMemberData } from '../staff-admin/staff-members';

export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export interface ScimUser {
  schemas: string[];
  id: string;
  userName: string;
  displayName: string;
  emails: { value: string; primary: boolean; type: string }[];
  active: boolean;
  meta: { resourceType: 'User'; location: string };
}

/** Inactive while an administrator's lock stands (a code-step lock lifts itself and does not count). */
export function toScimUser(member: StaffMemberData, baseUrl: string): ScimUser {
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: member.id,
    userName: member.email,
    displayName: member.email,
    emails: [{ value: member.email, primary: true, type: 'work' }],
    active: !(member.locked && member.lockReason === 'manual'),
    meta: { resourceType: 'User', location: `${baseUrl}/Users/${member.id}` },
  };
}

export function scimList(resources: ScimUser[], startIndex: number, total: number) {
  return {
    schemas: [SCIM_LIST_SCHEMA],
    totalResults: total,
    startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

export type ScimErrorType = 'invalidFilter' | 'invalidValue' | 'invalidSyntax' | 'uniqueness';

export function scimError(status: number, detail: string, scimType?: ScimErrorType) {
  return { schemas: [SCIM_ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

export class ScimInputError extends Error {
  constructor(
    message: string,
    readonly scimType: ScimErrorType,
  ) {
    super(message);
  }
}

const USER_NAME_EQ = /^\s*userName\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/** The userName a filter asks for; null without a filter. Any other filter is refused (invalidFilter). */
export function userNameFilter(filter: string | undefined): string | null {
  if (filter === undefined || filter.trim() === '') return null;
  const match = USER_NAME_EQ.exec(filter);
  if (!match) throw new ScimInputError('Only the filter userName eq "…" is supported', 'invalidFilter');
  return match[1].replace(/\\(.)/g, '$1');
}

/** SCIM's booleans arrive as JSON booleans or, from Entra ID, as the strings "True" and "False". */
function booleanOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ScimInputError('active must be true or false', 'invalidValue');
}

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The `active` a PATCH request sets (the last operation naming it wins); undefined when none does. */
export function activeFromPatch(body: unknown): boolean | undefined {
  const operations = objectOf(body)?.Operations;
  if (!Array.isArray(operations)) throw new ScimInputError('A PATCH needs Operations', 'invalidSyntax');
  let active: boolean | undefined;
  for (const raw of operations) {
    const operation = objectOf(raw);
    const op = typeof operation?.op === 'string' ? operation.op.toLowerCase() : '';
    if (!operation || !['add', 'replace', 'remove'].includes(op))
      throw new ScimInputError('Each operation needs op add, replace or remove', 'invalidSyntax');
    const path = typeof operation.path === 'string' ? operation.path.trim().toLowerCase() : '';
    if (op === 'remove') {
      if (path === 'active') throw new ScimInputError('active cannot be removed', 'invalidValue');
      continue;
    }
    if (path === 'active') active = booleanOf(operation.value);
    else if (path === '') {
      const value = objectOf(operation.value);
      const key = value && Object.keys(value).find((k) => k.toLowerCase() === 'active');
      if (key) active = booleanOf(value[key]);
    }
  }
  return active;
}

/** A POST or PUT body: the userName (required for POST) and the active it asks for (true when absent). */
export function userFromBody(body: unknown): { userName: string | null; active: boolean } {
  const user = objectOf(body);
  if (!user) throw new ScimInputError('The body must be a SCIM User', 'invalidSyntax');
  const userName = typeof user.userName === 'string' && user.userName.trim() ? user.userName.trim() : null;
  return { userName, active: user.active === undefined ? true : booleanOf(user.active) };
}
