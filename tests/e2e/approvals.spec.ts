// Four eyes through the real PWA and server. On a server of its own with 1,600 seeded consumers (a
// 1,500-row batch needs that many, and the consumer made Dead here must not be one another spec reads): the maker
// (admin@example.com) sets a consumer to Dead → 承認待ち with a link, and the consumer page shows the banner; the
// approver signs in, finds the request from the header's 承認待ち, approves it → the consumer is Dead and its change
// history names both. Then a 1,500-row legal-status CSV batch is held (承認待ち, its result page says so), approved
// from its request page (the preview counts its rows), and runs to completion.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from '@playwright/test';
import { openDatabase, rows } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { DEMO_STAFF, seedIfEmpty } from '../../server/seed/first-start';
import { exited, freePort, spawnConsoleServer, type ServerProcess } from '../support/server-process';
import { ADMIN, APPROVER, expect, signInThroughUi, test, type SmtpPeer } from './fixtures';

const maker = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const approver = DEMO_STAFF.find((s) => s.email === APPROVER.email)!;
const CONSUMERS = 1_600;
const BATCH_ROWS = 1_500;

interface SeededConsumer {
  id: string;
  status: string;
  legal_status: string;
}

let dataDir = '';
let server: ServerProcess;
let consumers: SeededConsumer[] = [];
/** The consumer the first test makes Dead. */
let deadId = '';

/** A page in its own browser context, signed in on this spec's server. */
async function signedInOnServer(browser: Browser, smtp: SmtpPeer, who: { email: string; password: string }) {
  const page = await browser.newPage({ baseURL: server.baseUrl });
  await page.goto('/login');
  await signInThroughUi(page, smtp, who.email, who.password);
  await expect(page).toHaveURL(/\/search$/);
  return page;
}

async function legalStatusOf(page: Page, consumerId: string): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'query C($id: ID!) { consumer(consumerId: $id) { legalStatus } }',
      variables: { id: consumerId },
    },
  });
  const body = (await response.json()) as { data: { consumer: { legalStatus: string } } };
  return body.data.consumer.legalStatus;
}

/** Approves a request from its page as the approver; ends when the page says 承認済み. */
async function approveOnItsPage(page: Page, requestPath: string, comment: string) {
  await page.goto(requestPath);
  const approve = page.getByRole('button', { name: '承認する' });
  await expect(approve).toBeEnabled();
  await approve.click();
  const dialog = page.getByRole('dialog');
  // The irreversible confirmation starts on Cancel.
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await dialog.getByLabel('コメント（任意）').fill(comment);
  await dialog.getByRole('button', { name: '承認する' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.key-value-table').first().getByRole('row', { name: /^状態/ })).toContainText(
    '承認済み',
  );
}

test.describe.serial('four eyes', () => {
  let makerPage: Page;
  let approverPage: Page;

  test.beforeAll(async ({ browser, smtp }) => {
    test.setTimeout(300_000);
    // Seeded here first (the same first-start seed the server would make), so the test knows every consumer id.
    dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-approvals-'));
    const db = await openDatabase({ dataDir, holder: 'the approvals E2E seed' });
    try {
      await migrateDatabase(db);
      await seedIfEmpty(db, { consumers: CONSUMERS, demoStaff: true });
      consumers = await rows<SeededConsumer>(
        db.orm,
        sql`select id, status, legal_status from consumers order by id`,
      );
    } finally {
      await db.close();
    }
    server = await spawnConsoleServer(await freePort(), {
      DATA_DIR: dataDir,
      SEED_ON_FIRST_START: 'false',
      SMTP_URL: smtp.url,
      DEMO_STAFF: 'true',
      STATIC_DIR: path.resolve('dist'),
      GRAPHQL_RATE_LIMIT: '0',
    });
    makerPage = await signedInOnServer(browser, smtp, maker);
    approverPage = await signedInOnServer(browser, smtp, approver);
  });

  test.afterAll(async () => {
    await makerPage?.close();
    await approverPage?.close();
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test('Dead waits for a second person; approved from /approvals it applies and the history names both', async () => {
    const target = consumers.find((c) => c.status === 'Enabled' && c.legal_status === 'Normal')!;
    deadId = target.id;
    const page = makerPage;
    await page.goto(`/consumers/${target.id}/details`);
    await page.getByRole('button', { name: 'ステータスを変更' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('法的ステータス').selectOption('Dead');
    // A final status is confirmed first, naming the consumer, starting on Cancel.
    await dialog.getByRole('button', { name: 'ステータスを変更' }).click();
    await expect(dialog).toContainText(`(${target.id}) の法的ステータスを「死亡」に変更しますか？`);
    await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await dialog.getByRole('button', { name: 'ステータスを変更' }).click();
    const notice = dialog.getByTestId('approval-pending');
    await expect(notice).toContainText('承認待ち');
    const link = notice.getByRole('link');
    const requestPath = (await link.getAttribute('href'))!;
    expect(requestPath).toMatch(/^\/approvals\/.+/);
    await dialog.getByRole('button', { name: '閉じる' }).first().click();
    expect(await legalStatusOf(page, target.id)).toBe('Normal');
    const banner = page.getByTestId('pending-approval-banner');
    await expect(banner.getByRole('link', { name: '法的ステータス変更' })).toHaveAttribute(
      'href',
      requestPath,
    );

    // The maker cannot decide their own request, and is told why.
    await page.goto(requestPath);
    await expect(page.getByTestId('decision-blocked')).toContainText('自分の申請は承認・却下できません');
    await expect(page.getByRole('button', { name: '承認する' })).toBeDisabled();

    // The approver finds it from the header.
    const other = approverPage;
    await other.goto('/search/payments');
    const tools = other.getByRole('navigation', { name: 'ツール' });
    await expect(tools.getByTestId('approvals-count')).toHaveText(/^[1-9]\d*$/);
    await tools.getByRole('link', { name: /承認待ち/ }).click();
    await expect(other).toHaveURL(/\/approvals$/);
    const row = other
      .getByRole('table', { name: '承認待ち' })
      .getByRole('row')
      .filter({ hasText: target.id });
    await expect(row).toContainText(maker.email);
    await row.getByRole('link', { name: '法的ステータス変更' }).click();
    await expect(other).toHaveURL(new RegExp(`${requestPath}$`));
    const preview = other.getByTestId('approval-preview');
    await expect(preview).toContainText('通常');
    await expect(preview).toContainText('死亡');
    await approveOnItsPage(other, requestPath, 'e2e: 死亡届を確認');

    expect(await legalStatusOf(page, target.id)).toBe('Dead');
    await page.goto(`/consumers/${target.id}/changeHistory`);
    const history = page.getByRole('table', { name: '変更履歴' });
    await expect(history.getByRole('row').filter({ hasText: '死亡' }).first()).toContainText(
      `${maker.email} (承認: ${approver.email})`,
    );
    await expect(page.getByTestId('pending-approval-banner')).toHaveCount(0);
  });

  test('a 1,500-row batch is held, shows 承認待ち on its result page, and runs once approved', async () => {
    test.setTimeout(180_000);
    const page = makerPage;
    // Every consumer the first test left as it was and not in a final status; a closed one fails its row (Partial
    // Success), which the batch reports like any other.
    const batch = consumers
      .filter((c) => !['Dead', 'BankruptcyConfirmed'].includes(c.legal_status) && c.id !== deadId)
      .slice(0, BATCH_ROWS);
    const ids = batch.map((c) => c.id);
    expect(ids).toHaveLength(BATCH_ROWS);
    const file = [
      'cid,legal_status',
      ...ids.slice(0, BATCH_ROWS).map((id) => `${id},collection_pending`),
    ].join('\r\n');
    await page.goto('/legalStatusUpdate/update');
    await page
      .getByLabel('CSV ファイル', { exact: true })
      .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect(page.getByText('1,500 行', { exact: true })).toBeVisible({ timeout: 60_000 });
    const batchId = (await page.getByTestId('batch-id').textContent())!;
    // The file goes whole: the closed consumers' rows are warned (left out by default); here they are sent and fail.
    await page.getByRole('checkbox', { name: '警告の行を除外して一括更新する' }).uncheck();
    const button = page.getByRole('button', { name: '一括更新' });
    await expect(button).toBeEnabled();
    await button.click();
    // Batch Update asks for confirmation first; the confirmed batch is then held for a second person.
    await page
      .getByRole('dialog', { name: '一括更新の確認' })
      .getByRole('button', { name: '一括更新を実行' })
      .click();
    const notice = page.getByTestId('approval-pending');
    await expect(notice).toContainText('承認待ち', { timeout: 60_000 });
    const requestPath = (await notice.getByRole('link').getAttribute('href'))!;
    // No redirect to the result page: the batch has not started.
    await expect(page).toHaveURL(/\/legalStatusUpdate\/update$/);

    await page.goto(`/legalStatusUpdateResult/${batchId}`);
    const summary = page.locator('.key-value-table');
    await expect(summary.getByRole('row', { name: /^ステータス/ })).toContainText('承認待ち');
    await expect(summary.getByRole('link', { name: /を開く/ })).toHaveAttribute('href', requestPath);

    await approverPage.goto(requestPath);
    const counts = approverPage.getByRole('table', { name: '変更後のステータス別件数' });
    await expect(counts.getByRole('row').filter({ hasText: '回収保留' })).toContainText('1,500');
    await approveOnItsPage(approverPage, requestPath, 'e2e: 一括更新を確認');

    // The result page follows the batch by itself once it runs.
    await expect(summary.getByRole('row', { name: /^ステータス/ })).toContainText(/成功/, {
      timeout: 120_000,
    });
    await expect(summary.getByRole('row', { name: /^成功件数/ })).toContainText('/ 1,500 件');
    const enabled = batch.find((c) => c.status === 'Enabled')!;
    expect(await legalStatusOf(page, enabled.id)).toBe('CollectionPending');
  });
});
