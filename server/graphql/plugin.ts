// Serves the contract: mercurius over schema.graphql and the merged resolvers, POST /graphql only.
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Database } from '../db/client';
import { HttpError, errorHandler as httpErrorHandler } from '../http/errors';
import type { GraphQLContext } from './context';
import { PUBLIC_ERROR_CODES } from './guards';
import { resolvers } from './resolvers/index';
import { idempotencyPlugin } from './idempotency';

/** The SDL, read once at start-up. */
export const schemaSDL = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

const INTERNAL_MESSAGE = 'Internal server error';

function isPublicCode(code: unknown): boolean {
  return typeof code === 'string' && (PUBLIC_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * Whether an error may reach the client as it is. Errors graphql-js or mercurius raise themselves
 * (syntax, validation, depth limit, bad variables), request errors with a 4xx status (bad JSON,
 * CSRF, rate limit) and the public kinds resolvers throw on purpose pass; anything else that
 * escaped a resolver is an internal failure whose text stays in the log.
 */
function isClientSafe(error: GraphQLError): boolean {
  const original = error.originalError as (Error & { statusCode?: unknown }) | undefined;
  if (!original || original instanceof GraphQLError) return true;
  if (isPublicCode(error.extensions?.code)) return true;
  const status = original.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

type Execution = ExecutionResult & { statusCode?: number };
type FormatterContext = Pick<MercuriusContext, 'app' | 'reply'>;

/** Mercurius error formatter: hides internal errors, keeps the rest and mercurius's status rules. */
export function formatGraphQLErrors(execution: Execution, ctx: FormatterContext) {
  const log = ctx.reply?.log ?? ctx.app.log;
  const errors = (execution.errors ?? []).map((error) => {
    if (isClientSafe(error)) return error;
    log.error({ err: error.originalError ?? error, path: error.path }, 'GraphQL resolver failed');
    return new GraphQLError(INTERNAL_MESSAGE, {
      nodes: error.nodes,
      positions: error.positions,
      source: error.source,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
  return mercurius.defaultErrorFormatter({ ...execution, errors }, ctx as MercuriusContext);
}

/**
 * Errors raised outside execution (hooks, body parsing, request validation). The REST errors of the
 * HTTP layer (a 401 from the session guard) keep their REST shape; the rest get the GraphQL shape.
 */
const requestErrorHandler = async (
  error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> => {
  if (error instanceof HttpError) {
    await httpErrorHandler(error, request, reply);
    return;
  }
  const gqlError =
    error instanceof GraphQLError ? error : new GraphQLError(error.message, { originalError: error });
  const { statusCode, response } = formatGraphQLErrors(
    { errors: [gqlError] },
    { app: request.server, reply },
  );
  await reply.code(statusCode).send(response);
};

export const graphqlPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // The spec allows GET only when configured; it is not. Mercurius always adds a GET route, so it
  // is refused here (this plugin is encapsulated: the hook covers only the GraphQL routes).
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') {
      return reply.code(405).header('allow', 'POST').send({ code: 'MethodNotAllowed', message: 'Use POST' });
    }
  });

  await app.register(idempotencyPlugin, { db });
  await app.register(mercurius, {
    schema: schemaSDL,
    resolvers: resolvers as NonNullable<Parameters<typeof mercurius>[1]>['resolvers'],
    context: (request, reply): GraphQLContext => ({ db, staff: request.staff!, request, reply }),
    path: '/graphql',
    jit: 1,
    queryDepth: 12,
    graphiql: false,
    ide: false,
    allowBatchedQueries: false,
    // Only JSON (or application/graphql) bodies: a cross-site form post cannot reach a resolver.
    csrfPrevention: true,
    errorFormatter: formatGraphQLErrors,
    errorHandler: requestErrorHandler,
  });
};
