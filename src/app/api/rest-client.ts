// fetch for the REST calls under /api: cookies included, JSON in and out, non-2xx answers as ApiError,
// network errors and 5xx retried (never 4xx), and 401 sent to the global unauthorized handler.
import { HTTP_RETRIES, MUTATION_TIMEOUT_MS, QUERY_TIMEOUT_MS } from '../constants';
import { ApiError, NETWORK_ERROR_CODE, apiErrorFrom } from './api-error';
import { withDeadline } from './request-deadline';
import { PASSKEY_REQUIRED_CODE, handlePasskeyRequired, handleUnauthorized } from './unauthorized';

export const API_BASE = '/api';

export interface RestRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The sign-in steps answer 401 for wrong credentials: those must not sign anybody out. */
  skipUnauthorizedHandler?: boolean;
  /** Retries after network errors and 5xx answers; HTTP_RETRIES unless told otherwise. */
  retries?: number;
  signal?: AbortSignal;
  /**
   * Each attempt is abandoned (a Timeout ApiError, not retried) after this long; by default QUERY_TIMEOUT_MS for
   * a GET and MUTATION_TIMEOUT_MS for a change (the sign-in steps send an e-mail, which may take a while).
   */
  timeoutMs?: number;
}

/** Delay before retry n (1-based): 300 ms, 600 ms, 1200 ms. Replaceable for tests. */
export let retryDelayMs = (attempt: number) => 300 * 2 ** (attempt - 1);
export function setRetryDelay(delay: (attempt: number) => number): void {
  retryDelayMs = delay;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function shouldRetry(error: ApiError): boolean {
  return !error.isTimeout && (error.isNetworkError || error.status >= 500);
}

function once<T>(path: string, options: RestRequestOptions): Promise<T> {
  const read = (options.method ?? 'GET') === 'GET';
  const limit = options.timeoutMs ?? (read ? QUERY_TIMEOUT_MS : MUTATION_TIMEOUT_MS);
  return withDeadline(limit, options.signal, (signal) => attemptOnce<T>(path, { ...options, signal }));
}

async function attemptOnce<T>(path: string, options: RestRequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await globalThis.fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) throw await apiErrorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function restRequest<T>(path: string, options: RestRequestOptions = {}): Promise<T> {
  const retries = options.retries ?? HTTP_RETRIES;
  for (let attempt = 0; ; attempt++) {
    try {
      return await once<T>(path, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401 && !options.skipUnauthorizedHandler) void handleUnauthorized();
      if (error.status === 403 && error.code === PASSKEY_REQUIRED_CODE && !options.skipUnauthorizedHandler)
        void handlePasskeyRequired();
      if (attempt >= retries || !shouldRetry(error) || options.signal?.aborted) throw error;
      await sleep(retryDelayMs(attempt + 1));
      // Cancelled while waiting (the query went away): no further attempt.
      if (options.signal?.aborted) throw error;
    }
  }
}
