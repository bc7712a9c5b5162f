// Serves the contract: mercurius over schema.graphql and the merged resolvers, POST /graphql only, behind an edge
// that bounds what one request may cost (body size, rate per session, text, aliases, depth, cost).
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import mercurius, { type MercuriusContext } from 'mercurius';
import {
  GraphQLError,
  buildSchema,
  type ASTVisitor,
  type ExecutionResult,
  type FormattedExecutionResult,
  type ValidationContext,
} from 'graphql';
import { readConfig, type Config } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';
import type { Database } from '../db/client';
import { HttpError, errorHandler as httpErrorHandler } from '../http/errors';
import { logSafeError } from '../http/log-safe-error';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../ops/db-unavailable';
import type { GraphQLContext } from './context';
import { PUBLIC_ERROR_CODES, REQUEST_ERROR_CODES, requestRefused, type RequestErrorCode } from './guards';
import { createRequestGate } from './request-gate';
import { acceptPreloadedGet, bodyOfGet, type PreloadedDocuments } from './preloaded-queries';
import { REQUEST_LIMITS } from './request-limits';
import { resolvers } from './resolvers/index';
import { idempotencyPlugin } from './idempotency';
import { installAccessLogHook } from './access-log/tally';
import './access-log/policy-change';

/** The SDL, read once at start-up. */
export const schemaSDL = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');

/**
 * Largest /graphql body. The console's longest document is about 2 KB and its variables a few hundred bytes;
 * 128 KiB leaves room for the bulk mutations' lists (about 1,600 legal-status rows) while a 1 MB alias bomb is
 * refused before it is read. docs/decisions.md gives the reasoning.
 */
export const GRAPHQL_BODY_LIMIT_BYTES = 128 * 1024;
const RATE_LIMIT_WINDOW = '1 minute';

const INTERNAL_MESSAGE = 'Internal server error';
const CLIENT_CODES: readonly string[] = [...PUBLIC_ERROR_CODES, ...REQUEST_ERROR_CODES];

function clientCodeOf(error: { extensions?: Record<string, unknown> } | undefined): string | undefined {
  const code = error?.extensions?.code;
  return typeof code === 'string' && CLIENT_CODES.includes(code) ? code : undefined;
}

type Logger = FastifyRequest['log'];

/**
 * By its tag, not instanceof: under vitest the server's modules and mercurius load graphql-js twice (ESM and
 * CommonJS), and an error from one copy is not an instance of the other's class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return Object.prototype.toString.call(error) === '[object GraphQLError]';
}

/**
 * Refuses `__schema` and `__type` (graphql-js's NoSchemaIntrospectionCustomRule does the same, but reads types
 * with instanceof checks that fail across the two copies of graphql-js described above).
 */
function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const name = node.name.value;
      if (name === '__schema' || name === '__type') {
        context.reportError(
          new GraphQLError(`GraphQL introspection is disabled: the request asks for "${name}".`, {
            nodes: node,
          }),
        );
      }
    },
  };
}

/** graphql-js appends ' Did you mean "x"?' to validation messages: schema details, removed in production. */
function withoutSuggestions(message: string, keep: boolean): string {
  return keep ? message : message.replace(/ Did you mean .+\?$/s, '');
}

/** The statuses of request errors that have no code of their own (Fastify's body parsing, CSRF prevention). */
function codeForStatus(status: number): RequestErrorCode {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'BAD_REQUEST';
}

interface FormatOptions {
  log: Logger;
  /** Development: "Did you mean" suggestions stay in messages. */
  suggestions: boolean;
}

function internalError(error: GraphQLError | Error, log: Logger): GraphQLError {
  const graphqlError = isGraphQLError(error) ? error : undefined;
  if (isDatabaseUnavailable(error)) {
    // Not a fault of the request: the database is restarting or unreachable, and the pool reconnects by itself.
    log.warn({ err: logSafeError(graphqlError?.originalError ?? error) }, 'Database unavailable');
    return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
      nodes: graphqlError?.nodes,
      positions: graphqlError?.positions,
      source: graphqlError?.source,
      path: graphqlError?.path,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  }
  log.error(
    { err: logSafeError(graphqlError?.originalError ?? error), path: graphqlError?.path },
    'GraphQL request failed',
  );
  return new GraphQLError(INTERNAL_MESSAGE, {
    nodes: graphqlError?.nodes,
    positions: graphqlError?.positions,
    source: graphqlError?.source,
    path: graphqlError?.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/**
 * An error graphql-js or mercurius raised before execution (parsing, validation, variable values): its message
 * is about the client's own request, so it stays, with a code saying which kind it is.
 */
function preExecutionError(error: GraphQLError | Error, options: FormatOptions): GraphQLError {
  const graphqlError = isGraphQLError(error) ? error : undefined;
  const kept = clientCodeOf(graphqlError);
  const code =
    kept ??
    (error.message.startsWith('Syntax Error')
      ? 'GRAPHQL_PARSE_FAILED'
      : error.message.startsWith('Variable "$')
        ? 'BAD_USER_INPUT'
        : 'GRAPHQL_VALIDATION_FAILED');
  return new GraphQLError(withoutSuggestions(error.message, options.suggestions), {
    nodes: graphqlError?.nodes,
    positions: graphqlError?.positions,
    source: graphqlError?.source,
    extensions: { ...graphqlError?.extensions, code },
  });
}

/**
 * Errors in an execution result without a field path are about the request (a variable value, an unknown
 * operation): with JIT, the call that compiles a document coerces variables itself and reports a bad one here
 * rather than before execution.
 */
function isRequestLevel(error: GraphQLError): boolean {
  return (
    !error.path && /^(Variable "\$|Must provide (an )?operation|Unknown operation named)/.test(error.message)
  );
}

type Execution = ExecutionResult & { statusCode?: number };
type FormatterContext = Pick<MercuriusContext, 'app' | 'reply'>;

function respond(
  data: ExecutionResult['data'],
  errors: GraphQLError[],
  statusCode: number,
): { statusCode: number; response: FormattedExecutionResult } {
  return { statusCode, response: { data: data ?? null, errors: errors.map((e) => e.toJSON()) } };
}

/**
 * Mercurius error formatter for execution results: errors resolvers raise on purpose keep their code and
 * message; request-level errors get theirs; anything else is an internal failure whose text stays in the log
 * (without SQL parameters). Every error the client sees carries an extensions.code.
 */
export function createErrorFormatter(suggestions: boolean) {
  return function formatGraphQLErrors(execution: Execution, ctx: FormatterContext) {
    const log = ctx.reply?.log ?? (ctx.app.log as Logger);
    let requestLevel = 0;
    let statusFromError: number | undefined;
    const errors = (execution.errors ?? []).flatMap((error): GraphQLError[] => {
      const original = error.originalError as
        (Error & { errors?: unknown; statusCode?: unknown }) | undefined;
      if (original && Array.isArray(original.errors)) {
        requestLevel++;
        return (original.errors as Error[]).map((e) => preExecutionError(e, { log, suggestions }));
      }
      if (clientCodeOf(error)) {
        if (typeof original?.statusCode === 'number') statusFromError = original.statusCode;
        return [error];
      }
      if (!execution.data && isRequestLevel(error)) {
        requestLevel++;
        return [preExecutionError(error, { log, suggestions })];
      }
      return [internalError(error, log)];
    });
    let statusCode = 200;
    if (!execution.data && errors.length) {
      if (requestLevel === execution.errors?.length) statusCode = 400;
      else if (errors.length === 1 && statusFromError !== undefined) statusCode = statusFromError;
      else if (errors.every((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) statusCode = 503;
    }
    return respond(execution.data, errors, statusCode);
  };
}

/** The production formatter (no suggestions); tests of the formatter alone use it. */
export const formatGraphQLErrors = createErrorFormatter(false);

/**
 * Errors raised outside execution (the edge, hooks, body parsing, validation). The REST errors of the HTTP layer
 * (a 401 from the session guard) keep their REST shape; the rest get the GraphQL shape with a code.
 */
function createRequestErrorHandler(suggestions: boolean) {
  return async (error: Error, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (error instanceof HttpError) {
      await httpErrorHandler(error, request, reply);
      return;
    }
    const options = { log: request.log, suggestions };
    const withErrors = error as Error & { errors?: unknown; statusCode?: unknown; extensions?: never };
    const status = typeof withErrors.statusCode === 'number' ? withErrors.statusCode : 500;
    let answer: ReturnType<typeof respond>;
    if (Array.isArray(withErrors.errors)) {
      answer = respond(
        null,
        (withErrors.errors as Error[]).map((e) => preExecutionError(e, options)),
        400,
      );
    } else if (clientCodeOf(error as { extensions?: Record<string, unknown> })) {
      const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
      answer = respond(null, [new GraphQLError(error.message, { extensions })], status);
    } else if (status >= 400 && status < 500) {
      answer = respond(
        null,
        [new GraphQLError(error.message, { extensions: { code: codeForStatus(status) } })],
        status,
      );
    } else {
      const failure = internalError(error, request.log);
      answer = respond(null, [failure], failure.extensions.code === 'SERVICE_UNAVAILABLE' ? 503 : 500);
    }
    await reply.code(answer.statusCode).send(answer.response);
  };
}

export interface GraphqlPluginOptions {
  db: Database;
  /** Defaults to the environment's configuration. */
  config?: Partial<Pick<Config, 'graphqlIntrospection' | 'graphqlRateLimit' | 'consoleUrl'>>;
  /** Mail sent after a committed change; default: the development outbox into this server's log. */
  mailer?: Mailer;
  /** The built PWA's preloaded queries (route-preloads.ts); without them every GET is refused. */
  preloadedDocuments?: PreloadedDocuments;
}

export const graphqlPlugin: FastifyPluginAsync<GraphqlPluginOptions> = async (app, options) => {
  const { db, config } = options;
  const settings = { ...readConfig({}), ...config };
  const mailer = options.mailer ?? createMailer(settings, (line) => app.log.info(line));
  const development = settings.graphqlIntrospection;

  // The spec allows GET only when configured: it is, for the preloaded queries alone (preloaded-queries.ts), named
  // and never sent as text. Mercurius always adds a GET route; any other GET is refused here (this plugin is
  // encapsulated: the hook covers only the GraphQL routes). A GET's answer is personal: no cache keeps it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'POST') return;
    if (request.method === 'GET' && acceptPreloadedGet(request, options.preloadedDocuments)) {
      reply.header('cache-control', 'no-store');
      return;
    }
    return reply.code(405).header('allow', 'POST').send({ code: 'MethodNotAllowed', message: 'Use POST' });
  });

  if (settings.graphqlRateLimit > 0) {
    // Per staff session, in this instance's memory: what it protects is this instance's event loop, so N
    // instances behind a load balancer allowing N times the rate is acceptable (docs/decisions.md).
    await app.register(rateLimit, {
      max: settings.graphqlRateLimit,
      timeWindow: RATE_LIMIT_WINDOW,
      keyGenerator: (request) => request.staff?.sessionId ?? request.ip,
      errorResponseBuilder: (_request, context) =>
        requestRefused(
          429,
          'TOO_MANY_REQUESTS',
          `Too many requests: one session may send ${context.max} a minute. Try again in ${context.after}.`,
        ),
    });
  }

  // The edge runs after the body is parsed and before mercurius sees it.
  const gate = createRequestGate({
    schema: buildSchema(schemaSDL),
    limits: REQUEST_LIMITS,
    introspection: development,
  });
  app.addHook('preValidation', async (request) => {
    gate(request.method === 'GET' ? bodyOfGet(request) : request.body);
  });

  await app.register(idempotencyPlugin, { db });
  await app.register(mercurius, {
    schema: schemaSDL,
    resolvers: resolvers as NonNullable<Parameters<typeof mercurius>[1]>['resolvers'],
    context: (request, reply): GraphQLContext => ({
      db,
      staff: request.staff!,
      request,
      reply,
      mailer,
      consoleUrl: settings.consoleUrl,
    }),
    path: '/graphql',
    jit: 1,
    graphiql: false,
    ide: false,
    allowBatchedQueries: false,
    validationRules: development ? [] : [noIntrospection],
    additionalRouteOptions: { bodyLimit: GRAPHQL_BODY_LIMIT_BYTES },
    // Only JSON (or application/graphql) bodies: a cross-site form post cannot reach a resolver.
    csrfPrevention: true,
    errorFormatter: createErrorFormatter(development),
    errorHandler: createRequestErrorHandler(development),
  });
  // Who looked: no answer carrying personal data leaves before its access-log entry is durable.
  installAccessLogHook(app, app.accessLog);
};
