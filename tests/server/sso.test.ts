// Single sign-on over real HTTP on PGlite and PostgreSQL, against a real OpenID Provider running in this process
// (oidc-provider, tests/support/oidc-op.ts): the whole authorization code flow with PKCE, state and nonce. Success
// signs in the existing member with that verified e-mail and audits the ID token's amr and acr; an unknown e-mail, an
// unverified one, a locked member, a wrong state, a replayed code and a callback without the flow's cookie get no
// session. A member whose role requires SSO cannot sign in with the password (the answer says to use SSO).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { lockStaffUser } from '../../server/domain/staff-accounts';
import { startHarness, STAFF_PASSWORD, type Harness, type Row } from '../support/harness';
import { startTestOp, type TestOp } from '../support/oidc-op';
import { RedirectBrowser } from '../support/redirect-browser';
import { freePort } from '../support/server-process';

let h: Harness;
let op: TestOp;
let consoleUrl: string;

beforeAll(async () => {
  const port = await freePort();
  consoleUrl = `http://127.0.0.1:${port}`;
  op = await startTestOp({ redirectUri: `${consoleUrl}/api/auth/sso/callback` });
  h = await startHarness({
    consumers: 0,
    demoStaff: false,
    server: {
      config: {
        port,
        publicOrigin: consoleUrl,
        oidcIssuer: op.issuer,
        oidcClientId: op.clientId,
        oidcClientSecret: op.clientSecret,
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await op?.close();
});

/** The only way to change the policy: one administrator asks, a second approves (always held). */
async function setSsoRequiredRoles(roles: string[]) {
  const admin = await h.staff([PERMISSIONS.staffAdmin]);
  const approver = await h.staff([PERMISSIONS.staffAdmin, PERMISSIONS.approvalsDecide]);
  const asked = await admin.gql(
    '',
    `mutation($s: [String!]!) { updateSecurityPolicy(passkeyRequiredRoles: [], ssoRequiredRoles: $s) { ssoRequiredRoles } }`,
    { s: roles },
  );
  expect(asked.errors?.[0]?.extensions?.code).toBe('APPROVAL_REQUIRED');
  const approved = await approver.gql('', `mutation($id: ID!) { approveRequest(id: $id) { status } }`, {
    id: asked.errors![0].extensions!.approvalRequestId,
  });
  expect(approved.data?.approveRequest.status).toBe('Approved');
}

async function ssoAs(accountId: string, how?: { amr?: string[]; acr?: string }) {
  op.signInAs(accountId, how);
  const browser = new RedirectBrowser(consoleUrl);
  const { response, callbackUrl } = await browser.follow(`${consoleUrl}/api/auth/sso/start`);
  return { browser, response, callbackUrl };
}

async function profileWith(session: string | undefined) {
  const response = await fetch(`${consoleUrl}/api/profile/me2`, {
    headers: { cookie: `console_session=${session}` },
  });
  return { status: response.status, body: (await response.json()) as Row };
}

async function lastSsoAudit(): Promise<Row> {
  const [row] = await h.q<Row>(
    sql`select staff_email as "staffEmail", outcome, detail from audit_log
        where operation = 'sign_in.sso' order by id desc limit 1`,
  );
  return row;
}

describe('SSOでログイン', () => {
  it('GET /api/auth/sso says whether SSO is configured; without it /start is 404', async () => {
    expect(await (await fetch(`${consoleUrl}/api/auth/sso`)).json()).toEqual({ enabled: true });
    const plain = await h.startServer();
    try {
      expect(await (await fetch(`${plain.baseUrl}/api/auth/sso`)).json()).toEqual({ enabled: false });
      expect((await fetch(`${plain.baseUrl}/api/auth/sso/start`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('signs in the existing member whose verified e-mail the provider vouches for; amr and acr are audited', async () => {
    const member = await h.account([], { email: 'sso.member@example.com' });
    op.account('alice', { email: 'SSO.Member@example.com', emailVerified: true });
    const start = await fetch(`${consoleUrl}/api/auth/sso/start`, { redirect: 'manual' });
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(op.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: op.clientId,
      redirect_uri: `${consoleUrl}/api/auth/sso/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });

    const { browser, response } = await ssoAs('alice', { amr: ['pwd', 'hwk'], acr: 'urn:test:loa:2' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('url=/login?sso=signed-in');
    const profile = await profileWith(browser.session());
    expect(profile).toEqual({ status: 200, body: expect.objectContaining({ email: member.email }) });
    expect(await lastSsoAudit()).toEqual({
      staffEmail: member.email,
      outcome: 'success',
      detail: {
        issuer: op.issuer,
        amr: ['pwd', 'hwk'],
        acr: 'urn:test:loa:2',
        sessionId: expect.any(String),
      },
    });
  });

  it('an unknown e-mail, an unverified e-mail and a locked member get no session and are told why', async () => {
    const locked = await h.account([], { email: 'sso.locked@example.com' });
    await lockStaffUser(h.tdb.db.orm, locked.email, 'test');
    await h.account([], { email: 'sso.unverified@example.com' });
    op.account('stranger', { email: 'nobody@example.com', emailVerified: true });
    op.account('unverified', { email: 'sso.unverified@example.com', emailVerified: false });
    op.account('locked', { email: locked.email, emailVerified: true });
    const members = await h.q(sql`select count(*)::int as n from staff_users`);
    for (const [account, reason] of [
      ['stranger', 'unknown_email'],
      ['unverified', 'email_not_verified'],
      ['locked', 'locked'],
    ]) {
      const { browser, response } = await ssoAs(account);
      expect([account, response.status, response.headers.get('location')]).toEqual([
        account,
        303,
        `/login?sso=${reason}`,
      ]);
      expect(browser.session()).toBeUndefined();
      expect(await lastSsoAudit()).toMatchObject({ outcome: 'refused', detail: { reason } });
    }
    // Nobody is created on the fly.
    expect(await h.q(sql`select count(*)::int as n from staff_users`)).toEqual(members);
  });

  it('a wrong state, a replayed code and a callback without the flow cookie are refused', async () => {
    await h.account([], { email: 'sso.replay@example.com' });
    op.account('bob', { email: 'sso.replay@example.com', emailVerified: true });

    op.signInAs('bob');
    const tampered = new RedirectBrowser(consoleUrl);
    const { callbackUrl } = await tampered.follow(`${consoleUrl}/api/auth/sso/start`, true);
    const wrongState = new URL(callbackUrl);
    wrongState.searchParams.set('state', 'not-the-state');
    const refused = await tampered.get(wrongState.href);
    expect([refused.status, refused.headers.get('location')]).toEqual([303, '/login?sso=failed']);
    expect(tampered.session()).toBeUndefined();
    expect(await lastSsoAudit()).toMatchObject({ outcome: 'failure', detail: { reason: 'state_mismatch' } });

    // The same code twice, with the flow cookie the first use had: the provider refuses the second redemption.
    op.signInAs('bob');
    const browser = new RedirectBrowser(consoleUrl);
    const first = await browser.follow(`${consoleUrl}/api/auth/sso/start`, true);
    const flowCookie = browser.jar.get(consoleUrl)!.get('console_sso')!;
    expect((await browser.get(first.callbackUrl)).status).toBe(200);
    const replay = await fetch(first.callbackUrl, {
      redirect: 'manual',
      headers: { cookie: `console_sso=${flowCookie}` },
    });
    expect([replay.status, replay.headers.get('location')]).toEqual([303, '/login?sso=failed']);
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('console_session='))).toBe(false);
    expect(await lastSsoAudit()).toMatchObject({
      outcome: 'failure',
      detail: { reason: 'token:invalid_grant' },
    });

    const bare = await fetch(first.callbackUrl, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/login?sso=failed');
    expect(await lastSsoAudit()).toMatchObject({
      outcome: 'failure',
      detail: { reason: 'no_pending_sign_in' },
    });
  });

  it('a member of a role that requires SSO cannot sign in with the password; the answer says to use SSO', async () => {
    const member = await h.account([], { email: 'sso.required@example.com' });
    await h.q(
      sql`insert into staff_user_roles (staff_user_id, role, granted_by) values (${member.id}, 'support', 'test')`,
    );
    await setSsoRequiredRoles(['support']);
    const client = h.client();
    const refused = await client.passwordStep(member.email, STAFF_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'SsoRequired',
      message: 'This account signs in with single sign-on only; use SSOでログイン',
    });
    expect(refused.setCookies.some((c) => c.startsWith('console_challenge='))).toBe(false);
    // A wrong password learns nothing about the policy.
    expect((await h.client().passwordStep(member.email, 'wrong password!')).body.code).toBe(
      'InvalidCredentials',
    );
    // SSO still signs them in.
    op.account('carol', { email: member.email, emailVerified: true });
    const { browser } = await ssoAs('carol');
    expect((await profileWith(browser.session())).status).toBe(200);
    // Another role: the password step goes on as usual.
    await setSsoRequiredRoles(['operations']);
    expect((await h.client().passwordStep(member.email, STAFF_PASSWORD)).status).toBe(200);
  });
});
