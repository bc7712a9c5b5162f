// Staff administration that cannot lock the team out, over real HTTP on PGlite and PostgreSQL: a lock, a revoke (role
// or permission) or a role edit that would leave fewer than two unlocked members holding both approvals.decide and
// staff.admin is refused with LAST_DECIDERS, changes nothing and is audited as refused; a change that takes no decider
// away still passes; two administrators taking two different deciders away at the same moment do not both succeed;
// the staff CLI is exempt (the way back). And a member's held grants and unlock are listed on the member
// (pendingRequests, the /staff row's 承認待ち).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/shared/permissions';
import { runStaffRequest } from '../../server/admin/staff-requests';
import {
  startHarness,
  type GqlAnswer,
  type Harness,
  type Row,
  type StaffAccount,
  type StaffClient,
} from '../support/harness';
import { codeOf } from '../support/fixtures';

let h: Harness;
/** Two administrators who are not deciders themselves (staff.admin without approvals.decide). */
let maker: StaffClient;
let otherMaker: StaffClient;

const P = PERMISSIONS;
const DECIDER = [P.staffAdmin, P.approvalsDecide];

beforeAll(async () => {
  h = await startHarness({ consumers: 0, seed: 5, demoStaff: false });
  maker = await h.staff([P.staffAdmin]);
  otherMaker = await h.staff([P.staffAdmin]);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const MEMBER = `id email roles permissions locked lockReason pendingRequests { requestId operation role permission }`;
const REVOKE_ROLE = `mutation($s: ID!, $r: String!) { revokeStaffRole(staffId: $s, role: $r) { ${MEMBER} } }`;
const REVOKE_PERMISSION = `mutation($s: ID!, $p: String!) { revokeStaffPermission(staffId: $s, permission: $p) { ${MEMBER} } }`;
const LOCK = `mutation($s: ID!) { lockStaffMember(staffId: $s) { ${MEMBER} } }`;
const UNLOCK = `mutation($s: ID!) { unlockStaffMember(staffId: $s) { ${MEMBER} } }`;
const GRANT_ROLE = `mutation($s: ID!, $r: String!) { grantStaffRole(staffId: $s, role: $r) { ${MEMBER} } }`;
const GRANT_PERMISSION = `mutation($s: ID!, $p: String!) { grantStaffPermission(staffId: $s, permission: $p) { ${MEMBER} } }`;
const UPDATE_ROLE = `mutation($n: String!, $p: [String!]!) { updateStaffRole(name: $n, permissions: $p) { name permissions } }`;
const APPROVE = `mutation($id: ID!) { approveRequest(id: $id) { status outcome } }`;

let teams = 0;

/**
 * A fresh team of `size` deciders, and the only one: every earlier test's deciders are locked first (fixture set-up,
 * straight in the database). `viaRole`: they hold the decider permissions through a role of their own (named in the
 * answer) instead of directly.
 */
async function team(size: number, viaRole = false): Promise<{ members: StaffAccount[]; role: string }> {
  await h.q(
    sql`update staff_users set locked_until = 'infinity', lock_reason = 'manual'
        where staff_effective_permissions(id) @> array[${P.approvalsDecide}, ${P.staffAdmin}]::text[]`,
  );
  teams++;
  const role = `deciders-${teams}`;
  await h.q(sql`insert into staff_roles (name, permissions, updated_by)
                values (${role}, array[${P.approvalsDecide}, ${P.auditLogRead}, ${P.staffAdmin}]::text[], 'test')`);
  const members: StaffAccount[] = [];
  for (let i = 0; i < size; i++) {
    const member = await h.account(viaRole ? [] : DECIDER, { email: `decider-${teams}-${i}@example.com` });
    if (viaRole)
      await h.q(
        sql`insert into staff_user_roles (staff_user_id, role, granted_by) values (${member.id}, ${role}, 'test')`,
      );
    members.push(member);
  }
  return { members, role };
}

async function members(): Promise<Row[]> {
  const answer = await maker.gql('', `{ staffMembers { ${MEMBER} effectivePermissions } }`);
  expect(answer.errors).toBeUndefined();
  return answer.data!.staffMembers;
}

/** The e-mails of the unlocked members holding both decider permissions, as the staff list shows them. */
async function deciders(): Promise<string[]> {
  return (await members())
    .filter((m) => !m.locked && DECIDER.every((p) => m.effectivePermissions.includes(p)))
    .map((m) => m.email)
    .sort();
}

function expectLastDeciders(answer: GqlAnswer) {
  expect(codeOf(answer), JSON.stringify(answer.errors)).toBe('LAST_DECIDERS');
  expect(answer.errors![0].message).toMatch(/approvals\.decide and staff\.admin \(at least 2 are needed\)/);
  expect(answer.errors![0].message).toMatch(/nobody could approve the unlock or grant/);
  expect(answer.data).toBeNull();
}

const emails = (accounts: { email: string }[]) => accounts.map((c) => c.email).sort();
const signedIn = (account: StaffAccount) => h.signIn(account.email, account.password);

describe('LAST_DECIDERS', () => {
  it('lock: the second-to-last decider is refused, nothing changes, the refusal is audited; others stay lockable', async () => {
    const {
      members: [firstAccount, second, thirdAccount],
    } = await team(3);
    const [first, third] = await Promise.all([signedIn(firstAccount), signedIn(thirdAccount)]);
    const bystander = await h.account([P.consumersWrite]);
    expect((await first.gql('', LOCK, { s: second.id })).errors).toBeUndefined();

    // Today's lock-out: one administrator locking the other two deciders.
    const refused = await first.gql('', LOCK, { s: thirdAccount.id });
    expectLastDeciders(refused);
    expect(await deciders()).toEqual(emails([first, third]));
    // The refused lock ended no session.
    expect((await third.gql('', `{ pendingApprovalCount }`)).status).toBe(200);
    expect(
      await h.q(sql`select outcome, detail->>'refusal' as refusal, staff_email from audit_log
                    where operation = 'staff.lock' and target_id = ${thirdAccount.id}`),
    ).toEqual([{ outcome: 'refused', refusal: 'LAST_DECIDERS', staff_email: first.email }]);

    // A lock that takes no decider away passes although the team is down to two.
    const locked = await first.gql('', LOCK, { s: bystander.id });
    expect(locked.data!.lockStaffMember).toMatchObject({ locked: true, lockReason: 'manual' });

    // The way back is open: the unlock of the second decider is approved by the third.
    const held = await maker.gql('', UNLOCK, { s: second.id });
    expect(codeOf(held)).toBe('APPROVAL_REQUIRED');
    const approved = await third.gql('', APPROVE, { id: held.errors![0].extensions!.approvalRequestId });
    expect(approved.data!.approveRequest).toMatchObject({ status: 'Approved' });
    expect(await deciders()).toEqual(emails([first, second, third]));
    // With three again, locking one of them passes.
    expect((await first.gql('', LOCK, { s: thirdAccount.id })).errors).toBeUndefined();
  });

  it('revoking a permission or a role that takes away one of the last two deciders is refused', async () => {
    const direct = await team(2);
    const [one, two] = direct.members;
    expectLastDeciders(await maker.gql('', REVOKE_PERMISSION, { s: one.id, p: P.approvalsDecide }));
    expectLastDeciders(await maker.gql('', REVOKE_PERMISSION, { s: two.id, p: P.staffAdmin }));
    expect((await members()).find((m) => m.id === one.id)!.permissions).toEqual([
      P.approvalsDecide,
      P.staffAdmin,
    ]);

    // A revoke that leaves the member a decider passes: the permission still comes with a role.
    await h.q(sql`insert into staff_user_roles (staff_user_id, role, granted_by)
                  values (${one.id}, ${direct.role}, 'test')`);
    const kept = await maker.gql('', REVOKE_PERMISSION, { s: one.id, p: P.approvalsDecide });
    expect(kept.data!.revokeStaffPermission).toMatchObject({ permissions: [P.staffAdmin] });

    const byRole = await team(3, true);
    const [a, b, c] = byRole.members;
    const revoked = await maker.gql('', REVOKE_ROLE, { s: a.id, r: byRole.role });
    expect(revoked.data!.revokeStaffRole).toMatchObject({ roles: [] });
    expectLastDeciders(await maker.gql('', REVOKE_ROLE, { s: b.id, r: byRole.role }));
    expect(await deciders()).toEqual(emails([b, c]));
  });

  it('a role edit that takes approvals.decide or staff.admin from the last deciders is refused; others pass', async () => {
    const { members: holders, role } = await team(2, true);
    expectLastDeciders(await maker.gql('', UPDATE_ROLE, { n: role, p: [P.auditLogRead, P.staffAdmin] }));
    expectLastDeciders(await maker.gql('', UPDATE_ROLE, { n: role, p: [] }));
    const dropped = await maker.gql('', UPDATE_ROLE, { n: role, p: DECIDER });
    expect(dropped.data!.updateStaffRole.permissions).toEqual([P.approvalsDecide, P.staffAdmin]);
    expect(await deciders()).toEqual(emails(holders));

    // Two more deciders who hold the permissions directly: the same edit leaves two, and passes.
    const others = await Promise.all([h.account(DECIDER), h.account(DECIDER)]);
    const edited = await maker.gql('', UPDATE_ROLE, { n: role, p: [P.staffAdmin] });
    expect(edited.data!.updateStaffRole.permissions).toEqual([P.staffAdmin]);
    expect(await deciders()).toEqual(emails(others));
  });

  // Six rounds of fresh teams: longer than the default timeout on a busy machine.
  it(
    'two administrators taking two different deciders away at the same moment: one succeeds, one is refused',
    { timeout: 120_000 },
    async () => {
      type Take = (client: StaffClient, target: StaffAccount, role: string) => Promise<GqlAnswer>;
      const lock: Take = (client, target) => client.gql('', LOCK, { s: target.id });
      const revokeDecide: Take = (client, target) =>
        client.gql('', REVOKE_PERMISSION, { s: target.id, p: P.approvalsDecide });
      const revokeRole: Take = (client, target, role) =>
        client.gql('', REVOKE_ROLE, { s: target.id, r: role });
      const pairs: [Take, Take, boolean][] = [
        [lock, lock, false],
        [lock, revokeDecide, false],
        [revokeDecide, lock, false],
        [lock, revokeRole, true],
        [revokeRole, revokeRole, true],
        [lock, lock, true],
      ];
      for (const [takeOne, takeOther, viaRole] of pairs) {
        const {
          members: [a, b, c],
          role,
        } = await team(3, viaRole);
        const answers = await Promise.all([takeOne(maker, a, role), takeOther(otherMaker, b, role)]);
        const codes = answers.map((answer) => codeOf(answer)).sort();
        expect(codes, JSON.stringify(answers.map((x) => x.errors))).toEqual(['LAST_DECIDERS', null]);
        const left = await deciders();
        expect(left).toHaveLength(2);
        expect(left).toContain(c.email);
      }
    },
  );

  it('the staff CLI is exempt: it locks the second-to-last decider and unlocks without a second person', async () => {
    const {
      members: [one, two],
    } = await team(2);
    expectLastDeciders(await maker.gql('', LOCK, { s: two.id }));
    await runStaffRequest(h.tdb.db.orm, { command: 'lock', email: two.email });
    expect(await deciders()).toEqual([one.email]);
    // Now no console change can take the last one away either.
    expectLastDeciders(await maker.gql('', LOCK, { s: one.id }));
    await runStaffRequest(h.tdb.db.orm, { command: 'unlock', email: two.email });
    expect(await deciders()).toEqual(emails([one, two]));
  });
});

describe('pending requests of a member', () => {
  it('held role and permission grants and an unlock are listed until decided or expired', async () => {
    const approver = await signedIn((await team(2)).members[0]);
    const target = await h.account([]);
    const roleHeld = await maker.gql('', GRANT_ROLE, { s: target.id, r: 'fraud' });
    const permissionHeld = await maker.gql('', GRANT_PERMISSION, { s: target.id, p: P.smsSend });
    const idOf = (answer: GqlAnswer) => answer.errors![0].extensions!.approvalRequestId as string;
    const pendingOf = async () => (await members()).find((m) => m.id === target.id)!.pendingRequests;
    expect(await pendingOf()).toEqual([
      { requestId: idOf(roleHeld), operation: 'grantStaffRole', role: 'fraud', permission: null },
      {
        requestId: idOf(permissionHeld),
        operation: 'grantStaffPermission',
        role: null,
        permission: P.smsSend,
      },
    ]);

    expect((await approver.gql('', APPROVE, { id: idOf(roleHeld) })).data!.approveRequest.status).toBe(
      'Approved',
    );
    expect(await pendingOf()).toEqual([
      {
        requestId: idOf(permissionHeld),
        operation: 'grantStaffPermission',
        role: null,
        permission: P.smsSend,
      },
    ]);
    await h.q(sql`update approval_requests set expires_at = now() - interval '1 second'
                  where id = ${idOf(permissionHeld)}`);
    expect(await pendingOf()).toEqual([]);

    await maker.gql('', LOCK, { s: target.id });
    const unlockHeld = await maker.gql('', UNLOCK, { s: target.id });
    expect(await pendingOf()).toEqual([
      { requestId: idOf(unlockHeld), operation: 'unlockStaffMember', role: null, permission: null },
    ]);
  });
});
