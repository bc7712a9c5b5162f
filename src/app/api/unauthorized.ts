// The one place that forgets a staff user's local session (document 1 §6 and ARCHITECTURE: personal data
// in the browser is wiped on sign-out and on any 401): user id, that user's persisted query cache, the
// in-memory caches and that user's recent lookups in IndexedDB. The sign-in page loads this module without
// the query client or IndexedDB code: the in-memory caches register their wipe here when they are loaded, and
// the recent lookups' module is loaded only to wipe them.
import { consoleStore } from '../state/console-store';
import { removePersistedCache } from './persisted-cache';

type NavigateToLogin = () => void;

let navigateToLogin: NavigateToLogin = () => {
  // Until the router registers itself, the shell's sign-in guard redirects once the user id is gone.
};

const inMemoryWipes = new Set<() => void>();

/** The router registers how to reach /login (remembering the page to come back to). */
export function setUnauthorizedNavigation(navigate: NavigateToLogin): void {
  navigateToLogin = navigate;
}

/** An in-memory cache (the query client) registers how to empty itself; it runs on every wipe. */
export function onLocalSessionWipe(wipe: () => void): void {
  inMemoryWipes.add(wipe);
}

/** Empties the in-memory caches only (another tab signed a different user in). */
export function wipeInMemoryCaches(): void {
  inMemoryWipes.forEach((wipe) => wipe());
}

/** Wipes everything kept locally for the signed-in user (or the given one); safe to call repeatedly. */
export async function wipeLocalSession(userId: string = consoleStore.getState().user.userId): Promise<void> {
  // First, so that the persister's guarded (throttled) writes for this user stop at once.
  consoleStore.clearUser();
  wipeInMemoryCaches();
  if (!userId) return;
  removePersistedCache(userId);
  try {
    const { wipeStaffData } = await import('../../db/console-db');
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

/** The server's code for a session that may only enrol a passkey (the role requires one and the member has none). */
export const PASSKEY_REQUIRED_CODE = 'PASSKEY_REQUIRED';

// Until the router registers itself a refusal is remembered, so that one answered before that is not lost.
let passkeyRefusedEarly = false;
let navigateToEnrolment: NavigateToLogin = () => {
  passkeyRefusedEarly = true;
};

/** The router registers how to reach the sign-in page's passkey enrolment step. */
export function setPasskeyEnrolmentNavigation(navigate: NavigateToLogin): void {
  navigateToEnrolment = navigate;
  if (passkeyRefusedEarly) {
    passkeyRefusedEarly = false;
    navigate();
  }
}

/** Whether an answer's body is the 403 of an enrolment-only session: REST's {code} or GraphQL's extensions.code. */
export function isPasskeyRequiredBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as { code?: unknown; errors?: unknown };
  if (record.code === PASSKEY_REQUIRED_CODE) return true;
  return (
    Array.isArray(record.errors) &&
    record.errors.some(
      (e: { extensions?: { code?: unknown } } | null) => e?.extensions?.code === PASSKEY_REQUIRED_CODE,
    )
  );
}

/**
 * A 403 PASSKEY_REQUIRED: this browser holds a session that can only enrol a passkey (e.g. a reload after the
 * mailed code, with an earlier session's user id still stored). Nothing of a full session may show then: the local
 * data goes as on a 401, and the member is taken to the enrolment step instead of an empty, refusing console.
 */
export function handlePasskeyRequired(): Promise<void> {
  const done = wipeLocalSession();
  navigateToEnrolment();
  return done;
}
