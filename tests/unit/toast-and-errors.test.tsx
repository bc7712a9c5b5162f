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
  it('show success and error styling as status messages and disappear after 5 seconds', () => {
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
    expect(screen.queryAllByRole('status')).toHaveLength(0);
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
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
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
