// One language per screen, through the real PWA and server: before the first choice the browser's language decides
// (en-US → English); the header's switch (日本語 / English) applies without a reload, moves <html lang> and the page
// title, and survives a reload; the choice is the staff member's on the server, so after signing out it follows them
// into another browser whose own language is Japanese. With Japanese, the walked screens show no English word
// outside ids, codes and proper names (the test lists what it finds).
import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { englishWords } from './english-words';
import { ADMIN, SUPPORT, expect, signInAt, test } from './fixtures';

const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;
const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

const header = (page: Page) => page.getByRole('banner');

async function choose(page: Page, language: '日本語' | 'English') {
  await header(page).getByRole('button', { name: language }).click();
  await expect(header(page).getByRole('button', { name: language })).toHaveAttribute('aria-pressed', 'true');
}

test('the browser decides first; the switch applies at once, survives a reload, sign-out and another browser', async ({
  browser,
  smtp,
}) => {
  const english = await browser.newContext({ locale: 'en-US' });
  const page = await english.newPage();
  const japanese = await browser.newContext({ locale: 'ja-JP' });
  try {
    // Signed out, the browser's en-US decides the sign-in page's language too.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await signInAt(page, smtp, support);
    // No choice yet: the browser's en-US decides.
    await expect(header(page).getByRole('link', { name: 'Installment Plans Cancel' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Legal Status Update' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Search · BNPL Console');

    // 日本語 applies without a reload (the page keeps its state) and moves <html lang> and the title.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 39));
    await choose(page, '日本語');
    await expect(header(page).getByRole('link', { name: '分割払い一括キャンセル' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: /ログアウト/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle('検索 · BNPL 管理コンソール');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(39);
    expect(await englishWords(page, 'header')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('body').press('?');
    const sheet = page.getByRole('dialog', { name: 'キーボードショートカット' });
    await expect(sheet).toBeVisible();
    expect(await englishWords(page, 'dialog[open]')).toEqual([]);
    await page.keyboard.press('Escape');

    // A reload keeps it (the server's copy and this browser's agree).
    await page.reload();
    await expect(header(page).getByRole('link', { name: '法的ステータス一括更新' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    // English, then sign out: another browser, Japanese by its own language, opens in English after sign-in.
    await choose(page, 'English');
    await expect(header(page).getByRole('link', { name: 'Merchant' })).toBeVisible();
    await page.locator('body').press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await header(page)
      .getByRole('button', { name: /Sign out/ })
      .click();
    await expect(page).toHaveURL(/\/login/);

    const other = await japanese.newPage();
    await signInAt(other, smtp, support);
    await expect(header(other).getByRole('link', { name: 'Installment Plans Cancel' })).toBeVisible();
    await expect(header(other).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    // The demo account is shared by other specs of this worker: back to Japanese, their language.
    const reset = await japanese.request.put('/api/preferences/language', { data: { language: 'ja' } });
    expect([200, 401]).toContain(reset.status());
    await english.close();
    await japanese.close();
  }
});

/** The seeded roles' names: ids an administrator types and grants, not texts of the console. */
const ROLE_NAMES = new Set(['support', 'operations', 'fraud', 'admin']);

test('/approvals and /staff speak Japanese with ja, and the English catalogue with en', async ({
  browser,
  smtp,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  try {
    await signInAt(page, smtp, admin);
    await choose(page, '日本語');
    const walk = async (path: string, heading: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
      await expect(page.locator('.page-loading')).toHaveCount(0);
      // The security policy's section on the policy page is another area's (converted separately).
      await page.locator('.security-policy').evaluateAll((nodes) => nodes.forEach((node) => node.remove()));
      return (await englishWords(page, 'main')).filter((word) => !ROLE_NAMES.has(word));
    };
    const found = {
      pending: await walk('/approvals', '承認待ち'),
      decided: await walk('/approvals?tab=decided', '承認待ち'),
      policy: await walk('/approvals/policy', '承認ポリシー'),
      staff: await walk('/staff', 'スタッフ管理'),
    };
    expect(found).toEqual({ pending: [], decided: [], policy: [], staff: [] });
    // Shared parts in Japanese: the CSV button, a status, the dialogs' buttons.
    await expect(page.getByRole('button', { name: 'CSV出力' })).toBeVisible();
    await page.getByRole('button', { name: 'ロール admin を編集' }).click();
    const editor = page.getByRole('dialog', { name: 'ロール admin の権限' });
    await expect(editor.getByRole('button', { name: 'キャンセル' })).toBeVisible();
    await editor.getByRole('button', { name: 'キャンセル' }).click();

    // English: the same pages from the English catalogue, applied without a reload.
    await choose(page, 'English');
    await expect(page.getByRole('heading', { level: 1, name: /Staff/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Staff members' })).toBeVisible();
    await page.goto('/approvals');
    await expect(page.getByRole('heading', { level: 1, name: /Approvals/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Approvals policy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Decided' })).toBeVisible();
  } finally {
    const reset = await context.request.put('/api/preferences/language', { data: { language: 'ja' } });
    expect([200, 401]).toContain(reset.status());
    await context.close();
  }
});
