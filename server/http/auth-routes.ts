// The sign-in REST calls (spec §7): password step, code step, profile, sign-out. The rules live in
// server/domain/staff-auth; this module only moves values between HTTP and those functions.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import {
  completeSignIn,
  endSession,
  SignInRefusal,
  startSignIn,
  webAuthnSettings,
} from '../domain/staff-auth/index';
import { DEMO_STAFF } from '../domain/demo-staff';
import { redeemSetPasswordLink } from '../domain/staff-admin/set-password';
import { HttpError } from './errors';
import {
  CHALLENGE_COOKIE,
  challengeCookieOptions,
  DEVICE_COOKIE,
  deviceCookieOptions,
  SESSION_COOKIE,
  sessionCookieOptions,
} from './session';

/** A sign-in refusal in the REST errors' shape, with its extra fields (remainingAttempts). */
export function sendRefusal(reply: FastifyReply, refusal: SignInRefusal) {
  return reply.code(refusal.status).send({ code: refusal.code, message: refusal.message, ...refusal.extra });
}

/** A sign-in step's run, a refusal answered in the REST errors' shape. */
export async function answeringRefusals<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SignInRefusal) return sendRefusal(reply, error);
    throw error;
  }
}

/** Sign-in answers and the profile are personal: no cache may keep them. */
export function answerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** What the last sign-in step (the code or the passkey) reads of the request besides its answer. */
export function lastStepOf(request: FastifyRequest, config: Config) {
  return {
    challengeToken: request.cookies[CHALLENGE_COOKIE],
    ip: request.ip,
    stepsPerAddress: config.signInStepsPerAddress,
    userAgent: request.headers['user-agent'],
    deviceToken: request.cookies[DEVICE_COOKIE],
  };
}

/** A completed sign-in: the session and device cookies set, the challenge's cleared, and who signed in. */
export function sendSignedIn(
  reply: FastifyReply,
  config: Config,
  signedIn: { sessionToken: string; deviceToken: string; email: string; permissions: readonly string[] },
  extra: Record<string, unknown> = {},
) {
  return reply
    .setCookie(SESSION_COOKIE, signedIn.sessionToken, sessionCookieOptions(config))
    .setCookie(DEVICE_COOKIE, signedIn.deviceToken, deviceCookieOptions(config))
    .clearCookie(CHALLENGE_COOKIE, challengeCookieOptions(config))
    .send({
      email: signedIn.email,
      permissions: signedIn.permissions,
      consumerSiteUrl: config.consumerSiteUrl,
      ...extra,
    });
}

/** A JSON body as an object to read fields from ({} for anything else). */
export function bodyOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

export const authRoutes: FastifyPluginAsync<{
  db: Database;
  config: Config;
  mailer: Mailer;
}> = async (app, { db, config, mailer }) => {
  // The demo accounts' passwords are in the README: outside demo mode they never pass, even if the accounts exist.
  const publishedPasswords = config.demoStaff ? [] : DEMO_STAFF;
  const webAuthn = webAuthnSettings(config.publicOrigin);

  // Clients may send Content-Type: application/json on a body-less DELETE; read that as {} instead of a 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'BadRequest', 'The request body is not valid JSON'), undefined);
    }
  });

  answerNoStore(app);

  app.post('/auth/session/mfa', async (request, reply) => {
    const { email, password } = bodyOf(request.body);
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
      throw new HttpError(400, 'BadRequest', 'email and password are required');
    }
    // Bounds keep a huge body from costing an argon2 run or a fat sign_in_attempts row.
    if (email.length > 320 || password.length > 1024) {
      throw new HttpError(400, 'BadRequest', 'email or password is too long');
    }
    return answeringRefusals(reply, async () => {
      const { challengeToken, passkey } = await startSignIn(
        db.orm,
        mailer,
        { email, password, ip: request.ip, deviceToken: request.cookies[DEVICE_COOKIE] },
        new Date(),
        { publishedPasswords, webAuthn },
      );
      reply.setCookie(CHALLENGE_COOKIE, challengeToken, challengeCookieOptions(config));
      // A member with a passkey: the browser asks for it at once; no code was mailed.
      if (passkey) return reply.send({ status: 'PasskeyRequired', ...passkey });
      return reply.send({ status: 'PinRequired' });
    });
  });

  app.post('/auth/session/mfa/activate', async (request, reply) => {
    try {
      const signedIn = await completeSignIn(
        db.orm,
        { ...lastStepOf(request, config), pin: bodyOf(request.body).pin },
        new Date(),
      );
      return sendSignedIn(
        reply,
        config,
        signedIn,
        signedIn.passkeyEnrolmentRequired ? { passkeyEnrolmentRequired: true } : {},
      );
    } catch (error) {
      if (!(error instanceof SignInRefusal)) throw error;
      // The challenge cannot be used any more: drop its cookie so the browser starts again cleanly.
      if (error.code === 'SessionNotFound' || error.code === 'AuthPinAttemptLimitExceeded') {
        reply.clearCookie(CHALLENGE_COOKIE, challengeCookieOptions(config));
      }
      return sendRefusal(reply, error);
    }
  });

  // A new staff member's one-time link: public like the sign-in steps; the token travels in the body.
  app.post('/auth/set-password', async (request, reply) => {
    const { token, password } = bodyOf(request.body);
    if (typeof token !== 'string' || typeof password !== 'string' || !token || !password) {
      throw new HttpError(400, 'BadRequest', 'token and password are required');
    }
    const result = await redeemSetPasswordLink(db.orm, { token, password, ip: request.ip }, new Date());
    if (!result.ok) return reply.code(400).send({ code: result.code, message: result.message });
    return reply.send({ email: result.email });
  });

  app.get('/profile/me2', async (request) => {
    const staff = request.staff!;
    // The same answer as the code step's. consumerSiteUrl: where the console sends the browser after
    // createImpersonatedLoginSession.
    return { email: staff.email, permissions: staff.permissions, consumerSiteUrl: config.consumerSiteUrl };
  });

  app.delete('/auth/session2', async (request, reply) => {
    await endSession(db.orm, request.staff!, request.ip, new Date());
    return reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config)).send({});
  });
};
