// The one error type of the API layer: HTTP status (0 for network failures), the server's code and message.

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The answer's Retry-After header as sent (seconds or an HTTP date), if any: read by api/with-retries. */
  readonly retryAfter: string | null;

  constructor(status: number, code: string, message: string, retryAfter: string | null = null) {
    super(message || code || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
  /** No answer within the call's time limit (the client gave up; see request-deadline.ts). */
  get isTimeout(): boolean {
    return this.status === 0 && this.code === TIMEOUT_CODE;
  }
}

export const NETWORK_ERROR_CODE = 'NetworkError';
/** The code of a call the client abandoned after its time limit (status 0, like any failure without an answer). */
export const TIMEOUT_CODE = 'Timeout';

/** Whether a failed call is one the client abandoned after its time limit. */
export function isTimeoutError(error: unknown): boolean {
  return error instanceof ApiError && error.isTimeout;
}

/** Statuses that a retry cannot fix: no session, no permission, no such thing. */
const FINAL_STATUSES = new Set([401, 403, 404]);

/** The HTTP status behind an error from the REST client, the GraphQL client or graphql-request, if any. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (typeof error === 'object' && error !== null && 'response' in error) {
    const status = (error as { response?: { status?: unknown } }).response?.status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { code?: unknown };
}

/** The GraphQL errors of a failed graphql-request call (an answer with `errors`), if any. */
export function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  if (typeof error !== 'object' || error === null || !('response' in error)) return [];
  const errors = (error as { response?: { errors?: unknown } }).response?.errors;
  return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : [];
}

/** The first GraphQL error code in a failed request (FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, …), if any. */
export function graphQLErrorCode(error: unknown): string | undefined {
  const code = graphQLErrorsOf(error).find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether a failed query may be retried: network errors and 5xx only. 401, 403 and 404 answers, and refusals
 * the server states as a GraphQL error (BAD_USER_INPUT, FORBIDDEN, NOT_FOUND), are final and show at once. So is
 * a time-out: the user has waited long enough and gets the message with its retry button.
 */
export function isRetryable(error: unknown): boolean {
  if (isTimeoutError(error)) return false;
  const status = statusOf(error);
  if (status !== undefined && FINAL_STATUSES.has(status)) return false;
  return graphQLErrorCode(error) === undefined;
}

/** Builds an ApiError from a non-2xx response, reading the server's {code, message} JSON when present. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let code = '';
  let message = '';
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null) {
      const record = body as Record<string, unknown>;
      if (typeof record.code === 'string') code = record.code;
      if (typeof record.message === 'string') message = record.message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the status alone has to do.
  }
  return new ApiError(
    response.status,
    code,
    message || response.statusText,
    response.headers.get('retry-after'),
  );
}
