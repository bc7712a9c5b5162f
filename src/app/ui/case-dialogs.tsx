// The dialogs of a case change (a consumer's): ConfirmDialog and FormDialog that send the case version seen when
// the dialog opened (useExpectedVersion) as expectedVersion and show a STALE_CASE refusal (StaleCaseNotice) with
// 最新の内容を表示, which takes the latest version and keeps what was typed. Mounted only while open.
import type { ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './dialog';
import { FormDialog, type FormDialogProps } from './form-dialog';
import { StaleCaseNotice, useExpectedVersion, type SeenVersion } from './stale-case';

interface CaseProps {
  /** The consumer whose case the change is; its page's data is reloaded by 最新の内容を表示. */
  consumerId: string;
  /** The version the dialog was opened on when the caller knows it; else the page's (CaseVersionProvider). */
  shownVersion?: number;
}

/** A one- or two-step confirmation of a case change: the confirm step says `message`, then any stale notice. */
export function CaseConfirmDialog<TVariables extends SeenVersion, TResult>({
  consumerId,
  shownVersion,
  variables,
  message,
  ...dialog
}: Omit<ConfirmDialogProps<TVariables, TResult>, 'open' | 'confirmation'> &
  CaseProps & { message: ReactNode }) {
  const seen = useExpectedVersion(shownVersion);
  return (
    <ConfirmDialog
      open
      {...dialog}
      variables={{ ...variables, expectedVersion: seen.expectedVersion }}
      confirmation={
        <>
          <p>{message}</p>
          <StaleCaseNotice consumerId={consumerId} error={dialog.action.error} onLatest={seen.adopt} />
        </>
      }
    />
  );
}

/** A form of a case change: the fields (children), then any stale notice. */
export function CaseFormDialog<TVariables extends SeenVersion, TResult>({
  consumerId,
  shownVersion,
  variables,
  children,
  ...dialog
}: Omit<FormDialogProps<TVariables, TResult>, 'open'> & CaseProps) {
  const seen = useExpectedVersion(shownVersion);
  return (
    <FormDialog
      open
      {...dialog}
      variables={variables && { ...variables, expectedVersion: seen.expectedVersion }}
    >
      {children}
      <StaleCaseNotice consumerId={consumerId} error={dialog.action.error} onLatest={seen.adopt} />
    </FormDialog>
  );
}

/** What a case dialog is given: the consumer, why the change cannot run (besides offline), and its way out. */
export interface CaseDialogProps {
  consumerId: string;
  reason: string | undefined;
  onClose: () => void;
}
