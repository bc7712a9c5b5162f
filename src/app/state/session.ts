// The staff session's life cycle on the client: finishing sign-in, restoring the user after a reload,
// and signing out (document 1 §4, §7).
import { endSession, fetchProfile } from '../api/auth-api';
import { statusOf } from '../api/api-error';
import { wipeLocalSession } from '../api/unauthorized';
import { consoleStore } from './console-store';

let profileRequest: { userId: string; promise: Promise<void> } | null = null;
let profileLoadedFor = '';

/**
 * Fetches the profile and stores the permissions. With `clearOnAnyFailure` (right after sign-in, per
 * document 1 §7) any failure clears the stored e-mail; otherwise (a reload, maybe offline) only a 401 does,
 * so that an offline reload keeps showing the cached, read-only data.
 */
export function loadProfile({ clearOnAnyFailure }: { clearOnAnyFailure: boolean }): Promise<void> {
  const userId = consoleStore.getState().user.userId;
  if (!userId) return Promise.resolve();
  if (profileRequest?.userId === userId) return profileRequest.promise;
  // An answer applies only while its request is the current one for the user still signed in: a sign-out, or a new
  // sign-in of the same user (whose roles may have changed meanwhile), supersedes a request still in flight.
  const current = () => profileRequest?.promise === promise && consoleStore.getState().user.userId === userId;
  const promise: Promise<void> = fetchProfile()
    .then(async (profile) => {
      if (!current()) return;
      if (profile.email.toLowerCase() !== userId.toLowerCase()) {
        // The cookie belongs to someone else (signed in from another tab): never show one staff
        // user's cached data to another.
        await wipeLocalSession(userId);
        consoleStore.setUser(profile.email, profile.permissions);
      } else {
        consoleStore.setPermissions(profile.permissions);
      }
      profileLoadedFor = consoleStore.getState().user.userId;
    })
    .catch(async (error: unknown) => {
      console.error('Profile fetch failed', error);
      // A 401 has already been handled by the REST client.
      if (current() && clearOnAnyFailure && statusOf(error) !== 401) await wipeLocalSession(userId);
    })
    .finally(() => {
      if (profileRequest?.promise !== promise) return; // superseded: the current request decides
      profileRequest = null;
      // Failed for the user still signed in (offline): they go on read-only, with no permissions.
      if (consoleStore.getState().user.userId === userId) consoleStore.markPermissionsKnown();
    });
  profileRequest = { userId, promise };
  return promise;
}

/** Whether the profile of the signed-in user has been loaded in this page's life. */
export function isProfileLoaded(): boolean {
  const userId = consoleStore.getState().user.userId;
  return userId !== '' && profileLoadedFor === userId;
}

/** The sign-in success step: the user id is set (the app proceeds), then the profile is fetched. */
export function completeSignIn(email: string, permissions: readonly string[]): Promise<void> {
  consoleStore.setUser(email, permissions);
  profileRequest = null;
  profileLoadedFor = '';
  return loadProfile({ clearOnAnyFailure: true });
}

/** Ends the server session, then wipes everything kept locally for the user, whatever the server said. */
export async function signOut(): Promise<void> {
  const userId = consoleStore.getState().user.userId;
  try {
    await endSession();
  } catch (error) {
    // Offline or already expired: the local wipe below still signs this browser out.
    console.warn('Sign-out request failed', error);
  } finally {
    profileRequest = null;
    profileLoadedFor = '';
    await wipeLocalSession(userId);
  }
}

/** Test helper: forgets the in-flight and loaded profile bookkeeping. */
export function resetSessionBookkeeping(): void {
  profileRequest = null;
  profileLoadedFor = '';
}
