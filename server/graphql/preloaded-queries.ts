// GET /graphql, for the preloaded queries only (src/shared/preloaded-queries.ts). The spec's endpoint is a
// POST and allows a GET "only if configured": this is that configuration, for one purpose. A consumer link's or a
// search URL's HTML asks the browser to fetch the page's first query (ConsumerPage, Search) beside the page's code
// (route-preloads.ts), and a preload can only be a GET without headers or body. So a GET names the query (`operationName`) and its `variables`, never
// its text: the server runs the document the PWA's build wrote for that name (PRELOADED_DOCUMENTS_FILE, read with
// the build's manifest), and any other GET is refused as before (405), as is every GET without a built PWA.
// Such a GET is a fixed read, not a cross-site forgery target (the session cookie is SameSite=Strict, and no other
// site can read the answer), so it is let through mercurius's CSRF check, which refuses every GET by design.
import type { FastifyRequest } from 'fastify';
import { PRELOADED_QUERY_NAMES, type PreloadedQueryName } from '../../src/shared/preloaded-queries';
import { requestRefused } from './guards';

/** The built PWA's document of a preloaded query, if it has one. */
export type PreloadedDocuments = (name: PreloadedQueryName) => string | undefined;

interface GetParameters {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

const isPreloadedName = (name: unknown): name is PreloadedQueryName =>
  (PRELOADED_QUERY_NAMES as readonly unknown[]).includes(name);

/**
 * Lets a GET of a preloaded query reach mercurius's GET handler with the document's text, as a POST body would
 * carry it; false (nothing changed) for any other GET, or one that sends a document's text itself.
 */
export function acceptPreloadedGet(
  request: FastifyRequest,
  documents: PreloadedDocuments | undefined,
): boolean {
  const parameters = (request.query ?? {}) as GetParameters;
  if (parameters.query !== undefined || !isPreloadedName(parameters.operationName)) return false;
  const document = documents?.(parameters.operationName);
  if (document === undefined) return false;
  parameters.query = document;
  // Past mercurius's CSRF check (see above): one of the headers that marks a request a page could not send cross-site.
  request.headers['mercurius-require-preflight'] = 'preloaded-query';
  return true;
}

/** The body the request gate checks for a GET: the document's text and the parsed variables. */
export function bodyOfGet(request: FastifyRequest): unknown {
  const { query, operationName, variables } = request.query as GetParameters;
  if (variables === undefined) return { query, operationName };
  try {
    return { query, operationName, variables: JSON.parse(String(variables)) as unknown };
  } catch {
    throw requestRefused(400, 'BAD_REQUEST', 'variables must be JSON');
  }
}
