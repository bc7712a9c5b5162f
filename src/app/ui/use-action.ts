// The one pattern every mutation of the console follows (document 2 §7, §8): unavailable offline with the
// reason, 'processing' while pending, 'an error occurred' plus the failure in Japanese, a success and
// an error toast, the affected queries invalidated through the key factories, never retried, never queued.
//
//   const close = useAction({
//     mutationFn: (vars, { idempotencyKey }) => closeConsumer(vars, idempotencyKey),
//     invalidate: () => [consumerKeys.detail(consumerId)],
//     successToast: 'account closed successfully',
//     errorToast: 'failed to close the account',
//   });
//   <ActionButton onClick={() => close.run({ consumerId })} disabled={close.pending}>…</ActionButton>
import { useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { approvalRequestIdOf, approvalsKeyRoot } from '../api/approval-required';
import { errorText } from './error-text';
import { useActionAvailability, type ActionAvailability } from './action-availability';
import { toastStore } from './toast';

export interface ActionContext {
  /** A fresh key per user action (one run), for the request's `Idempotency-Key` header. */
  idempotencyKey: string;
}

export interface UseActionOptions<TVariables, TResult> {
  mutationFn: (variables: TVariables, context: ActionContext) => Promise<TResult>;
  /** The query keys the change affects, from the key factories; invalidated after a success. */
  invalidate?: (result: TResult, variables: TVariables) => readonly QueryKey[];
  /** Toast after a success; none when omitted or when the function answers null. */
  successToast?: string | ((result: TResult, variables: TVariables) => string | null);
  /** Toast after a failure (default: the shared 'Something went wrong'); null for none. */
  errorToast?: string | null | ((error: unknown) => string | null);
  /** A reason the action cannot run yet, besides being offline. */
  unavailableReason?: string;
  onSuccess?: (result: TResult, variables: TVariables) => void;
}

export type ActionOutcome<TResult> = { ok: true; data: TResult } | { ok: false; error: unknown };

export interface ActionHandle<TVariables, TResult> {
  /** Runs the action once; never rejects (a failure is in the outcome, in `error` and in a toast). */
  run: (variables: TVariables) => Promise<ActionOutcome<TResult>>;
  pending: boolean;
  /** The last run's failure, null otherwise. */
  error: unknown;
  /**
   * The approval request when the last run was held for a second person (APPROVAL_REQUIRED, four eyes): nothing
   * changed, and the screen shows 承認待ち with a link instead of the success text. Null otherwise.
   */
  held: string | null;
  /** Forgets the last failure (a dialog opened again starts clean). */
  reset: () => void;
  availability: ActionAvailability;
}

/** Thrown (in the outcome) for a run while the action is unavailable: nothing was sent. */
export class ActionUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ActionUnavailableError';
  }
}

/** A random UUID v4; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function textOf<A extends unknown[]>(
  option: string | null | undefined | ((...args: A) => string | null),
  ...args: A
): string | null {
  if (typeof option === 'function') return option(...args);
  return option ?? null;
}

export function useAction<TVariables, TResult>(
  options: UseActionOptions<TVariables, TResult>,
): ActionHandle<TVariables, TResult> {
  const queryClient = useQueryClient();
  const availability = useActionAvailability(options.unavailableReason);
  const inFlight = useRef<Promise<ActionOutcome<TResult>> | null>(null);
  const mutation = useMutation({
    mutationFn: ({ variables, context }: { variables: TVariables; context: ActionContext }) =>
      options.mutationFn(variables, context),
    // A change is never repeated behind the user's back, nor held back for later: offline it fails at once.
    retry: 0,
    networkMode: 'always',
    meta: { handlesOwnErrors: true },
  });

  const run = (variables: TVariables): Promise<ActionOutcome<TResult>> => {
    // A second click while the first is under way joins it instead of sending the change twice.
    if (inFlight.current) return inFlight.current;
    if (availability.disabled) {
      const error = new ActionUnavailableError(availability.reason);
      toastStore.error(error.message);
      return Promise.resolve({ ok: false, error });
    }
    const context: ActionContext = { idempotencyKey: newIdempotencyKey() };
    const promise = mutation.mutateAsync({ variables, context }).then(
      (data): ActionOutcome<TResult> => {
        for (const queryKey of options.invalidate?.(data, variables) ?? []) {
          void queryClient.invalidateQueries({ queryKey });
        }
        const success = textOf(options.successToast, data, variables);
        if (success) toastStore.success(success);
        options.onSuccess?.(data, variables);
        return { ok: true, data };
      },
      (error: unknown): ActionOutcome<TResult> => {
        // Held, not failed: no error toast; the request lists, the header's count and the banners change.
        if (approvalRequestIdOf(error)) {
          void queryClient.invalidateQueries({ queryKey: approvalsKeyRoot });
          return { ok: false, error };
        }
        const text = options.errorToast === undefined ? errorText(error) : textOf(options.errorToast, error);
        if (text) toastStore.error(text);
        return { ok: false, error };
      },
    );
    inFlight.current = promise.finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  };

  return {
    run,
    pending: mutation.isPending,
    error: mutation.error ?? null,
    held: approvalRequestIdOf(mutation.error),
    reset: mutation.reset,
    availability,
  };
}
