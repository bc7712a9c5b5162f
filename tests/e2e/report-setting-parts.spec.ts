// The report setting of any size through the real PWA, worker and server: a bad file names its lines (and
// the bulk-cancel tool names malformed ids, skipped lines and unknown plans); a
// 100,000-row file (repeats included, named in a notice) is confirmed by merchant and month on a dialog that starts
// on Cancel, goes to the server in parts with a progress bar, survives a reload in the middle (choosing the same file
// again sends only the missing parts), and becomes ONE change waiting for a second person (承認待ち with its link);
// approved by the demo approver, the merchant list shows the months and the same file answers what changed.
// Months of 2000–2019 only, so the other specs' months (2024) stay free.
import type { Page, Request } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const approver = DEMO_STAFF.find((s) => s.email === 'approver@example.com')!;
const HEADER = 'Deactivated_Month,Merchant_ID';
const ROWS = 100_000;

function choose(page: Page, text: string) {
  return page
    .getByLabel('レポート設定CSV', { exact: true })
    .setInputFiles({ name: 'report.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
}

const isStage = (request: Request) =>
  request.url().endsWith('/graphql') && (request.postData() ?? '').includes('StageInvoiceDeactivations');

test.describe.serial('report setting in parts', () => {
  let page: Page;
  let merchants: string[];

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);
    const answer = await gql<{ merchants: { id: string }[] }>(
      page.request,
      'query M { merchants(disabled: false) { id } }',
    );
    merchants = answer.merchants.map((m) => m.id);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('a bad file names the lines of each problem', async () => {
    await page.goto('/merchant/report_setting');
    const m = merchants[0];
    await choose(page, [HEADER, `201001,${m}`, `201013,${m}`, `201002,mer_bad`, `201003,${m}`].join('\n'));
    await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).first().click();
    const errors = page.getByRole('list', { name: 'CSVのエラー' }).getByRole('listitem');
    await expect(errors).toHaveText([
      '加盟店 ID をもう一度確認してください（行 4）',
      '停止月をもう一度確認してください（有効な日付ではありません）（行 3）',
    ]);
    await expect(page.getByRole('button', { name: '停止', exact: true })).toBeDisabled();
  });

  test('the bulk-cancel tool names malformed ids, lines without an id and unknown plans instead of dropping them', async () => {
    const unknown = 'isp_ZZZZZZZZZZZZZZZZ';
    await page.goto('/installmentPlanCancel');
    await page.getByLabel('CSVファイル', { exact: true }).setInputFiles({
      name: 'plans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`installment_plan_id\nisp_123\n\nplease cancel\n${unknown}\n`),
    });
    await expect(
      page.getByText('分割払い ID（isp_ + 16 文字）の形式でないため読み飛ばしました: isp_123（行 2）'),
    ).toBeVisible();
    await expect(page.getByText('分割払い ID のない行を読み飛ばしました（行 1, 4）')).toBeVisible();
    await expect(page.getByText(`見つからない分割払い ID が 1 件あります: ${unknown}（行 5）`)).toBeVisible();
  });

  test('a 100,000-row file goes in parts, resumes after a reload and waits for a second person as one change', async ({
    browser,
    smtp,
  }) => {
    test.setTimeout(300_000);
    // Every enabled merchant's months of 2000–2019, round and round until 100,000 rows: repeats included.
    const lines = [HEADER];
    for (let i = 0; lines.length <= ROWS; i++) {
      const m = merchants[i % merchants.length];
      const month = Math.floor(i / merchants.length) % 240;
      lines.push(`${2000 + Math.floor(month / 12)}${String((month % 12) + 1).padStart(2, '0')},${m}`);
    }
    const file = lines.join('\r\n');
    const distinct = Math.min(ROWS, merchants.length * 240);

    await page.goto('/merchant/report_setting');
    await choose(page, file);
    await expect(page.getByRole('list', { name: 'CSVのお知らせ' })).toContainText(
      `同じ加盟店・同じ月の行が ${(ROWS - distinct).toLocaleString('en-US')} 行あり、1 つにまとめて扱います`,
    );
    await page.getByRole('button', { name: '停止', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '請求書レポートの停止' });
    await expect(dialog).toContainText(
      `${merchants.length} 加盟店・${distinct.toLocaleString('en-US')} か月分の請求書レポートボタンを停止します`,
    );
    await expect(dialog).toContainText(`${merchants[0]}: 2000年01月、2000年02月`);
    // The confirmation starts on Cancel: Enter there closes it and nothing is sent.
    await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    // Send, and reload in the middle of it.
    let staged = 0;
    const counting = (request: Request) => {
      if (isStage(request)) staged++;
    };
    page.on('request', counting);
    await page.getByRole('button', { name: '停止', exact: true }).click();
    await dialog.getByRole('button', { name: '停止する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '送信中…' })).toBeVisible();
    await expect.poll(() => staged, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    await page.reload();
    page.off('request', counting);

    // The same file again: only the parts the server has not got go out, from where the bar stood.
    let resent = 0;
    page.on('request', (request) => {
      if (isStage(request)) resent++;
    });
    await choose(page, file);
    await page.getByRole('button', { name: '停止', exact: true }).click();
    await dialog.getByRole('button', { name: '停止する' }).click();
    const answer = page.getByTestId('approval-pending');
    await expect(answer).toContainText('承認待ち', { timeout: 180_000 });
    expect(resent).toBeLessThan(Math.ceil(ROWS / 1_500));
    expect(resent).toBeGreaterThan(0);
    const link = answer.getByRole('link', { name: /^申請 .* を開く$/ });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/approvals\/[0-9a-f-]{36}$/);
    // Nothing is deactivated yet.
    const before = await gql<{ merchants: { id: string; deactivatedMonths: string[] }[] }>(
      page.request,
      'query M { merchants(disabled: false) { id deactivatedMonths } }',
    );
    expect(before.merchants.find((m) => m.id === merchants[0])!.deactivatedMonths).not.toContain('200001');

    // The second person approves; the months are deactivated, all of them at once.
    const second = await signedInPage(browser, smtp, approver);
    const approved = await gql<{ approveRequest: { status: string } }>(
      second.request,
      'mutation A($id: ID!) { approveRequest(id: $id) { status } }',
      { id: href.split('/').pop() },
    );
    expect(approved.approveRequest.status).toBe('Approved');
    await second.close();

    await page.getByRole('link', { name: '利用中の加盟店' }).click();
    const row = page.getByRole('row').filter({ hasText: merchants[0] });
    await expect(row).toContainText('200001');
    await expect(row).toContainText('201912');

    // The same file once more answers what was done, without sending anything.
    await page.getByRole('link', { name: 'レポート設定' }).click();
    await choose(page, file);
    await page.getByRole('button', { name: '停止', exact: true }).click();
    await dialog.getByRole('button', { name: '停止する' }).click();
    // Months the demo data had deactivated already are named as such; the total is every distinct month.
    const doneLine = page.getByTestId('deactivate-answer');
    await expect(doneLine).toContainText('停止しました');
    const done = (await doneLine.textContent()) ?? '';
    const added = Number(/の ([\d,]+) か月分を停止しました/.exec(done)?.[1].replace(/,/g, ''));
    const already = Number(/([\d,]+) か月分は停止済み/.exec(done)?.[1].replace(/,/g, '') ?? 0);
    expect(done).toContain(`${merchants.length} 加盟店の`);
    expect(added + already).toBe(distinct);
    expect(done).toContain(
      `重複していた ${(ROWS - distinct).toLocaleString('en-US')} 行は 1 行として扱いました。`,
    );
  });
});
