// The answers a page's first load asks for beside its code (src/app/api/early-requests.ts): taken once by the
// page query's first fetch, never sent when that query has already asked, and never handed to the next user.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../src/app/api/query-client';
import { startEarly, takeEarly } from '../../src/app/api/early-requests';
import { wipeInMemoryCaches } from '../../src/app/api/unauthorized';

const KEY = ['consumer', 'con_1', 'page', { withExclusions: true }] as const;

afterEach(() => {
  takeEarly(KEY);
  queryClient.clear();
});

describe('early requests', () => {
  it('sends once, and the first fetch of the same key takes the answer; the next fetch asks for itself', async () => {
    let sent = 0;
    startEarly(KEY, async () => ({ answer: ++sent }));
    startEarly([...KEY], async () => ({ answer: ++sent })); // the same key again: not sent twice
    expect(sent).toBe(1);
    await expect(takeEarly(KEY)).resolves.toEqual({ answer: 1 });
    expect(takeEarly(KEY)).toBeUndefined();
    // Another key is another request.
    expect(takeEarly(['consumer', 'con_1', 'page', { withExclusions: false }])).toBeUndefined();
  });

  it('is not sent when the page’s own query has already asked', () => {
    queryClient.setQueryData(KEY, { answer: 0 });
    let sent = 0;
    startEarly(KEY, async () => ++sent);
    expect(sent).toBe(0);
    expect(takeEarly(KEY)).toBeUndefined();
  });

  it('a failed early request fails the fetch that takes it, with its own error', async () => {
    startEarly(KEY, () => Promise.reject(new Error('offline')));
    await expect(takeEarly(KEY)).rejects.toThrow('offline');
  });

  it('a sign-out (or a 401) drops an answer fetched for that user', async () => {
    startEarly(KEY, async () => 'for the previous user');
    wipeInMemoryCaches();
    expect(takeEarly(KEY)).toBeUndefined();
  });
});
