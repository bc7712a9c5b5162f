// Running the console as a service: GET /healthz and GET /readyz for a load balancer (no session, no rate limit,
// not logged at info), GET /metrics for Prometheus (behind METRICS_TOKEN), the access log line and X-Request-Id
// of every request, and the counts the metrics keep. Registered first in buildApp, so its hooks see every route.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createReadinessCheck } from '../ops/readiness';
import { createMetrics, signInOutcome, smsOutcome, type Metrics } from '../ops/metrics';
import { graphqlOperationName, REQUEST_ID_HEADER, routeLabel } from '../ops/request-log';
import { ERROR_ANSWER } from './route-schema';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface OpsRoutesOptions {
  db: Database;
  config: Pick<Config, 'metricsToken'>;
  /** The job runner of this process (GET /readyz reports it); an app without one (tests) reports no jobs part. */
  jobRunner?: { alive(): boolean };
  metrics?: Metrics;
}

/** Probes and scrapes are logged from warn on: a load balancer asks every few seconds. */
const QUIET = { logLevel: 'warn' as const };

const READINESS_ANSWER = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    failing: { type: 'array', items: { type: 'string' } },
    checks: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
const HEALTH = { ...QUIET, schema: { response: { 200: READINESS_ANSWER } } };
const READINESS = { ...QUIET, schema: { response: { 200: READINESS_ANSWER, 503: READINESS_ANSWER } } };
/** The scrape's answer is Prometheus text; only its refusal is JSON. */
const METRICS = { ...QUIET, schema: { response: { 401: ERROR_ANSWER } } };
const SIGN_IN_STEPS: Record<string, 'password' | 'code'> = {
  '/api/auth/session/mfa': 'password',
  '/api/auth/session/mfa/activate': 'code',
};

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Counts the errors of a /graphql answer by code (an answer without "errors" is not parsed). */
function countGraphqlErrors(metrics: Metrics, payload: unknown): void {
  if (typeof payload !== 'string' || !payload.includes('"errors"')) return;
  try {
    const body = JSON.parse(payload) as { errors?: { extensions?: { code?: unknown } }[] };
    for (const error of body.errors ?? []) {
      const code = error.extensions?.code;
      metrics.graphqlError(typeof code === 'string' ? code : 'NONE');
    }
  } catch {
    // Not JSON: nothing to count.
  }
}

/** Serves /metrics: the registry's text, to a caller with the token. */
export async function serveMetrics(metrics: Metrics, reply: FastifyReply): Promise<FastifyReply> {
  return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
}

export const opsRoutes = fp(
  async (app: FastifyInstance, options: OpsRoutesOptions) => {
    const metrics = options.metrics ?? createMetrics(options.db);
    app.decorate('metrics', metrics);
    const readiness = createReadinessCheck(options.db, options.jobRunner);

    const gateway = app.smsGateway;
    const send = gateway.send.bind(gateway);
    gateway.send = async (message) => {
      const delivery = await send(message);
      metrics.sms(smsOutcome(delivery));
      return delivery;
    };

    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.routeOptions?.url === '/graphql') countGraphqlErrors(metrics, payload);
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      const route = routeLabel(request, status);
      const operation =
        route === '/graphql' && request.staff ? metrics.operationLabel(graphqlOperationName(request)) : '';
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      request.log.info(
        {
          staffId: request.staff?.id,
          method: request.method,
          route,
          operation: operation || undefined,
          status,
          ms,
        },
        'request',
      );
      metrics.observeRequest({ route, operation, method: request.method, status }, reply.elapsedTime);
      const step = request.method === 'POST' ? SIGN_IN_STEPS[route] : undefined;
      if (step) metrics.signIn(step, signInOutcome(status));
    });

    app.get('/healthz', HEALTH, async () => ({ status: 'ok' }));
    app.get('/readyz', READINESS, async (_request, reply) => {
      const { ready, failing, checks } = await readiness();
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(ready ? { status: 'ok', checks } : { status: 'failing', failing, checks });
    });
    const token = options.config.metricsToken;
    if (token) {
      app.get('/metrics', METRICS, async (request, reply) => {
        if (!bearerMatches(request, token)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({ code: 'Unauthorized', message: 'Bearer token required' });
        }
        return serveMetrics(metrics, reply);
      });
    }
  },
  { name: 'console-ops' },
);
