// The REST routes' Fastify route schemas (server/http/route-schema.ts) refuse input as the routes' own rules did:
// 400 { code: 'BadRequest', message } naming the field that fails, in the order the fields are read, never cached,
// with input checked as sent (no type coercion: ["ja"] is no "ja"), and the token's answer shaped by its schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type StaffClient } from '../support/harness';

let h: Harness;
let staff: StaffClient;

beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false });
  staff = await h.staff([], { email: 'route-schemas@example.com' });
}, 180_000);
afterAll(async () => {
  await h?.close();
});

async function send(method: string, path: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${h.baseUrl}${path}`, {
    method,
    headers: { cookie: staff.cookie, 'content-type': contentType },
    body,
  });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const NO_TABLE = 'table names no exportable table';

describe('POST /api/exports', () => {
  it.each([
    ['{}', NO_TABLE],
    ['[]', NO_TABLE],
    ['"merchants"', NO_TABLE],
    ['{"table":"staff_passwords"}', NO_TABLE],
    ['{"table":["merchants"]}', NO_TABLE],
    ['{"table":"merchants","encoding":"latin1"}', 'encoding must be utf8-bom or shift_jis'],
    ['{"table":"merchants","encoding":null,"scope":[]}', 'encoding must be utf8-bom or shift_jis'],
    ['{"table":"merchants","scope":[]}', 'scope must be an object'],
    ['{"table":"merchants","scope":""}', 'scope must be an object'],
    ['{"encoding":"latin1","scope":[]}', NO_TABLE],
  ])('refuses %s with 400 naming the field', async (body, message) => {
    expect(await send('POST', '/api/exports', body)).toEqual({
      status: 400,
      cache: 'no-store',
      body: { code: 'BadRequest', message },
    });
  });

  it('refuses a text body as having no table', async () => {
    const answer = await send('POST', '/api/exports', 'merchants', 'text/plain');
    expect(answer).toEqual({
      status: 400,
      cache: 'no-store',
      body: { code: 'BadRequest', message: NO_TABLE },
    });
  });

  it('reads a null scope as an empty one, which the table then reads', async () => {
    const answer = await send('POST', '/api/exports', '{"table":"merchants","scope":null}');
    expect(answer.body).toEqual({ code: 'BadRequest', message: 'scope.disabled must be true or false' });
  });

  it('answers the token and its URL only', async () => {
    const body = '{"table":"merchants","scope":{"disabled":false},"encoding":"shift_jis"}';
    const answer = await send('POST', '/api/exports', body);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token', 'url']);
    expect(answer.body.url).toBe(`/api/exports/${String(answer.body.token)}`);
  });
});

describe('PUT /api/preferences/language', () => {
  it.each(['{"language":["ja"]}', '{"language":1}', '{"language":"en "}', '{}', '"ja"'])(
    'refuses %s with 400',
    async (body) => {
      expect(await send('PUT', '/api/preferences/language', body)).toEqual({
        status: 400,
        cache: 'no-store',
        body: { code: 'BadRequest', message: 'language must be ja or en' },
      });
    },
  );
});
