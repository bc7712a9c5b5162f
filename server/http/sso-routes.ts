// The SSO sign-in's HTTP side: whether SSO is on (the sign-in page's SSOでログイン button), the start (to the
// provider, with the flow's secrets in a short-lived cookie) and the provider's callback (a session cookie, or back to
// /login with the reason). The rules live in server/domain/staff-auth (oidc-client.ts, sso-sign-in.ts).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  createOidcClient,
  oidcSettingsOf,
  ssoErrorKind,
  type PendingSso,
} from '../domain/staff-auth/oidc-client';
import { completeSsoSignIn } from '../domain/staff-auth/sso-sign-in';
import { auditSignIn } from '../domain/staff-auth/sign-in-records';
import { SESSION_COOKIE, sessionCookieOptions } from './session';
import { ERROR_ANSWER } from './route-schema';

export const SSO_COOKIE = 'console_sso';
/** How long the provider may take to send the browser back (a sign-in with the provider's own MFA). */
const SSO_FLOW_TTL_S = 10 * 60;

/**
 * SameSite=Lax, not Strict: the provider sends the browser back by a top-level GET from its own site, and a Strict
 * cookie would stay behind. Only the callback path receives it.
 */
function flowCookieOptions(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/auth/sso',
    secure: config.secureCookies,
    maxAge: SSO_FLOW_TTL_S,
  };
}

function pendingFrom(cookie: string | undefined): PendingSso | null {
  if (!cookie) return null;
  try {
    const value = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as Partial<PendingSso>;
    const ok = [value.state, value.nonce, value.codeVerifier].every(
      (v) => typeof v === 'string' && v.length > 0,
    );
    return ok ? (value as PendingSso) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in answer: a page that moves on to the sign-in page, which finishes as after the mailed code. A redirect chain that began on the
 * provider's site would arrive without the SameSite=Strict session cookie; the page's own navigation carries it.
 */
const SIGNED_IN_PAGE = `<!doctype html><html lang="ja"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=/login?sso=signed-in"><title>ログイン</title></head>
<body><p><a href="/login?sso=signed-in">コンソールへ進む</a></p></body></html>`;

const NOT_FOUND = { response: { 404: ERROR_ANSWER } };
/** The callback's query string is the provider's, read whole by openid-client; its answers are redirects or HTML. */
const STATE = { response: { 200: { type: 'object', properties: { enabled: { type: 'boolean' } } } } };

export const ssoRoutes: FastifyPluginAsync<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const settings = oidcSettingsOf(config);
  const client = settings ? createOidcClient(settings) : null;

  const toLogin = (reply: FastifyReply, reason: string) =>
    reply
      .clearCookie(SSO_COOKIE, flowCookieOptions(config))
      .header('cache-control', 'no-store')
      .redirect(`/login?sso=${encodeURIComponent(reason)}`, 303);

  app.get('/auth/sso', { schema: STATE }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ enabled: Boolean(client) }),
  );

  app.get('/auth/sso/start', { schema: NOT_FOUND }, async (request, reply) => {
    if (!client)
      return reply.code(404).send({ code: 'NotFound', message: 'Single sign-on is not configured' });
    let started;
    try {
      started = await client.start();
    } catch (error) {
      request.log.warn({ reason: ssoErrorKind(error) }, 'The OpenID Provider could not be reached');
      return toLogin(reply, 'unavailable');
    }
    const cookie = Buffer.from(JSON.stringify(started.pending)).toString('base64url');
    return reply
      .setCookie(SSO_COOKIE, cookie, flowCookieOptions(config))
      .header('cache-control', 'no-store')
      .redirect(started.url, 303);
  });

  app.get('/auth/sso/callback', { schema: NOT_FOUND }, async (request, reply) => {
    if (!client || !settings) return reply.code(404).send({ code: 'NotFound', message: 'Not found' });
    const pending = pendingFrom(request.cookies[SSO_COOKIE]);
    const now = new Date();
    const fail = async (reason: string) => {
      await db.orm.transaction((tx) =>
        auditSignIn(
          tx,
          { operation: 'sign_in.sso', outcome: 'failure', staff: null, ip: request.ip, detail: { reason } },
          now,
        ),
      );
      return toLogin(reply, 'failed');
    };
    if (!pending) return fail('no_pending_sign_in');
    let identity;
    try {
      // The URL the provider sent the browser to: openid-client reads code, state, iss and error from it.
      identity = await client.finish(new URL(request.url, settings.redirectUri), pending);
    } catch (error) {
      return fail(ssoErrorKind(error));
    }
    const signedIn = await completeSsoSignIn(
      db.orm,
      identity,
      { ip: request.ip, userAgent: request.headers['user-agent'], issuer: settings.issuer },
      now,
    );
    if (!signedIn.ok) return toLogin(reply, signedIn.reason);
    return reply
      .clearCookie(SSO_COOKIE, flowCookieOptions(config))
      .setCookie(SESSION_COOKIE, signedIn.sessionToken, sessionCookieOptions(config))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(SIGNED_IN_PAGE);
  });
};
