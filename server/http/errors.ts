// Maps thrown errors to the JSON shape every REST error uses: { code, message }.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { logSafeError } from './log-safe-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../ops/db-unavailable';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A refusal of a REST route: { code, message } and whatever the refusal names besides, never cached. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string, extra = {}) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ code, message, ...extra });
}

export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.status).send({ code: error.code, message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: logSafeError(error) }, 'Database unavailable');
    return reply.code(503).send({ code: 'ServiceUnavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 500) request.log.error({ err: logSafeError(error) }, 'Request failed');
  const code = status === 429 ? 'TooManyRequests' : status >= 500 ? 'InternalError' : 'BadRequest';
  return reply
    .code(status)
    .send({ code, message: status >= 500 ? 'Internal server error' : (error as Error).message });
}
