// POST /api/impersonation/redeem: the consumer-facing site's server exchanges the token of an impersonation for the
// consumer and the staff member (README "Impersonation hand-over"). No staff session: the site authenticates with
// `Authorization: Bearer $IMPERSONATION_REDEEM_SECRET`, checked before the body is read. Every refusal — no secret
// configured, a wrong secret, a body without a token, an unknown, used or expired token — is the same 404, so the
// endpoint tells a prober nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { MAX_TOKEN_LENGTH, redeemImpersonationToken } from '../domain/impersonation';
import { errorHandler } from './errors';
import { ERROR_ANSWER, validateAsSent } from './route-schema';

/** Compares digests, so neither the content nor the length of the secret leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

const redeemSchema = {
  body: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: MAX_TOKEN_LENGTH } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        consumerId: { type: 'string' },
        staffEmail: { type: 'string' },
        expiresAt: { type: 'number' },
      },
    },
    '4xx': ERROR_ANSWER,
    '5xx': ERROR_ANSWER,
  },
};

export const impersonationRoutes: FastifyPluginAsync<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').send({ code: 'NotFound', message: 'Not found' });
  validateAsSent(app);
  app.setErrorHandler((error: FastifyError, request, reply) =>
    error.validation ? notFound(reply) : errorHandler(error, request, reply),
  );

  app.post<{ Body: { token: string } }>(
    '/impersonation/redeem',
    {
      schema: redeemSchema,
      onRequest: async (request, reply) => {
        const secret = config.impersonationRedeemSecret;
        const given = bearer(request.headers.authorization);
        if (!secret || given === null || !sameSecret(given, secret)) return notFound(reply);
      },
    },
    async (request, reply) => {
      const redeemed = await redeemImpersonationToken(
        db.orm,
        request.body.token,
        new Date(),
        request.ip ?? null,
      );
      if (!redeemed) return notFound(reply);
      return reply.header('cache-control', 'no-store').send(redeemed);
    },
  );
};
