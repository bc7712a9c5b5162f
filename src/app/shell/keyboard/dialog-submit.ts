// Ctrl+Enter in a dialog: presses its main button (the primary, enabled button of the dialog that is on top),
// exactly as a click would, so the dialog's own rules (incomplete fields, pending runs) apply unchanged.

export function submitOpenDialog(): boolean {
  const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return false;
  const buttons = [
    ...dialog.querySelectorAll<HTMLButtonElement>('button.button--primary, button[type="submit"]'),
  ];
  const main = buttons.reverse().find((b) => !b.disabled);
  if (!main) return false;
  main.click();
  return true;
}
