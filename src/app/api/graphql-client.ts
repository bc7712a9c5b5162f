// The GraphQL client (graphql-request) for POST /graphql with cookies. Any HTTP status of 300 or above is
// an error (document 1 §7); a 401 also runs the global unauthorized handler. Features call `gqlRequest`
// from their own api/ modules, never from components.
import { GraphQLClient, type Variables } from 'graphql-request';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { BULK_READ_TIMEOUT_MS, MUTATION_TIMEOUT_MS, QUERY_TIMEOUT_MS } from '../constants';
import { ApiError, NETWORK_ERROR_CODE, apiErrorFrom } from './api-error';
import { withDeadline } from './request-deadline';
import { handlePasskeyRequired, handleUnauthorized, isPasskeyRequiredBody } from './unauthorized';

export const GRAPHQL_ENDPOINT = '/graphql';

/**
 * A document to send: codegen's typed document strings (`documentMode: 'string'` in codegen.ts: the query text,
 * far smaller in the bundle than parsed documents) or a plain query string.
 */
export type GraphQLDocument<TResult, TVariables> =
  string | (DocumentTypeDecoration<TResult, TVariables> & { toString(): string });

/** fetch that turns every answer of 300 or above into an ApiError before graphql-request reads it. */
const checkedFetch: typeof fetch = async (input, init) => {
  let response: Response;
  try {
    response = await globalThis.fetch(input, { ...init, credentials: 'include', redirect: 'manual' });
  } catch (cause) {
    if (init?.signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, cause instanceof Error ? cause.message : String(cause));
  }
  // A manual redirect answers an opaque response with status 0: treat it as the 3xx it was.
  if (response.type === 'opaqueredirect') throw new ApiError(302, 'Redirect', 'Unexpected redirect');
  if (response.status >= 300) {
    const error = await apiErrorFrom(response);
    if (response.status === 401) void handleUnauthorized();
    if (
      response.status === 403 &&
      isPasskeyRequiredBody(
        await response
          .clone()
          .json()
          .catch(() => null),
      )
    )
      void handlePasskeyRequired();
    throw error;
  }
  return response;
};

export const graphqlClient = new GraphQLClient(
  typeof window === 'undefined'
    ? `http://localhost${GRAPHQL_ENDPOINT}`
    : new URL(GRAPHQL_ENDPOINT, window.location.origin).href,
  { credentials: 'include', fetch: checkedFetch },
);

export interface QueryRequestOptions {
  /** Abandon the call (a Timeout ApiError) after this long; QUERY_TIMEOUT_MS unless told otherwise. */
  timeoutMs?: number;
}

/** For a read of a whole file's rows: `gqlRequest(doc, vars, signal, BULK_READ)`. */
export const BULK_READ: QueryRequestOptions = { timeoutMs: BULK_READ_TIMEOUT_MS };

/**
 * Runs one query or mutation. Typed documents (from codegen) give typed results:
 * `gqlRequest(SearchDocument, { searchKeyword })`. Without an answer within QUERY_TIMEOUT_MS it fails as a
 * Timeout ApiError (a long legitimate read passes its own `timeoutMs`).
 */
export function gqlRequest<TResult, TVariables extends Variables = Variables>(
  document: GraphQLDocument<TResult, TVariables>,
  variables?: TVariables,
  signal?: AbortSignal,
  options: QueryRequestOptions = {},
): Promise<TResult> {
  return withDeadline(options.timeoutMs ?? QUERY_TIMEOUT_MS, signal, (limited) =>
    graphqlClient.request<TResult, Variables>({ document: String(document), variables, signal: limited }),
  );
}

export interface MutationRequestOptions {
  /** Sent as the `Idempotency-Key` header: one per user action, so a resent request is applied once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Abandon the call (a Timeout ApiError) after this long; MUTATION_TIMEOUT_MS unless told otherwise. */
  timeoutMs?: number;
}

/**
 * Runs one mutation with its request headers: `requestMutation(CloseConsumerDocument, { consumerId },
 * { idempotencyKey })`. Features call it from their api/ modules, through the action pattern (ui/use-action).
 */
export function requestMutation<TResult, TVariables extends Variables = Variables>(
  document: GraphQLDocument<TResult, TVariables>,
  variables?: TVariables,
  options: MutationRequestOptions = {},
): Promise<TResult> {
  const requestHeaders: Record<string, string> = {};
  if (options.idempotencyKey) requestHeaders['Idempotency-Key'] = options.idempotencyKey;
  return withDeadline(options.timeoutMs ?? MUTATION_TIMEOUT_MS, options.signal, (limited) =>
    graphqlClient.request<TResult, Variables>({
      document: String(document),
      variables,
      signal: limited,
      requestHeaders,
    }),
  );
}
