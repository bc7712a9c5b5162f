// @vitest-environment jsdom
// Safety and clarity: confirmations of what cannot be undone start on Cancel (Dialog, ConfirmDialog and
// FormDialog's `initialFocus="cancel"` / `confirmation`), so Enter pressed twice never confirms, while Ctrl+Enter
// still presses the main button; a disabled action shows its reason to the pointer and the keyboard (ActionButton);
// the confirmations name the consumer; the fraud tabs' rules read the fraudManagementPermissions answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../../src/app/api/query-client';
import { ActionButton } from '../../src/app/ui/action-availability';
import { ConfirmDialog, Dialog } from '../../src/app/ui/dialog';
import { FormDialog } from '../../src/app/ui/form-dialog';
import { useAction } from '../../src/app/ui/use-action';
import { toastStore } from '../../src/app/ui/toast';
import { submitOpenDialog } from '../../src/app/shell/keyboard/dialog-submit';
import { needsFinalStatusConfirmation } from '../../src/app/features/consumers/consumer-action-rules';
import { consumerWho } from '../../src/app/ui/person-name';
import {
  canChangePaymentFlags,
  exclusionReason,
  fraudFlagReason,
} from '../../src/app/features/fraud/fraud-action-rules';
import { PERMISSIONS } from '../../src/shared/permissions';

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = createQueryClient();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const withClient = (node: ReactNode) => (
  <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
);

/** Enter on the focused button, as a browser does: it activates (clicks) that button. */
function pressEnter() {
  const focused = document.activeElement as HTMLElement;
  fireEvent.keyDown(focused, { key: 'Enter' });
  fireEvent.click(focused);
}

function CloseAccountPage({ run }: { run: () => Promise<string> }) {
  const [open, setOpen] = useState(false);
  const close = useAction({ mutationFn: run });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Close account
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Close account"
        action={close}
        variables={{}}
        confirmation={<p>Close the account of {consumerWho({ id: 'con_1', kanjiName: '山田 太郎' })}?</p>}
        confirmLabel="Close account"
        initialFocus="cancel"
      />
    </>
  );
}

describe('confirmations of what cannot be undone start on Cancel', () => {
  it('ConfirmDialog: Enter twice (opener, then the dialog) only opens and cancels; nothing runs', async () => {
    const run = vi.fn(async () => 'Success');
    render(withClient(<CloseAccountPage run={run} />));
    const opener = screen.getByRole('button', { name: 'Close account' });
    opener.focus();
    pressEnter();
    const dialog = screen.getByRole('dialog', { name: 'Close account' });
    expect(dialog.textContent).toContain('山田 太郎 (con_1)');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('キャンセル'));
    pressEnter();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it('ConfirmDialog: Ctrl+Enter still presses the main button', async () => {
    const run = vi.fn(async () => 'Success');
    render(withClient(<CloseAccountPage run={run} />));
    fireEvent.click(screen.getByRole('button', { name: 'Close account' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('キャンセル'));
    expect(submitOpenDialog()).toBe(true);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('Dialog: initialFocus="cancel" starts on the element marked data-dialog-cancel; the default on the first field', () => {
    render(
      <Dialog
        open
        onClose={() => {}}
        title="Deactivate"
        initialFocus="cancel"
        footer={
          <>
            <button type="button" data-dialog-cancel>
              Cancel
            </button>
            <button type="button" className="button--primary">
              Deactivate
            </button>
          </>
        }
      >
        <input aria-label="note" />
      </Dialog>,
    );
    expect(document.activeElement?.textContent).toBe('Cancel');
    cleanup();
    render(
      <Dialog open onClose={() => {}} title="Note" footer={<button type="button">Save</button>}>
        <input aria-label="note" />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'note' }));
  });

  it('FormDialog with a confirmation: submit asks first (naming the case), on Cancel; the second submit runs', async () => {
    const run = vi.fn(async (_v: { status: string }) => 'Success');
    function StatusForm() {
      const [status, setStatus] = useState('Normal');
      const change = useAction({ mutationFn: run });
      return (
        <FormDialog
          open
          onClose={() => {}}
          title="Change status"
          action={change}
          variables={{ status }}
          submitLabel="Change status"
          confirmation={
            needsFinalStatusConfirmation('Normal', status) ? <p>Dead for 山田 太郎 (con_1)</p> : null
          }
        >
          <label>
            Legal status
            <select value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="Normal">Normal</option>
              <option value="Dead">Dead</option>
            </select>
          </label>
        </FormDialog>
      );
    }
    render(withClient(<StatusForm />));
    const dialog = screen.getByRole('dialog', { name: 'Change status' });
    fireEvent.change(within(dialog).getByLabelText('Legal status'), { target: { value: 'Dead' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(run).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('Dead for 山田 太郎 (con_1)');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('キャンセル'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0][0]).toEqual({ status: 'Dead' });
  });

  it('a final legal status needs the confirmation; other changes and no change do not', () => {
    expect(needsFinalStatusConfirmation('Normal', 'Dead')).toBe(true);
    expect(needsFinalStatusConfirmation('Normal', 'BankruptcyConfirmed')).toBe(true);
    expect(needsFinalStatusConfirmation('Normal', 'BankruptcyStart')).toBe(false);
    expect(needsFinalStatusConfirmation('Dead', 'Dead')).toBe(false);
  });

  it('names the consumer by kanji name, else kana name, with the id; the id alone without a name', () => {
    expect(consumerWho({ id: 'con_1', kanjiName: '山田 太郎', kanaName: 'ヤマダ タロウ' })).toBe(
      '山田 太郎 (con_1)',
    );
    expect(consumerWho({ id: 'con_1', kanjiName: ' ', kanaName: 'ヤマダ タロウ' })).toBe(
      'ヤマダ タロウ (con_1)',
    );
    expect(consumerWho({ id: 'con_1', kanjiName: null, kanaName: null })).toBe('con_1');
  });
});

describe('a disabled action says why, to the pointer and to the keyboard', () => {
  it('the wrapper is a tab stop holding the visible reason (a tooltip), which is also the description', () => {
    render(
      <>
        <ActionButton unavailableReason="権限がありません: consumers.close">Close account</ActionButton>
        <ActionButton>Change phone</ActionButton>
      </>,
    );
    const blocked = screen.getByRole('button', { name: 'Close account' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    const wrapper = blocked.parentElement!;
    expect(wrapper.getAttribute('data-reason')).toBe('権限がありません: consumers.close');
    expect(wrapper.tabIndex).toBe(0);
    const tooltip = within(wrapper).getByRole('tooltip', { hidden: true });
    expect(tooltip.textContent).toBe('権限がありません: consumers.close');
    expect(blocked.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(wrapper.getAttribute('aria-describedby')).toBe(tooltip.id);
    wrapper.focus();
    expect(document.activeElement).toBe(wrapper);

    // An available action: no extra tab stop, no reason.
    const open = screen.getByRole('button', { name: 'Change phone' });
    expect(open.parentElement!.hasAttribute('tabindex')).toBe(false);
    expect(open.parentElement!.getAttribute('data-reason')).toBeNull();
  });
});

describe('fraud tab rules read the fraudManagementPermissions answer', () => {
  const answered = (held: string[]) => ({ held, failed: false });

  it('nothing runs before the answer, nor after a failure, each saying so', () => {
    expect(fraudFlagReason({ held: null, failed: false })).toBe('権限を確認しています');
    expect(exclusionReason({ held: null, failed: true })).toBe(
      '権限を確認できませんでした。再読み込みしてください',
    );
    expect(canChangePaymentFlags({ held: null, failed: false })).toBe(false);
  });

  it('each action follows its permission in the answer', () => {
    expect(fraudFlagReason(answered([PERMISSIONS.fraudFlagsWrite]))).toBeUndefined();
    expect(fraudFlagReason(answered([PERMISSIONS.assessmentExclusionsWrite]))).toBe(
      '権限がありません: fraud_flags.write',
    );
    expect(exclusionReason(answered([PERMISSIONS.assessmentExclusionsWrite]))).toBeUndefined();
    expect(canChangePaymentFlags(answered([PERMISSIONS.paymentFraudFlagsWrite]))).toBe(true);
    expect(canChangePaymentFlags(answered([PERMISSIONS.paymentFraudFlagsRead]))).toBe(false);
  });
});
