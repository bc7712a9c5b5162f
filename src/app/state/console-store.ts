// Client state of document 1 §3: the search keyword and the signed-in staff user. A tiny external store
// (useSyncExternalStore) so that non-React code (401 handling, sign-in) can read and change it too.
import { useSyncExternalStore } from 'react';

/** localStorage key holding the signed-in staff user's id (their e-mail), so a reload knows whom to restore. */
export const USER_ID_STORAGE_KEY = 'console:userId';

export interface ConsoleUser {
  /** The staff e-mail; '' when signed out. */
  userId: string;
  permissions: readonly string[];
  /**
   * Whether `permissions` are known for this user in this page's life: from the sign-in answer or the profile call,
   * or that call failed (offline: none, the pages read-only). After a reload only the id is known; a page rendered
   * then would ask for what no permissions allow and again once they arrived (the signed-in shell waits).
   */
  permissionsKnown: boolean;
}

export interface ConsoleState {
  keyword: string;
  user: ConsoleUser;
  /**
   * Counts Enter presses on an unchanged keyword in the search box: the search page runs a failed search again
   * when it changes (a failed search can be retried; the shell may not reach the search feature).
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
    user: { userId: readStoredUserId(storage), permissions: [], permissionsKnown: false },
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
    /** Signs a staff user in locally: id kept in storage, permissions (when given, they are known) in memory. */
    setUser(userId: string, permissions?: readonly string[]) {
      persistUserId(userId);
      set({
        ...state,
        user: { userId, permissions: permissions ?? [], permissionsKnown: permissions !== undefined },
      });
    },
    setPermissions(permissions: readonly string[]) {
      set({ ...state, user: { ...state.user, permissions, permissionsKnown: true } });
    },
    /** The profile call failed (offline): the user goes on with no permissions, read-only. */
    markPermissionsKnown() {
      if (!state.user.permissionsKnown) set({ ...state, user: { ...state.user, permissionsKnown: true } });
    },
    /** Signs out locally: forgets the user id (memory and storage), the permissions and the keyword. */
    clearUser() {
      persistUserId('');
      set({ ...state, keyword: '', user: { userId: '', permissions: [], permissionsKnown: false } });
    },
    /** Picks up a sign-out or sign-in made in another tab (the 'storage' event). */
    syncUserIdFromStorage() {
      const stored = readStoredUserId(storage);
      if (stored !== state.user.userId)
        set({ ...state, user: { userId: stored, permissions: [], permissionsKnown: false } });
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
/** Whether the signed-in user's permissions are known yet (the signed-in shell shows its page only then). */
export const usePermissionsKnown = () =>
  useConsoleState((s) => s.user.userId !== '' && s.user.permissionsKnown);
export const useSearchKeyword = () => useConsoleState((s) => s.keyword);
export const useSearchAgainRequests = () => useConsoleState((s) => s.searchAgainRequests);
