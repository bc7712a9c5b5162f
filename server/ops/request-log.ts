// One JSON log line per request (the access log): request id, staff id, route pattern, GraphQL operation name,
// status and time. Never the URL (a reloaded page's path or query could hold a search keyword), a body, an
// e-mail or SQL parameters. Fastify's own two lines per request are off (disableRequestLogging).
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyRequest } from 'fastify';

/** A request id from a load balancer is kept when it is a plain token; anything else gets a fresh UUID. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify options of the access log (spread into Fastify({...})). The X-Request-Id a request brings is taken only
 * behind a load balancer (TRUST_PROXY), which sets it: without one, any client could name its requests and pass
 * them off as another's in the log.
 */
export function requestLogOptions(trustProxy: boolean) {
  return {
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId(request: { headers: Record<string, string | string[] | undefined> }): string {
      const incoming = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
      return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    },
  };
}

const NAMED_OPERATION = /^\s*(?:#[^\n]*\n\s*)*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/** The GraphQL operation a request names (its operationName, else its document's first named operation). */
export function graphqlOperationName(request: FastifyRequest): string | undefined {
  // A GET (a preloaded query) names its operation in the query string.
  const body = (request.method === 'GET' ? request.query : request.body) as
    { operationName?: unknown; query?: unknown } | undefined;
  if (!body || typeof body !== 'object') return undefined;
  if (typeof body.operationName === 'string' && body.operationName) return body.operationName;
  if (typeof body.query === 'string') return NAMED_OPERATION.exec(body.query.slice(0, 2_000))?.[1];
  return undefined;
}

/** The route pattern ('/graphql', '/api/auth/session/mfa', …), or what kind of answer had none. */
export function routeLabel(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern === '*' ? 'static' : pattern;
  return status === 404 ? 'not_found' : 'none';
}
