// The audit trail in the console through the real PWA and server: after an action on one
// consumer, /audit filtered by that consumer's id (the filter kept in the URL, so a reload keeps it) lists only that
// consumer's rows, newest first, and a row opens its detail; the consumer page's staff actions tab shows the same
// rows. "Verify now" checks the chain to the end and says it is intact. Support staff (no audit_log.read) see no
// link and Unauthorized.
import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, SUPPORT, expect, gql, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;

test.describe.serial('the audit trail', () => {
  let page: Page;
  let consumerId: string;
  /** Rows about the consumer before this spec acted (another spec may have acted on it): the header row and them. */
  let before: number;

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);
    // Any consumer: the actions below change nothing (a dry run and an e-mail the rule refuses).
    for (const k of ['ワタ', 'タナ', 'サト', 'スズ', 'タカ', 'イト', 'ヤマ', 'ナカ']) {
      const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string }[] } }>(
        page.request,
        'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }',
        { k },
      );
      if (fuzzySearch.consumers.length) {
        consumerId = fuzzySearch.consumers.at(-1)!.id;
        break;
      }
    }
    const { auditEntries } = await gql<{ auditEntries: { items: unknown[] } }>(
      page.request,
      'query A($t: ID) { auditEntries(targetId: $t, limit: 200) { items { sequence } } }',
      { t: consumerId },
    );
    before = auditEntries.items.length + 1;
    const EMAIL =
      'mutation E($id: ID!, $e: String!, $t: Boolean) { updateConsumerEmail(id: $id, email: $e, test: $t) }';
    await gql(page.request, EMAIL, { id: consumerId, e: 'audit-e2e@example.jp', t: true });
    await gql(page.request, EMAIL, { id: consumerId, e: 'not an e-mail', t: false });
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('/audit filters to one consumer, keeps the filter in the URL and opens a row', async () => {
    await page.getByRole('link', { name: '監査ログ' }).click();
    await expect(page).toHaveURL(/\/audit$/);
    const table = page.getByRole('table', { name: '監査ログ一覧' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.getByLabel('対象ID').fill(consumerId);
    await page.getByRole('button', { name: '絞り込む' }).click();
    await expect(page).toHaveURL(new RegExp(`/audit\\?targetId=${consumerId}$`));
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(before + 2);
    await expect(rows.nth(1)).toContainText('consumer.email');
    await expect(rows.nth(1)).toContainText('拒否');
    await expect(rows.nth(2)).toContainText('試行');
    for (const n of [1, 2]) {
      await expect(rows.nth(n)).toContainText(consumerId);
      await expect(rows.nth(n)).toContainText(admin.email);
    }

    await page.reload();
    await expect(page.getByLabel('対象ID')).toHaveValue(consumerId);
    await expect(rows).toHaveCount(before + 2);

    await rows
      .nth(1)
      .getByRole('button', { name: /の詳細$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(admin.email);
    await expect(dialog).toContainText('consumer.email');
    await expect(dialog).toContainText('test: false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("the consumer page's staff actions show the same rows", async () => {
    await page.goto(`/consumers/${consumerId}/details`);
    await page.getByRole('navigation', { name: '顧客' }).getByRole('link', { name: 'スタッフ操作' }).click();
    await expect(page).toHaveURL(new RegExp(`/consumers/${consumerId}/staffActions$`));
    const rows = page.getByRole('table', { name: 'スタッフ操作' }).getByRole('row');
    await expect(rows).toHaveCount(before + 2);
    await expect(rows.nth(1)).toContainText('拒否');
  });

  test('Verify now checks the chain and finds it intact', async () => {
    await page.goto('/audit');
    await page.getByRole('button', { name: '今すぐ検証' }).click();
    await expect(page.getByText(/^連番 \d+ まで正常/)).toBeVisible({ timeout: 30_000 });
  });
});

test('support staff without audit_log.read: the header link is marked with the reason (hover and focus), the page says Unauthorized', async ({
  browser,
  smtp,
}) => {
  const page = await signedInPage(browser, smtp, support);
  const tools = page.getByRole('navigation', { name: 'ツール' });
  const link = tools.getByRole('link', { name: '監査ログ' });
  const reason = 'このページを使う権限がありません（audit_log.read）';
  await expect(link).toHaveAccessibleDescription(reason);
  const tip = tools.getByRole('tooltip').filter({ hasText: reason });
  await expect(tip).toBeHidden();
  await link.hover();
  await expect(tip).toBeVisible();
  await page.mouse.move(0, 400);
  await expect(tip).toBeHidden();
  await link.focus();
  await expect(tip).toBeVisible();
  // The merchant page is in the menu too (it had to be typed before).
  await expect(tools.getByRole('link', { name: '加盟店' })).toHaveAttribute(
    'href',
    '/merchant/report_setting',
  );
  await link.click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.locator('.unauthorized-notice')).toHaveText('権限がありません');
  await expect(page).toHaveTitle('監査ログ · BNPL 管理コンソール');
  await page.close();
});
