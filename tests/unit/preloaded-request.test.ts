// A page's first query as the GET its HTML preloads (src/app/api/preloaded-request.ts): taken once, by the
// first request for that URL, when the HTML names it; the whole answer of the GET, else the same query sent as the
// usual POST, whose errors are the ones the page shows. Without the HTML naming it, the POST alone.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/app/api/api-error';
import { requestPreloaded } from '../../src/app/api/preloaded-request';
import { wipeInMemoryCaches } from '../../src/app/api/unauthorized';
import { QUERY_TIMEOUT_MS } from '../../src/app/constants';
import { consumerPageVariables, preloadedQueryUrl } from '../../src/shared/preloaded-queries';
import { installFetchMock } from './fetch-mock';

let api: ReturnType<typeof installFetchMock>;
let n = 0;

/** A URL of its own per test (each preload is taken once), named in the page's head as the server writes it. */
function preloadedUrl(named = true) {
  const url = preloadedQueryUrl(
    'ConsumerPage',
    consumerPageVariables(`con_${String(++n).padStart(16, '0')}`, true),
  );
  if (named) {
    const link = document.createElement('link');
    for (const [name, value] of [
      ['rel', 'preload'],
      ['as', 'fetch'],
      ['crossorigin', 'use-credentials'],
      ['href', url],
    ])
      link.setAttribute(name, value);
    document.head.append(link);
  }
  return url;
}

beforeEach(() => {
  api = installFetchMock();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

describe('requestPreloaded', () => {
  it('takes the answer the HTML preloaded, with the preload’s URL and credentials, once; then the POST', async () => {
    api.on('GET /graphql', { status: 200, body: { data: { consumer: { id: 'con_1' } } } });
    const url = preloadedUrl();
    const post = vi.fn(async () => ({ consumer: { id: 'from the POST' } }));
    await expect(requestPreloaded(url, post)).resolves.toEqual({ consumer: { id: 'con_1' } });
    expect(post).not.toHaveBeenCalled();
    expect(api.calls.map((c) => [c.method, c.credentials])).toEqual([['GET', 'include']]);
    const sent = new URL(String(api.fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(sent.pathname + sent.search).toBe(url);
    // Taken: the next request for it (a refetch) is the usual POST.
    await expect(requestPreloaded(url, post)).resolves.toEqual({ consumer: { id: 'from the POST' } });
    expect(api.calls).toHaveLength(1);
  });

  it('sends the POST alone when the HTML named no such preload', async () => {
    preloadedUrl(); // another URL named
    const post = vi.fn(async () => ({ from: 'post' }));
    await expect(requestPreloaded(preloadedUrl(false), post)).resolves.toEqual({ from: 'post' });
    expect(api.calls).toHaveLength(0);
  });

  it('falls back to the POST on a GraphQL error, an HTTP error or no network, and gives its answer or error', async () => {
    for (const answer of [
      {
        status: 200,
        body: { data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
      },
      { status: 405, body: { code: 'MethodNotAllowed', message: 'Use POST' } },
      { status: 401, body: { code: 'Unauthorized', message: 'Sign-in required' } },
      new TypeError('Failed to fetch'),
    ]) {
      api.on('GET /graphql', answer);
      await expect(requestPreloaded(preloadedUrl(), async () => ({ from: 'post' }))).resolves.toEqual({
        from: 'post',
      });
      const failure = new ApiError(403, 'FORBIDDEN', 'from the POST');
      await expect(requestPreloaded(preloadedUrl(), () => Promise.reject(failure))).rejects.toBe(failure);
    }
    // Each asked for its preloaded GET first.
    expect(api.callsTo('GET /graphql')).toHaveLength(8);
  });

  it('gives up after the query time limit without sending the POST (it would wait as long again)', async () => {
    vi.useFakeTimers();
    // A server that never answers: the request ends only when its signal aborts it, as a browser's fetch does.
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    const post = vi.fn(async () => ({ from: 'post' }));
    const answer = requestPreloaded(preloadedUrl(), post);
    const settled = expect(answer).rejects.toMatchObject({ code: 'Timeout' });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1);
    await settled;
    expect(post).not.toHaveBeenCalled();
  });

  it('after a sign-out takes nothing the HTML preloaded for the session before (last: it stays so)', async () => {
    api.on('GET /graphql', { status: 200, body: { data: { consumer: { id: 'the last user’s' } } } });
    const url = preloadedUrl();
    wipeInMemoryCaches();
    await expect(requestPreloaded(url, async () => ({ from: 'post' }))).resolves.toEqual({ from: 'post' });
    expect(api.calls).toHaveLength(0);
  });
});
