// Staff administration through the real PWA: the administrator creates a staff member with a role on
// /staff → 承認待ち with a link to the request; a second staff member (the demo approver) approves it; the mailed
// one-time link opens /set-password, the new member chooses a password and signs in.
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, signedInPage, signInAt, signInThroughUi, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const approver = DEMO_STAFF.find((s) => s.email === 'approver@example.com')!;
const NEW_PASSWORD = 'my own new passw0rd';

test('a new staff member with a role: held, approved by a second person, sets a password from the mail and signs in', async ({
  page,
  browser,
  smtp,
}) => {
  const email = `new-staff-${Date.now()}@example.com`;
  await signInAt(page, smtp, admin);
  await page.getByRole('link', { name: 'スタッフ管理' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { name: 'スタッフ管理' })).toBeVisible();
  await expect(page.getByTestId(`staff-${approver.email}`)).toBeVisible();

  const form = page.getByRole('form', { name: 'スタッフを作成' });
  await form.getByLabel('メールアドレス').fill(email);
  await form.getByRole('checkbox', { name: 'support' }).check();
  await form.getByRole('button', { name: '作成' }).click();
  const held = page.getByRole('status').filter({ hasText: '承認待ち' });
  await expect(held).toContainText(email);
  const href = await held.getByRole('link', { name: /^申請 .+ を開く$/ }).getAttribute('href');
  const requestId = /^\/approvals\/([0-9a-f-]{36})$/.exec(href ?? '')?.[1];
  expect(requestId, href ?? '').toBeTruthy();
  await expect(page.getByTestId(`staff-${email}`)).toHaveCount(0);

  // The second person approves (the /approvals page is another feature's; the same call it makes).
  const approverPage = await signedInPage(browser, smtp, approver);
  const after = Date.now();
  const approved = await gql<{ approveRequest: { status: string } }>(
    approverPage.request,
    `mutation($id: ID!) { approveRequest(id: $id) { status } }`,
    { id: requestId },
  );
  expect(approved.approveRequest.status).toBe('Approved');
  await approverPage.close();

  const mail = await smtp.waitForMail(email, { after, timeoutMs: 15_000 });
  const link = /https?:\/\/\S+(\/set-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).toBeTruthy();

  await page.reload();
  const row = page.getByTestId(`staff-${email}`);
  await expect(row).toContainText('support');
  await expect(row).toContainText('パスワード未設定');

  const newcomer = await browser.newPage();
  await newcomer.goto(link![1]);
  // The token leaves the address bar at once.
  await expect(newcomer).toHaveURL(/\/set-password$/);
  await newcomer.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
  await newcomer.getByLabel('新しいパスワード（確認）').fill('something else entirely');
  await newcomer.getByRole('button', { name: 'パスワードを設定' }).click();
  await expect(newcomer.getByText('確認用のパスワードが一致しません')).toBeVisible();
  await newcomer.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
  await newcomer.getByRole('button', { name: 'パスワードを設定' }).click();
  await expect(newcomer.getByRole('status')).toContainText('パスワードを設定しました');
  await newcomer.getByRole('link', { name: 'ログイン画面へ' }).click();
  await signInThroughUi(newcomer, smtp, email, NEW_PASSWORD);
  await expect(newcomer).toHaveURL(/\/search$/);
  // support holds no staff.admin: the header link is marked with the reason.
  await expect(newcomer.getByRole('link', { name: 'スタッフ管理' })).toHaveAccessibleDescription(
    'このページを使う権限がありません（staff.admin）',
  );

  // The link was single use.
  await newcomer.goto(link![1]);
  await newcomer.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
  await newcomer.getByLabel('新しいパスワード（確認）').fill(NEW_PASSWORD);
  await newcomer.getByRole('button', { name: 'パスワードを設定' }).click();
  await expect(newcomer.getByRole('alert')).toContainText('このリンクは使用できません');
  await newcomer.close();

  await page.reload();
  await expect(page.getByTestId(`staff-${email}`)).not.toContainText('パスワード未設定');
});
