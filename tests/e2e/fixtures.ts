// Shared end-to-end fixtures: the SMTP peer that receives sign-in codes, and a signed-in page.
import { test as base, expect, type Page } from '@playwright/test';
import { startSmtpPeer, extractSignInCode } from '../support/smtp-peer';
import { E2E_SMTP_PORT } from '../../playwright.config';

type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

export const ADMIN = { email: 'admin@example.com' };
export const SUPPORT = { email: 'support@example.com' };

export const test = base.extend<object, { smtp: SmtpPeer }>({
  smtp: [
    // Playwright reads the fixture's dependencies from this destructuring pattern; it has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const peer = await startSmtpPeer({ port: E2E_SMTP_PORT });
      await use(peer);
      await peer.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Signs in through the login screen, reading the code from the SMTP peer; ends on the page after sign-in. */
export async function signInThroughUi(page: Page, smtp: SmtpPeer, email: string, password: string) {
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeDisabled();
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  const after = Date.now();
  await page.getByRole('button', { name: 'ログイン' }).click();
  const mail = await smtp.waitForMail(email, { after, timeoutMs: 15_000 });
  const code = extractSignInCode(mail.text);
  await expect(page.getByRole('button', { name: '認証する' })).toBeDisabled();
  await page.getByLabel('認証コード 1桁目').fill(code[0]);
  await page.getByLabel('認証コード 2桁目').fill(code[1]);
  await page.getByLabel('認証コード 3桁目').fill(code[2]);
  await page.getByLabel('認証コード 4桁目').fill(code[3]);
  await page.getByRole('button', { name: '認証する' }).click();
  await expect(page.getByText('ログインに成功しました')).toBeVisible();
  await page.getByText('ログインに成功しました').click();
}
