// Leavers shut out at once, over real HTTP on PGlite and PostgreSQL: a lock made on one instance ends the member's
// sessions on another instance within 2 seconds (on PostgreSQL each instance has its own pool and listening
// connection, as two processes would); a mutation that passed the session guard before the lock and writes after it
// is refused and changes nothing; the signed-in member lists and ends their own sessions; an administrator ends all
// of a member's sessions from /staff. Every ending is audited.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { openDatabase, type Database } from '../../server/db/client';
import { lockStaffUser } from '../../server/domain/staff-accounts';
import { startHarness, STAFF_PASSWORD, type Harness, type Row, type StaffClient } from '../support/harness';
import { codeOf } from '../support/fixtures';
import { extractSignInCode } from '../support/smtp-peer';
import { cookieFrom, startTestServer, type TestServer } from '../support/test-server';
import { testDbKind } from '../support/test-db';

let h: Harness;
let admin: StaffClient;
/** The second instance: its own Database on PostgreSQL (another pool, another LISTEN connection). */
let other: TestServer;
let otherDb: Database | undefined;

beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false });
  admin = await h.staff([PERMISSIONS.staffAdmin], { email: 'leavers-admin@example.com' });
  if (testDbKind === 'postgres') otherDb = await openDatabase({ url: h.tdb.db.url, poolSize: 2 });
  other = await startTestServer({ db: otherDb ?? h.tdb.db, smtpUrl: h.smtp.url });
}, 120_000);

afterAll(async () => {
  await other?.close();
  await otherDb?.close();
  await h?.close();
});

const SESSIONS = `{ mySessions { id device address startedAt lastSeenAt current } }`;
const END_MINE = `mutation($id: ID!) { endMySession(sessionId: $id) { id current } }`;
const END_ALL = `mutation($s: ID!) { endStaffSessions(staffId: $s) { id email locked } }`;
const LOCK = `mutation($s: ID!) { lockStaffMember(staffId: $s) { id locked } }`;
const PROBE = `{ mySessions { id } }`;

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Both sign-in steps from a browser with this User-Agent and address; answers the session's Cookie header. */
async function signInFrom(
  baseUrl: string,
  email: string,
  userAgent: string,
  address: string,
): Promise<string> {
  const headers = { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': address };
  const after = Date.now();
  const first = await fetch(`${baseUrl}/api/auth/session/mfa`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  });
  expect(first.status).toBe(200);
  const mail = await h.smtp.waitForMail(email, { after });
  const second = await fetch(`${baseUrl}/api/auth/session/mfa/activate`, {
    method: 'POST',
    headers: { ...headers, cookie: cookieFrom(first, 'console_challenge')! },
    body: JSON.stringify({ pin: extractSignInCode(mail.text) }),
  });
  expect(second.status).toBe(200);
  return cookieFrom(second, 'console_session')!;
}

function gqlAt(baseUrl: string, cookie: string, query: string, variables: Record<string, unknown> = {}) {
  return fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Row }));
}

/** Milliseconds until the session's next request on `baseUrl` answers 401 (polling every 20 ms, at most 5 s). */
async function msUntilRefused(baseUrl: string, cookie: string, since: number): Promise<number> {
  while (Date.now() - since < 5_000) {
    if ((await gqlAt(baseUrl, cookie, PROBE)).status === 401) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

async function auditRows(operation: string, targetId: string): Promise<Row[]> {
  return h.q<Row>(
    sql`select staff_email as "staffEmail", outcome, detail from audit_log
        where operation = ${operation} and target_id = ${targetId} order by id`,
  );
}

describe('own sessions', () => {
  it('lists the caller’s live sessions (device, address, started, last seen), the current one first', async () => {
    const member = await h.account([]);
    const laptop = await signInFrom(h.baseUrl, member.email, CHROME_WINDOWS, '10.1.2.3');
    await signInFrom(h.baseUrl, member.email, SAFARI_IPHONE, '10.9.8.7');
    const answer = await gqlAt(h.baseUrl, laptop, SESSIONS);
    const list = answer.body.data.mySessions as Row[];
    expect(list.map((s) => [s.device, s.address, s.current])).toEqual([
      ['Chrome / Windows', '10.1.2.3', true],
      ['Safari / iOS', '10.9.8.7', false],
    ]);
    for (const s of list) {
      expect(Math.abs(s.startedAt - Date.now())).toBeLessThan(60_000);
      expect(s.lastSeenAt).toBeGreaterThanOrEqual(s.startedAt);
    }
    // Nobody else's sessions: the administrator sees only their own.
    const mine = (await admin.gql('', SESSIONS)).data!.mySessions as Row[];
    expect(mine.every((s) => !list.some((l) => l.id === s.id))).toBe(true);
  });

  it('ends one of them: that browser is signed out at its next request; the audit row names the session', async () => {
    const member = await h.account([]);
    const laptop = await signInFrom(h.baseUrl, member.email, CHROME_WINDOWS, '10.1.2.4');
    const phone = await signInFrom(h.baseUrl, member.email, SAFARI_IPHONE, '10.9.8.6');
    const [, phoneSession] = (await gqlAt(h.baseUrl, laptop, SESSIONS)).body.data.mySessions as Row[];
    const ended = await gqlAt(h.baseUrl, laptop, END_MINE, { id: phoneSession.id });
    expect(ended.body.errors).toBeUndefined();
    expect(ended.body.data.endMySession).toEqual([{ id: expect.any(String), current: true }]);
    expect((await gqlAt(h.baseUrl, phone, PROBE)).status).toBe(401);
    expect((await gqlAt(h.baseUrl, laptop, PROBE)).status).toBe(200);
    expect(await auditRows('session.end', phoneSession.id)).toEqual([
      { staffEmail: member.email, outcome: 'success', detail: { args: { current: false } } },
    ]);
  });

  it('refuses another member’s session and a made-up id as NOT_FOUND and ends nothing', async () => {
    const member = await h.account([]);
    const cookie = await signInFrom(h.baseUrl, member.email, CHROME_WINDOWS, '10.1.2.5');
    const adminSession = ((await admin.gql('', SESSIONS)).data!.mySessions as Row[])[0];
    for (const id of [adminSession.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await gqlAt(h.baseUrl, cookie, END_MINE, { id });
      expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect((await admin.gql('', PROBE)).status).toBe(200);
  });

  it('ending the current session signs this browser out', async () => {
    const member = await h.account([]);
    const cookie = await signInFrom(h.baseUrl, member.email, CHROME_WINDOWS, '10.1.2.6');
    const [current] = (await gqlAt(h.baseUrl, cookie, SESSIONS)).body.data.mySessions as Row[];
    const ended = await gqlAt(h.baseUrl, cookie, END_MINE, { id: current.id });
    expect(ended.body.data.endMySession).toEqual([]);
    expect((await gqlAt(h.baseUrl, cookie, PROBE)).status).toBe(401);
  });
});

describe('an administrator ends all of a member’s sessions', () => {
  it('needs staff.admin; ends every session, leaves the member unlocked, and is audited', async () => {
    const member = await h.account([]);
    const one = await signInFrom(h.baseUrl, member.email, CHROME_WINDOWS, '10.2.0.1');
    const two = await signInFrom(other.baseUrl, member.email, SAFARI_IPHONE, '10.2.0.2');
    const outsider = await h.staff([PERMISSIONS.consumersWrite]);
    expect(codeOf(await outsider.gql('', END_ALL, { s: member.id }))).toBe('FORBIDDEN');
    expect((await gqlAt(h.baseUrl, one, PROBE)).status).toBe(200);

    const answer = await admin.gql('', END_ALL, { s: member.id });
    expect(answer.data!.endStaffSessions).toEqual({ id: member.id, email: member.email, locked: false });
    expect((await gqlAt(h.baseUrl, one, PROBE)).status).toBe(401);
    expect(await msUntilRefused(other.baseUrl, two, Date.now())).toBeLessThan(2_000);
    expect(await auditRows('staff.end_sessions', member.id)).toEqual([
      {
        staffEmail: outsider.email,
        outcome: 'refused',
        detail: expect.objectContaining({ refusal: 'FORBIDDEN' }),
      },
      { staffEmail: admin.email, outcome: 'success', detail: { args: {}, sessionsEnded: 2 } },
    ]);
    // Not locked: the member signs in again.
    const back = await signInFrom(h.baseUrl, member.email, CHROME_WINDOWS, '10.2.0.3');
    expect((await gqlAt(h.baseUrl, back, PROBE)).status).toBe(200);
  });
});

describe('a lock ends the member’s sessions on every instance within 2 seconds', () => {
  it('a lock in the console on one instance: the session on the other is refused within 2 s', async () => {
    const member = await h.account([]);
    const elsewhere = await signInFrom(other.baseUrl, member.email, CHROME_WINDOWS, '10.3.0.1');
    // Warm: the other instance serves this session from its memory from now on.
    for (let i = 0; i < 3; i++) expect((await gqlAt(other.baseUrl, elsewhere, PROBE)).status).toBe(200);
    const since = Date.now();
    expect((await admin.gql('', LOCK, { s: member.id })).data!.lockStaffMember.locked).toBe(true);
    expect(await msUntilRefused(other.baseUrl, elsewhere, since)).toBeLessThan(2_000);
  });

  it('a lock by the staff CLI (its own database connection on PostgreSQL) reaches both instances', async () => {
    const member = await h.account([]);
    const here = await signInFrom(h.baseUrl, member.email, CHROME_WINDOWS, '10.3.0.2');
    const there = await signInFrom(other.baseUrl, member.email, SAFARI_IPHONE, '10.3.0.3');
    for (const [url, cookie] of [
      [h.baseUrl, here],
      [other.baseUrl, there],
    ])
      expect((await gqlAt(url, cookie, PROBE)).status).toBe(200);
    const cli = testDbKind === 'postgres' ? await openDatabase({ url: h.tdb.db.url, poolSize: 1 }) : null;
    const since = Date.now();
    try {
      await lockStaffUser((cli ?? h.tdb.db).orm, member.email, 'cli');
    } finally {
      await cli?.close();
    }
    expect(await msUntilRefused(h.baseUrl, here, since)).toBeLessThan(2_000);
    expect(await msUntilRefused(other.baseUrl, there, since)).toBeLessThan(2_000);
  });

  it('a mutation let in before the lock and written after it is refused (401 UNAUTHENTICATED) and changes nothing', async () => {
    const maker = await h.account([PERMISSIONS.staffAdmin]);
    const cookie = await signInFrom(other.baseUrl, maker.email, CHROME_WINDOWS, '10.3.0.4');
    expect((await gqlAt(other.baseUrl, cookie, PROBE)).status).toBe(200);
    const newcomer = `newcomer-${Date.now()}@example.com`;
    const body = JSON.stringify({
      query: `mutation($e: String!) { createStaffMember(email: $e, roles: []) { id } }`,
      variables: { e: newcomer },
    });
    // The headers go first: the session guard admits the request on them; the body follows after the lock.
    const answer = new Promise<{ status: number; body: Row }>((resolve, reject) => {
      const url = new URL(`${other.baseUrl}/graphql`);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) as Row }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(async () => {
        const locked = await admin.gql('', LOCK, { s: maker.id });
        expect(locked.data!.lockStaffMember.locked).toBe(true);
        request.end(body.slice(10));
      }, 300);
    });
    const { status, body: answered } = await answer;
    expect(status).toBe(401);
    expect(answered.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await h.q(sql`select 1 from staff_users where email = ${newcomer}`)).toEqual([]);
  });
});
