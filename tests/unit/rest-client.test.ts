// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isRetryable } from '../../src/app/api/api-error';
import { restRequest, setRetryDelay } from '../../src/app/api/rest-client';
import { setUnauthorizedNavigation } from '../../src/app/api/unauthorized';
import { gqlRequest } from '../../src/app/api/graphql-client';
import { installFetchMock } from './fetch-mock';

let api: ReturnType<typeof installFetchMock>;

beforeEach(() => {
  setRetryDelay(() => 0);
  setUnauthorizedNavigation(() => {});
  api = installFetchMock();
});
afterEach(() => vi.unstubAllGlobals());

describe('REST client', () => {
  it('sends JSON with credentials and answers the parsed body', async () => {
    api.on('POST /api/auth/session/mfa', { status: 200, body: { status: 'PinRequired' } });
    await expect(restRequest('/auth/session/mfa', { method: 'POST', body: { email: 'a' } })).resolves.toEqual(
      {
        status: 'PinRequired',
      },
    );
    expect(api.calls[0]).toMatchObject({ credentials: 'include', body: { email: 'a' } });
  });

  it('maps a non-2xx answer to ApiError with the server code and message', async () => {
    api.on('POST /api/x', { status: 423, body: { code: 'TooManySessions', message: 'locked' } });
    const error = await restRequest('/x', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 423, code: 'TooManySessions', message: 'locked' });
  });

  it('retries 5xx answers up to 3 times', async () => {
    api.on('GET /api/x', { status: 503, body: { code: 'Unavailable', message: '' } });
    await expect(restRequest('/x')).rejects.toMatchObject({ status: 503 });
    expect(api.calls).toHaveLength(4);
  });

  it('retries network errors and succeeds when the network comes back', async () => {
    api.on('GET /api/x', new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), {
      status: 200,
      body: { ok: true },
    });
    await expect(restRequest('/x')).resolves.toEqual({ ok: true });
    expect(api.calls).toHaveLength(3);
  });

  it('a network failure that lasts is an ApiError with status 0', async () => {
    api.on('GET /api/x', new TypeError('Failed to fetch'));
    await expect(restRequest('/x')).rejects.toMatchObject({ status: 0, code: 'NetworkError' });
    expect(api.calls).toHaveLength(4);
  });

  it('makes no further attempt once its caller has gone (the query was cancelled while it waited to retry)', async () => {
    const controller = new AbortController();
    setRetryDelay(() => {
      controller.abort();
      return 0;
    });
    api.on('GET /api/x', { status: 503, body: { code: 'Unavailable', message: '' } });
    await expect(restRequest('/x', { signal: controller.signal })).rejects.toMatchObject({ status: 503 });
    expect(api.calls).toHaveLength(1);
  });

  it('never retries 4xx answers', async () => {
    for (const status of [400, 401, 403, 404, 423, 429]) {
      api.calls.length = 0;
      api.on('POST /api/y', { status, body: { code: 'X', message: '' } });
      await expect(
        restRequest('/y', { method: 'POST', skipUnauthorizedHandler: true }),
      ).rejects.toMatchObject({ status });
      expect(api.calls).toHaveLength(1);
    }
  });
});

describe('GraphQL client', () => {
  it('posts the query with credentials and answers the data', async () => {
    api.on('POST /graphql', { status: 200, body: { data: { __typename: 'Query' } } });
    await expect(gqlRequest('query Ping { __typename }')).resolves.toEqual({ __typename: 'Query' });
    expect(api.calls[0].credentials).toBe('include');
    expect(api.calls[0].body).toMatchObject({ query: 'query Ping { __typename }', operationName: 'Ping' });
  });

  it('treats any HTTP status of 300 or above as an error', async () => {
    api.on('POST /graphql', { status: 304 });
    await expect(gqlRequest('{ __typename }')).rejects.toMatchObject({ status: 304 });
    api.on('POST /graphql', { status: 500, body: { code: 'Internal', message: '' } });
    await expect(gqlRequest('{ __typename }')).rejects.toMatchObject({ status: 500, code: 'Internal' });
  });

  it('GraphQL errors in a 200 answer are errors too', async () => {
    api.on('POST /graphql', { status: 200, body: { errors: [{ message: 'Forbidden' }], data: null } });
    await expect(gqlRequest('{ __typename }')).rejects.toThrow(/Forbidden/);
  });
});

describe('query retry rule', () => {
  it('retries everything except 401, 403 and 404', () => {
    expect(isRetryable(new ApiError(500, '', ''))).toBe(true);
    expect(isRetryable(new ApiError(0, 'NetworkError', ''))).toBe(true);
    expect(isRetryable(new Error('x'))).toBe(true);
    expect(isRetryable(new ApiError(401, '', ''))).toBe(false);
    expect(isRetryable(new ApiError(403, '', ''))).toBe(false);
    expect(isRetryable(new ApiError(404, '', ''))).toBe(false);
  });
});
