// What one SCIM call does once its token passed (scim-routes.ts): one transaction as the provisioning client, the
// change through the mutation runner's settleMutation (permission, rule, approvals policy, audit row), and the answer
// in the SCIM schema. Deactivation locks at once; reactivation is held like an unlock.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { Db } from '../db/sql';
import { PERMISSIONS } from '../../src/shared/permissions';
import { unknown, type ActionOutcome } from '../domain/action-outcome';
import { writeAudit } from '../domain/audit';
import type { AuditOperation } from '../../src/shared/operation-labels';
import { done, unlockStaffMember, type StaffMemberData } from '../domain/staff-admin/staff-members';
import { scimError, ScimInputError, toScimUser } from '../domain/scim/scim-user';
import {
  deactivateScimMember,
  provisioningClient,
  scimMember,
  type ProvisioningClient,
} from '../domain/scim/provisioning';
import {
  settleMutation,
  type ApprovalGate,
  type MutationSpec,
  type Settled,
} from '../graphql/mutation-runner';

const SCIM_TYPE = 'application/scim+json; charset=utf-8';

export function sendScim(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type(SCIM_TYPE).header('cache-control', 'no-store').send(body);
}

export interface CallContext {
  tx: Db;
  client: ProvisioningClient;
  now: Date;
  ip: string;
  /** `${PUBLIC_ORIGIN}/scim/v2`: where a User's meta.location points. */
  base: string;
}

export type Answer = { status: number; body: unknown };

const member = (id: string | null) => ({ type: 'staff_user', id });

export const scimUser = (c: CallContext, m: StaffMemberData) => toScimUser(m, c.base);

/** A change through the runner's gates as the provisioning client; answers its settled outcome. */
export function settle<T>(
  c: CallContext,
  spec: Omit<MutationSpec<T>, 'permission' | 'target'> & { targetId: string | null },
  // Runs on the runner's savepoint: a held or refused change is undone with it.
  rule: (tx: Db) => Promise<ActionOutcome<T>>,
) {
  const { targetId, ...rest } = spec;
  return settleMutation<T>(
    c.tx,
    { staff: c.client, permissions: c.client.permissions, ip: c.ip },
    { ...rest, target: member(targetId), permission: PERMISSIONS.staffAdmin },
    (savepoint) => rule(savepoint),
    c.now,
  );
}

/** The HTTP answer of a settled change: the member as SCIM sees them now, or the refusal as a SCIM error. */
export async function answerOf(
  c: CallContext,
  settled: Settled<StaffMemberData>,
  id: string | null,
  created = false,
): Promise<Answer> {
  switch (settled.status) {
    case 'done':
      return { status: created ? 201 : 200, body: scimUser(c, settled.value) };
    case 'held': {
      // Reactivation waits for a second person: the member is answered as they still are (active: false).
      const current = id ? await scimMember(c.tx, id) : null;
      return { status: 200, body: current ? scimUser(c, current) : scimError(404, 'No such user') };
    }
    case 'forbidden':
      return { status: 403, body: scimError(403, 'The provisioning client is locked or lacks staff.admin') };
    case 'invalid':
      if (settled.code === 'NOT_FOUND') return { status: 404, body: scimError(404, settled.message) };
      if (settled.code === 'CONFLICT')
        return { status: 409, body: scimError(409, settled.message, 'uniqueness') };
      return { status: 400, body: scimError(400, settled.message, 'invalidValue') };
    default:
      return { status: 400, body: scimError(400, 'The change was refused', 'invalidValue') };
  }
}

const UNLOCK_HELD: Omit<ApprovalGate<StaffMemberData>, 'args'> = {
  mutation: 'unlockStaffMember',
  policy: 'staff.unlock',
  facts: () => ({ rows: 1, anyFinal: false }),
};

/** active=true: nothing to do for an active member; otherwise an unlock, held under the staff.unlock policy. */
export async function activate(c: CallContext, id: string): Promise<Answer> {
  const current = await scimMember(c.tx, id);
  const operation: AuditOperation = 'scim.activate';
  if (current && !(current.locked && current.lockReason === 'manual')) {
    const same = await settle(c, { operation, targetId: id, args: {} }, async () =>
      done(current, { alreadyActive: true }),
    );
    return answerOf(c, same, id);
  }
  const approval = { ...UNLOCK_HELD, args: { staffId: id } };
  const settled = await settle(c, { operation, targetId: id, args: {}, approval }, async (tx) =>
    current ? unlockStaffMember(tx, id) : unknown(`No user ${id}`),
  );
  return answerOf(c, settled, id);
}

/** active=false and DELETE: the administrator's lock (every session of the member ends at once). */
export async function deactivate(c: CallContext, id: string, operation: AuditOperation): Promise<Answer> {
  const settled = await settle(c, { operation, targetId: id, args: {} }, (tx) =>
    deactivateScimMember(tx, id, c.client.id, c.now),
  );
  return answerOf(c, settled, id);
}

/** The audit row of a call that changes nothing (a read, or input refused before any change). */
export function auditCall(
  c: CallContext,
  operation: AuditOperation,
  targetId: string | null,
  detail: Record<string, unknown>,
  outcome: 'success' | 'refused' = 'success',
) {
  return writeAudit(c.tx, {
    staff: c.client,
    operation,
    targetType: 'staff_user',
    targetId,
    outcome,
    detail,
    ip: c.ip,
  });
}

/** A route schema's refusal (scim-schemas.ts makes each a ScimInputError). */
const scimInputError = (error: Error) =>
  error instanceof ScimInputError ? error : new ScimInputError(error.message, 'invalidSyntax');

/**
 * One audited call in one transaction; bad input (its route schema's refusal, or one its rule finds) is answered as
 * a SCIM error and changes nothing.
 */
export async function runCall(
  db: Database,
  base: string,
  request: FastifyRequest,
  reply: FastifyReply,
  operation: AuditOperation,
  run: (c: CallContext) => Promise<Answer>,
) {
  const answer = await db.orm.transaction(async (tx) => {
    const client = await provisioningClient(tx, request.ip);
    const c: CallContext = { tx, client, now: new Date(), ip: request.ip, base };
    try {
      if (request.validationError) throw scimInputError(request.validationError);
      return await run(c);
    } catch (error) {
      if (!(error instanceof ScimInputError)) throw error;
      await auditCall(c, operation, null, { refusal: error.scimType, message: error.message }, 'refused');
      return { status: 400, body: scimError(400, error.message, error.scimType) };
    }
  });
  return sendScim(reply, answer.status, answer.body);
}
