// A held request says what it will do, through the real PWA and server: a report-setting file of 12 merchants sent
// with a comment is held; the approvals list says "12 加盟店・N か月分" and the approver's page names the file, the
// comment and every merchant (id and name) with each of its months before approving; once approved the page says
// what was applied. A legal-status batch with 3 Dead rows is held; its page lists those three apart (id, name, 通常
// → 死亡) with the maker's comment; it is then rejected, so nothing changes in the shared data.
// Months of 2021 only, so the other specs' months (2000–2019, 2024) stay free.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, APPROVER, expect, gql, searchConsumerIds, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const approver = DEMO_STAFF.find((s) => s.email === APPROVER.email)!;
const MERCHANTS = 12;

/** The request path an 承認待ち answer links to. */
async function heldRequestPath(page: Page): Promise<string> {
  const notice = page.getByTestId('approval-pending');
  await expect(notice).toContainText('承認待ち', { timeout: 60_000 });
  const href = (await notice.getByRole('link').getAttribute('href'))!;
  expect(href).toMatch(/^\/approvals\/[0-9a-f-]{36}$/);
  return href;
}

/** Three enabled consumers whose legal status is Normal, found by common family names. */
async function normalConsumers(request: APIRequestContext): Promise<{ id: string; kanjiName: string }[]> {
  const ids = await searchConsumerIds(request, ['サト', 'スズ', 'タカ', 'タナ', 'ワタ', 'イト']);
  const found: { id: string; kanjiName: string }[] = [];
  for (const id of ids) {
    const { consumer } = await gql<{
      consumer: { status: string; legalStatus: string; kanjiName: string | null };
    }>(request, 'query C($id: ID!) { consumer(consumerId: $id) { status legalStatus kanjiName } }', { id });
    if (consumer.status === 'Enabled' && consumer.legalStatus === 'Normal' && consumer.kanjiName)
      found.push({ id, kanjiName: consumer.kanjiName });
    if (found.length === 3) break;
  }
  expect(found).toHaveLength(3);
  return found;
}

test.describe.serial('a held request says what it will do', () => {
  let maker: Page;
  let second: Page;

  test.beforeAll(async ({ browser, smtp }) => {
    maker = await signedInPage(browser, smtp, admin);
    second = await signedInPage(browser, smtp, approver);
  });

  test.afterAll(async () => {
    await maker?.close();
    await second?.close();
  });

  test('a report-setting file of 12 merchants: the approver sees every merchant and month before approving', async () => {
    const { merchants: all } = await gql<{ merchants: { id: string; name: string }[] }>(
      maker.request,
      'query M { merchants(disabled: false) { id name } }',
    );
    const merchants = all.slice(0, MERCHANTS);
    expect(merchants).toHaveLength(MERCHANTS);
    // Merchant k loses January to month (k % 3) + 1 of 2021: 24 merchant-months.
    const monthsOf = (k: number) => Array.from({ length: (k % 3) + 1 }, (_, i) => i + 1);
    const pairs = merchants.reduce((n, _m, k) => n + monthsOf(k).length, 0);
    const lines = merchants.flatMap((m, k) =>
      monthsOf(k).map((month) => `2021${String(month).padStart(2, '0')},${m.id}`),
    );
    await maker.goto('/merchant/report_setting');
    await maker.getByLabel('レポート設定CSV', { exact: true }).setInputFiles({
      name: 'e2e-twelve-merchants.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['Deactivated_Month,Merchant_ID', ...lines].join('\n')),
    });
    await maker.getByPlaceholder('この停止のメモ（任意）').fill('e2e: 加盟店 12 社からの停止依頼');
    await maker.getByRole('button', { name: '停止', exact: true }).click();
    await maker.getByRole('dialog').getByRole('button', { name: '停止する' }).click();
    const requestPath = await heldRequestPath(maker);

    // The approvals list says the size in one line; the row opens the request.
    await second.goto('/approvals');
    const row = second
      .getByRole('table', { name: '承認待ち' })
      .getByRole('row')
      .filter({ hasText: `${MERCHANTS} 加盟店・${pairs} か月分` });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    await expect(second).toHaveURL(new RegExp(`${requestPath}$`));

    const preview = second.getByTestId('approval-preview');
    await expect(preview.getByRole('row', { name: /^ファイル名/ })).toContainText('e2e-twelve-merchants.csv');
    await expect(preview.getByRole('row', { name: /^申請者のコメント/ })).toContainText(
      'e2e: 加盟店 12 社からの停止依頼',
    );
    await expect(preview.getByRole('row', { name: /^加盟店/ }).first()).toContainText(`${MERCHANTS} 加盟店`);
    await expect(preview).toContainText(`${pairs} か月分`);
    const table = preview.getByRole('table', { name: '停止する加盟店と月' });
    await expect(table.getByRole('row')).toHaveCount(MERCHANTS + 1);
    for (const [k, m] of merchants.entries()) {
      const merchantRow = table.getByRole('row').filter({ hasText: m.id });
      await expect(merchantRow).toContainText(m.name);
      const months = monthsOf(k).map((month) => `2021年${String(month).padStart(2, '0')}月`);
      await expect(merchantRow.getByRole('cell').last()).toHaveText(months.join('、'));
    }

    // Approved from its page: the page then says what was applied, not a count of the rows left.
    const approve = second.getByRole('button', { name: '承認する' });
    await expect(approve).toBeEnabled();
    await approve.click();
    const dialog = second.getByRole('dialog');
    await dialog.getByRole('button', { name: '承認する' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(second.getByRole('heading', { name: '適用結果' })).toBeVisible();
    const applied = second.getByTestId('approval-applied');
    await expect(applied.getByRole('row', { name: /^変更した件数/ })).toContainText(`${pairs}件`);
    await expect(applied.getByRole('row', { name: /^適用できなかった件数/ })).toContainText('0件');
    // The file name and the comment stay on the page after the decision.
    await expect(preview.getByRole('row', { name: /^ファイル名/ })).toContainText('e2e-twelve-merchants.csv');
  });

  test("a legal-status batch with 3 Dead rows: the three are listed apart, with the maker's comment", async () => {
    const dead = await normalConsumers(maker.request);
    await maker.goto('/legalStatusUpdate/update');
    await maker.getByLabel('CSV ファイル', { exact: true }).setInputFiles({
      name: 'three-dead.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['cid,legal_status', ...dead.map((c) => `${c.id},Dead`)].join('\r\n')),
    });
    await expect(maker.getByText('3 行', { exact: true })).toBeVisible({ timeout: 30_000 });
    await maker.getByLabel('この更新のメモ（任意）').fill('e2e: 死亡届 3 件を確認済み');
    await maker.getByRole('button', { name: '一括更新' }).click();
    await maker
      .getByRole('dialog', { name: '一括更新の確認' })
      .getByRole('button', { name: '一括更新を実行' })
      .click();
    const requestPath = await heldRequestPath(maker);

    await second.goto(requestPath);
    const preview = second.getByTestId('approval-preview');
    await expect(preview.getByRole('row', { name: /^申請者のコメント/ })).toContainText(
      'e2e: 死亡届 3 件を確認済み',
    );
    await expect(
      preview.getByRole('heading', { name: /^元に戻せない変更（死亡・破産確定）: 3件/ }),
    ).toBeVisible();
    const irreversible = preview.getByRole('table', { name: '元に戻せない変更の行' });
    await expect(irreversible.getByRole('row')).toHaveCount(4);
    for (const c of dead) {
      const row = irreversible.getByRole('row').filter({ hasText: c.id });
      await expect(row).toContainText(c.kanjiName);
      await expect(row).toContainText('通常');
      await expect(row).toContainText('死亡');
    }
    // The counts per status stay.
    const counts = preview.getByRole('table', { name: '変更後のステータス別件数' });
    await expect(counts.getByRole('row').filter({ hasText: '死亡' })).toContainText('3');

    // Rejected: nothing is applied, the shared consumers stay as they were.
    await second.getByRole('button', { name: '却下する' }).click();
    const dialog = second.getByRole('dialog');
    await dialog.getByLabel('却下の理由（必須）').fill('e2e: 確認のための申請');
    await dialog.getByRole('button', { name: '却下する' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      second.locator('.key-value-table').first().getByRole('row', { name: /^状態/ }),
    ).toContainText('却下');
  });
});
