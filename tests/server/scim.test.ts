// SCIM 2.0 /scim/v2/Users over real HTTP on PGlite and PostgreSQL, as Okta and Entra ID call it: the bearer token
// (404 without SCIM_TOKEN, 401 for a wrong one), the userName filter, reading one user, creating a member with no
// roles, deactivating (locks at once and ends the member's sessions), reactivating (held like an unlock: still
// inactive until a second person approves), DELETE (locks; the member stays for the audit trail), and an audit row for
// every call.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startHarness, type Harness, type Row, type StaffClient } from '../support/harness';
import { codeOf } from '../support/fixtures';

const TOKEN = 'scim-test-token-0123456789abcdef';
const SCIM_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const PROVISIONING = 'scim@provisioning.invalid';

let h: Harness;
let admin: StaffClient;
let approver: StaffClient;

beforeAll(async () => {
  h = await startHarness({ consumers: 0, demoStaff: false, server: { config: { scimToken: TOKEN } } });
  admin = await h.staff([PERMISSIONS.staffAdmin], { email: 'scim-admin@example.com' });
  approver = await h.staff([PERMISSIONS.staffAdmin, PERMISSIONS.approvalsDecide], {
    email: 'scim-approver@example.com',
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

async function scim(
  method: string,
  path: string,
  body?: unknown,
  token: string | null = TOKEN,
  at = h.baseUrl,
) {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/scim+json';
  const response = await fetch(`${at}/scim/v2${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (text ? JSON.parse(text) : null) as Row,
  };
}

const filterBy = (userName: string) => `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`;

async function memberRow(email: string): Promise<Row | undefined> {
  const answer = await admin.gql('', `{ staffMembers { id email roles permissions locked lockReason } }`);
  return (answer.data!.staffMembers as Row[]).find((m) => m.email === email);
}

async function auditOf(operation: string): Promise<Row[]> {
  return h.q<Row>(
    sql`select staff_email as "staffEmail", outcome, target_id as "targetId", detail from audit_log
        where operation = ${operation} order by id`,
  );
}

describe('the bearer token', () => {
  it('without SCIM_TOKEN every /scim path answers 404', async () => {
    const plain = await h.startServer();
    try {
      for (const [method, path] of [
        ['GET', '/Users'],
        ['POST', '/Users'],
        ['PATCH', '/Users/x'],
      ]) {
        expect(
          (await scim(method, path, method === 'GET' ? undefined : {}, TOKEN, plain.baseUrl)).status,
        ).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });

  it('a missing or wrong token answers 401 in the SCIM error schema, changes nothing and is audited', async () => {
    const before = (await auditOf('scim.create')).length;
    for (const token of [null, 'wrong', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const answer = await scim(
        'POST',
        '/Users',
        { schemas: [SCIM_USER], userName: 'intruder@example.com' },
        token,
      );
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '401',
      });
    }
    expect(await memberRow('intruder@example.com')).toBeUndefined();
    const refused = (await auditOf('scim.create')).slice(before);
    expect(refused).toHaveLength(4);
    expect(refused.every((r) => r.outcome === 'refused' && r.detail.refusal === 'UNAUTHORIZED')).toBe(true);
  });
});

describe('users', () => {
  it('POST creates a member with no roles and no permissions, in the SCIM schema; a second POST is 409', async () => {
    const created = await scim('POST', '/Users', {
      schemas: [SCIM_USER],
      userName: 'New.Hire@Example.com',
      name: { givenName: 'Hanako', familyName: 'Yamada' },
      emails: [{ value: 'New.Hire@Example.com', primary: true }],
      active: true,
    });
    expect(created.status).toBe(201);
    expect(created.type).toMatch(/^application\/scim\+json/);
    expect(created.body).toEqual({
      schemas: [SCIM_USER],
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userName: 'new.hire@example.com',
      displayName: 'new.hire@example.com',
      emails: [{ value: 'new.hire@example.com', primary: true, type: 'work' }],
      active: true,
      meta: {
        resourceType: 'User',
        location: expect.stringMatching(new RegExp(`/scim/v2/Users/${created.body.id}$`)),
      },
    });
    expect(await memberRow('new.hire@example.com')).toMatchObject({
      roles: [],
      permissions: [],
      locked: false,
    });
    const again = await scim('POST', '/Users', { schemas: [SCIM_USER], userName: 'new.hire@example.com' });
    expect(again).toMatchObject({ status: 409, body: { scimType: 'uniqueness', status: '409' } });
    const bad = await scim('POST', '/Users', { schemas: [SCIM_USER], userName: 'not an address' });
    expect(bad).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
    expect(await scim('POST', '/Users', { schemas: [SCIM_USER] })).toMatchObject({ status: 400 });
    expect(await auditOf('scim.create')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ staffEmail: PROVISIONING, outcome: 'success', targetId: created.body.id }),
        expect.objectContaining({ staffEmail: PROVISIONING, outcome: 'refused' }),
      ]),
    );
  });

  it('GET finds a user by the userName filter and by id; others are 404; the provisioning client is never listed', async () => {
    const staff = await h.account([], { email: 'findme@example.com' });
    const found = await scim('GET', filterBy('FindMe@example.com'));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 1,
      startIndex: 1,
      itemsPerPage: 1,
      Resources: [{ id: staff.id, userName: 'findme@example.com', active: true }],
    });
    expect((await scim('GET', filterBy('nobody@example.com'))).body).toMatchObject({
      totalResults: 0,
      Resources: [],
    });
    expect((await scim('GET', filterBy(PROVISIONING))).body.totalResults).toBe(0);
    const all = await scim('GET', '/Users?startIndex=1&count=500');
    expect((all.body.Resources as Row[]).some((u) => u.userName === 'findme@example.com')).toBe(true);
    expect((all.body.Resources as Row[]).some((u) => u.userName === PROVISIONING)).toBe(false);
    expect(await scim('GET', `/Users?filter=${encodeURIComponent('emails co "x"')}`)).toMatchObject({
      status: 400,
      body: { scimType: 'invalidFilter' },
    });
    expect((await scim('GET', `/Users/${staff.id}`)).body).toMatchObject({ id: staff.id, active: true });
    expect((await scim('GET', '/Users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await scim('GET', '/Users/garbage')).status).toBe(404);
    expect((await auditOf('scim.get')).length).toBeGreaterThanOrEqual(3);
    expect((await auditOf('scim.list')).at(-1)).toMatchObject({
      staffEmail: PROVISIONING,
      outcome: 'refused',
    });
  });

  it('PATCH active=false (Okta) locks at once and ends the member’s sessions; again is a no-op', async () => {
    const leaver = await h.staff([PERMISSIONS.consumersWrite]);
    expect((await leaver.gql('', `{ mySessions { id } }`)).status).toBe(200);
    const patch = { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] };
    const answer = await scim('PATCH', `/Users/${leaver.id}`, patch);
    expect(answer).toMatchObject({ status: 200, body: { id: leaver.id, active: false } });
    expect((await leaver.gql('', `{ mySessions { id } }`)).status).toBe(401);
    expect(await memberRow(leaver.email)).toMatchObject({ locked: true, lockReason: 'manual' });
    expect(await scim('PATCH', `/Users/${leaver.id}`, patch)).toMatchObject({
      status: 200,
      body: { active: false },
    });
    expect((await auditOf('scim.deactivate')).filter((r) => r.targetId === leaver.id)).toEqual([
      expect.objectContaining({
        staffEmail: PROVISIONING,
        outcome: 'success',
        detail: expect.objectContaining({ sessionsEnded: true }),
      }),
      expect.objectContaining({
        outcome: 'success',
        detail: expect.objectContaining({ alreadyInactive: true }),
      }),
    ]);
  });

  it('PATCH active=true (Entra ID) is held like an unlock: inactive until a second person approves', async () => {
    const member = await h.account([]);
    const off = { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] };
    expect((await scim('PATCH', `/Users/${member.id}`, off)).body.active).toBe(false);
    const on = { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] };
    const answer = await scim('PATCH', `/Users/${member.id}`, on);
    expect(answer).toMatchObject({ status: 200, body: { id: member.id, active: false } });
    expect(await memberRow(member.email)).toMatchObject({ locked: true });

    const pending = await approver.gql(
      '',
      `{ approvalRequests(status: Pending, limit: 100) { id operation targetId maker { email } } }`,
    );
    const request = (pending.data?.approvalRequests as Row[] | undefined)?.find(
      (r) => r.targetId === member.id,
    );
    expect(request, JSON.stringify(pending.errors)).toMatchObject({
      operation: 'unlockStaffMember',
      maker: { email: PROVISIONING },
    });
    const approved = await approver.gql(
      '',
      `mutation($id: ID!) { approveRequest(id: $id) { status outcome } }`,
      {
        id: request!.id,
      },
    );
    expect(approved.data!.approveRequest).toEqual({ status: 'Approved', outcome: 'Applied' });
    expect((await scim('GET', `/Users/${member.id}`)).body.active).toBe(true);
    expect((await auditOf('scim.activate')).filter((r) => r.targetId === member.id)).toEqual([
      expect.objectContaining({ staffEmail: PROVISIONING, outcome: 'held' }),
    ]);
    // Already active: nothing is held.
    expect((await scim('PATCH', `/Users/${member.id}`, on)).body.active).toBe(true);
  });

  it('DELETE locks (204) and keeps the member; bad PATCH bodies are 400 and change nothing', async () => {
    const member = await h.account([]);
    expect(await scim('PATCH', `/Users/${member.id}`, { Operations: 'x' })).toMatchObject({ status: 400 });
    expect(
      await scim('PATCH', `/Users/${member.id}`, {
        Operations: [{ op: 'replace', path: 'active', value: 'maybe' }],
      }),
    ).toMatchObject({ status: 400, body: { scimType: 'invalidValue' } });
    expect(await memberRow(member.email)).toMatchObject({ locked: false });
    const deleted = await scim('DELETE', `/Users/${member.id}`);
    expect(deleted.status).toBe(204);
    expect(await memberRow(member.email)).toMatchObject({ locked: true, lockReason: 'manual' });
    expect((await scim('GET', `/Users/${member.id}`)).body.active).toBe(false);
    expect((await scim('DELETE', '/Users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('an administrator who locks the provisioning client stops every SCIM change (403)', async () => {
    const member = await h.account([]);
    const [client] = await h.q<{ id: string }>(sql`select id from staff_users where email = ${PROVISIONING}`);
    expect(
      codeOf(
        await admin.gql('', `mutation($s: ID!) { lockStaffMember(staffId: $s) { id } }`, { s: client.id }),
      ),
    ).toBeNull();
    const answer = await scim('PATCH', `/Users/${member.id}`, {
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(answer.status).toBe(403);
    expect(await memberRow(member.email)).toMatchObject({ locked: false });
  });
});
