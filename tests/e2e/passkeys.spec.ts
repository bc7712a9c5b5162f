// Passkeys through the real PWA in Chromium with the DevTools protocol's virtual authenticator (user verification
// on), against a console server of this spec's own whose PUBLIC_ORIGIN is the origin the browser uses (passkeys are
// bound to it) and whose security policy requires a passkey of the role `support`. A member enrols a passkey on
// /security, signs out, and signs in with the password and the passkey with no mail sent; the support member signs
// in with the mailed code into a session that can only enrol, enrols, and from then on the mailed code is refused.
import { sql } from 'drizzle-orm';
import type { CDPSession, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { extractSignInCode } from '../support/smtp-peer';
import { freePort } from '../support/server-process';
import { startOwnServer, type WorkerServer } from './e2e-server';
import { USER_ID_STORAGE_KEY } from '../../src/app/state/console-store';
import { ADMIN, APPROVER, expect, SUPPORT, test, type SmtpPeer } from './fixtures';

const approver = DEMO_STAFF.find((s) => s.email === APPROVER.email)!;
const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;
const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

let server: WorkerServer;
let origin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ smtp }) => {
  const port = await freePort();
  // localhost, not 127.0.0.1: a passkey's RP ID must be a domain name.
  origin = `http://localhost:${port}`;
  server = await startOwnServer(
    { PUBLIC_ORIGIN: origin, SMTP_URL: smtp.url },
    async (db) => {
      await db.orm.execute(
        sql`insert into staff_user_roles (staff_user_id, role, granted_by)
            select id, 'support', 'e2e' from staff_users where email = ${SUPPORT.email} on conflict do nothing`,
      );
      await db.orm.execute(sql`update security_policy set passkey_required_roles = '{support}'`);
    },
    port,
  );
});

test.afterAll(async () => {
  await server?.stop();
});

/** A platform authenticator with user verification, as Touch ID or Windows Hello. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function submitPassword(page: Page, email: string, password: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

async function typeMailedCode(page: Page, smtp: SmtpPeer, email: string, after: number) {
  const code = extractSignInCode((await smtp.waitForMail(email, { after, timeoutMs: 15_000 })).text);
  for (let i = 0; i < 4; i++) await page.getByLabel(`認証コード ${i + 1}桁目`).fill(code[i]);
  await page.getByRole('button', { name: '認証する' }).click();
}

const mailsTo = (smtp: SmtpPeer, email: string, after: number) =>
  smtp.messages.filter((m) => m.to.includes(email) && m.receivedAt >= after).length;

async function signOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /ログアウト/ })
    .click();
  await expect(page).toHaveURL(/\/login/);
}

test('enrol a passkey on /security, sign out, sign in with the password and the passkey: no mail is sent', async ({
  browser,
  smtp,
}) => {
  const page = await browser.newPage();
  await virtualAuthenticator(page);
  const first = Date.now();
  await submitPassword(page, approver.email, approver.password);
  await typeMailedCode(page, smtp, approver.email, first);
  await page.getByText('ログインに成功しました').click();
  await expect(page).toHaveURL(/\/search$/);

  await page.getByRole('banner').getByRole('link', { name: 'セキュリティ' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { name: 'セキュリティ', level: 1 })).toBeVisible();
  await expect(page.getByText('登録済みのパスキーはありません')).toBeVisible();
  await expect(page.getByTestId('sessions-table')).toBeVisible();
  await page.getByRole('button', { name: 'パスキーを登録' }).click();
  const dialog = page.getByRole('dialog', { name: 'パスキーを登録' });
  await dialog.getByLabel('パスキーの名前').fill('E2E 仮想認証器');
  await dialog.getByRole('button', { name: '登録' }).click();
  const table = page.getByTestId('passkeys-table');
  await expect(table.getByRole('rowheader', { name: 'E2E 仮想認証器' })).toBeVisible();
  await expect(table).toContainText('未使用');

  await signOut(page);
  const after = Date.now();
  await submitPassword(page, approver.email, approver.password);
  // The browser's prompt answers at once (the virtual authenticator verifies the user).
  await expect(page.getByText('ログインに成功しました')).toBeVisible();
  expect(mailsTo(smtp, approver.email, after)).toBe(0);
  await page.getByText('ログインに成功しました').click();
  await page.goto(`${origin}/security`);
  await expect(page.getByTestId('passkeys-table')).not.toContainText('未使用');
  await page.close();
});

test('a reload in a session that can only enrol leads to the enrolment step, never to a console that refuses everything', async ({
  browser,
  smtp,
}) => {
  // One browser, two tabs: the first signed in as the admin (their id stays stored in the browser), then the support
  // member signs in with the mailed code in the second, and the browser's cookie becomes a session that can only
  // enrol a passkey.
  const context = await browser.newContext();
  const tab = await context.newPage();
  let after = Date.now();
  await submitPassword(tab, admin.email, admin.password);
  await typeMailedCode(tab, smtp, admin.email, after);
  await tab.getByText('ログインに成功しました').click();
  await expect(tab).toHaveURL(/\/search$/);

  const signIn = await context.newPage();
  after = Date.now();
  await submitPassword(signIn, support.email, support.password);
  await typeMailedCode(signIn, smtp, support.email, after);
  const enrolHeading = (page: Page) => page.getByRole('heading', { name: 'パスキーの登録が必要です' });
  await expect(enrolHeading(signIn)).toBeVisible();
  // A reload of the sign-in page keeps the step.
  await signIn.reload();
  await expect(enrolHeading(signIn)).toBeVisible();

  // The first tab reloads: its profile call is refused with PASSKEY_REQUIRED. The admin's stored data goes and the
  // tab shows the enrolment step.
  const refused = tab.waitForResponse((r) => r.url().endsWith('/api/profile/me2'));
  await tab.reload();
  expect((await refused).status()).toBe(403);
  await expect(enrolHeading(tab)).toBeVisible();
  await expect(tab).toHaveURL(/\/login$/);
  expect(await tab.evaluate((key) => localStorage.getItem(key), USER_ID_STORAGE_KEY)).toBeNull();
  await expect(tab.getByRole('banner')).toHaveCount(0);

  // The enrolment itself is the next test's (it needs this member without a passkey).
  await context.close();
});

test('a passkey-required member enrols after the mailed code; from then on the mailed code is refused', async ({
  browser,
  smtp,
}) => {
  const page = await browser.newPage();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const first = Date.now();
  await submitPassword(page, support.email, support.password);
  await typeMailedCode(page, smtp, support.email, first);
  // The session can only enrol: the console asks for a passkey first.
  await expect(page.getByRole('heading', { name: 'パスキーの登録が必要です' })).toBeVisible();
  const refused = await page.request.get(`${origin}/api/profile/me2`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('PASSKEY_REQUIRED');
  await page.getByRole('button', { name: 'パスキーを登録' }).click();
  await expect(
    page.getByText('パスキーを登録しました。パスキーでもう一度ログインしてください。'),
  ).toBeVisible();

  const after = Date.now();
  await submitPassword(page, support.email, support.password);
  await expect(page.getByText('ログインに成功しました')).toBeVisible();
  expect(mailsTo(smtp, support.email, after)).toBe(0);
  await page.getByText('ログインに成功しました').click();
  await expect(page).toHaveURL(/\/search$/);
  await signOut(page);

  // The device cannot verify the user this time: the page offers no mailed code, and the server refuses one.
  await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
  await submitPassword(page, support.email, support.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('このアカウントはパスキーでのみログインできます。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'メールで認証コードを受け取る' })).toHaveCount(0);
  const code = await page.request.post(`${origin}/api/auth/session/mfa/code`, {
    headers: { origin },
  });
  expect(code.status()).toBe(403);
  expect((await code.json()).code).toBe('PasskeyRequired');
  await page.close();
});
