// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleDb, pruneExpiredLookups, wipeStaffData } from '../../src/db/console-db';
import { persistOptionsFor, queryClient } from '../../src/app/api/query-client';
import { persistKeyFor, pruneExpiredPersistedCaches } from '../../src/app/api/persisted-cache';
import {
  handleUnauthorized,
  setPasskeyEnrolmentNavigation,
  setUnauthorizedNavigation,
} from '../../src/app/api/unauthorized';
import { restRequest } from '../../src/app/api/rest-client';
import { gqlRequest } from '../../src/app/api/graphql-client';
import { USER_ID_STORAGE_KEY, consoleStore } from '../../src/app/state/console-store';
import { signOut } from '../../src/app/state/session';
import { installFetchMock } from './fetch-mock';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';

async function seedBothUsers() {
  const now = Date.now();
  consoleStore.setUser(ALICE, ['p']);
  localStorage.setItem(
    persistKeyFor(ALICE),
    JSON.stringify({ timestamp: now, buster: 'v1', clientState: {} }),
  );
  localStorage.setItem(persistKeyFor(BOB), JSON.stringify({ timestamp: now, buster: 'v1', clientState: {} }));
  queryClient.setQueryData(['consumer', 'con_1'], { name: 'Yamada' });
  await consoleDb.recentLookups.bulkPut([
    { staffUserId: ALICE, kind: 'consumer', id: 'con_1', fetchedAt: now },
    { staffUserId: ALICE, kind: 'payment', id: 'pay_1', fetchedAt: now },
    { staffUserId: BOB, kind: 'consumer', id: 'con_1', fetchedAt: now },
  ]);
}

async function expectOnlyBobLeft() {
  expect(consoleStore.getState().user.userId).toBe('');
  expect(localStorage.getItem(USER_ID_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(persistKeyFor(ALICE))).toBeNull();
  expect(localStorage.getItem(persistKeyFor(BOB))).not.toBeNull();
  expect(queryClient.getQueryData(['consumer', 'con_1'])).toBeUndefined();
  const rows = await consoleDb.recentLookups.toArray();
  expect(rows.map((r) => r.staffUserId)).toEqual([BOB]);
}

let navigate: ReturnType<typeof vi.fn>;
let toEnrolment: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  localStorage.clear();
  consoleStore.clearUser();
  queryClient.clear();
  await consoleDb.recentLookups.clear();
  navigate = vi.fn();
  setUnauthorizedNavigation(navigate as () => void);
  toEnrolment = vi.fn();
  setPasskeyEnrolmentNavigation(toEnrolment as () => void);
});

afterEach(() => vi.unstubAllGlobals());

describe('the 401 handler', () => {
  it("wipes the signed-in user's id, persisted cache, in-memory cache and recent lookups, but not another user's", async () => {
    await seedBothUsers();
    await handleUnauthorized();
    await expectOnlyBobLeft();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('runs on a 401 from any REST call after sign-in', async () => {
    await seedBothUsers();
    const api = installFetchMock();
    api.on('GET /api/profile/me2', { status: 401, body: { code: 'Unauthorized', message: '' } });
    await expect(restRequest('/profile/me2')).rejects.toMatchObject({ status: 401, code: 'Unauthorized' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    await vi.waitFor(expectOnlyBobLeft);
  });

  it('runs on a 401 from /graphql', async () => {
    await seedBothUsers();
    const api = installFetchMock();
    api.on('POST /graphql', { status: 401, body: { code: 'Unauthorized', message: '' } });
    await expect(gqlRequest('{ __typename }')).rejects.toMatchObject({ status: 401 });
    expect(api.calls[0].credentials).toBe('include');
    await vi.waitFor(expectOnlyBobLeft);
  });

  it('does not run for the sign-in steps, whose 401 means wrong credentials', async () => {
    await seedBothUsers();
    const api = installFetchMock();
    api.on('POST /api/auth/session/mfa', { status: 401, body: { code: 'InvalidCredentials', message: '' } });
    await expect(
      restRequest('/auth/session/mfa', { method: 'POST', body: {}, skipUnauthorizedHandler: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(consoleStore.getState().user.userId).toBe(ALICE);
  });
});

// A session that can only enrol a passkey (the role requires one, the member has none) answers every other call 403
// PASSKEY_REQUIRED: after a reload with a stored user id, the console must not stay open with nothing it may read.
describe('a 403 PASSKEY_REQUIRED', () => {
  it('from a REST call wipes the local data and leads to the enrolment step', async () => {
    await seedBothUsers();
    const api = installFetchMock();
    api.on('GET /api/profile/me2', {
      status: 403,
      body: { code: 'PASSKEY_REQUIRED', message: 'Register a passkey first' },
    });
    await expect(restRequest('/profile/me2')).rejects.toMatchObject({
      status: 403,
      code: 'PASSKEY_REQUIRED',
    });
    await vi.waitFor(() => expect(toEnrolment).toHaveBeenCalledTimes(1));
    await vi.waitFor(expectOnlyBobLeft);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('from /graphql (the code in the error extensions) does the same', async () => {
    await seedBothUsers();
    const api = installFetchMock();
    api.on('POST /graphql', {
      status: 403,
      body: {
        data: null,
        errors: [{ message: 'Register a passkey first', extensions: { code: 'PASSKEY_REQUIRED' } }],
      },
    });
    await expect(gqlRequest('{ __typename }')).rejects.toMatchObject({ status: 403 });
    await vi.waitFor(() => expect(toEnrolment).toHaveBeenCalledTimes(1));
    await vi.waitFor(expectOnlyBobLeft);
  });

  it('is told apart from a plain 403 (no permission), which keeps the session', async () => {
    await seedBothUsers();
    const api = installFetchMock();
    api.on('POST /graphql', {
      status: 403,
      body: { data: null, errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] },
    });
    api.on('GET /api/profile/me2', { status: 403, body: { code: 'Forbidden', message: 'no' } });
    await expect(gqlRequest('{ __typename }')).rejects.toMatchObject({ status: 403 });
    await expect(restRequest('/profile/me2')).rejects.toMatchObject({ status: 403 });
    expect(toEnrolment).not.toHaveBeenCalled();
    expect(consoleStore.getState().user.userId).toBe(ALICE);
  });
});

describe('the persisted cache', () => {
  it('lives under a key naming the staff user and a late, throttled write cannot bring it back after the wipe', async () => {
    vi.useFakeTimers();
    try {
      consoleStore.setUser(ALICE);
      const { persister, maxAge, buster } = persistOptionsFor(
        ALICE,
        () => consoleStore.getState().user.userId === ALICE,
      );
      expect(maxAge).toBe(24 * 60 * 60 * 1000);
      expect(buster).toBeTruthy();
      void persister.persistClient({
        timestamp: Date.now(),
        buster: 'v1',
        clientState: { queries: [], mutations: [] },
      });
      vi.advanceTimersByTime(2_000);
      expect(localStorage.getItem(persistKeyFor(ALICE))).not.toBeNull();

      void persister.persistClient({
        timestamp: Date.now(),
        buster: 'v1',
        clientState: { queries: [], mutations: [] },
      });
      const wiped = handleUnauthorized();
      vi.advanceTimersByTime(2_000);
      // The recent lookups' module is loaded for the wipe: IndexedDB's callbacks need real timers.
      vi.useRealTimers();
      await wiped;
      expect(localStorage.getItem(persistKeyFor(ALICE))).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sign-out', () => {
  it('ends the server session, then wipes the same local data', async () => {
    await seedBothUsers();
    const api = installFetchMock();
    api.on('DELETE /api/auth/session2', { status: 200, body: {} });
    await signOut();
    expect(api.callsTo('DELETE /api/auth/session2')).toHaveLength(1);
    await expectOnlyBobLeft();
  });

  it('still signs this browser out when the server cannot be reached', async () => {
    await seedBothUsers();
    const api = installFetchMock();
    api.on('DELETE /api/auth/session2', new TypeError('Failed to fetch'));
    const { setRetryDelay } = await import('../../src/app/api/rest-client');
    setRetryDelay(() => 0);
    await signOut();
    await expectOnlyBobLeft();
  });
});

describe('expiry of local personal data', () => {
  it('drops persisted caches and recent lookups older than 24 hours, whoever they belong to', async () => {
    const now = Date.UTC(2026, 10, 22);
    const day = 24 * 60 * 60 * 1000;
    localStorage.setItem(persistKeyFor(ALICE), JSON.stringify({ timestamp: now - day - 1 }));
    localStorage.setItem(persistKeyFor(BOB), JSON.stringify({ timestamp: now - day + 1 }));
    localStorage.setItem('console:query-cache:broken', '{not json');
    localStorage.setItem('unrelated', 'kept');
    pruneExpiredPersistedCaches(now);
    expect(localStorage.getItem(persistKeyFor(ALICE))).toBeNull();
    expect(localStorage.getItem(persistKeyFor(BOB))).not.toBeNull();
    expect(localStorage.getItem('console:query-cache:broken')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');

    await consoleDb.recentLookups.bulkPut([
      { staffUserId: ALICE, kind: 'consumer', id: 'old', fetchedAt: now - day - 1 },
      { staffUserId: BOB, kind: 'consumer', id: 'fresh', fetchedAt: now - 1000 },
    ]);
    await pruneExpiredLookups(day, now);
    expect((await consoleDb.recentLookups.toArray()).map((r) => r.id)).toEqual(['fresh']);
  });

  it('wipeStaffData without a user clears every row', async () => {
    await consoleDb.recentLookups.bulkPut([
      { staffUserId: ALICE, kind: 'consumer', id: 'a', fetchedAt: 1 },
      { staffUserId: BOB, kind: 'consumer', id: 'b', fetchedAt: 1 },
    ]);
    await wipeStaffData();
    expect(await consoleDb.recentLookups.count()).toBe(0);
  });
});
