// Bulk installment cancellation and the report setting through the real PWA, worker and server (issue 13):
// a file of one active and one canceled plan (with a repeat) is cancelled and each plan's result read in the
// table (the report setting: report-setting-parts.spec.ts). Plans are picked through GraphQL from consumers near the end
// of the id order, which the other specs do not change (they pick the first ones found).
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, signInThroughUi, test } from './fixtures';

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
});
