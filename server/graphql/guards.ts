// Permission guards and the client-visible error kinds resolvers throw (the error formatter hides all others).
import mercurius from 'mercurius';
import type { Permission } from '../../src/shared/permissions';
import type { GraphQLContext } from './context';

const { ErrorWithProps } = mercurius;
type PublicError = InstanceType<typeof ErrorWithProps>;

/** extensions.code values the error formatter passes to the client with their message. */
export const PUBLIC_ERROR_CODES = [
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  /** The change is held for a second person (four eyes); extensions.approvalRequestId names the request. */
  'APPROVAL_REQUIRED',
  /** The thing changed under the caller: an approval request already decided, expired or withdrawn. */
  'CONFLICT',
  /**
   * A lock, revoke or role edit that would leave fewer than two unlocked members holding approvals.decide and
   * staff.admin (server/domain/staff-admin/deciders.ts): nobody could approve the change that undoes it.
   */
  'LAST_DECIDERS',
  /**
   * The caller named a consumer's case version that is no longer current: nothing changed; extensions carry
   * currentVersion and the changes since (server/graphql/case-gate.ts).
   */
  'STALE_CASE',
] as const;
export type PublicErrorCode = (typeof PUBLIC_ERROR_CODES)[number];

/**
 * extensions.code values of requests refused before anything runs (malformed, unparsable, invalid, over a limit,
 * too large, too frequent). With INTERNAL_SERVER_ERROR and the public codes above, every error a client sees
 * carries one of these.
 */
export const REQUEST_ERROR_CODES = [
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COMPLEX',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  /** The caller's session ended (signed out, ended from another device, the member locked) while the call ran. */
  'UNAUTHENTICATED',
] as const;
export type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

function publicError(
  code: PublicErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): PublicError {
  // Status 200: GraphQL reports refusals in `errors`, not through the HTTP status.
  return new ErrorWithProps(message, { ...extensions, code }, 200);
}

/** A request refused before execution, with its HTTP status (400 malformed or over a limit, 413, 429). */
export function requestRefused(
  status: number,
  code: RequestErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): PublicError {
  return new ErrorWithProps(message, { ...extensions, code }, status);
}

/** A change whose session ended before it was written: nothing changed; the client signs in again (HTTP 401). */
export function sessionEnded(): PublicError {
  return requestRefused(401, 'UNAUTHENTICATED', 'Sign-in required: the session has ended');
}

export function forbidden(permission: string): PublicError {
  return publicError('FORBIDDEN', `Forbidden: missing permission ${permission}`, { permission });
}

/** Bad input: the message names what is wrong; `field` names the argument when there is one. */
export function badUserInput(message: string, field?: string): PublicError {
  return publicError('BAD_USER_INPUT', message, field ? { field } : {});
}

export function notFound(message: string): PublicError {
  return publicError('NOT_FOUND', message);
}

/** A refusal with its own message (FORBIDDEN for a reason other than a missing permission: one's own request). */
export function refusedAs(code: PublicErrorCode, message: string): PublicError {
  return publicError(code, message);
}

export function conflict(message: string): PublicError {
  return publicError('CONFLICT', message);
}

/** The answer of a change the approvals policy holds: nothing changed, a second person decides. */
export function approvalRequired(approvalRequestId: string): PublicError {
  return publicError('APPROVAL_REQUIRED', '承認待ち: a second staff member must approve this change', {
    approvalRequestId,
  });
}

/** Throws FORBIDDEN unless the staff user holds every one of `permissions`. */
export function requirePermission(ctx: Pick<GraphQLContext, 'staff'>, ...permissions: Permission[]): void {
  const held = ctx.staff?.permissions ?? [];
  for (const permission of permissions) {
    if (!held.includes(permission)) throw forbidden(permission);
  }
}

/** Whether the staff user holds at least one of `permissions` (none asked: true). */
export function holdsAnyPermission(
  ctx: Pick<GraphQLContext, 'staff'>,
  ...permissions: Permission[]
): boolean {
  const held = ctx.staff?.permissions ?? [];
  return permissions.length === 0 || permissions.some((p) => held.includes(p));
}

/** Throws FORBIDDEN unless the staff user holds at least one of `permissions`. */
export function requireAnyPermission(ctx: Pick<GraphQLContext, 'staff'>, ...permissions: Permission[]): void {
  if (!holdsAnyPermission(ctx, ...permissions)) throw forbidden(permissions.join(' or '));
}
