// The one error type of the API layer: HTTP status (0 for network failures), the server's code and message.

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message || code || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE = 'NetworkError';

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

/** Whether a failed query may be retried: everything except 401, 403 and 404 answers. */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || !FINAL_STATUSES.has(status);
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
  return new ApiError(response.status, code, message || response.statusText);
}
