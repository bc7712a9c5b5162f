// The session guard over real HTTP: 401 without a valid session, the idle and absolute lifetimes, at most 5 live
// sessions per staff member, permissions read fresh, and the Origin check on state-changing requests.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { startHarness, STAFF_PASSWORD as PASSWORD, type Harness, type TestClient } from '../support/harness';
import { grantPermissions, revokePermissions } from '../../server/domain/staff-accounts';
import { staffSessions } from '../../server/db/schema/index';
import { PERMISSIONS } from '../../src/shared/permissions';
import { testDbKind } from '../support/test-db';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false });
});
afterAll(async () => {
  await h?.close();
});

const orm = () => h.tdb.db.orm;

/** A staff user signed in through the REST steps in a browser stand-in. */
async function signedInStaff(permissions: string[] = [PERMISSIONS.viewPacRecords]) {
  const staff = await h.account(permissions);
  const client = h.client();
  const answer = await client.signIn(h.smtp, staff.email, PASSWORD);
  expect(answer.status).toBe(200);
  return { staff, client };
}

async function sessionOf(staffUserId: string) {
  const [row] = await orm().select().from(staffSessions).where(eq(staffSessions.staffUserId, staffUserId));
  return row;
}

const profile = (client: TestClient) => client.request('GET', '/api/profile/me2');

describe('session guard', () => {
  it('/graphql and /api/profile/me2 without a session cookie answer 401 Unauthorized', async () => {
    const client = h.client();
    for (const [method, path] of [
      ['GET', '/api/profile/me2'],
      ['POST', '/graphql'],
      ['GET', '/graphql?query=%7B__typename%7D'],
      ['DELETE', '/api/auth/session2'],
      ['GET', '/api/anything-else'],
    ]) {
      const answer = await client.request(
        method,
        path,
        method === 'POST' ? { body: { query: '{ __typename }' } } : {},
      );
      expect([method, path, answer.status, answer.body]).toEqual([
        method,
        path,
        401,
        { code: 'Unauthorized', message: 'Sign-in required' },
      ]);
    }
  });

  it('an unknown session cookie answers 401 and is cleared', async () => {
    const client = h.client();
    client.cookies.set('console_session', randomBytes(32).toString('base64url'));
    const answer = await profile(client);
    expect(answer.status).toBe(401);
    expect(answer.setCookies.find((c) => c.startsWith('console_session=;'))).toMatch(/Max-Age=0/i);
    expect(client.cookies.has('console_session')).toBe(false);
  });

  it('the signIn helper returns a cookie header that the profile accepts', async () => {
    const { email } = await h.account([]);
    const { cookie } = await h.signIn(email, PASSWORD);
    const response = await fetch(`${h.baseUrl}/api/profile/me2`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email,
      permissions: [],
      consumerSiteUrl: 'http://localhost:3000',
    });
  });

  it('permissions are read fresh from the staff user on every request', async () => {
    const { staff, client } = await signedInStaff([PERMISSIONS.viewPacRecords]);
    await grantPermissions(orm(), staff.email, [PERMISSIONS.paymentFraudFlagsRead]);
    expect((await profile(client)).body.permissions).toEqual(
      [PERMISSIONS.viewPacRecords, PERMISSIONS.paymentFraudFlagsRead].sort(),
    );
    await revokePermissions(orm(), staff.email, [PERMISSIONS.viewPacRecords]);
    expect((await profile(client)).body.permissions).toEqual([PERMISSIONS.paymentFraudFlagsRead]);
  });

  it("a role's permissions edited in the database apply to its holders' next request", async () => {
    const { staff, client } = await signedInStaff([]);
    await h.q(sql`insert into staff_user_roles (staff_user_id, role) values (${staff.id}, 'support')`);
    const support = (await profile(client)).body.permissions as string[];
    expect(support.length).toBeGreaterThan(0);
    await h.q(
      sql`update staff_roles set permissions = array_append(permissions, ${PERMISSIONS.staffAdmin}) where name = 'support'`,
    );
    expect((await profile(client)).body.permissions).toContain(PERMISSIONS.staffAdmin);
    await h.q(sql`delete from staff_user_roles where staff_user_id = ${staff.id}`);
    expect((await profile(client)).body.permissions).toEqual([]);
  });

  // Another process (its own connection, not the server's pool) ends the session: the server's listening
  // connection hears of it; the request after the notification is refused. PostgreSQL only: on PGlite one
  // process holds the database.
  if (testDbKind === 'postgres') {
    it('a session revoked by another process is refused as soon as the change is notified', async () => {
      const { staff, client } = await signedInStaff();
      expect((await profile(client)).status).toBe(200);
      const other = new pg.Client({ connectionString: h.tdb.db.url });
      await other.connect();
      try {
        await other.query('update staff_sessions set revoked_at = now() where staff_user_id = $1', [
          staff.id,
        ]);
      } finally {
        await other.end();
      }
      let status = 200;
      for (let i = 0; i < 100 && status === 200; i++) {
        status = (await profile(client)).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(401);
    });
  }

  it('a session idle for 30 minutes ends; 29 idle minutes keep it and refresh last_seen_at', async () => {
    const { staff, client } = await signedInStaff();
    const session = await sessionOf(staff.id);
    await orm()
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(staffSessions.id, session.id));
    expect((await profile(client)).status).toBe(200);
    expect(Date.now() - (await sessionOf(staff.id)).lastSeenAt.getTime()).toBeLessThan(60_000);

    await orm()
      .update(staffSessions)
      .set({ lastSeenAt: sql`now() - interval '30 minutes 1 second'` })
      .where(eq(staffSessions.id, session.id));
    const answer = await profile(client);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('Unauthorized');
    expect(client.cookies.has('console_session')).toBe(false);
  });

  it('last_seen_at is written at most once a minute', async () => {
    const { staff, client } = await signedInStaff();
    const session = await sessionOf(staff.id);
    const twentySecondsAgo = new Date(Date.now() - 20_000);
    await orm()
      .update(staffSessions)
      .set({ lastSeenAt: twentySecondsAgo })
      .where(eq(staffSessions.id, session.id));
    expect((await profile(client)).status).toBe(200);
    expect((await sessionOf(staff.id)).lastSeenAt.getTime()).toBe(twentySecondsAgo.getTime());
  });

  it('a session ends 12 hours after sign-in even while active', async () => {
    const { staff, client } = await signedInStaff();
    await orm()
      .update(staffSessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastSeenAt: sql`now()` })
      .where(eq(staffSessions.staffUserId, staff.id));
    const answer = await profile(client);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('Unauthorized');
  });

  it('a 6th sign-in ends the oldest of the 5 live sessions', async () => {
    const { staff, client: oldest } = await signedInStaff();
    const others: TestClient[] = [];
    for (let i = 0; i < 5; i++) {
      const client = h.client();
      expect((await client.signIn(h.smtp, staff.email, PASSWORD)).status).toBe(200);
      others.push(client);
    }
    expect((await profile(oldest)).status).toBe(401);
    for (const client of others) expect((await profile(client)).status).toBe(200);
    const live = await orm()
      .select()
      .from(staffSessions)
      .where(and(eq(staffSessions.staffUserId, staff.id), isNull(staffSessions.revokedAt)));
    expect(live).toHaveLength(5);
  });

  it('a state-changing request from another origin answers 403 Forbidden; the same origin passes', async () => {
    const { client } = await signedInStaff();
    const host = new URL(h.baseUrl).host;
    const foreign = await client.request('DELETE', '/api/auth/session2', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('Forbidden');
    const foreignSignIn = await h.client().request('POST', '/api/auth/session/mfa', {
      body: { email: 'x@example.com', password: 'whatever-password' },
      headers: { origin: 'null' },
    });
    expect(foreignSignIn.status).toBe(403);
    expect((await profile(client)).status).toBe(200);

    // A GET is not checked; a same-origin state change is.
    expect(
      (await client.request('GET', '/api/profile/me2', { headers: { origin: 'https://evil.example' } }))
        .status,
    ).toBe(200);
    const same = await client.request('DELETE', '/api/auth/session2', {
      headers: { origin: `http://${host}` },
    });
    expect(same.status).toBe(200);
  });

  it('a body-less sign-out sent with Content-Type: application/json still signs out', async () => {
    const { client } = await signedInStaff();
    const answer = await client.request('DELETE', '/api/auth/session2', {
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect((await profile(client)).status).toBe(401);
  });
});
