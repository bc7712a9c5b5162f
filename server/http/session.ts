// The session guard: every /api and /graphql request needs a valid staff session (except the two sign-in steps and
// the consumer-facing site's impersonation redeem), and a state-changing request from another origin is refused.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { KNOWN_DEVICE_TTL_MS, SIGN_IN_CODE_TTL_MS } from '../domain/staff-auth/index';
import { createSessionCache } from '../domain/staff-auth/session-cache';

export interface StaffPrincipal {
  id: string;
  email: string;
  permissions: string[];
  sessionId: string;
  /** The session may only enrol a passkey (the security policy requires one of its member). */
  passkeyEnrolmentOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /**
     * The staff member whose valid session the request's cookie names, or null; refuses nothing. For the app shell,
     * which names a signed-in page's first data call (route-preloads.ts). `fresh` reads the session from the
     * database, not this process's memory (the presence hub's check after a staff_auth notification, which its own
     * listening connection may hear before the session cache's does).
     */
    sessionStaff(request: FastifyRequest, fresh?: boolean): Promise<StaffPrincipal | null>;
  }
}

export const SESSION_COOKIE = 'console_session';
export const CHALLENGE_COOKIE = 'console_challenge';
/** Marks a browser that completed a sign-in: its password steps are throttled apart from strangers'. */
export const DEVICE_COOKIE = 'console_device';

/** A browser-session cookie (no Max-Age): the server enforces the idle and absolute lifetimes. */
export function sessionCookieOptions(config: Config): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: config.secureCookies };
}

export function challengeCookieOptions(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/auth',
    secure: config.secureCookies,
    maxAge: SIGN_IN_CODE_TTL_MS / 1000,
  };
}

export function deviceCookieOptions(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/auth',
    secure: config.secureCookies,
    maxAge: KNOWN_DEVICE_TTL_MS / 1000,
  };
}

const SIGN_IN_STEPS = new Set([
  'POST /api/auth/session/mfa',
  'POST /api/auth/session/mfa/activate',
  // A member with a passkey: the passkey's answer, or the mailed code asked for instead (passkey-routes.ts).
  'POST /api/auth/session/mfa/passkey',
  'POST /api/auth/session/mfa/code',
  // A new staff member choosing a password from their one-time link (the token is the credential).
  'POST /api/auth/set-password',
  // Single sign-on: whether it is on, the way to the provider, and the provider's way back (sso-routes.ts).
  'GET /api/auth/sso',
  'GET /api/auth/sso/start',
  'GET /api/auth/sso/callback',
]);
/**
 * Called by the consumer-facing site's server, not by a staff browser: it carries its own bearer secret instead of
 * a session cookie (and no cookie means no cross-site forgery to fence off). The route checks the secret.
 */
const SERVER_TO_SERVER = new Set(['POST /api/impersonation/redeem']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function isApiPath(path: string): boolean {
  return path.startsWith('/graphql') || path.startsWith('/api/');
}

/** A present Origin must name this host: cookies are SameSite=Strict too, this is the second fence. */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}

/** What an enrolment-only session may call: enrol a passkey, and sign out. */
const ENROLMENT_CALLS = new Set([
  'POST /api/passkeys/registration/options',
  'POST /api/passkeys/registration',
  'DELETE /api/auth/session2',
]);
const PASSKEY_REQUIRED_MESSAGE = 'Register a passkey first: your role requires one to use the console';

/** Every other call of an enrolment-only session: the REST shape on /api, the GraphQL shape on /graphql. */
function refusePasskeyRequired(reply: FastifyReply, path: string) {
  const body = path.startsWith('/graphql')
    ? {
        data: null,
        errors: [{ message: PASSKEY_REQUIRED_MESSAGE, extensions: { code: 'PASSKEY_REQUIRED' } }],
      }
    : { code: 'PASSKEY_REQUIRED', message: PASSKEY_REQUIRED_MESSAGE };
  return reply.code(403).send(body);
}

function refuseUnauthenticated(reply: FastifyReply, config: Config) {
  return reply
    .clearCookie(SESSION_COOKIE, sessionCookieOptions(config))
    .code(401)
    .send({ code: 'Unauthorized', message: 'Sign-in required' });
}

export const sessionPlugin: FastifyPluginAsync<{ db: Database; config: Config }> = fp(
  async (app: FastifyInstance, options: { db: Database; config: Config }) => {
    const { db, config } = options;
    app.decorateRequest('staff', null);
    // The sessions this process has read, kept while nothing that decides them changes (no round trip per request).
    const sessions = createSessionCache(db);
    app.addHook('onClose', () => sessions.close());
    app.decorate('sessionStaff', async (request: FastifyRequest, fresh = false) => {
      const token = request.cookies[SESSION_COOKIE];
      return token ? sessions.authenticate(token, new Date(), fresh) : null;
    });

    app.addHook('onRequest', async (request, reply) => {
      const path = pathOf(request.url);
      if (!isApiPath(path)) return;
      if (SERVER_TO_SERVER.has(`${request.method} ${path}`)) return;
      if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
        return reply.code(403).send({ code: 'Forbidden', message: 'Cross-origin request refused' });
      }
      if (SIGN_IN_STEPS.has(`${request.method} ${path}`)) return;

      const token = request.cookies[SESSION_COOKIE];
      const principal = token ? await sessions.authenticate(token, new Date()) : null;
      if (!principal) return refuseUnauthenticated(reply, config);
      if (principal.passkeyEnrolmentOnly && !ENROLMENT_CALLS.has(`${request.method} ${path}`)) {
        return refusePasskeyRequired(reply, path);
      }
      request.staff = principal;
    });
  },
  { name: 'staff-session', dependencies: ['@fastify/cookie'] },
);
