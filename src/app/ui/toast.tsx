// Toasts (document 1 §8): top-right, 5 seconds, success or error styling. A small external store so that
// non-React code (the query client's default mutation error handler) can raise one as well.
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../constants';
import { MESSAGES } from '../messages';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = () => void;

function createToastStore(durationMs = TOAST_DURATION_MS) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number) {
    const next = toasts.filter((t) => t.id !== id);
    if (next.length !== toasts.length) {
      toasts = next;
      emit();
    }
  }

  function show(kind: ToastKind, message: string): number {
    const id = nextId++;
    toasts = [...toasts, { id, kind, message }];
    emit();
    setTimeout(() => dismiss(id), durationMs);
    return id;
  }

  return {
    getToasts: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show,
    dismiss,
    success: (message: string) => show('success', message),
    error: (message: string) => show('error', message),
    clear() {
      toasts = [];
      emit();
    },
  };
}

export const toastStore = createToastStore();

/** `const toast = useToast(); toast.success('Update in progress')`. */
export function useToast() {
  return toastStore;
}

export function ToastViewport() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  return (
    <div className="toast-viewport" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} role="status" className={`toast toast--${t.kind}`} data-testid={`toast-${t.kind}`}>
          <span className="toast__message">{t.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={MESSAGES.common.close}
            onClick={() => toastStore.dismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
