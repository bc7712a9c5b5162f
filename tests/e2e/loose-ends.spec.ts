// Loose ends through the real PWA and server: one line number per CSV row (a legal-status file with a blank line and
// a warned row: the warning, the No. column and the approval page name the same lines); the audit chain panel after
// each 今すぐ検証; toasts below the header (never over the sign-out button), a success leaving by itself and an error
// staying until closed; /search before anything was searched, and the header box keeping what was typed.
import type { Locator, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, searchConsumerIds, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

/** The two boxes do not overlap. */
async function apart(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.y + x.height <= y.y || y.y + y.height <= x.y || x.x + x.width <= y.x || y.x + y.width <= x.x;
}

/** The toast of `text` shows below the header, clear of its sign-out button. */
async function expectBelowHeader(page: Page, toast: Locator) {
  const header = (await page.locator('.app-header').boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await apart(toast, page.locator('.app-header__sign-out'))).toBe(true);
}

test.describe.serial('loose ends', () => {
  let page: Page;

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('a legal-status file: the warning, the No. column and the approval page name the same lines', async () => {
    const found = await searchConsumerIds(page.request, [
      'サト',
      'スズ',
      'タカ',
      'タナ',
      'ハラダ',
      'サカモト',
    ]);
    const { consumerStatuses: rows } = await gql<{
      consumerStatuses: { id: string; status: string; legalStatus: string }[];
    }>(
      page.request,
      'query C($ids: [ID!]!) { consumerStatuses(consumerIds: $ids) { id status legalStatus } }',
      {
        ids: found.slice(0, 1_000),
      },
    );
    // The first by id (the legal-status spec changes the last ones); the batch is withdrawn, so nothing changes.
    const [a, b] = rows
      .filter((r) => r.status === 'Enabled' && r.legalStatus === 'Normal')
      .map((r) => r.id)
      .sort();
    const closed = rows.find(
      (r) => r.status === 'Closed' && !['Dead', 'BankruptcyConfirmed'].includes(r.legalStatus),
    );
    expect(b && closed).toBeTruthy();
    const file = ['cid,legal_status', `${a},CollectionPending`, '', `${closed!.id},Normal`, `${b},Dead`];
    await page.goto('/legalStatusUpdate/update');
    await page
      .getByLabel('CSV ファイル', { exact: true })
      .setInputFiles({ name: 'lines.csv', mimeType: 'text/csv', buffer: Buffer.from(file.join('\n')) });

    await expect(page.getByRole('list', { name: 'CSVのお知らせ' })).toHaveText(
      '空の行を読み飛ばしました（行 3）',
    );
    await expect(page.getByRole('list', { name: 'CSVの警告' })).toContainText('（行 4）');
    const table = page.getByRole('table', { name: 'CSV ファイルの行' });
    await expect(table.getByRole('row')).toHaveCount(4);
    const numbers = table.getByRole('row').locator('td:first-child');
    await expect(numbers).toHaveText(['2', '4', '5']);

    await expect(page.getByLabel('警告の行を除外して一括更新する')).toBeChecked();
    await page.getByRole('button', { name: '一括更新', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '一括更新の確認' })).toBeVisible();
    await page.keyboard.press('Control+Enter');
    // Dead is a final status: the batch waits for a second person.
    const notice = page.getByTestId('approval-pending');
    await expect(notice).toContainText('承認待ち', { timeout: 30_000 });
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(/\/approvals\/.+/);
    const first = page.getByRole('table', { name: '先頭の行' });
    await expect(first.getByRole('row').locator('td:first-child')).toHaveText(['2', '5']);
    await expect(first).toContainText(a);
    await expect(first).toContainText(b);

    await page.getByRole('button', { name: '取り下げる' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取り下げる' }).click();
    await expect(page.getByText('申請を取り下げました').first()).toBeVisible();
  });

  test('each 今すぐ検証 shows the head it wrote and the run it asked for; its toast leaves by itself', async () => {
    await page.goto('/audit');
    const panel = page.getByRole('region', { name: 'ハッシュチェーン' });
    const head = panel
      .getByRole('row', { name: /最新の連番/ })
      .getByRole('cell')
      .last();
    const last = panel
      .getByRole('row', { name: /最終検証/ })
      .getByRole('cell')
      .last();
    await expect(head).toHaveText(/^\d+$/);
    for (let run = 0; run < 2; run++) {
      const before = Number(await head.textContent());
      await page.getByRole('button', { name: '今すぐ検証' }).click();
      // The run's own audit row is the new head; the run checked everything before it.
      await expect(head).toHaveText(String(before + 1));
      await expect(last).toHaveText(new RegExp(`^連番 ${before} まで正常`), { timeout: 30_000 });
    }
    const toast = page.getByTestId('toast-success').filter({ hasText: '検証を開始しました' }).last();
    await expect(toast).toBeVisible();
    await expectBelowHeader(page, toast);
    await expect(page.getByTestId('toast-success')).toHaveCount(0, { timeout: 10_000 });
  });

  test('an error toast stays until it is closed, below the header', async () => {
    await page.route('**/graphql', (route) =>
      /VerifyAuditChain/.test(route.request().postData() ?? '')
        ? route.fulfill({ status: 500, body: 'boom' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: '今すぐ検証' }).click();
    const toast = page.getByTestId('toast-error').filter({ hasText: '検証を開始できませんでした' });
    await expect(toast).toBeVisible();
    await expectBelowHeader(page, toast);
    await page.waitForTimeout(6_000);
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: '閉じる' }).click();
    await expect(toast).toHaveCount(0);
    await page.unroute('**/graphql');
  });

  test('/search asks for a keyword before a search; the header box keeps what was typed', async () => {
    await page.goto('/search');
    const main = page.getByRole('region', { name: '検索' });
    await expect(main.getByRole('note')).toHaveText('検索キーワードを入力してください（2文字以上）');
    await expect(page.getByText('データがありません')).toHaveCount(0);
    const box = page.getByRole('searchbox', { name: '検索' });
    await box.fill('09010365431');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=819010365431/);
    await expect(page.getByRole('navigation', { name: '検索結果' })).toBeVisible();
    await expect(box).toHaveValue('09010365431');
    await page.reload();
    // A reload knows only the URL's keyword.
    await expect(page.getByRole('searchbox', { name: '検索' })).toHaveValue('819010365431');
  });
});
