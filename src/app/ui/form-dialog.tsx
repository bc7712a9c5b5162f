// A one-step form in the console's modal whose submit runs an action (ui/use-action): the fields, Cancel and the
// submit button, 'processing' while pending and 'an error occurred' with the error after a failure (ActionStatus),
// and a refusal the server answered as a result value (EmailExists, PhoneExists, …) in the user's words. A success
// closes it. The e-mail, phone, legal-status, log, unflag, exclusion and payment-flag forms of document 2 use it;
// the two-step confirmation is ConfirmDialog (ui/dialog.tsx). With `confirmation`, a complete submit first shows that
// text with Cancel (focused: Enter twice does nothing) and the submit button, which then runs the action (for
// a change that cannot be undone, such as a final legal status).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import {
  Dialog,
  DialogFeedback,
  DialogMainButton,
  dialogFrame,
  useDialogRun,
  type InitialFocus,
} from './dialog';
import type { ActionHandle } from './use-action';

export interface FormDialogProps<TVariables, TResult> {
  open: boolean;
  onClose: () => void;
  title: string;
  action: ActionHandle<TVariables, TResult>;
  /** What the fields make; null while the form is incomplete (submit then calls `onIncomplete`). */
  variables: TVariables | null;
  /** Submitted while incomplete: the owner shows its fields' messages (document 2 §5 'required field'). */
  onIncomplete?: () => void;
  /** Disables submit (the forms whose submit stays disabled while a field is empty). */
  submitDisabled?: boolean;
  submitLabel?: string;
  /** The user's message for an answer that is a refusal, null for a success (the dialog then closes). */
  refusal?: (result: TResult) => string | null;
  onDone?: (result: TResult) => void;
  /** Asked before running (null/undefined: runs at once); says what will change, naming the case. */
  confirmation?: ReactNode;
  /** Where focus starts when the dialog opens (DialogProps.initialFocus). */
  initialFocus?: InitialFocus;
  children: ReactNode;
}

export function FormDialog<TVariables, TResult>(props: FormDialogProps<TVariables, TResult>) {
  return (
    <Dialog {...dialogFrame(props)} className="form-dialog">
      <ActionForm {...props} />
    </Dialog>
  );
}

function ActionForm<TVariables, TResult>({
  onClose,
  action,
  variables,
  onIncomplete,
  submitDisabled = false,
  submitLabel,
  refusal,
  onDone,
  confirmation,
  children,
}: FormDialogProps<TVariables, TResult>) {
  const t = useT();
  const { refused, run } = useDialogRun({ action, refusal, onDone, onClose });
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const asks = confirmation !== undefined && confirmation !== null;
  // The confirm step starts on Cancel; a change of the fields (no longer asking) returns to them.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);
  if (confirming && !asks) setConfirming(false);

  const submit = async () => {
    if (action.pending) {
      // A second submit while the first runs joins it (useAction sends once).
      await action.run(variables as TVariables);
      return;
    }
    if (variables === null) {
      onIncomplete?.();
      return;
    }
    if (asks && !confirming) {
      setConfirming(true);
      return;
    }
    await run(variables);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div hidden={confirming}>{children}</div>
      {confirming && <div className="confirm-dialog__confirmation">{confirmation}</div>}
      <DialogFeedback action={action} refused={refused} />
      <div className="dialog__buttons">
        <button
          ref={cancelRef}
          type="button"
          className="button"
          data-dialog-cancel
          disabled={action.pending}
          onClick={onClose}
        >
          {action.held ? t('ui.close') : t('ui.action.cancel')}
        </button>
        <DialogMainButton action={action} type="submit" disabled={submitDisabled}>
          {submitLabel ?? t('ui.action.submit')}
        </DialogMainButton>
      </div>
    </form>
  );
}
