// A time limit for one call, so that a failure shows fast: a signal that aborts after `timeoutMs` or when the
// caller's own signal aborts, whichever comes first. A call abandoned for its time limit fails as an ApiError
// with code Timeout (status 0); one the caller aborted keeps the caller's abort.
import { ApiError, TIMEOUT_CODE } from './api-error';

export interface Deadline {
  signal: AbortSignal;
  /** Whether the time limit (not the caller) ended the call. */
  timedOut: () => boolean;
  /** Stops the timer once the call is over. */
  clear: () => void;
}

export function deadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Runs `call` under a time limit: past it, the call is aborted and fails with a Timeout ApiError. */
export async function withDeadline<T>(
  timeoutMs: number,
  callerSignal: AbortSignal | undefined,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const limit = deadline(timeoutMs, callerSignal);
  try {
    return await call(limit.signal);
  } catch (error) {
    if (limit.timedOut()) throw new ApiError(0, TIMEOUT_CODE, `No answer within ${timeoutMs} ms`);
    throw error;
  } finally {
    limit.clear();
  }
}
