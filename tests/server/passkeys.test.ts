// Passkeys as the second factor, over real HTTP on PGlite and PostgreSQL, with a software authenticator
// (tests/support/soft-authenticator.ts) whose ES256 signatures the real @simplewebauthn/server verifies: enrolment on
// the security page's calls, sign-in with the password and the passkey and no mail, the mailed code asked for instead
// while the policy allows it, refusals (wrong origin, replay, unknown credential, no user verification, a counter
// that goes back) as one plain 400, synced passkeys that always count 0, rename and removal (the password again),
// the security policy held for a second person, the enrolment-only session of a passkey-required member
// (PASSKEY_REQUIRED everywhere else), an administrator's removal of a member's passkeys held like an unlock, and the
// audit rows of each.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, STAFF_PASSWORD, type Harness, type Row, type StaffClient } from '../support/harness';
import type { TestClient } from '../support/test-server';
import { SoftAuthenticator } from '../support/soft-authenticator';

const ORIGIN = 'https://console.example.com';
const P = PERMISSIONS;
const NOT_VERIFIED = { code: 'PasskeyNotVerified', message: 'The passkey could not be verified; try again' };

let h: Harness;
let admin: StaffClient;
let approver: StaffClient;

beforeAll(async () => {
  h = await startHarness({
    consumers: 0,
    demoStaff: false,
    server: { config: { publicOrigin: ORIGIN } },
  });
  admin = await h.staff([P.staffAdmin], { email: 'passkey-admin@example.com' });
  approver = await h.staff([P.staffAdmin, P.approvalsDecide], { email: 'passkey-approver@example.com' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const POLICY = `passkeyRequiredRoles ssoRequiredRoles updatedBy`;
const UPDATE_POLICY = `mutation($p: [String!]!, $s: [String!]!) {
  updateSecurityPolicy(passkeyRequiredRoles: $p, ssoRequiredRoles: $s) { ${POLICY} } }`;
const APPROVE = `mutation($id: ID!) { approveRequest(id: $id) { id status operation } }`;
const PASSKEYS = `{ myPasskeys { id name createdAt lastUsedAt } }`;

/** Sets the policy the only way there is: asked by one administrator, approved by another. */
async function setPolicy(passkeyRequiredRoles: string[], ssoRequiredRoles: string[] = []) {
  const asked = await admin.gql('', UPDATE_POLICY, { p: passkeyRequiredRoles, s: ssoRequiredRoles });
  expect(asked.errors?.[0]?.extensions?.code).toBe('APPROVAL_REQUIRED');
  const approved = await approver.gql('', APPROVE, { id: asked.errors![0].extensions!.approvalRequestId });
  expect(approved.data?.approveRequest).toMatchObject({
    status: 'Approved',
    operation: 'updateSecurityPolicy',
  });
}

beforeEach(async () => {
  await h.q(sql`update security_policy set passkey_required_roles = '{}', sso_required_roles = '{}'`);
});

async function member(roles: string[] = []) {
  const account = await h.account([]);
  for (const role of roles) {
    await h.q(
      sql`insert into staff_user_roles (staff_user_id, role, granted_by) values (${account.id}, ${role}, 'test')`,
    );
  }
  return account;
}

async function signedIn(email: string): Promise<TestClient> {
  const client = h.client();
  const answer = await client.signIn(h.smtp, email, STAFF_PASSWORD);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return client;
}

async function gqlOf(client: TestClient, query: string, variables: Record<string, unknown> = {}) {
  const answer = await client.request('POST', '/graphql', { body: { query, variables } });
  return { status: answer.status, body: answer.body as Row };
}

async function enrol(client: TestClient, authenticator: SoftAuthenticator, name = 'MacBook Touch ID') {
  const options = await client.request('POST', '/api/passkeys/registration/options');
  expect(options.status).toBe(200);
  const response = authenticator.register(options.body as never);
  return client.request('POST', '/api/passkeys/registration', { body: { name, response } });
}

/** The password step of a member with a passkey: answers the prompt's options. */
async function passwordStep(client: TestClient, email: string) {
  const answer = await client.passwordStep(email, STAFF_PASSWORD);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.status).toBe('PasskeyRequired');
  return answer.body as { options: { challenge: string; rpId: string }; codeAvailable: boolean };
}

const passkeyStep = (client: TestClient, response: unknown) =>
  client.request('POST', '/api/auth/session/mfa/passkey', { body: { response } });

const auditOf = (email: string, operation: string) =>
  h.q<Row>(
    sql`select outcome, detail from audit_log where staff_email = ${email} and operation = ${operation}
        order by id`,
  );

const mailsTo = (email: string) => h.smtp.messages.filter((m) => m.to.includes(email)).length;

describe('enrolment', () => {
  it('registers a passkey on the security page; it is listed with its name, created and last used', async () => {
    const account = await member();
    const client = await signedIn(account.email);
    const registered = await enrol(client, new SoftAuthenticator(ORIGIN));
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body).toMatchObject({ passkey: { name: 'MacBook Touch ID' }, signInAgain: false });
    const listed = await gqlOf(client, PASSKEYS);
    expect(listed.body.data).toEqual({
      myPasskeys: [
        { id: expect.any(String), name: 'MacBook Touch ID', createdAt: expect.any(Number), lastUsedAt: null },
      ],
    });
    expect(await auditOf(account.email, 'passkey.register')).toEqual([
      { outcome: 'success', detail: expect.objectContaining({ name: 'MacBook Touch ID' }) },
    ]);
  });

  it('refuses another origin, no user verification, a replayed answer and a blank name; nothing is stored', async () => {
    const account = await member();
    const client = await signedIn(account.email);
    const authenticator = new SoftAuthenticator(ORIGIN);
    const register = async (answer: Parameters<SoftAuthenticator['register']>[1], name = 'key') => {
      const options = await client.request('POST', '/api/passkeys/registration/options');
      const response = authenticator.register(options.body as never, answer);
      return client.request('POST', '/api/passkeys/registration', { body: { name, response } });
    };
    for (const answer of [
      { origin: 'https://console.example.com.evil.test' },
      { rpId: 'evil.test' },
      { userVerified: false },
    ]) {
      const refused = await register(answer);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(NOT_VERIFIED);
    }
    const blank = await register({}, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('The name is required');

    const options = await client.request('POST', '/api/passkeys/registration/options');
    const response = authenticator.register(options.body as never);
    const first = await client.request('POST', '/api/passkeys/registration', {
      body: { name: 'a', response },
    });
    expect(first.status).toBe(200);
    const replay = await client.request('POST', '/api/passkeys/registration', {
      body: { name: 'b', response },
    });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(NOT_VERIFIED);
    expect((await gqlOf(client, PASSKEYS)).body.data.myPasskeys.map((p: Row) => p.name)).toEqual(['a']);
    // Refusals are audited too, without the answer itself.
    const rows = await auditOf(account.email, 'passkey.register');
    expect(rows.map((r) => r.outcome)).toEqual([
      'refused',
      'refused',
      'refused',
      'refused',
      'success',
      'refused',
    ]);
    expect(JSON.stringify(rows)).not.toContain('clientDataJSON');
  });

  it("a challenge of another member's session is not this session's", async () => {
    const a = await signedIn((await member()).email);
    const b = await signedIn((await member()).email);
    const options = await a.request('POST', '/api/passkeys/registration/options');
    const response = new SoftAuthenticator(ORIGIN).register(options.body as never);
    const refused = await b.request('POST', '/api/passkeys/registration', { body: { name: 'x', response } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(NOT_VERIFIED);
  });
});

describe('sign-in with a passkey', () => {
  it('after the password the member is asked for the passkey, no code is mailed, and the passkey signs in', async () => {
    const account = await member();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await enrol(await signedIn(account.email), authenticator);
    const mailsBefore = mailsTo(account.email);

    const client = h.client();
    const prompt = await passwordStep(client, account.email);
    expect(prompt.codeAvailable).toBe(true);
    expect(prompt.options).toMatchObject({ rpId: 'console.example.com', userVerification: 'required' });
    const signed = await passkeyStep(client, authenticator.authenticate(prompt.options));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.email).toBe(account.email);
    expect(client.cookies.has('console_session')).toBe(true);
    expect(client.cookies.has('console_challenge')).toBe(false);
    expect((await client.request('GET', '/api/profile/me2')).status).toBe(200);
    expect(mailsTo(account.email)).toBe(mailsBefore);
    const listed = await gqlOf(client, PASSKEYS);
    expect(listed.body.data.myPasskeys[0].lastUsedAt).toEqual(expect.any(Number));
    expect(await auditOf(account.email, 'sign_in.passkey')).toEqual([
      { outcome: 'success', detail: expect.objectContaining({ sessionId: expect.any(String) }) },
    ]);
  });

  it('refuses a replayed answer, another origin, an unknown credential and no user verification with one plain 400', async () => {
    const account = await member();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await enrol(await signedIn(account.email), authenticator);

    const first = h.client();
    const prompt = await passwordStep(first, account.email);
    const answer = authenticator.authenticate(prompt.options);
    expect((await passkeyStep(first, answer)).status).toBe(200);
    // The same answer again, in a new sign-in (its own challenge) and with the old challenge cookie.
    const again = h.client();
    await passwordStep(again, account.email);
    for (const replayed of [await passkeyStep(again, answer), await passkeyStep(first, answer)]) {
      expect(replayed.status).toBe(400);
      expect(replayed.body).toEqual(NOT_VERIFIED);
    }

    const cases: Array<(options: { challenge: string; rpId: string }) => unknown> = [
      (o) => authenticator.authenticate(o, { origin: 'https://phish.example.net' }),
      (o) => authenticator.authenticate(o, { rpId: 'phish.example.net' }),
      (o) => authenticator.authenticate(o, { userVerified: false }),
      (o) => authenticator.authenticate(o, {}, authenticator.stranger()),
      () => ({ id: 'garbage', response: { clientDataJSON: '%%%' } }),
    ];
    for (const make of cases) {
      const client = h.client();
      const options = (await passwordStep(client, account.email)).options;
      const refused = await passkeyStep(client, make(options));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(NOT_VERIFIED);
      expect(client.cookies.has('console_session')).toBe(false);
    }
    // Without any sign-in under way.
    expect((await passkeyStep(h.client(), answer)).body).toEqual(NOT_VERIFIED);
    const reasons = (await auditOf(account.email, 'sign_in.passkey'))
      .filter((r) => r.outcome === 'failure')
      .map((r) => r.detail.reason);
    // The replay, origin, RP ID and user verification fail the verification; the stranger's key and the garbage
    // name no credential of the member.
    expect(reasons).toEqual([
      'not_verified',
      'not_verified',
      'not_verified',
      'not_verified',
      'unknown_credential',
      'unknown_credential',
    ]);
  });

  it('a counter that goes back is refused; a synced passkey that always reports 0 keeps working', async () => {
    const counting = await member();
    const device = new SoftAuthenticator(ORIGIN);
    await enrol(await signedIn(counting.email), device);
    for (let i = 0; i < 2; i++) {
      const client = h.client();
      const options = (await passwordStep(client, counting.email)).options;
      expect((await passkeyStep(client, device.authenticate(options))).status).toBe(200);
    }
    const cloned = h.client();
    const options = (await passwordStep(cloned, counting.email)).options;
    const refused = await passkeyStep(cloned, device.authenticate(options, { counter: 1 }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(NOT_VERIFIED);

    const syncedMember = await member();
    const synced = new SoftAuthenticator(ORIGIN, true);
    await enrol(await signedIn(syncedMember.email), synced);
    for (let i = 0; i < 3; i++) {
      const client = h.client();
      const o = (await passwordStep(client, syncedMember.email)).options;
      expect((await passkeyStep(client, synced.authenticate(o))).status).toBe(200);
    }
  });

  it('the mailed code can be asked for instead while no role requires a passkey, once per sign-in', async () => {
    const account = await member(['support']);
    await enrol(await signedIn(account.email), new SoftAuthenticator(ORIGIN));
    const client = h.client();
    await passwordStep(client, account.email);
    // A code typed before any was mailed never matches.
    expect((await client.codeStep('0000')).body.code).toBe('InvalidAuthPin');
    const after = Date.now();
    const asked = await client.request('POST', '/api/auth/session/mfa/code');
    expect(asked.status).toBe(200);
    const mail = await h.smtp.waitForMail(account.email, { after });
    expect((await client.request('POST', '/api/auth/session/mfa/code')).status).toBe(409);
    const code = /(?<!\d)(\d{4})(?!\d)/.exec(mail.text)![1];
    expect((await client.codeStep(code)).status).toBe(200);
    expect(await auditOf(account.email, 'sign_in.code_request')).toEqual([
      { outcome: 'success', detail: {} },
      { outcome: 'refused', detail: { reason: 'code_already_sent' } },
    ]);
  });

  it('two sign-ins with the same answer at once open one session', async () => {
    const account = await member();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await enrol(await signedIn(account.email), authenticator);
    const client = h.client();
    const options = (await passwordStep(client, account.email)).options;
    const answer = authenticator.authenticate(options);
    const challengeCookie = client.cookies.get('console_challenge')!;
    const twins = [client, h.client(), h.client()];
    for (const twin of twins) twin.cookies.set('console_challenge', challengeCookie);
    const answers = await Promise.all(twins.map((twin) => passkeyStep(twin, answer)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const [sessions] = await h.q<{ n: number }>(
      sql`select count(*)::int as n from staff_sessions s join staff_users u on u.id = s.staff_user_id
          where u.email = ${account.email} and s.revoked_at is null`,
    );
    // One from the enrolment's code sign-in, one from the passkey.
    expect(sessions.n).toBe(2);
  });
});

describe('own passkeys: rename and remove', () => {
  it('renames, and removes only with the right password; another member’s passkey is not found', async () => {
    const account = await member();
    const client = await signedIn(account.email);
    await enrol(client, new SoftAuthenticator(ORIGIN), 'old name');
    const [passkey] = (await gqlOf(client, PASSKEYS)).body.data.myPasskeys;
    const RENAME = `mutation($id: ID!, $n: String!) { renamePasskey(id: $id, name: $n) { id name } }`;
    const REMOVE = `mutation($id: ID!, $p: String!) { removePasskey(id: $id, password: $p) { id } }`;
    expect((await gqlOf(client, RENAME, { id: passkey.id, n: ' 仕事用 iPhone ' })).body.data).toEqual({
      renamePasskey: { id: passkey.id, name: '仕事用 iPhone' },
    });
    const badName = await gqlOf(client, RENAME, { id: passkey.id, n: 'a\nb' });
    expect(badName.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const stranger = await signedIn((await member()).email);
    for (const answer of [
      await gqlOf(stranger, RENAME, { id: passkey.id, n: 'mine now' }),
      await gqlOf(stranger, REMOVE, { id: passkey.id, p: STAFF_PASSWORD }),
    ]) {
      expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const wrong = await gqlOf(client, REMOVE, { id: passkey.id, p: 'not my password' });
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'The password is incorrect',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    });
    expect((await gqlOf(client, PASSKEYS)).body.data.myPasskeys).toHaveLength(1);
    expect((await gqlOf(client, REMOVE, { id: passkey.id, p: STAFF_PASSWORD })).body.data).toEqual({
      removePasskey: [],
    });
    expect((await auditOf(account.email, 'passkey.remove')).map((r) => r.outcome)).toEqual([
      'refused',
      'success',
    ]);
    // Without a passkey the password step mails the code again.
    expect((await h.client().passwordStep(account.email, STAFF_PASSWORD)).body).toEqual({
      status: 'PinRequired',
    });
  });
});

describe('the security policy', () => {
  it('is read by any member, changed only by staff.admin, always held for a second person; unknown roles refused', async () => {
    const reader = await h.staff([]);
    const read = await reader.gql('', `{ securityPolicy { ${POLICY} } }`);
    expect(read.data?.securityPolicy).toEqual({
      passkeyRequiredRoles: [],
      ssoRequiredRoles: [],
      updatedBy: null,
    });
    const forbidden = await reader.gql('', UPDATE_POLICY, { p: ['fraud'], s: [] });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await admin.gql('', UPDATE_POLICY, { p: ['no-such-role'], s: [] });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'No role named no-such-role',
      extensions: { code: 'BAD_USER_INPUT', field: 'passkeyRequiredRoles' },
    });
    await setPolicy(['fraud', 'fraud'], ['support']);
    const after = await reader.gql('', `{ securityPolicy { ${POLICY} } }`);
    expect(after.data?.securityPolicy).toEqual({
      passkeyRequiredRoles: ['fraud'],
      ssoRequiredRoles: ['support'],
      updatedBy: admin.email,
    });
    const rows = await h.q<Row>(
      sql`select outcome, detail from audit_log where operation = 'security.policy' order by id desc limit 1`,
    );
    expect(rows[0].outcome).toBe('success');
    expect(rows[0].detail.approverEmail).toBe(approver.email);
  });

  it('a passkey-required member without one gets, after the code, a session that can only enrol one', async () => {
    await setPolicy(['fraud']);
    const account = await member(['fraud']);
    const client = h.client();
    const signed = await client.signIn(h.smtp, account.email, STAFF_PASSWORD);
    expect(signed.status).toBe(200);
    expect(signed.body.passkeyEnrolmentRequired).toBe(true);

    const refusedGql = await gqlOf(client, PASSKEYS);
    expect(refusedGql.status).toBe(403);
    expect(refusedGql.body.errors[0].extensions.code).toBe('PASSKEY_REQUIRED');
    for (const [method, path] of [
      ['GET', '/api/profile/me2'],
      ['POST', '/api/exports'],
    ] as const) {
      const refused = await client.request(method, path, method === 'POST' ? { body: {} } : {});
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 'PASSKEY_REQUIRED',
        message: 'Register a passkey first: your role requires one to use the console',
      });
    }

    const authenticator = new SoftAuthenticator(ORIGIN);
    const enrolled = await enrol(client, authenticator);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.signInAgain).toBe(true);
    // The enrolment-only session ended with the enrolment.
    expect((await client.request('GET', '/api/profile/me2')).status).toBe(401);

    // Now only the passkey signs them in: no code offered, the mailed code refused.
    const next = h.client();
    const prompt = await passwordStep(next, account.email);
    expect(prompt.codeAvailable).toBe(false);
    const noCode = await next.request('POST', '/api/auth/session/mfa/code');
    expect(noCode.status).toBe(403);
    expect(noCode.body.code).toBe('PasskeyRequired');
    const signedIn2 = await passkeyStep(next, authenticator.authenticate(prompt.options));
    expect(signedIn2.status).toBe(200);
    expect((await next.request('GET', '/api/profile/me2')).status).toBe(200);
    expect((await gqlOf(next, PASSKEYS)).status).toBe(200);
  });

  it('once a passkey-required member has a passkey, a code mailed before no longer signs them in', async () => {
    const account = await member(['fraud']);
    const authenticator = new SoftAuthenticator(ORIGIN);
    await enrol(await signedIn(account.email), authenticator);
    // A code mailed while nothing was required yet…
    const client = h.client();
    await passwordStep(client, account.email);
    const after = Date.now();
    expect((await client.request('POST', '/api/auth/session/mfa/code')).status).toBe(200);
    const code = /(?<!\d)(\d{4})(?!\d)/.exec((await h.smtp.waitForMail(account.email, { after })).text)![1];
    // …stops working once the policy requires the passkey.
    await setPolicy(['fraud']);
    const refused = await client.codeStep(code);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'PasskeyRequired',
      message: 'This account signs in with its passkey only; the mailed code is not accepted',
    });
    expect(client.cookies.has('console_session')).toBe(false);
  });

  it('ssoRequiredRoles set through updateSecurityPolicy refuse the password step', async () => {
    const account = await member(['operations']);
    await setPolicy([], ['operations']);
    const refused = await h.client().passwordStep(account.email, STAFF_PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SsoRequired');
  });
});

describe('removeStaffPasskeys', () => {
  it('is held like an unlock; once approved the member signs in with the code and enrols again', async () => {
    await setPolicy(['fraud']);
    const account = await member(['fraud']);
    const first = h.client();
    await first.signIn(h.smtp, account.email, STAFF_PASSWORD);
    await enrol(first, new SoftAuthenticator(ORIGIN));
    const MEMBERS = `{ staffMembers { id passkeyCount } }`;
    const REMOVE = `mutation($s: ID!) { removeStaffPasskeys(staffId: $s) { id passkeyCount } }`;
    const countOf = async () =>
      (await admin.gql('', MEMBERS)).data!.staffMembers.find((m: Row) => m.id === account.id).passkeyCount;
    expect(await countOf()).toBe(1);

    const outsider = await h.staff([P.consumersWrite]);
    expect((await outsider.gql('', REMOVE, { s: account.id })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const held = await admin.gql('', REMOVE, { s: account.id });
    expect(held.errors?.[0]?.extensions?.code).toBe('APPROVAL_REQUIRED');
    expect(await countOf()).toBe(1);
    const approved = await approver.gql('', APPROVE, { id: held.errors![0].extensions!.approvalRequestId });
    expect(approved.data?.approveRequest).toMatchObject({
      status: 'Approved',
      operation: 'removeStaffPasskeys',
    });
    expect(await countOf()).toBe(0);

    // Lost device: the mailed code again, into a session that can only enrol a new passkey.
    const again = h.client();
    const signed = await again.signIn(h.smtp, account.email, STAFF_PASSWORD);
    expect(signed.body.passkeyEnrolmentRequired).toBe(true);
    // Nothing left to remove: refused at once, nothing held.
    const none = await admin.gql('', REMOVE, { s: account.id });
    expect(none.errors?.[0]).toMatchObject({
      message: 'The staff member has no passkeys',
      extensions: { code: 'CONFLICT' },
    });
  });
});
