// The profile call's answer (src/app/state/session.ts): it sets the permissions of the user still signed in, and an
// answer to a request a sign-out or a new sign-in has superseded changes nothing (an admin may have changed the
// staff member's roles in between: the older answer must not land after the newer one).
// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedNavigation } from '../../src/app/api/unauthorized';
import { consoleStore } from '../../src/app/state/console-store';
import { completeSignIn, loadProfile, resetSessionBookkeeping } from '../../src/app/state/session';
import { installFetchMock } from './fetch-mock';

const ALICE = 'alice@example.com';

let api: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  localStorage.clear();
  consoleStore.clearUser();
  resetSessionBookkeeping();
  setUnauthorizedNavigation(() => {});
  api = installFetchMock();
});
afterEach(() => vi.unstubAllGlobals());

/** A profile answer the test releases when it wants. */
function heldAnswer(permissions: string[]) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    answer: async () => {
      await answered;
      return { status: 200, body: { email: ALICE, permissions } };
    },
  };
}

describe('the profile call', () => {
  it('sets the permissions of the user signed in and marks them known', async () => {
    api.on('GET /api/profile/me2', { status: 200, body: { email: ALICE, permissions: ['audit_log.read'] } });
    consoleStore.setUser(ALICE);
    expect(consoleStore.getState().user.permissionsKnown).toBe(false);
    await loadProfile({ clearOnAnyFailure: false });
    expect(consoleStore.getState().user).toMatchObject({
      permissions: ['audit_log.read'],
      permissionsKnown: true,
    });
  });

  it('an answer to a request a new sign-in superseded does not overwrite the newer permissions', async () => {
    const older = heldAnswer(['consumers.write']);
    const newer = heldAnswer(['audit_log.read']);
    api.on('GET /api/profile/me2', older.answer, newer.answer);
    consoleStore.setUser(ALICE);
    const first = loadProfile({ clearOnAnyFailure: false });
    // Signed in again (the roles changed meanwhile): the sign-in's own profile call is the one that counts.
    const second = completeSignIn(ALICE, ['audit_log.read']);
    expect(api.callsTo('GET /api/profile/me2')).toHaveLength(2);
    newer.release();
    await second;
    older.release();
    await first;
    expect(consoleStore.getState().user).toMatchObject({ userId: ALICE, permissions: ['audit_log.read'] });
  });

  it('a failed answer to a superseded request signs nobody out', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    api.on(
      'GET /api/profile/me2',
      async () => {
        await answered;
        return { status: 403, body: { code: 'Forbidden', message: 'no' } };
      },
      { status: 200, body: { email: ALICE, permissions: ['audit_log.read'] } },
    );
    consoleStore.setUser(ALICE);
    const first = completeSignIn(ALICE, []); // right after sign-in: a failure of the current call signs out
    await completeSignIn(ALICE, ['audit_log.read']);
    release();
    await first;
    expect(consoleStore.getState().user).toMatchObject({ userId: ALICE, permissions: ['audit_log.read'] });
  });
});
