// The one place that forgets a staff user's local session (document 1 §6 and ARCHITECTURE: personal data
// in the browser is wiped on sign-out and on any 401): user id, that user's persisted query cache, the
// in-memory cache and that user's recent lookups in IndexedDB.
import { wipeStaffData } from '../../db/console-db';
import { consoleStore } from '../state/console-store';
import { queryClient, removePersistedCache } from './query-client';

type NavigateToLogin = () => void;

let navigateToLogin: NavigateToLogin = () => {
  // Until the router registers itself, the shell's sign-in guard redirects once the user id is gone.
};

/** The router registers how to reach /login (remembering the page to come back to). */
export function setUnauthorizedNavigation(navigate: NavigateToLogin): void {
  navigateToLogin = navigate;
}

/** Wipes everything kept locally for the signed-in user (or the given one); safe to call repeatedly. */
export async function wipeLocalSession(userId: string = consoleStore.getState().user.userId): Promise<void> {
  // First, so that the persister's guarded (throttled) writes for this user stop at once.
  consoleStore.clearUser();
  void queryClient.cancelQueries();
  queryClient.clear();
  if (!userId) return;
  removePersistedCache(userId);
  try {
    await wipeStaffData(userId);
  } catch (error) {
    // IndexedDB may be unavailable (private mode); nothing was stored there then.
    console.warn('Could not wipe recent lookups', error);
  }
}

/** Any 401 from the server: the session is gone, so forget it locally and go to the login screen. */
export function handleUnauthorized(): Promise<void> {
  const done = wipeLocalSession();
  navigateToLogin();
  return done;
}
