// Staff administration, over real HTTP on PGlite and PostgreSQL: the staff list and roles need
// staff.admin; a new member gets a one-time link by mail (single use, expires, garbage refused) and signs in with the
// password they chose; naming roles, granting a role or a permission, adding permissions to a role and unlocking are
// held until a second staff member approves; revokes and lock are immediate and lock ends the sessions at once; a
// role's permissions take effect on the holder's next request; refusals are answered at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type GqlAnswer, type Harness, type Row, type StaffClient } from '../support/harness';
import { codeOf, newKey } from '../support/fixtures';

let h: Harness;
let admin: StaffClient;
let approver: StaffClient;

const P = PERMISSIONS;
const NEW_PASSWORD = 'a brand new passw0rd';

beforeAll(async () => {
  // The log is kept: a test checks that the one-time link's token never reaches it.
  h = await startHarness({ consumers: 0, seed: 7, demoStaff: false, server: { logLevel: 'info' } });
  admin = await h.staff([P.staffAdmin], { email: 'staff-admin@example.com' });
  approver = await h.staff([P.staffAdmin, P.approvalsDecide], { email: 'second@example.com' });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const MEMBER = `id email roles permissions effectivePermissions locked lockReason lastSignInAt passwordSet`;
const CREATE = `mutation($e: String!, $r: [String!]!) { createStaffMember(email: $e, roles: $r) { ${MEMBER} } }`;
const GRANT_ROLE = `mutation($s: ID!, $r: String!) { grantStaffRole(staffId: $s, role: $r) { ${MEMBER} } }`;
const REVOKE_ROLE = `mutation($s: ID!, $r: String!) { revokeStaffRole(staffId: $s, role: $r) { ${MEMBER} } }`;
const GRANT_PERMISSION = `mutation($s: ID!, $p: String!) { grantStaffPermission(staffId: $s, permission: $p) { ${MEMBER} } }`;
const REVOKE_PERMISSION = `mutation($s: ID!, $p: String!) { revokeStaffPermission(staffId: $s, permission: $p) { ${MEMBER} } }`;
const LOCK = `mutation($s: ID!) { lockStaffMember(staffId: $s) { ${MEMBER} } }`;
const UNLOCK = `mutation($s: ID!) { unlockStaffMember(staffId: $s) { ${MEMBER} } }`;
const UPDATE_ROLE = `mutation($n: String!, $p: [String!]!) { updateStaffRole(name: $n, permissions: $p) { name permissions holders } }`;
const MEMBERS = `{ staffMembers { ${MEMBER} } }`;
const ROLES = `{ staffRoles { name permissions holders } }`;
const APPROVE = `mutation($id: ID!) { approveRequest(id: $id) { id status outcome operation } }`;

function heldId(answer: GqlAnswer): string {
  expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('APPROVAL_REQUIRED');
  return answer.errors![0].extensions!.approvalRequestId as string;
}

async function approve(id: string): Promise<Row> {
  const answer = await approver.gql('', APPROVE, { id });
  expect(answer.errors).toBeUndefined();
  return answer.data!.approveRequest;
}

async function memberOf(email: string): Promise<Row | undefined> {
  const answer = await admin.gql('', MEMBERS);
  return answer.data!.staffMembers.find((m: Row) => m.email === email);
}

const tokenOf = (text: string) => /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

function setPassword(token: string, password: string) {
  return fetch(`${h.baseUrl}/api/auth/set-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
}

/** Waits for the set-password mail to `email` sent after `after` and answers its token. */
async function mailedToken(email: string, after: number): Promise<string> {
  const mail = await h.smtp.waitForMail(email, { after });
  const token = tokenOf(mail.text);
  expect(token, mail.text).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

describe('without staff.admin', () => {
  it('every staff query and mutation is FORBIDDEN and changes nothing', async () => {
    const other = await h.staff([P.approvalsDecide, P.consumersWrite]);
    const target = await h.account([]);
    const calls: [string, Record<string, unknown>][] = [
      [MEMBERS, {}],
      [ROLES, {}],
      [CREATE, { e: 'nobody@example.com', r: [] }],
      [GRANT_ROLE, { s: target.id, r: 'support' }],
      [REVOKE_ROLE, { s: target.id, r: 'support' }],
      [GRANT_PERMISSION, { s: target.id, p: P.smsSend }],
      [REVOKE_PERMISSION, { s: target.id, p: P.smsSend }],
      [LOCK, { s: target.id }],
      [UNLOCK, { s: target.id }],
      [UPDATE_ROLE, { n: 'support', p: [] }],
    ];
    for (const [query, variables] of calls)
      expect(codeOf(await other.gql('', query, variables))).toBe('FORBIDDEN');
    expect(await h.q(sql`select 1 from staff_users where email = 'nobody@example.com'`)).toEqual([]);
    expect(await h.q(sql`select count(*)::int as n from approval_requests`)).toEqual([{ n: 0 }]);
  });
});

describe('creating a staff member', () => {
  it('without roles: immediate; the mailed link sets the password once, then the person signs in', async () => {
    const after = Date.now();
    const answer = await admin.gql(
      '',
      CREATE,
      { e: ' New.Person@Example.com ', r: [] },
      { idempotencyKey: newKey() },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createStaffMember).toMatchObject({
      email: 'new.person@example.com',
      roles: [],
      permissions: [],
      locked: false,
      lastSignInAt: null,
      passwordSet: false,
    });
    const token = await mailedToken('new.person@example.com', after);
    // Before the password is set, nothing signs in (not even an empty password).
    const early = await h.client().passwordStep('new.person@example.com', 'x');
    expect(early.status).toBe(401);

    expect(await setPassword(token, 'short')).toMatchObject({ status: 400, body: { code: 'BadRequest' } });
    expect(await setPassword(token, NEW_PASSWORD)).toEqual({
      status: 200,
      body: { email: 'new.person@example.com' },
    });
    // Single use.
    expect(await setPassword(token, 'another passw0rd!!')).toMatchObject({
      status: 400,
      body: { code: 'InvalidToken' },
    });
    const person = await h.signIn('new.person@example.com', NEW_PASSWORD);
    expect((await person.gql('', MEMBERS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const member = await memberOf('new.person@example.com');
    expect(member).toMatchObject({ passwordSet: true });
    expect(member!.lastSignInAt).toBeGreaterThan(after - 1);
    const audit = await h.q<Row>(
      sql`select operation, staff_email from audit_log where target_id = ${member!.id}
          and operation like 'staff.%' order by seq`,
    );
    expect(audit.slice(0, 2)).toEqual([
      { operation: 'staff.create', staff_email: 'staff-admin@example.com' },
      { operation: 'staff.password_set', staff_email: 'new.person@example.com' },
    ]);
    // Opening the link's page: the request is logged without its query string; no log line ever holds the token.
    const logged = h.server.logs.length;
    await fetch(`${h.baseUrl}/set-password?token=${token}`);
    await expect.poll(() => h.server.logs.length).toBeGreaterThan(logged);
    expect(h.server.logs.filter((l) => l.includes(token))).toEqual([]);
    // The token is never stored, only its hash.
    const stored = await h.q<Row>(
      sql`select token_hash from set_password_tokens where token_hash = ${token}`,
    );
    expect(stored).toEqual([]);
  });

  it('refuses garbage and expired links, bad addresses and a taken address at once', async () => {
    expect(await setPassword('not-a-token', NEW_PASSWORD)).toMatchObject({
      status: 400,
      body: { code: 'InvalidToken' },
    });
    expect(await setPassword('A'.repeat(43), NEW_PASSWORD)).toMatchObject({
      status: 400,
      body: { code: 'InvalidToken' },
    });
    const after = Date.now();
    expect((await admin.gql('', CREATE, { e: 'late@example.com', r: [] })).errors).toBeUndefined();
    const token = await mailedToken('late@example.com', after);
    await h.q(
      sql`update set_password_tokens set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect(await setPassword(token, NEW_PASSWORD)).toMatchObject({
      status: 400,
      body: { code: 'InvalidToken' },
    });
    expect((await memberOf('late@example.com'))!.passwordSet).toBe(false);

    expect(codeOf(await admin.gql('', CREATE, { e: 'late@example.com', r: [] }))).toBe('CONFLICT');
    expect(codeOf(await admin.gql('', CREATE, { e: 'not an address', r: [] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', CREATE, { e: 'role@example.com', r: ['wizard'] }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await h.q(sql`select count(*)::int as n from approval_requests`)).toEqual([{ n: 0 }]);
  });

  it('with roles: held; on approval by a second person it exists with the role, the link is mailed, the role works', async () => {
    const held = heldId(await admin.gql('', CREATE, { e: 'agent@example.com', r: ['support'] }));
    expect(await memberOf('agent@example.com')).toBeUndefined();
    // The maker cannot approve it.
    expect(codeOf(await admin.gql('', APPROVE, { id: held }))).toBe('FORBIDDEN');
    const after = Date.now();
    expect(await approve(held)).toMatchObject({ status: 'Approved', operation: 'createStaffMember' });
    const member = await memberOf('agent@example.com');
    expect(member).toMatchObject({ roles: ['support'], permissions: [], passwordSet: false });
    expect(member!.effectivePermissions).toEqual([
      P.assessmentReportsRead,
      P.consumersPiiRead,
      P.consumersWrite,
      P.smsSend,
    ]);
    const token = await mailedToken('agent@example.com', after);
    expect((await setPassword(token, NEW_PASSWORD)).status).toBe(200);
    const agent = await h.signIn('agent@example.com', NEW_PASSWORD);
    const profile = await fetch(`${h.baseUrl}/api/profile/me2`, { headers: { cookie: agent.cookie } });
    expect((await profile.json()).permissions).toEqual([
      P.assessmentReportsRead,
      P.consumersPiiRead,
      P.consumersWrite,
      P.smsSend,
    ]);
  });
});

describe('grants, revokes and roles', () => {
  it('a role grant and a permission grant are held and applied on approval; revokes are immediate', async () => {
    const target = await h.account([]);
    const roleHeld = heldId(await admin.gql('', GRANT_ROLE, { s: target.id, r: 'fraud' }));
    const permissionHeld = heldId(await admin.gql('', GRANT_PERMISSION, { s: target.id, p: P.smsSend }));
    expect(await memberOf(target.email)).toMatchObject({ roles: [], permissions: [] });
    await approve(roleHeld);
    await approve(permissionHeld);
    expect(await memberOf(target.email)).toMatchObject({ roles: ['fraud'], permissions: [P.smsSend] });
    const audit = await h.q<Row>(
      sql`select operation, outcome, staff_email, detail->>'approverEmail' as approver from audit_log
          where target_id = ${target.id} and operation like 'staff.%' and operation <> 'staff.add' order by seq`,
    );
    expect(audit).toEqual([
      { operation: 'staff.grant_role', outcome: 'held', staff_email: admin.email, approver: null },
      { operation: 'staff.grant_permission', outcome: 'held', staff_email: admin.email, approver: null },
      {
        operation: 'staff.grant_role',
        outcome: 'success',
        staff_email: admin.email,
        approver: approver.email,
      },
      {
        operation: 'staff.grant_permission',
        outcome: 'success',
        staff_email: admin.email,
        approver: approver.email,
      },
    ]);

    // Already held: refused at once, never held.
    expect(codeOf(await admin.gql('', GRANT_ROLE, { s: target.id, r: 'fraud' }))).toBe('CONFLICT');
    expect(codeOf(await admin.gql('', GRANT_PERMISSION, { s: target.id, p: P.smsSend }))).toBe('CONFLICT');

    const key = newKey();
    const revoked = await admin.gql('', REVOKE_ROLE, { s: target.id, r: 'fraud' }, { idempotencyKey: key });
    expect(revoked.data!.revokeStaffRole).toMatchObject({ roles: [], effectivePermissions: [P.smsSend] });
    // The same Idempotency-Key answers the first answer and changes nothing more.
    const again = await admin.gql('', REVOKE_ROLE, { s: target.id, r: 'fraud' }, { idempotencyKey: key });
    expect(again.text).toBe(revoked.text);
    const revokedPermission = await admin.gql('', REVOKE_PERMISSION, { s: target.id, p: P.smsSend });
    expect(revokedPermission.data!.revokeStaffPermission).toMatchObject({ permissions: [] });
    expect(codeOf(await admin.gql('', REVOKE_ROLE, { s: target.id, r: 'fraud' }))).toBe('CONFLICT');
    expect(codeOf(await admin.gql('', REVOKE_PERMISSION, { s: target.id, p: P.smsSend }))).toBe('CONFLICT');
  });

  it('refuses unknown staff, roles and permissions at once', async () => {
    const target = await h.account([]);
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect(codeOf(await admin.gql('', GRANT_ROLE, { s: ghost, r: 'fraud' }))).toBe('NOT_FOUND');
    expect(codeOf(await admin.gql('', GRANT_ROLE, { s: 'garbage', r: 'fraud' }))).toBe('NOT_FOUND');
    expect(codeOf(await admin.gql('', LOCK, { s: ghost }))).toBe('NOT_FOUND');
    expect(codeOf(await admin.gql('', GRANT_ROLE, { s: target.id, r: 'wizard' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', GRANT_PERMISSION, { s: target.id, p: 'fly' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', UPDATE_ROLE, { n: 'support', p: ['fly'] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', UPDATE_ROLE, { n: 'Bad Name', p: [] }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await admin.gql('', UNLOCK, { s: target.id }))).toBe('CONFLICT');
    expect(await h.q(sql`select count(*)::int as n from approval_requests where status = 'Pending'`)).toEqual(
      [{ n: 0 }],
    );
  });

  it("a role's permissions take effect on the holder's next request: removal at once, addition on approval", async () => {
    const roleName = 'auditors';
    heldId(await admin.gql('', UPDATE_ROLE, { n: roleName, p: [P.consumersImpersonate] }));
    const created = await admin.gql('', UPDATE_ROLE, { n: roleName, p: [] });
    expect(created.data!.updateStaffRole).toEqual({ name: roleName, permissions: [], holders: 0 });
    const holder = await h.staff([]);
    // Granting an empty role is still a grant: held.
    await approve(heldId(await admin.gql('', GRANT_ROLE, { s: holder.id, r: roleName })));
    expect(codeOf(await holder.gql('', ROLES))).toBe('FORBIDDEN');

    const added = heldId(await admin.gql('', UPDATE_ROLE, { n: roleName, p: [P.staffAdmin] }));
    expect(codeOf(await holder.gql('', ROLES))).toBe('FORBIDDEN');
    await approve(added);
    const roles = await holder.gql('', ROLES);
    expect(roles.errors).toBeUndefined();
    expect(roles.data!.staffRoles.find((r: Row) => r.name === roleName)).toEqual({
      name: roleName,
      permissions: [P.staffAdmin],
      holders: 1,
    });
    expect(roles.data!.staffRoles.map((r: Row) => r.name)).toEqual([
      'admin',
      roleName,
      'fraud',
      'operations',
      'support',
    ]);

    // Removing permissions from a role is immediate.
    const removed = await admin.gql('', UPDATE_ROLE, { n: roleName, p: [] });
    expect(removed.errors).toBeUndefined();
    expect(codeOf(await holder.gql('', ROLES))).toBe('FORBIDDEN');
  });
});

describe('lock and unlock', () => {
  it('lock is immediate and ends every session at once; unlock is held and applied on approval', async () => {
    const target = await h.staff([P.consumersWrite]);
    const second = await h.signIn(target.email, 'correct horse battery staple');
    expect(codeOf(await admin.gql('', LOCK, { s: admin.id }))).toBe('BAD_USER_INPUT');
    const locked = await admin.gql('', LOCK, { s: target.id });
    expect(locked.data!.lockStaffMember).toMatchObject({ locked: true, lockReason: 'manual' });
    for (const session of [target, second])
      expect((await session.gql('', `{ pendingApprovalCount }`)).status).toBe(401);
    expect(codeOf(await admin.gql('', LOCK, { s: target.id }))).toBe('CONFLICT');

    const unlock = heldId(await admin.gql('', UNLOCK, { s: target.id }));
    expect((await memberOf(target.email))!.locked).toBe(true);
    expect(await approve(unlock)).toMatchObject({ status: 'Approved', operation: 'unlockStaffMember' });
    expect((await memberOf(target.email))!.locked).toBe(false);
    // The ended sessions stay ended; the member signs in again.
    expect((await target.gql('', `{ pendingApprovalCount }`)).status).toBe(401);
    const back = await h.signIn(target.email, 'correct horse battery staple');
    expect((await back.gql('', `{ pendingApprovalCount }`)).errors).toBeUndefined();
  });
});
