// A page's first query as a GET (requestPreloaded in src/app/api/graphql-client.ts; issue 22): the whole answer of
// the GET when there is one, else the same query sent as the usual POST, whose errors are the ones the page shows.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/app/api/api-error';
import { requestPreloaded } from '../../src/app/api/graphql-client';
import { QUERY_TIMEOUT_MS } from '../../src/app/constants';
import { consumerPageVariables, preloadedQueryUrl } from '../../src/shared/preloaded-queries';
import { installFetchMock } from './fetch-mock';

const URL_OF_PAGE = preloadedQueryUrl('ConsumerPage', consumerPageVariables('con_0000000000000001', true));
let api: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  api = installFetchMock();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requestPreloaded', () => {
  it('takes the GET’s answer, asked for with the preload’s credentials, and sends no POST', async () => {
    api.on('GET /graphql', { status: 200, body: { data: { consumer: { id: 'con_0000000000000001' } } } });
    const post = vi.fn(async () => ({ consumer: null }));
    await expect(requestPreloaded(URL_OF_PAGE, post)).resolves.toEqual({
      consumer: { id: 'con_0000000000000001' },
    });
    expect(post).not.toHaveBeenCalled();
    expect(api.calls.map((c) => [c.method, c.credentials])).toEqual([['GET', 'include']]);
    const sent = new URL(String(api.fetchMock.mock.calls[0][0]), 'http://localhost');
    expect([sent.pathname + sent.search]).toEqual([URL_OF_PAGE]);
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
      await expect(requestPreloaded(URL_OF_PAGE, async () => ({ from: 'post' }))).resolves.toEqual({
        from: 'post',
      });
      const failure = new ApiError(403, 'FORBIDDEN', 'from the POST');
      await expect(requestPreloaded(URL_OF_PAGE, () => Promise.reject(failure))).rejects.toBe(failure);
    }
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
    const answer = requestPreloaded(URL_OF_PAGE, post);
    const settled = expect(answer).rejects.toMatchObject({ code: 'Timeout' });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1);
    await settled;
    expect(post).not.toHaveBeenCalled();
  });
});
