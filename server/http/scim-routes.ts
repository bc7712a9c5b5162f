// SCIM 2.0 /scim/v2/Users for the company's identity provider (Okta, Entra ID): find, read, create, deactivate and
// reactivate staff members. The bearer token is SCIM_TOKEN, compared in constant time; without SCIM_TOKEN every
// /scim path answers 404, as if there were no such endpoint. Every call is audited as the provisioning client
// (server/domain/scim/provisioning.ts); what each call does is in scim-calls.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { unknown } from '../domain/action-outcome';
import { writeAudit } from '../domain/audit';
import type { AuditOperation } from '../../src/shared/operation-labels';
import { done, listStaffMembers, type StaffMemberData } from '../domain/staff-admin/staff-members';
import {
  activeFromPatch,
  scimError,
  ScimInputError,
  scimList,
  userFromBody,
  userNameFilter,
} from '../domain/scim/scim-user';
import {
  createScimMember,
  PROVISIONING_EMAIL,
  scimMember,
  scimMemberByUserName,
} from '../domain/scim/provisioning';
import {
  activate,
  answerOf,
  auditCall,
  deactivate,
  runCall,
  scimUser,
  sendScim,
  settle,
  type CallContext,
} from './scim-calls';
import { CREATE_USER, DELETE_USER, GET_USER, LIST_USERS, PATCH_USER, REPLACE_USER } from './scim-schemas';

const MAX_PAGE = 200;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** SCIM bodies come as application/scim+json (Okta, Entra ID) or application/json; errors in the SCIM schema. */
function readScimBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/scim+json', 'application/json'],
    { parseAs: 'string' },
    (_request, body, parsed) => {
      try {
        parsed(null, (body as string).trim() === '' ? {} : JSON.parse(body as string));
      } catch {
        parsed(new ScimInputError('The body is not valid JSON', 'invalidSyntax'), undefined);
      }
    },
  );
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ScimInputError)
      return sendScim(reply, 400, scimError(400, error.message, error.scimType));
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return sendScim(reply, status, scimError(status, 'Bad request'));
    reply.log.error({ err: error }, 'SCIM call failed');
    return sendScim(reply, 500, scimError(500, 'Internal error'));
  });
}

/** The audit name of a refused call, by its HTTP method. */
const SCIM_CALLS: Readonly<Record<string, AuditOperation>> = {
  GET: 'scim.get',
  POST: 'scim.create',
  PUT: 'scim.put',
  PATCH: 'scim.patch',
  DELETE: 'scim.delete',
};

/** Before the body is read: a caller without the token learns nothing, not even whether its JSON was valid. */
function requireToken(app: FastifyInstance, db: Database, token: string) {
  app.addHook('onRequest', async (request, reply) => {
    if (tokenMatches(request.headers.authorization, token)) return;
    await db.orm.transaction((tx) =>
      writeAudit(tx, {
        staff: { id: null, email: PROVISIONING_EMAIL },
        operation: SCIM_CALLS[request.method] ?? 'scim.get',
        targetType: 'staff_user',
        targetId: null,
        outcome: 'refused',
        detail: { refusal: 'UNAUTHORIZED' },
        ip: request.ip,
      }),
    );
    return sendScim(reply, 401, scimError(401, 'A valid bearer token is required'));
  });
}

type ListQuery = { filter?: string; startIndex?: string; count?: string };

/** GET /Users: everyone (a page of them), or the one the userName filter names. */
async function listUsers(c: CallContext, query: ListQuery) {
  const userName = userNameFilter(query.filter);
  const startIndex = Math.max(1, Number(query.startIndex) || 1);
  const count = Math.min(MAX_PAGE, Math.max(0, Number(query.count ?? MAX_PAGE) || 0));
  const all =
    userName === null
      ? (await listStaffMembers(c.tx)).filter((m) => m.email !== PROVISIONING_EMAIL)
      : [await scimMemberByUserName(c.tx, userName)].filter((m): m is StaffMemberData => m !== null);
  const page = all.slice(startIndex - 1, startIndex - 1 + count);
  await auditCall(c, 'scim.list', null, { filtered: userName !== null, results: all.length });
  const resources = page.map((m) => scimUser(c, m));
  return { status: 200, body: scimList(resources, startIndex, all.length) };
}

/** PATCH: `active` decides; a PATCH of other attributes changes nothing and answers the member. */
async function patchUser(c: CallContext, id: string, body: unknown) {
  const active = activeFromPatch(body);
  if (active === false) return deactivate(c, id, 'scim.deactivate');
  if (active === true) return activate(c, id);
  const settled = await settle(c, { operation: 'scim.patch', targetId: id, args: {} }, async (tx) => {
    const found = await scimMember(tx, id);
    return found ? done(found, { unchanged: true }) : unknown(`No user ${id}`);
  });
  return answerOf(c, settled, id);
}

export const scimRoutes: FastifyPluginAsync<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  readScimBodies(app);
  if (!config.scimToken) {
    // No token configured: no SCIM endpoint at all.
    app.all('/*', (_request, reply) => reply.code(404).send({ code: 'NotFound', message: 'Not found' }));
    return;
  }
  requireToken(app, db, config.scimToken);
  const base = `${config.publicOrigin}/scim/v2`;
  type ById = { Params: { id: string } };

  app.get<{ Querystring: ListQuery }>('/v2/Users', LIST_USERS, (request, reply) =>
    runCall(db, base, request, reply, 'scim.list', (c) => listUsers(c, request.query)),
  );

  app.get<ById>('/v2/Users/:id', GET_USER, (request, reply) =>
    runCall(db, base, request, reply, 'scim.get', async (c) => {
      const found = await scimMember(c.tx, request.params.id);
      await auditCall(c, 'scim.get', found?.id ?? null, { found: Boolean(found) });
      return found
        ? { status: 200, body: scimUser(c, found) }
        : { status: 404, body: scimError(404, 'No such user') };
    }),
  );

  app.post('/v2/Users', CREATE_USER, (request, reply) =>
    runCall(db, base, request, reply, 'scim.create', async (c) => {
      const { userName, active } = userFromBody(request.body);
      if (!userName) throw new ScimInputError('userName is required', 'invalidValue');
      const settled = await settle(c, { operation: 'scim.create', targetId: null, args: { active } }, (tx) =>
        createScimMember(tx, userName, active, c.now),
      );
      return answerOf(c, settled, null, true);
    }),
  );

  app.patch<ById>('/v2/Users/:id', PATCH_USER, (request, reply) =>
    runCall(db, base, request, reply, 'scim.patch', (c) => patchUser(c, request.params.id, request.body)),
  );

  app.put<ById>('/v2/Users/:id', REPLACE_USER, (request, reply) =>
    runCall(db, base, request, reply, 'scim.put', (c) =>
      userFromBody(request.body).active
        ? activate(c, request.params.id)
        : deactivate(c, request.params.id, 'scim.deactivate'),
    ),
  );

  // Staff are never deleted (the audit trail names them): DELETE locks, like active=false.
  app.delete<ById>('/v2/Users/:id', DELETE_USER, (request, reply) =>
    runCall(db, base, request, reply, 'scim.delete', async (c) => {
      const answer = await deactivate(c, request.params.id, 'scim.delete');
      return answer.status === 200 ? { status: 204, body: '' } : answer;
    }),
  );

  app.all('/*', (_request, reply) => sendScim(reply, 404, scimError(404, 'Not found')));
};
