// Staff administration that cannot lock the team out, through the real PWA: removing a role asks first (the dialog
// names the member and what they lose, focus starts on キャンセル, a toast says what changed); a pending role or
// permission grant shows 承認待ち with its link on the member's row; locking the second-to-last member who can approve
// staff changes is answered LAST_DECIDERS, said in Japanese, and the page then disables that lock with the reason.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { PERMISSIONS as P } from '../../src/shared/permissions';
import { ADMIN, APPROVER, expect, gql, signedInPage, signInAt, test, type SmtpPeer } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const approver = DEMO_STAFF.find((s) => s.email === APPROVER.email)!;

const CREATE = `mutation($e: String!, $r: [String!]!) { createStaffMember(email: $e, roles: $r) { id } }`;
const MEMBERS = `{ staffMembers { id email locked } }`;

/** A mutation the approvals policy holds: its request's id. */
async function heldRequest(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
  expect(body.errors?.[0]?.extensions?.code, JSON.stringify(body)).toBe('APPROVAL_REQUIRED');
  return body.errors![0].extensions!.approvalRequestId as string;
}

/** A new member holding `roles`: created by the administrator, approved by the second person. */
async function approvedMember(maker: Page, second: Page, roles: string[]): Promise<string> {
  const email = `member-${roles.join('-')}-${Date.now()}@example.com`;
  const id = await heldRequest(maker.request, CREATE, { e: email, r: roles });
  const approved = await gql<{ approveRequest: { status: string } }>(
    second.request,
    `mutation($id: ID!) { approveRequest(id: $id) { status } }`,
    { id },
  );
  expect(approved.approveRequest.status).toBe('Approved');
  return email;
}

/** The administrator signed in on `page`, and the second person on a page of their own (answered). */
async function adminAndApprover(page: Page, browser: Browser, smtp: SmtpPeer): Promise<Page> {
  await signInAt(page, smtp, admin);
  return signedInPage(browser, smtp, approver);
}

async function openStaffPage(page: Page) {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'スタッフ管理' })).toBeVisible();
}

test('removing a role asks first and says what changed; pending grants show 承認待ち with their link on the row', async ({
  page,
  browser,
  smtp,
}) => {
  const second = await adminAndApprover(page, browser, smtp);
  const email = await approvedMember(page, second, ['support']);
  await second.close();
  await openStaffPage(page);
  const row = page.getByTestId(`staff-${email}`);
  await expect(row).toContainText('support');

  const remove = row.getByRole('button', { name: 'ロール support を外す' });
  await remove.click();
  let dialog = page.getByRole('dialog', { name: 'ロールを外す' });
  await expect(dialog).toContainText(`${email} からロール support を外します`);
  await expect(dialog).toContainText(
    `次の権限を失います: ${P.assessmentReportsRead}, ${P.consumersPiiRead}, ${P.consumersWrite}, ${P.smsSend}`,
  );
  const cancel = dialog.getByRole('button', { name: 'キャンセル' });
  await expect(cancel).toBeFocused();
  // Enter on the first focus cancels: nothing changes.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('support');

  await remove.click();
  dialog = page.getByRole('dialog', { name: 'ロールを外す' });
  await dialog.getByRole('button', { name: '外す' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast-success')).toContainText(`${email} のロール support を外しました`);
  await expect(row.getByRole('button', { name: 'ロール support を外す' })).toHaveCount(0);

  // Grants wait for a second person: the row shows each one as 承認待ち, linking to its request.
  await row.getByRole('combobox', { name: 'ロールを付与' }).selectOption('fraud');
  await row.getByRole('button', { name: '付与' }).first().click();
  const notice = page.getByRole('status').filter({ hasText: 'へのロール付与' });
  const noticeHref = await notice.getByRole('link', { name: /^申請 .+ を開く$/ }).getAttribute('href');
  const roleLink = row.getByRole('link', { name: 'ロール fraud の付与は承認待ちです（申請を開く）' });
  await expect(roleLink).toHaveText('承認待ち');
  await expect(roleLink).toHaveAttribute('href', noticeHref!);
  await row.getByRole('combobox', { name: '権限を付与' }).selectOption(P.smsSend);
  await row.getByRole('button', { name: '付与' }).last().click();
  const permissionLink = row.getByRole('link', {
    name: `権限 ${P.smsSend} の付与は承認待ちです（申請を開く）`,
  });
  await expect(permissionLink).toHaveAttribute('href', /^\/approvals\/[0-9a-f-]{36}$/);

  // Read from the server: still there after a reload, and the link opens the request.
  await page.reload();
  await expect(roleLink).toBeVisible();
  await expect(permissionLink).toBeVisible();
  const requestIds = [noticeHref!, (await permissionLink.getAttribute('href'))!].map((h) =>
    h.split('/').pop(),
  );
  await roleLink.click();
  await expect(page).toHaveURL(noticeHref!);

  // The requests go (withdrawn by their maker), so other specs on this server see no extra pending requests.
  for (const id of requestIds)
    await gql(page.request, `mutation($id: ID!) { withdrawRequest(id: $id) { id } }`, { id });
});

test('locking the second-to-last decider is answered LAST_DECIDERS in Japanese; the page then disables it with the reason', async ({
  page,
  browser,
  smtp,
}) => {
  const second = await adminAndApprover(page, browser, smtp);
  // A third member holding approvals.decide and staff.admin (role admin): now one of the three may be locked.
  const third = await approvedMember(page, second, ['admin']);
  await openStaffPage(page);
  const approverRow = page.getByTestId(`staff-${approver.email}`);
  await approverRow.getByRole('button', { name: 'ロック' }).click();
  const dialog = page.getByRole('dialog', { name: 'スタッフをロック' });
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();

  // Meanwhile the second administrator locks the third decider: the page's list is now out of date.
  const { staffMembers } = await gql<{ staffMembers: { id: string; email: string }[] }>(
    second.request,
    MEMBERS,
  );
  const thirdId = staffMembers.find((m) => m.email === third)!.id;
  await gql(second.request, `mutation($s: ID!) { lockStaffMember(staffId: $s) { id } }`, { s: thirdId });
  await second.close();

  await dialog.getByRole('button', { name: 'ロックする' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(
    'approvals.decide と staff.admin の両方を持つ、ロックされていないスタッフが2人未満になるため、変更できません',
  );
  await expect(refusal).toContainText('ロック解除や権限の付与を承認できる人がいなくなります');
  await expect(page.getByTestId('toast-error')).toContainText(
    '変更できませんでした: approvals.decide と staff.admin',
  );
  await dialog.getByRole('button', { name: 'キャンセル' }).click();

  // Nothing changed; read again, the lock of either remaining decider is disabled and says why.
  const after = await gql<{ staffMembers: { email: string; locked: boolean }[] }>(page.request, MEMBERS);
  expect(after.staffMembers.find((m) => m.email === approver.email)!.locked).toBe(false);
  await page.reload();
  await expect(page.getByTestId(`staff-${third}`)).toContainText('ロック中（管理者）');
  await expect(approverRow.getByRole('button', { name: 'ロック' })).toBeDisabled();
  await expect(approverRow.locator('.staff-table__actions .action-button--blocked')).toHaveAttribute(
    'data-reason',
    /承認できるスタッフ（approvals.decide と staff.admin を持つ、ロックされていないスタッフ）が2人未満になるため実行できません/,
  );
});
