// Toasts (document 1 §8): top-right just below the header (never over its buttons), success or error styling. A
// success leaves by itself after 5 seconds; an error stays until it is closed, so it is not missed while the user
// looks elsewhere (docs/decisions.md), and the same error again is not stacked twice. A small external store so
// that non-React code (the query client's default mutation error handler) can raise one as well.
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../constants';
import { useEarlyText } from '../../i18n/early-texts';

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
    const others = kind === 'error' ? toasts.filter((t) => t.kind !== kind || t.message !== message) : toasts;
    toasts = [...others, { id, kind, message }];
    emit();
    if (kind === 'success') setTimeout(() => dismiss(id), durationMs);
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

/**
 * Puts the toasts just below the header (its height, read when a toast shows): measured here, when there is a toast,
 * rather than kept on the page by the header, whose every mount and resize then restyled the whole document.
 */
function useBelowHeader(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const viewport = ref.current;
    if (!shown || !viewport) return;
    const header = document.querySelector('.app-header');
    viewport.style.top = header ? `calc(${header.getBoundingClientRect().height}px + 0.75rem)` : '';
  }, [shown]);
  return ref;
}

export function ToastViewport() {
  const t = useEarlyText();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
  const ref = useBelowHeader(toasts.length > 0);
  return (
    <div className="toast-viewport" aria-live="polite" ref={ref}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="status"
          className={`toast toast--${toast.kind}`}
          data-testid={`toast-${toast.kind}`}
        >
          <span className="toast__message">{toast.message}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={t('ui.close')}
            onClick={() => toastStore.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
