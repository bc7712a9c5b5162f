// A scripted fetch for client unit tests: answers by method and path, records every call.
import { vi } from 'vitest';

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  /** Headers besides Content-Type (e.g. Retry-After). */
  headers?: Record<string, string>;
}

type Answer = ScriptedAnswer | (() => ScriptedAnswer | Promise<ScriptedAnswer>) | Error;

export function installFetchMock() {
  const script = new Map<string, Answer[]>();
  const calls: Array<{
    method: string;
    path: string;
    body: unknown;
    credentials?: RequestCredentials;
    headers: Headers;
  }> = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
      headers: new Headers(init?.headers),
    });
    const queue = script.get(key);
    if (!queue?.length) throw new Error(`unscripted request ${key}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    if (next instanceof Error) throw next;
    const answer = typeof next === 'function' ? await next() : next;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
    calls,
    /** Answers for `METHOD /path`, used in order; the last one repeats. */
    on(key: string, ...answers: Answer[]) {
      script.set(key, answers);
    },
    callsTo(key: string) {
      return calls.filter((c) => `${c.method} ${c.path}` === key);
    },
  };
}
