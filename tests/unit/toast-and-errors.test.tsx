// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ToastViewport, toastStore } from '../../src/app/ui/toast';
import { RootErrorBoundary } from '../../src/app/ui/error-fallback';
import { EmptyBox } from '../../src/app/ui/empty-box';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('show success and error styling as status messages; a success leaves after 5 seconds, an error stays until closed', () => {
    render(<ToastViewport />);
    act(() => {
      toastStore.success('Update in progress');
      toastStore.error('Something went wrong');
    });
    const toasts = screen.getAllByRole('status');
    expect(toasts.map((t) => t.className)).toEqual(['toast toast--success', 'toast toast--error']);
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual(['Something went wrong×']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  it('does not stack the same error twice: the repeat replaces it, at the end', () => {
    render(<ToastViewport />);
    act(() => {
      toastStore.error('Something went wrong');
      toastStore.error('failed to update e-mail');
      toastStore.error('Something went wrong');
    });
    expect(screen.getAllByRole('status').map((t) => t.textContent)).toEqual([
      'failed to update e-mail×',
      'Something went wrong×',
    ]);
  });

  it('can be closed early', () => {
    render(<ToastViewport />);
    act(() => void toastStore.success('done'));
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText('done')).toBeNull();
  });
});

describe('root error boundary', () => {
  it('shows Something went wrong. with the error text and stack in a details element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('kaboom');
    }
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'エラーが発生しました。' })).toBeTruthy();
    const details = document.querySelector('details')!;
    expect(details.textContent).toContain('Error: kaboom');
    expect(details.textContent).toContain('Broken');
  });
});

describe('empty box', () => {
  it('says there is no data', () => {
    render(<EmptyBox />);
    expect(screen.getByText('データがありません')).toBeTruthy();
  });
});
