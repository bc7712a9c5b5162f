// Bulk installment cancellation and the report setting through the real PWA, worker and server (issue 13):
// a file of one active and one canceled plan (with a repeat) is cancelled and each plan's result read in the
// table; a report-setting file with a bad month shows the message and the popup, the fixed file is held for a
// second person (承認待ち), and once the approver approves it the merchant list shows the month. Plans are picked through GraphQL from consumers near the end
// of the id order, which the other specs do not change (they pick the first ones found).
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, APPROVER, expect, gql, signInThroughUi, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const approver = DEMO_STAFF.find((s) => s.email === APPROVER.email)!;

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
  const found = new Set<string>();
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string }[] } }>(
      request,
      'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }',
      { k: probe },
    );
    for (const c of fuzzySearch.consumers) found.add(c.id);
  }
  const { consumerStatuses } = await gql<{ consumerStatuses: { id: string; status: string }[] }>(
    request,
    'query C($ids: [ID!]!) { consumerStatuses(consumerIds: $ids) { id status } }',
    { ids: [...found] },
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
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'plans.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`installment_plan_id\n${active}\n${inactive}\n${active}\n`),
    });
    await expect(
      page.getByText(`This installment plan ID appeared more than once and is kept once: ${active}.`),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Installment plans' });
    const activeRow = table.getByRole('row').filter({ hasText: active });
    const inactiveRow = table.getByRole('row').filter({ hasText: inactive });
    await expect(activeRow).toContainText('active');
    await expect(activeRow.getByRole('link')).toHaveText(/^con_/);
    await expect(activeRow).toContainText('¥');

    await page.getByRole('button', { name: 'Cancel installment plans' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Cancel 2 installment plans?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('bulk-cancel-progress')).toHaveText('2 / 2', { timeout: 30_000 });
    await expect(activeRow.getByRole('cell').last()).toHaveText('Success');
    await expect(inactiveRow.getByRole('cell').last()).toHaveText('NotActive');

    // The consumer's change history names the reverted plan and the staff member who did it.
    const consumerId = (await activeRow.getByRole('link').textContent())!;
    await page.goto(`/consumers/${consumerId}/changeHistory`);
    const history = page.getByRole('table', { name: 'Change history' });
    const reverted = history.getByRole('row').filter({ hasText: active });
    await expect(reverted).toContainText('ContractReverted');
    await expect(reverted).toContainText(`installment plan reverted to lump sum: ${active}`);
    await expect(reverted).toContainText(admin.email);
    await expect(reverted).toContainText('reason: Bulk installment cancellation bcj_');
  });

  test('a report-setting file with a bad month shows the message and the popup; fixed, it is held, then approved', async ({
    browser,
    smtp,
  }) => {
    const { merchants } = await gql<{ merchants: { id: string; deactivatedMonths: string[] }[] }>(
      page.request,
      'query M { merchants(disabled: false) { id deactivatedMonths } }',
      {},
    );
    const merchant = merchants[0];
    const month = ['202401', '202402', '202403', '202404'].find(
      (m) => !merchant.deactivatedMonths.includes(m),
    )!;
    await page.goto('/merchant');
    await expect(page).toHaveURL(/\/merchant\/report_setting$/);
    const choose = (text: string) =>
      page
        .getByLabel('Report setting CSV', { exact: true })
        .setInputFiles({ name: 'report.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

    await choose(`Deactivated_Month,Merchant_ID\n202413,${merchant.id}\n`);
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText(
      'The file you uploaded does not match the expected format. Please review the fields and try again.',
    );
    await popup.getByRole('button', { name: '閉じる' }).first().click();
    await expect(
      page.getByText('Please check the deactivated Month again, it is not valid date'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeDisabled();

    await choose(`Deactivated_Month,Merchant_ID\n${month},${merchant.id}\n`);
    await expect(page.getByRole('table', { name: 'Rows to deactivate' })).toContainText(merchant.id);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    // Deactivating report months always waits for a second person (four eyes, issue 19): nothing changed yet.
    const notice = page.getByTestId('approval-pending');
    await expect(notice).toContainText('承認待ち');
    await expect(page.getByTestId('deactivate-answer')).toHaveCount(0);
    const requestPath = (await notice.getByRole('link').getAttribute('href'))!;
    await page.getByRole('link', { name: 'Application' }).click();
    await expect(page.getByRole('row').filter({ hasText: merchant.id })).not.toContainText(month);

    // The approver approves it; then the month is deactivated.
    const second = await signedInPage(browser, smtp, approver);
    await second.goto(requestPath);
    await expect(second.getByTestId('approval-preview')).toContainText(merchant.id);
    await second.getByRole('button', { name: '承認する' }).click();
    await second.getByRole('dialog').getByRole('button', { name: '承認する' }).click();
    await expect(second.getByRole('dialog')).toHaveCount(0);
    await expect(second.locator('.key-value-table').first()).toContainText('承認済み');
    await second.close();
    const after = await gql<{ merchants: { id: string; deactivatedMonths: string[] }[] }>(
      page.request,
      'query M { merchants(disabled: false) { id deactivatedMonths } }',
      {},
    );
    expect(after.merchants.find((m) => m.id === merchant.id)?.deactivatedMonths).toContain(month);
  });
});
