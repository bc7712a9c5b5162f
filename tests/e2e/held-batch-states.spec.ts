// Four eyes as people read it, through the real PWA and server: a legal-status CSV batch with Dead rows is held
// (承認待ち), and the consumer page of one of its consumers shows the pending-approval banner naming the batch; the
// request reads its operation in Japanese with the raw name beside it; the approver rejects it, and the batch reads
// 却下 in the history and on its result page (its rows too), never Failure; the banner is gone. Nothing is applied,
// so the consumers stay as they were for the other specs.
import type { Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, APPROVER, expect, gql, searchConsumerIds, signedInPage, test } from './fixtures';

const maker = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const approver = DEMO_STAFF.find((s) => s.email === APPROVER.email)!;

/** Kana starts of family names the seed uses. */
const PROBES = ['サト', 'スズ', 'タカ', 'タナ', 'ワタ', 'イト', 'ヤマ', 'ナカ'];

/**
 * Two enabled consumers whose legal status is Normal, from the middle of the list by id (the legal-status spec
 * changes the last three; the other specs mostly read the first ones found).
 */
async function twoConsumers(page: Page): Promise<[string, string]> {
  const ids = await searchConsumerIds(page.request, PROBES);
  const { consumerStatuses } = await gql<{
    consumerStatuses: { id: string; status: string; legalStatus: string }[];
  }>(
    page.request,
    'query C($ids: [ID!]!) { consumerStatuses(consumerIds: $ids) { id status legalStatus } }',
    {
      ids: ids.slice(0, 1_000),
    },
  );
  const normal = consumerStatuses
    .filter((c) => c.status === 'Enabled' && c.legalStatus === 'Normal')
    .map((c) => c.id)
    .sort();
  expect(normal.length).toBeGreaterThanOrEqual(8);
  const middle = Math.floor(normal.length / 2);
  return [normal[middle], normal[middle + 1]];
}

test.describe.serial('a held batch, its banner and its rejection', () => {
  let makerPage: Page;
  let approverPage: Page;
  let consumers: [string, string];
  let batchId = '';
  let requestPath = '';

  test.beforeAll(async ({ browser, smtp }) => {
    makerPage = await signedInPage(browser, smtp, maker);
    approverPage = await signedInPage(browser, smtp, approver);
    consumers = await twoConsumers(makerPage);
  });

  test.afterAll(async () => {
    await makerPage?.close();
    await approverPage?.close();
  });

  test('a batch with Dead rows is held, and a consumer of it shows the banner naming the batch', async () => {
    const page = makerPage;
    await page.goto('/legalStatusUpdate/update');
    const file = ['cid,legal_status', `${consumers[0]},dead`, `${consumers[1]},dead`].join('\r\n');
    await page
      .getByLabel('CSV ファイル', { exact: true })
      .setInputFiles({ name: 'dead.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect(page.getByText('2 行', { exact: true })).toBeVisible();
    batchId = (await page.getByTestId('batch-id').textContent())!;
    await page.getByRole('button', { name: '一括更新' }).click();
    await page
      .getByRole('dialog', { name: '一括更新の確認' })
      .getByRole('button', { name: '一括更新を実行' })
      .click();
    const notice = page.getByTestId('approval-pending');
    await expect(notice).toContainText('承認待ち');
    requestPath = (await notice.getByRole('link').getAttribute('href'))!;
    expect(requestPath).toMatch(/^\/approvals\/.+/);

    await page.goto(`/consumers/${consumers[1]}/details`);
    const banner = page.getByTestId('pending-approval-banner');
    await expect(banner).toBeVisible();
    const item = banner.getByRole('listitem').filter({ hasText: batchId });
    await expect(item.getByRole('link', { name: '法的ステータス一括更新' })).toHaveAttribute(
      'href',
      requestPath,
    );
    await expect(item).toContainText(maker.email);
  });

  test('the approver reads the operation in Japanese and rejects the batch', async () => {
    const page = approverPage;
    await page.goto('/approvals');
    const row = page.getByRole('table', { name: '承認待ち' }).getByRole('row').filter({ hasText: batchId });
    // The label is the link; the raw name stays on a small line below it.
    await expect(row.getByRole('link', { name: '法的ステータス一括更新' })).toHaveAttribute(
      'href',
      requestPath,
    );
    await expect(row).toContainText('legalStatusBatchUpdate');
    await page.goto(requestPath);
    const operation = page.locator('.key-value-table').first().getByRole('row', { name: /^操作/ });
    await expect(operation).toContainText('法的ステータス一括更新');
    await expect(operation).toContainText('legalStatusBatchUpdate');

    await page.getByRole('button', { name: '却下する' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('却下の理由（必須）').fill('e2e: 死亡の確認書類がありません');
    await dialog.getByRole('button', { name: '却下する' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.key-value-table').first().getByRole('row', { name: /^状態/ })).toContainText(
      '却下',
    );
  });

  test('the rejected batch reads 却下 in the history and on its result page, and the banner is gone', async () => {
    const page = makerPage;
    await page.goto(`/legalStatusUpdate/history?batchId=${batchId}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: batchId }) });
    await expect(row).toContainText('却下');
    await expect(row).not.toContainText('失敗');

    await row.getByRole('link', { name: batchId }).click();
    await expect(page).toHaveURL(new RegExp(`/legalStatusUpdateResult/${batchId}$`));
    const status = page.locator('.key-value-table').getByRole('row', { name: /^ステータス/ });
    await expect(status).toContainText('却下');
    await expect(status.getByRole('link')).toHaveAttribute('href', requestPath);
    const rows = page.getByRole('table', { name: '顧客' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    for (const n of [1, 2]) {
      await expect(rows.nth(n)).toContainText('却下');
      await expect(rows.nth(n)).toContainText('承認されなかったため適用していません');
      await expect(rows.nth(n)).not.toContainText('失敗');
    }

    await page.goto(`/consumers/${consumers[1]}/details`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('pending-approval-banner')).toHaveCount(0);
  });
});
