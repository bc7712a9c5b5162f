// X-Request-Id from the client (server/ops/request-log.ts), over HTTP on PGlite and PostgreSQL: kept only behind a
// load balancer (TRUST_PROXY), which sets it; without one the server names every request itself, so a client
// cannot choose the id its requests carry in the access log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestServer } from '../support/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let h: Harness;
let direct: TestServer;

beforeAll(async () => {
  h = await startHarness({ consumers: 0 });
  direct = await h.startServer({ config: { trustProxy: false }, logLevel: 'info' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const accessLog = (server: TestServer) =>
  server.logs
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');

describe('X-Request-Id', () => {
  it('from the client is ignored without TRUST_PROXY: the server makes its own, in the answer and the log', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${direct.baseUrl}/healthz`, {
        headers: { 'x-request-id': 'chosen-by-client' },
      });
      expect(response.status).toBe(200);
      const id = response.headers.get('x-request-id')!;
      expect(id).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(2);
    const answer = await fetch(`${direct.baseUrl}/api/profile/me2`, {
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(answer.status).toBe(401);
    const logged = accessLog(direct).map((line) => line.requestId);
    expect(logged).toContain(answer.headers.get('x-request-id'));
    expect(logged).not.toContain('chosen-by-client');
  });

  it('from the load balancer is kept with TRUST_PROXY, when it is a plain token', async () => {
    const kept = await fetch(`${h.baseUrl}/healthz`, { headers: { 'x-request-id': 'lb-abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-abc-123');
    const odd = await fetch(`${h.baseUrl}/healthz`, { headers: { 'x-request-id': 'not a token; <x>' } });
    expect(odd.headers.get('x-request-id')).toMatch(UUID);
  });
});
