// The console's modal: a native <dialog> opened with showModal() (the page behind is inert), named by its
// title. Focus moves in on open and is kept inside (Tab wraps; focus leaving is brought back, for engines
// without showModal as well), Esc and the close button ask to close, and focus returns to the opener.
// ConfirmDialog builds the spec's two-step confirmation on it, with an action's pending and error states.
import { dialogOpened } from './open-dialogs';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/use-t';
import { approvalRequestIdOf } from '../api/approval-required';
import { ActionButton, type ActionButtonProps } from './action-availability';
import { ApprovalPendingNotice } from './approval-pending';
import { errorText } from './error-text';
import type { ActionHandle } from './use-action';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

export interface DialogProps {
  open: boolean;
  /** Asked to close (Esc, the close button); the owner sets `open` to false. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  className?: string;
  /**
   * Where focus starts: 'first' (default) the first field or `[data-autofocus]`; 'cancel' the button marked
   * `data-dialog-cancel` (Cancel or Back), for changes that cannot be undone: Enter pressed twice then cancels
   * instead of confirming. Ctrl+Enter still presses the main button (shell/keyboard/dialog-submit.ts).
   */
  initialFocus?: InitialFocus;
}

export type InitialFocus = 'first' | 'cancel';

/** The element focus starts on inside `root` (a dialog, or a step of one). */
function initialTarget(root: HTMLElement, initialFocus: InitialFocus): HTMLElement | undefined {
  const cancel = initialFocus === 'cancel' ? root.querySelector<HTMLElement>('[data-dialog-cancel]') : null;
  return (
    cancel ??
    root.querySelector<HTMLElement>('[data-autofocus]') ??
    focusablesIn(root).find((el) => !el.classList.contains('dialog__close'))
  );
}

/** Rendered only while open, so a dialog opened again starts from a clean state. */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  className,
  initialFocus = 'first',
}: Omit<DialogProps, 'open'>) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // While a dialog is open the tab counts as acting on its case (presence shows 操作中).
  useEffect(() => dialogOpened(), []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // The first field or button of the content, not the close button: the user came to fill or confirm.
    const target = initialTarget(dialog, initialFocus) ?? dialog.querySelector<HTMLElement>('.dialog__close');
    target?.focus();
    // Focus that leaves the dialog (a click outside where the page is not inert) comes back into it.
    const keepInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (focusablesIn(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      // Released before focus goes back to the opener, which is outside.
      document.removeEventListener('focusin', keepInside);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
    // Read once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusablesIn(ref.current);
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      // The browser's own close request (Esc): the owner decides, so the DOM never closes behind React.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      {footer && <div className="dialog__footer">{footer}</div>}
      <button type="button" className="dialog__close" aria-label={t('ui.close')} onClick={onClose}>
        ×
      </button>
    </dialog>
  );
}

/**
 * An action's state inside a modal: 'processing' while pending, 'an error occurred' and the failure in Japanese
 * (ui/error-text.ts, never the raw error; the dialog's confirm button is the retry) after a failure,
 * 承認待ち with the request's link when the change was held for a second person.
 */
export function ActionStatus({ pending, error }: { pending: boolean; error: unknown }) {
  const t = useT();
  const held = approvalRequestIdOf(error);
  if (held && !pending) return <ApprovalPendingNotice requestId={held} focus />;
  if (pending) {
    return (
      <p className="action-status" role="status">
        {t('ui.action.processing')}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className="query-error action-status" role="alert">
      <strong>{t('ui.action.failed')}</strong>
      <p>{errorText(error)}</p>
    </div>
  );
}

export interface ConfirmDialogProps<TVariables, TResult> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The change to run on confirm (useAction). */
  action: ActionHandle<TVariables, TResult>;
  /** Its variables, as the first step left them. */
  variables: TVariables;
  /** The first step, where the user selects or enters; omitted, the dialog opens on the confirm step. */
  children?: ReactNode;
  /** Whether the first step is complete (Next is disabled until then). */
  canProceed?: boolean;
  /** The confirm step's text: says what will happen. */
  confirmation: ReactNode;
  /** The main button; say what it does where Confirm would be vague (e.g. N件を取り消す). */
  confirmLabel?: string;
  /** The one-step dialog's way out (default Cancel): キャンセル on a Japanese page, 戻る where the change itself is a cancellation. */
  cancelLabel?: string;
  /** After a success, before the dialog closes. */
  onDone?: (result: TResult) => void;
  /**
   * The user's message when the server answered with a refusal (a result such as ErrorActiveContracts rather
   * than an error); the dialog then stays open and shows it. Null for an answer that is a success.
   */
  refusal?: (result: TResult) => string | null;
  /** 'cancel' for a change that cannot be undone: each step starts on Cancel / Back (see DialogProps). */
  initialFocus?: InitialFocus;
}

/** A refusal the server answered (document 2 §8's per-result messages), shown in the dialog. */
export function ActionRefusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error action-refusal" role="alert">
      {message}
    </p>
  );
}

/**
 * The two-step confirmation (document 2 §4, e.g. a fraud flag: select, then confirm). Confirm runs the action;
 * a success closes the dialog, a failure keeps it open with the error, and Back returns to the first step.
 */
export function ConfirmDialog<TVariables, TResult>(props: ConfirmDialogProps<TVariables, TResult>) {
  return (
    <Dialog {...dialogFrame(props)} className="confirm-dialog">
      <ConfirmSteps {...props} />
    </Dialog>
  );
}

/** What an action's dialog (ConfirmDialog, FormDialog) hands its modal. */
export function dialogFrame({
  open,
  onClose,
  title,
  initialFocus,
}: Pick<DialogProps, 'open' | 'onClose' | 'title' | 'initialFocus'>) {
  return { open, onClose, title, initialFocus };
}

/**
 * An action's run from its dialog: a refusal the server answered as a result value stays in the dialog
 * (`refused`), a success calls `onDone` and closes. A dialog opened again does not show the previous attempt's error.
 */
export function useDialogRun<TVariables, TResult>({
  action,
  refusal,
  onDone,
  onClose,
}: {
  action: ActionHandle<TVariables, TResult>;
  refusal?: (result: TResult) => string | null;
  onDone?: (result: TResult) => void;
  onClose: () => void;
}) {
  const [refused, setRefused] = useState<string | null>(null);
  const { reset } = action;
  useEffect(() => reset(), [reset]);
  const run = async (variables: TVariables) => {
    setRefused(null);
    const outcome = await action.run(variables);
    if (!outcome.ok) return;
    const refusedWith = refusal?.(outcome.data) ?? null;
    if (refusedWith) {
      setRefused(refusedWith);
      return;
    }
    onDone?.(outcome.data);
    onClose();
  };
  return { refused, setRefused, run };
}

type ActionState = Pick<ActionHandle<unknown, unknown>, 'pending' | 'error' | 'held' | 'availability'>;

/** The action's state and a refusal, above the dialog's buttons. */
export function DialogFeedback({ action, refused }: { action: ActionState; refused: string | null }) {
  return (
    <>
      <ActionStatus pending={action.pending} error={action.error} />
      {!action.pending && <ActionRefusal message={refused} />}
    </>
  );
}

/**
 * The dialog's main button: its reason when unavailable; not disabled while pending (focus would drop to the
 * page): a second click joins the first run. Not shown once the change is held for a second person (asking again
 * would only make a second request).
 */
export function DialogMainButton({
  action,
  ...button
}: { action: ActionState } & Omit<ActionButtonProps, 'className' | 'unavailableReason'>) {
  if (action.held) return null;
  return (
    <ActionButton
      className="button button--primary"
      unavailableReason={action.availability.disabled ? action.availability.reason : undefined}
      aria-disabled={action.pending || undefined}
      {...button}
    />
  );
}

function ConfirmSteps<TVariables, TResult>({
  onClose,
  action,
  variables,
  children,
  canProceed = true,
  confirmation,
  confirmLabel,
  cancelLabel,
  onDone,
  refusal,
  initialFocus = 'first',
}: ConfirmDialogProps<TVariables, TResult>) {
  const t = useT();
  const twoSteps = children !== undefined;
  const [step, setStep] = useState<'input' | 'confirm'>(twoSteps ? 'input' : 'confirm');
  const { refused, setRefused, run } = useDialogRun({ action, refusal, onDone, onClose });
  const { reset } = action;
  const box = useRef<HTMLDivElement>(null);
  // The button that moved to the next step is gone: focus goes to the new step's first control.
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    // The first step is for choosing: only the confirm step starts on Cancel / Back.
    initialTarget(root, step === 'confirm' ? initialFocus : 'first')?.focus();
  }, [step, initialFocus]);

  return <div ref={box}>{step === 'input' ? renderInput() : renderConfirm()}</div>;

  function renderInput() {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canProceed) setStep('confirm');
        }}
      >
        {children}
        <div className="dialog__buttons">
          <button type="button" className="button" data-dialog-cancel onClick={onClose}>
            {t('ui.action.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!canProceed}>
            {t('ui.action.next')}
          </button>
        </div>
      </form>
    );
  }

  function renderConfirm() {
    return (
      <>
        <div className="confirm-dialog__confirmation">{confirmation}</div>
        <DialogFeedback action={action} refused={refused} />
        <div className="dialog__buttons">
          {twoSteps ? (
            <button
              type="button"
              className="button"
              data-dialog-cancel
              disabled={action.pending}
              onClick={() => {
                reset();
                setRefused(null);
                setStep('input');
              }}
            >
              {t('ui.action.back')}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              data-dialog-cancel
              disabled={action.pending}
              onClick={onClose}
            >
              {action.held ? t('ui.close') : (cancelLabel ?? t('ui.action.cancel'))}
            </button>
          )}
          <DialogMainButton action={action} data-autofocus onClick={() => void run(variables)}>
            {confirmLabel ?? t('ui.action.confirm')}
          </DialogMainButton>
        </div>
      </>
    );
  }
}
