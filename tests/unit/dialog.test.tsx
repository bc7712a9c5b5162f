// @vitest-environment jsdom
// The modal and the two-step confirmation: named by its title, focus moves in and stays in, Esc and the close
// button close it, focus returns to the opener; the confirm step shows 'processing', then either closes on
// success or keeps the dialog open with 'an error occurred' and the failure in Japanese.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '../../src/app/api/query-client';
import { ApiError } from '../../src/app/api/api-error';
import { ConfirmDialog, Dialog } from '../../src/app/ui/dialog';
import { useAction } from '../../src/app/ui/use-action';
import { toastStore } from '../../src/app/ui/toast';

let queryClient: QueryClient;
let online = true;

beforeEach(() => {
  queryClient = createQueryClient();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function LogDialogPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create log
      </button>
      <button type="button">Elsewhere</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="New admin log"
        footer={<button type="button">Save</button>}
      >
        <label>
          Message
          <textarea />
        </label>
      </Dialog>
    </>
  );
}

function openLogDialog() {
  render(<LogDialogPage />);
  const opener = screen.getByRole('button', { name: 'Create log' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'New admin log' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, and focus moves to its first field', () => {
    const { dialog } = openLogDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Message' }));
  });

  it('keeps focus inside: Tab wraps at both ends, and focus that leaves is brought back', () => {
    const { dialog } = openLogDialog();
    const field = within(dialog).getByRole('textbox', { name: 'Message' });
    const close = within(dialog).getByRole('button', { name: '閉じる' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Esc closes it and focus returns to the opener', () => {
    const { opener, dialog } = openLogDialog();
    fireEvent.keyDown(within(dialog).getByRole('textbox'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it and focus returns to the opener; opened again it starts clean', () => {
    const { opener, dialog } = openLogDialog();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'draft' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });
});

interface FlagVariables {
  consumerId: string;
  reason: string;
}

function FlagPage({ mutationFn }: { mutationFn: (v: FlagVariables) => Promise<string> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const flag = useAction({
    mutationFn: (v: FlagVariables) => mutationFn(v),
    successToast: 'The fraud flag has been added',
    errorToast: 'Something went wrong',
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add flag
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Add fraud flag"
        action={flag}
        variables={{ consumerId: 'con_1', reason }}
        canProceed={reason !== ''}
        confirmation={<p>Flag con_1 for {reason}. The account will be disabled.</p>}
      >
        <label>
          Reason
          <select value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">choose</option>
            <option value="stolen card">stolen card</option>
          </select>
        </label>
      </ConfirmDialog>
    </>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('two steps: select, then a confirm step naming what will happen; processing, failure, retry, success', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const mutationFn = vi.fn((_v: FlagVariables) => answers[mutationFn.mock.calls.length - 1].promise);
    render(
      <QueryClientProvider client={queryClient}>
        <FlagPage mutationFn={mutationFn} />
      </QueryClientProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Add flag' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add fraud flag' });
    const next = within(dialog).getByRole('button', { name: '次へ' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Reason' }));

    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'stolen card' } });
    fireEvent.click(next);
    expect(
      within(dialog).getByText('Flag con_1 for stolen card. The account will be disabled.'),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: '確認' });
    expect(document.activeElement).toBe(confirm);
    expect(mutationFn).not.toHaveBeenCalled();

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('処理中…')).toBeTruthy();
    expect(mutationFn).toHaveBeenCalledWith({ consumerId: 'con_1', reason: 'stolen card' });

    await act(async () => answers[0].reject(new ApiError(500, 'Internal', 'database unavailable')));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('エラーが発生しました');
    // The failure in Japanese with its next step, never the raw error.
    expect(alert.textContent).toContain('サーバーでエラーが発生しました（HTTP 500）。再試行してください。');
    expect(alert.textContent).not.toContain('database unavailable');
    expect(screen.getByRole('dialog', { name: 'Add fraud flag' })).toBe(dialog);
    expect(toastStore.getToasts().map((t) => t.message)).toEqual(['Something went wrong']);

    // Back to the first step clears the failure; confirming again sends a new attempt.
    fireEvent.click(within(dialog).getByRole('button', { name: '戻る' }));
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '次へ' }));
    await vi.waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await act(async () => answers[1].resolve('Success'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(toastStore.getToasts().map((t) => `${t.kind}: ${t.message}`)).toContain(
      'success: The fraud flag has been added',
    );
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });

  it('offline the confirm button is disabled with the reason, and nothing is sent', () => {
    online = false;
    const mutationFn = vi.fn(() => Promise.resolve('Success'));
    render(
      <QueryClientProvider client={queryClient}>
        <FlagPage mutationFn={mutationFn} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add flag' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'stolen card' } });
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    const confirm = screen.getByRole('button', { name: '確認' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /オフライン/,
    );
    fireEvent.click(confirm);
    expect(mutationFn).not.toHaveBeenCalled();
  });
});
