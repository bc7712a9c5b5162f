// Recent cases, instant and offline, through the real PWA and server: support staff open an account, a
// payment and a consumer page, all appear in the header's recent list; with the network gone each reopens
// read-only from IndexedDB with the offline banner, the freshness line and every action disabled; after
// sign-out nothing is left for the next staff user. Signs in once as support and once as admin.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, SUPPORT, expect, gql, signInAt, signInThroughUi, test } from './fixtures';

const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;
const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

const KANA_PROBES = ['サト', 'スズ', 'タカ', 'タナ', 'ワタ', 'イト', 'ヤマ', 'ナカ', 'コバ', 'カト', 'ヨシ'];

/** A seeded consumer with a kanji name and at least one payment. */
async function consumerWithPayment(request: APIRequestContext) {
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{
      fuzzySearch: { consumers: { id: string; kanjiName: string | null }[] };
    }>(request, 'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id kanjiName } } }', {
      k: probe,
    });
    for (const consumer of fuzzySearch.consumers.slice(0, 10)) {
      if (!consumer.kanjiName) continue;
      const { paymentsV2 } = await gql<{ paymentsV2: { payments: { id: string }[] } }>(
        request,
        'query P($id: ID!) { paymentsV2(consumerId: $id) { payments { id } } }',
        { id: consumer.id },
      );
      if (paymentsV2.payments.length > 0) {
        return {
          consumerId: consumer.id,
          kanjiName: consumer.kanjiName,
          paymentId: paymentsV2.payments[0].id,
        };
      }
    }
  }
  throw new Error('no seeded consumer with payments');
}

/** Rows in the browser's recent-cases store, whoever they belong to. */
function recentRowCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('console');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('recentLookups')) return resolve(0);
          const count = db.transaction('recentLookups').objectStore('recentLookups').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

test.describe.serial('recent cases and offline', () => {
  let context: BrowserContext;
  let page: Page;
  let found: Awaited<ReturnType<typeof consumerWithPayment>>;

  test.beforeAll(async ({ browser, smtp }) => {
    context = await browser.newContext();
    page = await context.newPage();
    await signInAt(page, smtp, support);
  });

  test('the sign-in page registers no service worker; the signed-in console does (offline use, updates)', async ({
    browser,
  }) => {
    const registrations = (p: Page) =>
      p.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    const fresh = await browser.newContext();
    try {
      const signIn = await fresh.newPage();
      await signIn.goto('/login');
      await expect(signIn.getByRole('button', { name: 'ログイン' })).toBeVisible();
      await signIn.waitForLoadState('networkidle');
      expect(await registrations(signIn)).toBe(0);
    } finally {
      await fresh.close();
    }
    await expect.poll(() => registrations(page)).toBe(1);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('opened cases appear in the header’s recent list with when they were fetched', async () => {
    found = await consumerWithPayment(page.request);
    // The toggle counts the recent cases: each page is recorded (in IndexedDB) before the next one opens.
    const toggle = page.getByRole('button', { name: /最近のケース/ });
    await page.goto(`/accounts/${found.consumerId}`);
    await expect(page.locator('.account-summary').getByText(found.kanjiName, { exact: true })).toBeVisible();
    await expect(toggle).toHaveText(/1$/);
    await page.goto(`/payments/${found.paymentId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(found.paymentId);
    await expect(page.locator('.payment-page h2').first()).toBeVisible();
    await expect(toggle).toHaveText(/2$/);
    await page.goto(`/consumers/${found.consumerId}`);
    await expect(page.locator('.consumer-info').getByText(found.kanjiName, { exact: true })).toBeVisible();
    await expect(toggle).toHaveText(/3$/);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('banner').getByRole('region', { name: '最近開いたケース' });
    // Newest first: the consumer page, the payment, the account page.
    await expect(panel.getByRole('link')).toHaveCount(3);
    await expect(panel.getByRole('link').first()).toHaveAttribute(
      'href',
      `/consumers/${found.consumerId}/details`,
    );
    await expect(panel.getByRole('link').nth(1)).toHaveAttribute('href', `/payments/${found.paymentId}/auth`);
    await expect(panel.getByRole('link').nth(2)).toHaveAttribute('href', `/accounts/${found.consumerId}`);
    await expect(panel).toContainText('取得日時');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The search page without a keyword lists them too, under its empty box.
    await page.goto('/search');
    const onPage = page.getByRole('main').locator('.recent-cases');
    await expect(onPage.getByRole('link')).toHaveCount(3);
    await expect(onPage).toContainText('取得日時');
  });

  test('offline, a recent case reopens read-only with the banner and every action disabled', async () => {
    await context.setOffline(true);
    await page.getByRole('button', { name: /最近のケース/ }).click();
    await page
      .getByRole('banner')
      .getByRole('region', { name: '最近開いたケース' })
      .locator(`a[href="/accounts/${found.consumerId}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${found.consumerId}$`));
    await expect(page.locator('.account-summary').getByText(found.kanjiName, { exact: true })).toBeVisible();
    await expect(page.getByText(/オフラインです。/)).toBeVisible();
    await expect(page.getByText(/分(以内|前)のデータ · オフラインのため更新できません/)).toBeVisible();
    for (const name of ['SMSを送る', '代理ログイン']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(page.locator('.action-button', { has: button })).toHaveAttribute(
        'data-reason',
        /オフラインのため操作できません/,
      );
    }

    // The payment, kept with "no caching" otherwise, also reopens from the recent list.
    await page.getByRole('button', { name: /最近のケース/ }).click();
    await page
      .getByRole('banner')
      .getByRole('region', { name: '最近開いたケース' })
      .getByRole('link')
      .filter({ hasText: '決済' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/payments/${found.paymentId}`));
    await expect(page.getByText(/オフラインのため更新できません/)).toBeVisible();

    // The consumer page too: its header and details from IndexedDB, every account action disabled offline.
    await page.getByRole('button', { name: /最近のケース/ }).click();
    await page
      .getByRole('banner')
      .getByRole('region', { name: '最近開いたケース' })
      .locator(`a[href="/consumers/${found.consumerId}/details"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`/consumers/${found.consumerId}/details$`));
    await expect(page.locator('.consumer-info').getByText(found.kanjiName, { exact: true })).toBeVisible();
    await expect(page.getByText(/オフラインです。/)).toBeVisible();
    const actions = page.getByRole('group', { name: 'アカウント操作' });
    for (const name of ['アカウントを閉鎖', 'ステータスを変更', 'メールアドレスを変更', '電話番号を変更']) {
      await expect(actions.getByRole('button', { name })).toBeDisabled();
      await expect(actions.locator('.action-button', { hasText: name })).toHaveAttribute(
        'data-reason',
        /オフラインのため操作できません/,
      );
    }
    await expect(page.getByRole('region', { name: '詳細' })).toContainText(found.kanjiName);
    await context.setOffline(false);
  });

  test('after sign-out the next staff user finds no recent cases', async ({ smtp }) => {
    expect(await recentRowCount(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: /ログアウト/ }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => recentRowCount(page)).toBe(0);

    // A fresh start (not back to the support user's last page, which the next user would then open).
    await page.goto('/search');
    await expect(page).toHaveURL(/\/login/);
    await signInThroughUi(page, smtp, admin.email, admin.password);
    const toggle = page.getByRole('button', { name: /最近のケース/ });
    await toggle.click();
    const panel = page.getByRole('banner').getByRole('region', { name: '最近開いたケース' });
    await expect(panel).toContainText('最近開いたケースはありません');
    await expect(panel.getByRole('link')).toHaveCount(0);
  });
});
