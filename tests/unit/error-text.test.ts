// @vitest-environment jsdom
// Failures in Japanese with a next step: the one mapping, and the client's time limits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from 'graphql-request';
import { ApiError, TIMEOUT_CODE, isRetryable } from '../../src/app/api/api-error';
import { withDeadline } from '../../src/app/api/request-deadline';
import { restRequest, setRetryDelay } from '../../src/app/api/rest-client';
import { gqlRequest, requestMutation } from '../../src/app/api/graphql-client';
import { MUTATION_TIMEOUT_MS, QUERY_TIMEOUT_MS } from '../../src/app/constants';
import { errorText } from '../../src/app/ui/error-text';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function graphQLFailure(code: string, message: string) {
  return new ClientError(
    { status: 200, headers: new Headers(), errors: [{ message, extensions: { code } }] } as never,
    { query: 'query Q { x }', variables: { email: 'taro@example.jp' } },
  );
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('errorText', () => {
  it('maps statuses and network failures to Japanese texts with the next step', () => {
    expect(errorText(new ApiError(502, '', 'Bad Gateway'))).toBe(
      'サーバーが一時的に利用できません（HTTP 502）。しばらくしてから再試行してください。',
    );
    expect(errorText(new ApiError(503, '', ''))).toContain('HTTP 503');
    expect(errorText(new ApiError(500, 'Internal', 'db down'))).toBe(
      'サーバーでエラーが発生しました（HTTP 500）。再試行してください。',
    );
    expect(errorText(new ApiError(504, '', ''))).toContain('タイムアウト');
    expect(errorText(new ApiError(0, 'NetworkError', 'Failed to fetch'))).toBe(
      'サーバーに接続できません。ネットワーク接続を確認して再試行してください。',
    );
    expect(errorText(new ApiError(0, TIMEOUT_CODE, 'No answer'))).toBe(
      'サーバーから応答がありません（タイムアウト）。しばらくしてから再試行してください。',
    );
    expect(errorText(new ApiError(401, '', ''))).toContain('もう一度ログイン');
    expect(errorText(new ApiError(403, '', ''))).toBe('この操作の権限がありません。');
    expect(errorText(new ApiError(404, '', ''))).toBe('見つかりませんでした。');
    expect(errorText(new ApiError(413, '', ''))).toBe('送信するデータが大きすぎます。');
    expect(errorText(new ApiError(429, '', ''))).toContain('しばらく待って');
    expect(errorText(new ApiError(422, '', ''))).toBe('リクエストを処理できませんでした（HTTP 422）。');
    expect(errorText(new TypeError('Failed to fetch'))).toContain('サーバーに接続できません');
    expect(errorText(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toContain(
      '再読み込み',
    );
    expect(errorText(new Error('kaboom'))).toBe('予期せぬエラーが発生しました。再試行してください。');
    expect(errorText('???')).toBe('予期せぬエラーが発生しました。再試行してください。');
  });

  it("shows the server's own refusal sentence; other GraphQL codes in Japanese; never the request", () => {
    expect(errorText(graphQLFailure('BAD_USER_INPUT', 'searchKeyword is too short'))).toBe(
      'searchKeyword is too short',
    );
    expect(errorText(graphQLFailure('FORBIDDEN', 'missing consumers.close'))).toBe(
      'この操作の権限がありません。',
    );
    expect(errorText(graphQLFailure('NOT_FOUND', 'no such consumer'))).toBe('見つかりませんでした。');
    expect(errorText(graphQLFailure('SERVICE_UNAVAILABLE', 'db'))).toContain('HTTP 503');
    const internal = errorText(graphQLFailure('INTERNAL_SERVER_ERROR', 'Unexpected error.'));
    expect(internal).toBe('サーバーでエラーが発生しました（HTTP 500）。再試行してください。');
    expect(internal).not.toContain('taro@example.jp');
  });

  it('never returns raw JSON, and every text is Japanese', () => {
    const failures: unknown[] = [
      new ApiError(502, 'ApiError', '{"name":"ApiError","message":"Bad Gateway","status":502}'),
      new ApiError(0, 'NetworkError', 'Failed to fetch'),
      new Error('{"a":1}'),
      { name: 'ApiError', message: 'Bad Gateway', status: 502 },
      null,
    ];
    for (const failure of failures) {
      const text = errorText(failure);
      expect(text).not.toMatch(/[{}]/);
      expect(text).toMatch(JAPANESE);
    }
  });
});

describe('time limits', () => {
  it('withDeadline aborts the call after its limit and fails with a Timeout ApiError (not retried by queries)', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const pending = withDeadline(8_000, undefined, (signal) => {
      seen = signal;
      return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(8_000);
    const error = await outcome;
    expect(seen?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: TIMEOUT_CODE, isTimeout: true });
    expect(isRetryable(error)).toBe(false);
  });

  it("the caller's own abort stays an abort, and a call that answers in time clears its timer", async () => {
    const caller = new AbortController();
    const pending = withDeadline(
      8_000,
      caller.signal,
      (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
        ),
    );
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    vi.useFakeTimers();
    await expect(withDeadline(8_000, undefined, () => Promise.resolve(42))).resolves.toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });

  /** A fetch that never answers, but gives up when its signal aborts (as the browser's does). */
  function hangingFetch() {
    const calls: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: unknown, init?: RequestInit) =>
          new Promise((_, reject) => {
            calls.push(init!.signal!);
            init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
          }),
      ),
    );
    return calls;
  }

  it('GraphQL reads give up after QUERY_TIMEOUT_MS, changes after MUTATION_TIMEOUT_MS, each overridable', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const read = gqlRequest('query Q { x }').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    expect(await read).toMatchObject({ code: TIMEOUT_CODE });

    let settled = false;
    const change = requestMutation('mutation M { x }').catch((e: unknown) => {
      settled = true;
      return e;
    });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(MUTATION_TIMEOUT_MS - QUERY_TIMEOUT_MS);
    expect(await change).toMatchObject({ code: TIMEOUT_CODE });

    let longSettled = false;
    const long = gqlRequest('query Q { x }', undefined, undefined, { timeoutMs: 60_000 }).catch(
      (e: unknown) => {
        longSettled = true;
        return e;
      },
    );
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS + 1_000);
    expect(longSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await long).toMatchObject({ code: TIMEOUT_CODE });
  });

  it('a REST read that times out is not retried (the user gets the message at once); a change waits longer', async () => {
    vi.useFakeTimers();
    setRetryDelay(() => 0);
    const calls = hangingFetch();
    const outcome = restRequest('/profile/me2').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ code: TIMEOUT_CODE });
    expect(calls).toHaveLength(1);

    // A change (the sign-in steps send an e-mail) waits MUTATION_TIMEOUT_MS.
    let settled = false;
    const change = restRequest('/auth/session/mfa', { method: 'POST', body: {} }).catch((e: unknown) => {
      settled = true;
      return e;
    });
    await vi.advanceTimersByTimeAsync(QUERY_TIMEOUT_MS);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(MUTATION_TIMEOUT_MS - QUERY_TIMEOUT_MS);
    expect(await change).toMatchObject({ code: TIMEOUT_CODE });
  });
});
