// @vitest-environment jsdom
// The offline rules (useActionAvailability, ActionButton), the freshness line, and the recent cases list:
// only the signed-in user's cases, with when each was fetched, emptied by the wipe of sign-out / 401.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ActionButton, useActionAvailability } from '../../src/app/ui/action-availability';
import { freshnessText } from '../../src/app/recent/recent-freshness';
import { RecentCasesMenu } from '../../src/app/recent/recent-cases';
import {
  handOverRecentCase,
  useRecentCaseData,
  useRecordRecentCase,
} from '../../src/app/recent/recent-store';
import { wipeLocalSession } from '../../src/app/api/unauthorized';
import { consoleStore } from '../../src/app/state/console-store';
import { consoleDb, listRecentLookups } from '../../src/db/console-db';
import { t } from '../../src/i18n/i18n';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(async () => {
  localStorage.clear();
  consoleStore.clearUser();
  await consoleDb.recentLookups.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useActionAvailability', () => {
  it('disables every action offline with the reason, and enables it again online', () => {
    setOnline(true);
    const { result } = renderHook(() => useActionAvailability());
    expect(result.current).toEqual({ disabled: false, reason: '' });
    act(() => setOnline(false));
    expect(result.current).toEqual({ disabled: true, reason: t('pwa.actionOffline') });
    act(() => setOnline(true));
    expect(result.current.disabled).toBe(false);
  });

  it('gives a page’s own reason online, and offline first', () => {
    setOnline(true);
    const { result } = renderHook(() => useActionAvailability('まだ'));
    expect(result.current).toEqual({ disabled: true, reason: 'まだ' });
    act(() => setOnline(false));
    expect(result.current.reason).toBe(t('pwa.actionOffline'));
  });

  it('ActionButton is disabled offline with the reason as tooltip and description', () => {
    setOnline(false);
    const onClick = vi.fn();
    render(<ActionButton onClick={onClick}>保存</ActionButton>);
    const button = screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.parentElement?.getAttribute('data-reason')).toBe(t('pwa.actionOffline'));
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      t('pwa.actionOffline'),
    );
    act(() => setOnline(true));
    expect(button.disabled).toBe(false);
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('freshnessText', () => {
  const NOW = 1_000_000_000;
  const base = { isPlaceholderData: false, isFetching: false, isSuccess: true, dataUpdatedAt: NOW - 60_000 };
  it('tells the stored copy’s age while refreshing, nothing once live', () => {
    expect(
      freshnessText({ ...base, isPlaceholderData: true, isFetching: true }, NOW - 12 * 60_000, true, NOW),
    ).toBe('12 分前のデータ · 最新のデータを取得中…');
    expect(freshnessText({ ...base, isFetching: true }, undefined, true, NOW)).toBe(
      '1 分前のデータ · 最新のデータを取得中…',
    );
    expect(freshnessText(base, undefined, true, NOW)).toBeNull();
    expect(freshnessText({ ...base, isPlaceholderData: true }, NOW - 3 * 3600_000, false, NOW)).toBe(
      '3 時間前のデータ · オフラインのため更新できません',
    );
    expect(freshnessText({ ...base, isSuccess: false, dataUpdatedAt: 0 }, undefined, true, NOW)).toBeNull();
  });
});

describe('recent cases', () => {
  it('records a case and reads it back for the same user only', async () => {
    consoleStore.setUser(ALICE);
    const data = { payment: { id: 'pay_1' } };
    const fetchedAt = Date.now() - 1000;
    // The page goes before Bob signs in, as it does when staff sign in.
    const recorder = renderHook(() =>
      useRecordRecentCase('payment', 'pay_1', data, { label: '¥1,000 ヨガ', fetchedAt }),
    );
    await waitFor(async () => expect(await listRecentLookups(ALICE)).toHaveLength(1));
    recorder.unmount();

    const alice = renderHook(() => useRecentCaseData<typeof data>('payment', 'pay_1'));
    await waitFor(() => expect(alice.result.current.loaded).toBe(true));
    expect(alice.result.current).toMatchObject({ data, fetchedAt });
    alice.unmount();

    act(() => consoleStore.setUser(BOB));
    const bob = renderHook(() => useRecentCaseData('payment', 'pay_1'));
    await waitFor(() => expect(bob.result.current.loaded).toBe(true));
    expect(bob.result.current.data).toBeUndefined();
  });

  it('lists the signed-in user’s cases as links, keyboard accessible, and empties on the wipe', async () => {
    const now = Date.now();
    await consoleDb.recentLookups.bulkPut([
      { staffUserId: ALICE, kind: 'payment', id: 'pay_1', label: '¥1,000 ヨガ', fetchedAt: now - 1000 },
      { staffUserId: ALICE, kind: 'account', id: 'con_1', label: '山田 太郎', fetchedAt: now },
      { staffUserId: BOB, kind: 'consumer', id: 'con_bob', label: 'ボブの顧客', fetchedAt: now },
    ]);
    consoleStore.setUser(ALICE);
    render(
      <MemoryRouter>
        <RecentCasesMenu />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: /最近のケース/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: '最近開いたケース' });
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(2));
    const links = within(panel).getAllByRole('link');
    expect(links[0].getAttribute('href')).toBe('/accounts/con_1');
    expect(links[1].getAttribute('href')).toBe('/payments/pay_1/auth');
    expect(panel.textContent).toContain('取得日時');
    expect(panel.textContent).not.toContain('ボブの顧客');

    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await act(() => wipeLocalSession(ALICE));
    await waitFor(() => expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0));
    expect((await consoleDb.recentLookups.toArray()).map((r) => r.staffUserId)).toEqual([BOB]);
  });

  it('a case opened from the list renders its handed-over copy on the first render, once, for its own user only', async () => {
    const now = Date.now();
    const row = {
      staffUserId: ALICE,
      kind: 'consumer' as const,
      id: 'con_1',
      snapshot: { consumer: { id: 'con_1' } },
      fetchedAt: now - 5000,
    };
    consoleStore.setUser(ALICE);
    handOverRecentCase(row);
    // Another case does not take it.
    const other = renderHook(() => useRecentCaseData('consumer', 'con_2'));
    expect(other.result.current.data).toBeUndefined();
    other.unmount();

    const renders: unknown[] = [];
    const first = renderHook(() => {
      const recent = useRecentCaseData('consumer', 'con_1');
      renders.push(recent.data);
      return recent;
    });
    // No wait: the very first render has the data (IndexedDB is empty here, so it can only come from the list).
    expect(renders[0]).toEqual(row.snapshot);
    expect(first.result.current).toMatchObject({
      data: row.snapshot,
      fetchedAt: row.fetchedAt,
      loaded: true,
    });
    first.unmount();

    // Taken once: the next open of the same case reads IndexedDB (empty here).
    const again = renderHook(() => useRecentCaseData('consumer', 'con_1'));
    await waitFor(() => expect(again.result.current.loaded).toBe(true));
    expect(again.result.current.data).toBeUndefined();
    again.unmount();

    // Handed over, then another staff user signs in: nothing of it reaches them.
    handOverRecentCase(row);
    act(() => consoleStore.setUser(BOB));
    act(() => consoleStore.setUser(ALICE));
    const afterSwitch = renderHook(() => useRecentCaseData('consumer', 'con_1'));
    expect(afterSwitch.result.current.data).toBeUndefined();
  });

  it('does not store the same fetch twice', async () => {
    consoleStore.setUser(ALICE);
    const put = vi.spyOn(consoleDb.recentLookups, 'put');
    const data = { consumer: { id: 'con_9' } };
    const first = renderHook(() =>
      useRecordRecentCase('consumer', 'con_9', data, { fetchedAt: 1_700_000_000_000 + 1 }),
    );
    await waitFor(async () => expect(await listRecentLookups(ALICE, 1_700_000_000_000 + 2)).toHaveLength(1));
    first.unmount();
    // The page mounted again with the query still in memory: same data, same fetch time.
    renderHook(() =>
      useRecordRecentCase('consumer', 'con_9', { ...data }, { fetchedAt: 1_700_000_000_000 + 1 }),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(put).toHaveBeenCalledTimes(1);
  });
});
