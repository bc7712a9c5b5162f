// The passkey REST calls: the sign-in step that answers the browser's passkey prompt, the request for the mailed code
// instead, and the two halves of enrolment on the security page (the creation options, then the authenticator's
// answer). Enrolment is REST, not GraphQL, because it is the one thing an enrolment-only session may do (session.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { completePasskeySignIn, requestMailedCode, webAuthnSettings } from '../domain/staff-auth/index';
import { beginRegistration, registerPasskeyRule } from '../domain/staff-auth/passkeys';
import { sessionStillLive } from '../domain/staff-auth/live-session';
import { settleMutation } from '../graphql/mutation-runner';
import { answeringRefusals, answerNoStore, bodyOf, lastStepOf, sendSignedIn } from './auth-routes';
import { HttpError } from './errors';
import { CHALLENGE_COOKIE } from './session';

export const passkeyRoutes: FastifyPluginAsync<{ db: Database; config: Config; mailer: Mailer }> = async (
  app,
  { db, config, mailer },
) => {
  const settings = webAuthnSettings(config.publicOrigin);

  answerNoStore(app);

  app.post('/auth/session/mfa/passkey', async (request, reply) =>
    answeringRefusals(reply, async () => {
      const signedIn = await completePasskeySignIn(
        db.orm,
        { ...lastStepOf(request, config), response: bodyOf(request.body).response },
        settings,
        new Date(),
      );
      return sendSignedIn(reply, config, signedIn);
    }),
  );

  app.post('/auth/session/mfa/code', async (request, reply) =>
    answeringRefusals(reply, async () => {
      await requestMailedCode(
        db.orm,
        mailer,
        { challengeToken: request.cookies[CHALLENGE_COOKIE], ip: request.ip },
        new Date(),
      );
      return reply.send({ status: 'PinRequired' });
    }),
  );

  app.post('/passkeys/registration/options', async (request) => {
    return beginRegistration(db.orm, request.staff!, settings, new Date());
  });

  app.post('/passkeys/registration', async (request) => {
    const staff = request.staff!;
    const { name, response } = bodyOf(request.body);
    const now = new Date();
    const settled = await db.orm.transaction(async (tx) => {
      if (!(await sessionStillLive(tx, staff.sessionId, now))) {
        throw new HttpError(401, 'Unauthorized', 'Sign-in required');
      }
      return settleMutation(
        tx,
        { staff: { id: staff.id, email: staff.email }, permissions: staff.permissions, ip: request.ip },
        {
          operation: 'passkey.register',
          permission: null,
          target: { type: 'staff_user', id: staff.id },
          args: { name: typeof name === 'string' ? name.slice(0, 100) : null },
        },
        registerPasskeyRule(staff, { name, response }, settings),
        now,
      );
    });
    if (settled.status === 'invalid') throw new HttpError(400, 'PasskeyNotVerified', settled.message);
    if (settled.status !== 'done')
      throw new HttpError(400, 'PasskeyNotVerified', 'The passkey was not registered');
    const { signInAgain, ...passkey } = settled.value;
    return { passkey: { ...passkey, createdAt: passkey.createdAt.toISOString() }, signInAgain };
  });
};
