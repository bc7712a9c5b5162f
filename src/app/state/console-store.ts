// Client state of document 1 §3: the search keyword and the signed-in staff user. A tiny external store
// (useSyncExternalStore) so that non-React code (401 handling, sign-in) can read and change it too.
import { useSyncExternalStore } from 'react';

/** localStorage key holding the signed-in staff user's id (their e-mail), so a reload knows whom to restore. */
export const USER_ID_STORAGE_KEY = 'console:userId';

export interface ConsoleUser {
  /** The staff e-mail; '' when signed out. */
  userId: string;
  permissions: readonly string[];
}

export interface ConsoleState {
  keyword: string;
  user: ConsoleUser;
  /**
   * Counts Enter presses on an unchanged keyword in the search box: the search page runs a failed search again
   * when it changes (issue 20, "a failed search can be retried"; the shell may not reach the search feature).
   */
  searchAgainRequests: number;
}

type Listener = () => void;

function readStoredUserId(storage: Storage | undefined): string {
  try {
    return storage?.getItem(USER_ID_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function defaultStorage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function createConsoleStore(storage: Storage | undefined = defaultStorage()) {
  let state: ConsoleState = {
    keyword: '',
    user: { userId: readStoredUserId(storage), permissions: [] },
    searchAgainRequests: 0,
  };
  const listeners = new Set<Listener>();

  function set(next: ConsoleState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function persistUserId(userId: string) {
    try {
      if (userId) storage?.setItem(USER_ID_STORAGE_KEY, userId);
      else storage?.removeItem(USER_ID_STORAGE_KEY);
    } catch {
      // Storage can be unavailable (private mode quotas); the in-memory state still works for this tab.
    }
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setKeyword(keyword: string) {
      if (keyword !== state.keyword) set({ ...state, keyword });
    },
    /** Enter on the keyword already searched: a failed search runs again (the search page decides). */
    requestSearchAgain() {
      set({ ...state, searchAgainRequests: state.searchAgainRequests + 1 });
    },
    /** Signs a staff user in locally: id kept in storage, permissions in memory. */
    setUser(userId: string, permissions: readonly string[] = []) {
      persistUserId(userId);
      set({ ...state, user: { userId, permissions } });
    },
    setPermissions(permissions: readonly string[]) {
      set({ ...state, user: { ...state.user, permissions } });
    },
    /** Signs out locally: forgets the user id (memory and storage), the permissions and the keyword. */
    clearUser() {
      persistUserId('');
      set({ ...state, keyword: '', user: { userId: '', permissions: [] } });
    },
    /** Picks up a sign-out or sign-in made in another tab (the 'storage' event). */
    syncUserIdFromStorage() {
      const stored = readStoredUserId(storage);
      if (stored !== state.user.userId) set({ ...state, user: { userId: stored, permissions: [] } });
    },
  };
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;

export const consoleStore = createConsoleStore();

export function useConsoleState<T>(selector: (state: ConsoleState) => T): T {
  return useSyncExternalStore(
    consoleStore.subscribe,
    () => selector(consoleStore.getState()),
    () => selector(consoleStore.getState()),
  );
}

export const useUserId = () => useConsoleState((s) => s.user.userId);
export const usePermissions = () => useConsoleState((s) => s.user.permissions);
export const useSearchKeyword = () => useConsoleState((s) => s.keyword);
export const useSearchAgainRequests = () => useConsoleState((s) => s.searchAgainRequests);
