// Requests with retries (document 1 §9 "HTTP retries 3"), for every tool that sends a file in many requests (the
// legal-status batch, the report-setting upload): transient failures are tried again, a 429 waits as the server asks.
import { statusOf, graphQLErrorCode } from './api-error';
import { HTTP_RETRIES } from '../constants';

/** How long the page waits after a 429 when the server's message names no time. */
const DEFAULT_RATE_WAIT_SECONDS = 10;
/** 429s in a row one request may meet before the run gives up (each wait is up to a minute). */
const MAX_RATE_WAITS = 10;

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Worth another try: network failures, 5xx, a repeat still running (409) and GraphQL internal errors. */
export function isTransientFailure(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 0 || status === 408 || status === 409 || (status !== undefined && status >= 500))
    return true;
  return graphQLErrorCode(error) === 'INTERNAL_SERVER_ERROR';
}

/** Seconds the server asks for in its 429 message ("Try again in 42 seconds" / "in 1 minute"). */
export function rateLimitWaitSeconds(error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  const seconds = /in (\d+) second/.exec(message);
  const minutes = /in (\d+) minute/.exec(message);
  const wait = seconds ? Number(seconds[1]) : minutes ? Number(minutes[1]) * 60 : DEFAULT_RATE_WAIT_SECONDS;
  return Math.min(Math.max(wait, 1), 60);
}

export interface RetryOptions {
  sleep?: Sleep;
  /** Told before each wait caused by a 429. */
  onRateWait?: (seconds: number) => void;
  signal?: AbortSignal;
}

/**
 * Runs `attempt` until it succeeds: a transient failure is tried again up to HTTP_RETRIES times (1, 2, 4 s
 * apart); a 429 waits as long as the server asks and does not count as a failure (up to MAX_RATE_WAITS in a
 * row); any other failure ends at once.
 */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  let failures = 0;
  let rateWaits = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (statusOf(error) === 429 && rateWaits < MAX_RATE_WAITS) {
        rateWaits++;
        const seconds = rateLimitWaitSeconds(error);
        options.onRateWait?.(seconds);
        await sleep(seconds * 1000);
        continue;
      }
      if (!isTransientFailure(error) || failures >= HTTP_RETRIES) throw error;
      await sleep(1000 * 2 ** failures);
      failures++;
    }
  }
}
