// Requests with retries (document 1 §9 "HTTP retries 3"), for every tool that sends a file in many requests (the
// legal-status batch, the report-setting upload, the bulk cancellation's lookups, start and polls): transient
// failures are tried again with a growing pause, a 429 waits as the server asks (its Retry-After header, else its
// message).
import { statusOf, graphQLErrorCode, ApiError } from './api-error';
import { HTTP_RETRIES } from '../constants';

/** How long the page waits after a 429 when the server names no time. */
const DEFAULT_RATE_WAIT_SECONDS = 10;
/** The longest wait a 429 is given (the server's window is a minute). */
const MAX_RATE_WAIT_SECONDS = 60;
/** 429s in a row one request may meet before the run gives up (each wait is up to a minute). */
const MAX_RATE_WAITS = 10;
/** The longest pause between two tries after transient failures (the pause doubles from 1 s up to it). */
export const MAX_BACKOFF_MS = 30_000;

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Worth another try: network failures, 5xx, a repeat still running (409) and GraphQL internal errors. */
export function isTransientFailure(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 0 || status === 408 || status === 409 || (status !== undefined && status >= 500))
    return true;
  return graphQLErrorCode(error) === 'INTERNAL_SERVER_ERROR';
}

/**
 * Seconds a Retry-After header asks for: a number of seconds, or an HTTP date (then the time until it, from `now`);
 * null when absent or unreadable. A date in the past asks for no wait (0).
 */
export function retryAfterSeconds(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date always names its weekday and GMT (RFC 9110 §5.6.7); a bare number that is not whole is not one.
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Seconds to wait after a 429: the Retry-After header, else the server's message ("Try again in 42 seconds" /
 * "in 1 minute"), else DEFAULT_RATE_WAIT_SECONDS; 1…60.
 */
export function rateLimitWaitSeconds(error: unknown, now: number = Date.now()): number {
  const header = error instanceof ApiError ? retryAfterSeconds(error.retryAfter, now) : null;
  const message = error instanceof Error ? error.message : '';
  const seconds = /in (\d+) second/.exec(message);
  const minutes = /in (\d+) minute/.exec(message);
  const wait =
    header ?? (seconds ? Number(seconds[1]) : minutes ? Number(minutes[1]) * 60 : DEFAULT_RATE_WAIT_SECONDS);
  return Math.min(Math.max(wait, 1), MAX_RATE_WAIT_SECONDS);
}

/** Why a request is about to be tried again, and after how long. */
export interface RetryNotice {
  reason: 'rateLimited' | 'transient';
  waitMs: number;
}

export interface RetryOptions {
  sleep?: Sleep;
  /** Told before each wait caused by a 429. */
  onRateWait?: (seconds: number) => void;
  /** Told before every wait, a 429's or a transient failure's (the page says 再接続中 until the answer comes). */
  onRetry?: (notice: RetryNotice) => void;
  /**
   * Transient failures in a row before the run gives up: HTTP_RETRIES by default; Infinity for a request the page
   * must keep asking (a running job's poll: the job runs on whatever the network does).
   */
  maxFailures?: number;
  /** 429s in a row before the run gives up: MAX_RATE_WAITS by default; Infinity for a running job's poll. */
  maxRateWaits?: number;
  signal?: AbortSignal;
}

/**
 * Runs `attempt` until it succeeds: a transient failure is tried again up to `maxFailures` times (1, 2, 4 … s apart,
 * at most MAX_BACKOFF_MS); a 429 waits as long as the server asks and does not count as a failure (up to
 * `maxRateWaits` in a row); any other failure ends at once.
 */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  const maxFailures = options.maxFailures ?? HTTP_RETRIES;
  const maxRateWaits = options.maxRateWaits ?? MAX_RATE_WAITS;
  let failures = 0;
  let rateWaits = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (statusOf(error) === 429 && rateWaits < maxRateWaits) {
        rateWaits++;
        const seconds = rateLimitWaitSeconds(error);
        options.onRateWait?.(seconds);
        options.onRetry?.({ reason: 'rateLimited', waitMs: seconds * 1000 });
        await sleep(seconds * 1000);
        continue;
      }
      if (!isTransientFailure(error) || failures >= maxFailures) throw error;
      const waitMs = Math.min(1000 * 2 ** Math.min(failures, 30), MAX_BACKOFF_MS);
      options.onRetry?.({ reason: 'transient', waitMs });
      await sleep(waitMs);
      failures++;
    }
  }
}

/**
 * The same rules for a react-query query (its `retry` and `retryDelay`): a 429 is waited out as the server asks
 * (up to MAX_RATE_WAITS times), a transient failure retried HTTP_RETRIES times with the growing pause; anything
 * else shows at once. For pages that must ride out a rate limit (the bulk cancellation record).
 */
export const queryRetries = {
  retry: (failureCount: number, error: unknown): boolean =>
    statusOf(error) === 429
      ? failureCount < MAX_RATE_WAITS
      : failureCount < HTTP_RETRIES && isTransientFailure(error),
  retryDelay: (failureCount: number, error: unknown): number =>
    statusOf(error) === 429
      ? rateLimitWaitSeconds(error) * 1000
      : Math.min(1000 * 2 ** Math.max(failureCount - 1, 0), MAX_BACKOFF_MS),
};
