// A button that opens a dialog: disabled with the reason the action cannot run (a missing permission, offline),
// the dialog mounted only while open, so each opening starts clean.
import { useState, type ReactNode } from 'react';
import { ActionButton } from './action-availability';

export function DialogButton({
  label,
  reason,
  className = 'button',
  dialog,
}: {
  label: ReactNode;
  /** Why the action cannot run, besides being offline; undefined when it can. */
  reason: string | undefined;
  className?: string;
  /** The dialog, given the function that closes it. */
  dialog: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionButton className={className} unavailableReason={reason} onClick={() => setOpen(true)}>
        {label}
      </ActionButton>
      {open && dialog(() => setOpen(false))}
    </>
  );
}
