// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_ID_STORAGE_KEY, createConsoleStore } from '../../src/app/state/console-store';

beforeEach(() => localStorage.clear());

describe('console store', () => {
  it('starts with an empty keyword and no user', () => {
    const store = createConsoleStore(localStorage);
    expect(store.getState()).toEqual({
      keyword: '',
      user: { userId: '', permissions: [], permissionsKnown: false },
      searchAgainRequests: 0,
    });
  });

  it('restores the user id kept in localStorage (permissions come from the profile call)', () => {
    localStorage.setItem(USER_ID_STORAGE_KEY, 'admin@example.com');
    const store = createConsoleStore(localStorage);
    expect(store.getState().user).toEqual({
      userId: 'admin@example.com',
      permissions: [],
      permissionsKnown: false,
    });
  });

  it('keeps the signed-in user id in localStorage and forgets it on clearUser', () => {
    const store = createConsoleStore(localStorage);
    store.setUser('admin@example.com', ['p']);
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBe('admin@example.com');
    store.setKeyword('yamada');
    store.clearUser();
    expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
    expect(store.getState()).toEqual({
      keyword: '',
      user: { userId: '', permissions: [], permissionsKnown: false },
      searchAgainRequests: 0,
    });
  });

  it('notifies subscribers on changes, not on a keyword set to its current value', () => {
    const store = createConsoleStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setKeyword('abc');
    store.setKeyword('abc');
    expect(listener).toHaveBeenCalledTimes(1);
    store.setPermissions(['x']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('picks up a sign-out made in another tab', () => {
    const store = createConsoleStore(localStorage);
    store.setUser('admin@example.com', ['p']);
    localStorage.removeItem(USER_ID_STORAGE_KEY);
    store.syncUserIdFromStorage();
    expect(store.getState().user.userId).toBe('');
  });

  it('works without storage', () => {
    const store = createConsoleStore(undefined);
    store.setUser('a@example.com');
    expect(store.getState().user.userId).toBe('a@example.com');
  });
});
