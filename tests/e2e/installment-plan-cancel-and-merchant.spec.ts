// Bulk installment cancellation and the report setting through the real PWA, worker and server:
// a file of one active and one canceled plan (with a repeat) is cancelled and each plan's result read in the
// table (the report setting: report-setting-parts.spec.ts). Plans are picked through GraphQL from consumers near the end
// of the id order, which the other specs do not change (they pick the first ones found). Then 5,000 plans
// on a server of their own with a low GRAPHQL_RATE_LIMIT: the run rides out the 429s (再接続中) without "Unknown
// Error", and its result page survives a reload.
import { sql } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import { rows } from '../../server/db/client';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { startOwnServer, type WorkerServer } from './e2e-server';
import { ADMIN, expect, gql, searchConsumerIds, signInThroughUi, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

const KANA_PROBES = [
  'サト',
  'スズ',
  'タカ',
  'タナ',
  'ワタ',
  'イト',
  'ヤマ',
  'ナカ',
  'コバ',
  'カト',
  'ヨシ',
  'イノ',
];

interface Contract {
  id: string;
  status: string;
}

/** One active and one not-active plan of enabled consumers, from the end of the id order. */
async function pickPlans(request: APIRequestContext): Promise<{ active: string; inactive: string }> {
  const found = await searchConsumerIds(request, KANA_PROBES);
  const { consumerStatuses } = await gql<{ consumerStatuses: { id: string; status: string }[] }>(
    request,
    'query C($ids: [ID!]!) { consumerStatuses(consumerIds: $ids) { id status } }',
    { ids: found },
  );
  // The legal-status spec takes the last three: these come before them.
  const candidates = consumerStatuses
    .filter((c) => c.status === 'Enabled')
    .map((c) => c.id)
    .sort()
    .slice(0, -3)
    .reverse();
  let active = '';
  let inactive = '';
  for (const consumerId of candidates) {
    const { contractsByConsumerId: c } = await gql<{
      contractsByConsumerId: Record<'threePay' | 'sixPay' | 'twelvePay' | 'apple', Contract[]>;
    }>(
      request,
      `query K($id: ID!) { contractsByConsumerId(consumerId: $id) {
        threePay { id status } sixPay { id status } twelvePay { id status } apple { id status } } }`,
      { id: consumerId },
    );
    const all = [...c.threePay, ...c.sixPay, ...c.twelvePay, ...c.apple];
    active ||= all.find((p) => p.status === 'active')?.id ?? '';
    inactive ||= all.find((p) => p.status !== 'active')?.id ?? '';
    if (active && inactive) return { active, inactive };
  }
  throw new Error('no seeded active and inactive plans');
}

test.describe.serial('bulk cancellation and merchant report setting', () => {
  let page: Page;

  test.beforeAll(async ({ browser, smtp }) => {
    page = await browser.newPage();
    await page.goto('/login');
    await signInThroughUi(page, smtp, admin.email, admin.password);
    await expect(page).toHaveURL(/\/search$/);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('a mixed file: the repeat is noticed, the active plan is cancelled, the other is not active', async () => {
    test.setTimeout(120_000);
    const { active, inactive } = await pickPlans(page.request);
    await page.goto('/installmentPlanCancel');
    await page.getByLabel('CSVファイル', { exact: true }).setInputFiles({
      name: 'plans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`installment_plan_id\n${active}\n${inactive}\n${active}\n`),
    });
    await expect(
      page.getByText(`この分割払い ID は複数回含まれていたため、1 つとして扱います: ${active}。`),
    ).toBeVisible();
    const table = page.getByRole('table', { name: '分割払い', exact: true });
    const activeRow = table.getByRole('row').filter({ hasText: active });
    const inactiveRow = table.getByRole('row').filter({ hasText: inactive });
    await expect(activeRow).toContainText('有効');
    await expect(activeRow.getByRole('link')).toHaveText(/^con_/);
    await expect(activeRow).toContainText('¥');

    await page.getByRole('button', { name: '取消内容を確認' }).click();
    const dialog = page.getByRole('dialog');
    // Only the active plan counts; the buttons say what they do, and the dialog starts on 戻る, so Enter twice (closed, then opened again from the
    // button focus returns to) changes nothing.
    await expect(dialog).toContainText('1件の分割払いを取り消します。');
    await expect(dialog.getByRole('button', { name: '戻る' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: '戻る' })).toBeFocused();
    await expect(activeRow.getByRole('cell').last()).toHaveText('');
    await dialog.getByRole('button', { name: '1件を取り消す' }).click();
    await expect(page.getByTestId('bulk-cancel-progress')).toHaveText('2 / 2', { timeout: 30_000 });
    await expect(activeRow.getByRole('cell').last()).toHaveText('成功');
    await expect(inactiveRow.getByRole('cell').last()).toHaveText('有効でない');

    // The consumer's change history names the reverted plan and the staff member who did it.
    const consumerId = (await activeRow.getByRole('link').textContent())!;
    await page.goto(`/consumers/${consumerId}/changeHistory`);
    const history = page.getByRole('table', { name: '変更履歴' });
    const reverted = history.getByRole('row').filter({ hasText: active });
    await expect(reverted).toContainText('一括払いへの変更');
    await expect(reverted).toContainText(`一括払いに戻した分割払い: ${active}`);
    await expect(reverted).toContainText(admin.email);
    await expect(reverted).toContainText('理由: 分割払い一括キャンセル bcj_');
  });
});

/** Plans the 5,000-plan run cancels: active copies of the seeded live plans, spread over their consumers. */
const MANY_PLANS = 5_000;

test.describe.serial('5,000 plans under a low GraphQL rate limit', () => {
  let own: WorkerServer;
  let page: Page;
  let plans: string[] = [];

  test.beforeAll(async ({ browser, smtp }) => {
    own = await startOwnServer({ SMTP_URL: smtp.url, GRAPHQL_RATE_LIMIT: '12' }, async (db) => {
      // A 5,000-plan run is not held for a second person here (four eyes is approvals.spec.ts).
      await db.orm.execute(sql`update approval_policies set enabled = false where key = 'bulk_cancellation'`);
      const added = await rows<{ id: string }>(
        db.orm,
        sql`with live as (select k.*, row_number() over (order by k.id) - 1 as n, count(*) over () as total
                          from installment_contracts k where not k.test)
            insert into installment_contracts (id, consumer_id, kind, payment_id, merchant_id, merchant_name, status,
              number_of_installments, total_capture_amount, outstanding_amount, test, date_converted)
            select 'isp_' || substr(md5('e2e-bulk-' || g), 1, 16), l.consumer_id, l.kind, l.payment_id, l.merchant_id,
                   l.merchant_name, 'active', l.number_of_installments, l.total_capture_amount, 9000, false, now()
            from generate_series(1, ${MANY_PLANS}) g join live l on l.n = g % l.total
            returning id`,
      );
      plans = added.map((r) => r.id);
    });
    page = await browser.newPage({ baseURL: own.baseUrl });
    await page.goto('/login');
    await signInThroughUi(page, smtp, admin.email, admin.password);
    await expect(page).toHaveURL(/\/search$/);
  });

  test.afterAll(async () => {
    await page?.close();
    await own?.stop();
  });

  test('the run finishes without "Unknown Error" and its result page survives a reload', async () => {
    test.setTimeout(300_000);
    expect(plans).toHaveLength(MANY_PLANS);
    await page.goto('/installmentPlanCancel');
    await page.getByLabel('CSVファイル', { exact: true }).setInputFiles({
      name: 'plans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`installment_plan_id\n${plans.join('\n')}\n`),
    });
    const button = page.getByRole('button', { name: '取消内容を確認' });
    // Five lookups of 1,000 under a limit of 12 requests a minute: some wait out a 429 (再接続中).
    await expect(button).toBeEnabled({ timeout: 150_000 });
    await page.getByLabel('コメント').fill('E2E 5000 plans');
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('5,000件の分割払いを取り消します。元には戻せません。');
    await dialog.getByRole('button', { name: '5,000件を取り消す' }).click();
    await expect(page.getByTestId('bulk-cancel-progress')).toHaveText('5,000 / 5,000', { timeout: 200_000 });
    await expect(page.getByText(/不明なエラー/)).toHaveCount(0);
    const table = page.getByRole('table', { name: '分割払い', exact: true });
    await expect(table.getByRole('row').filter({ hasText: plans[0] })).toContainText('キャンセル済み');

    await page.getByRole('link', { name: /^結果ページ: bcj_/ }).click();
    await expect(page).toHaveURL(/\/installmentPlanCancelResult\/bcj_[0-9a-f]{32}$/);
    await page.reload();
    const summary = page.getByRole('table').first();
    await expect(summary).toContainText('完了', { timeout: 90_000 });
    await expect(summary).toContainText('取消 5,000件 · 有効でない 0件 · 失敗 0件（全 5,000件）');
    await expect(summary).toContainText('E2E 5000 plans');
    const results = page.getByRole('table', { name: '分割払い', exact: true });
    await expect(results.getByRole('row').filter({ hasText: plans[0] })).toContainText('成功');
    await expect(page.getByText(/不明なエラー/)).toHaveCount(0);
  });
});
