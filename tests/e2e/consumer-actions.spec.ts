// Acting on consumers through the real PWA and server (issue 10): closing is refused for a consumer with an
// uncaptured payment and succeeds for a clean one (Closed, the actions dimmed); an e-mail already registered is
// refused, a new one is saved and found by search; a fraud flag in two steps shows the badge and Disabled; two
// flagged payments show FRAUDULENT on their payment page; support staff find close and the fraud actions disabled
// with the reason. Consumers are picked through GraphQL by what they have (a close dry run tells which answer a
// close would get), each used by one test only, and never one the other specs read (PLUS consumers, flagged ones,
// and the first found by the kana probes they use).
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { FAMILY_NAMES } from '../../server/seed/japanese-names';
import { ADMIN, SUPPORT, expect, gql, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * Kana starts of family names, the other specs' probes in reverse order: they take the first consumers their
 * probes find, this spec changes consumers found last.
 */
const KANA_PROBES = [
  'シバ',
  'サイ',
  'オガ',
  'マツ',
  'イシ',
  'ハシ',
  'イケ',
  'モリ',
  'シミ',
  'ハヤ',
  'キム',
  'イノ',
  'ヨシ',
  'カト',
  'コバ',
  'ナカ',
  'ヤマ',
  'イト',
  'ワタ',
  'タナ',
  'タカ',
  'スズ',
  'サト',
];

interface Candidate {
  id: string;
  email: string | null;
  payments: { id: string; merchantId: string | null }[];
  flaggedPayments: number;
}

/**
 * Then the starts of every other family name of the demo data, which no other spec probes: the day's demo data (the
 * seed runs from today's date) may hold what this spec needs only among those (a consumer with an uncaptured payment
 * was once found only under イチ).
 */
const MORE_PROBES = [...new Set(FAMILY_NAMES.map((name) => name.kana.slice(0, 2)))].filter(
  (probe) => !KANA_PROBES.includes(probe),
);

/** Enabled consumers without PLUS approval or fraud flags (what the other specs read), probe by probe. */
async function* candidates(request: APIRequestContext): AsyncGenerator<Candidate> {
  const seen = new Set<string>();
  // The first ones a shared probe finds are the ones the other specs take: never changed here.
  const reserved = new Set<string>();
  for (const [probe, shared] of [
    ...KANA_PROBES.map((p) => [p, true] as const),
    ...MORE_PROBES.map((p) => [p, false] as const),
  ]) {
    const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string }[] } }>(
      request,
      'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }',
      { k: probe },
    );
    const ids = fuzzySearch.consumers.map((c) => c.id);
    if (shared) for (const id of ids.slice(0, 3)) reserved.add(id);
    for (const id of (shared ? ids.slice(3) : ids).reverse()) {
      if (seen.has(id) || reserved.has(id)) continue;
      seen.add(id);
      const data = await gql<{
        consumer: { status: string; email: string | null } | null;
        plusstatus: { ekycStatus: string; houkatsuStatus: string } | null;
        activeFraudFlagsByConsumerId: { id: string }[];
        paymentsV2: { payments: { id: string; merchantId: string | null; test: boolean }[] };
        consumerPaymentsActiveFraudFlags: { activeFraudFlagIds: string[] }[];
      }>(
        request,
        `query C($id: ID!) {
          consumer(consumerId: $id) { status email }
          plusstatus(consumerId: $id) { ekycStatus houkatsuStatus }
          activeFraudFlagsByConsumerId(consumerId: $id) { id }
          paymentsV2(consumerId: $id) { payments { id merchantId test } }
          consumerPaymentsActiveFraudFlags(consumerId: $id) { activeFraudFlagIds }
        }`,
        { id },
      );
      if (data.consumer?.status !== 'Enabled') continue;
      if (data.plusstatus?.ekycStatus === 'approved' || data.activeFraudFlagsByConsumerId.length) continue;
      yield {
        id,
        email: data.consumer.email,
        payments: data.paymentsV2.payments.filter((p) => !p.test && p.id.startsWith('pay_')),
        flaggedPayments: data.consumerPaymentsActiveFraudFlags.filter((f) => f.activeFraudFlagIds.length)
          .length,
      };
    }
  }
}

/** The answer a close would get, from the server's dry run (test: true changes nothing). */
async function closeDryRun(request: APIRequestContext, id: string): Promise<string> {
  const data = await gql<{ closeConsumer: string }>(
    request,
    'mutation D($id: ID!) { closeConsumer(id: $id, reason: "", test: true) }',
    { id },
  );
  return data.closeConsumer;
}

interface Picked {
  uncaptured: string;
  clean: string;
  emailChange: string;
  /** Another consumer's e-mail (read only). */
  takenEmail: string;
  fraudFlag: string;
  paymentFlag: { consumerId: string; paymentIds: [string, string] };
}

async function pickConsumers(request: APIRequestContext): Promise<Picked> {
  const found: Partial<Picked> = {};
  const used = new Set<string>();
  const take = (id: string) => {
    used.add(id);
    return id;
  };
  for await (const c of candidates(request)) {
    if (Object.keys(found).length === 6) break;
    if (!found.takenEmail && c.email) {
      // Read only: its e-mail is the one already registered.
      found.takenEmail = c.email;
      used.add(c.id);
      continue;
    }
    if (!found.paymentFlag && c.payments.length >= 2 && c.flaggedPayments === 0) {
      if (c.payments.slice(0, 2).every((p) => p.merchantId)) {
        found.paymentFlag = {
          consumerId: take(c.id),
          paymentIds: [c.payments[0].id, c.payments[1].id],
        };
        continue;
      }
    }
    if (!found.uncaptured || !found.clean) {
      const answer = await closeDryRun(request, c.id);
      if (!found.uncaptured && answer === 'ErrorUncapturedPayments') {
        found.uncaptured = take(c.id);
        continue;
      }
      if (!found.clean && answer === 'Success') {
        found.clean = take(c.id);
        continue;
      }
    }
    if (!found.emailChange && c.email) {
      found.emailChange = take(c.id);
      continue;
    }
    if (!found.fraudFlag && !used.has(c.id)) {
      found.fraudFlag = take(c.id);
    }
  }
  for (const key of [
    'uncaptured',
    'clean',
    'emailChange',
    'takenEmail',
    'fraudFlag',
    'paymentFlag',
  ] as const) {
    if (!found[key]) throw new Error(`no seeded consumer for ${key}`);
  }
  return found as Picked;
}

test.describe.serial('consumer actions, admin', () => {
  let page: Page;
  let picked: Picked;

  test.beforeAll(async ({ browser, smtp }) => {
    test.setTimeout(180_000);
    page = await signedInPage(browser, smtp, admin);
    picked = await pickConsumers(page.request);
  });

  test.afterAll(async () => {
    await page.close();
  });

  const actions = () => page.getByRole('group', { name: 'Account actions' });
  const dialog = () => page.getByRole('dialog');

  test('closing a consumer with an uncaptured payment is refused with the reason; a clean one closes', async () => {
    await page.goto(`/consumers/${picked.uncaptured}/details`);
    await actions().getByRole('button', { name: 'Close account' }).click();
    await dialog().getByRole('button', { name: 'Close account' }).click();
    await expect(dialog().getByRole('alert')).toHaveText('there are uncaptured payments');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog()).toHaveCount(0);
    await expect(page.locator('.consumer-info .status-tag').first()).toHaveText('Enabled');

    // Issue 20: Enter twice (on the page's button, then in the dialog) only opens and cancels; the confirmation
    // names the consumer and starts on Cancel.
    await page.goto(`/consumers/${picked.clean}/details`);
    await actions().getByRole('button', { name: 'Close account' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog()).toContainText(`(${picked.clean})? Closing cannot be undone.`);
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog()).toHaveCount(0);
    await expect(page.locator('.consumer-info .status-tag').first()).toHaveText('Enabled');

    await actions().getByRole('button', { name: 'Close account' }).click();
    await dialog().getByRole('button', { name: 'Close account' }).click();
    await expect(page.getByText('account closed successfully')).toBeVisible();
    await expect(dialog()).toHaveCount(0);
    const info = page.locator('.consumer-info');
    await expect(info.locator('.status-tag').first()).toHaveText('Closed');
    await expect(info).toContainText('Closed by');
    await expect(info).toContainText(ADMIN.email);
    const close = actions().getByRole('button', { name: 'Close account' });
    await expect(close).toBeDisabled();
    await expect(close).toHaveClass(/is-dimmed/);
    await expect(actions().locator('.action-button', { hasText: 'Close account' })).toHaveAttribute(
      'data-reason',
      'The account is closed',
    );
    await expect(actions().getByRole('button', { name: 'Change status' })).toBeDisabled();
    await expect(actions().getByRole('button', { name: 'Disable account' })).toHaveCount(0);
  });

  test('an e-mail already registered is refused; a new one is saved, shown and found by search', async () => {
    const id = picked.emailChange;
    await page.goto(`/consumers/${id}/details`);
    await actions().getByRole('button', { name: 'Change e-mail' }).click();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect(dialog()).toContainText('required field');
    await dialog().getByLabel('New e-mail').fill(picked.takenEmail.toUpperCase());
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect(dialog().getByRole('alert')).toHaveText('e-mail already registered');

    const fresh = `e2e-${Date.now()}@example.jp`;
    await dialog().getByLabel('New e-mail').fill(fresh);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect(dialog()).toHaveCount(0);
    await expect(page.locator('.consumer-info')).toContainText(fresh);

    const box = page.getByRole('banner').getByRole('searchbox');
    await box.fill(fresh);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/consumers/${id}/details$`));
    await expect(page.locator('.consumer-info')).toContainText(fresh);
  });

  test('a fraud flag in two steps: the badge and Disabled', async () => {
    const id = picked.fraudFlag;
    await page.goto(`/consumers/${id}/fraud`);
    await expect(page.getByText('no fraud flags')).toBeVisible();
    await page.getByRole('button', { name: 'Add flag' }).click();
    const next = dialog().getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    const reason = dialog().getByLabel('Reason');
    await expect(reason.locator('option')).not.toHaveCount(1);
    const label = (await reason.locator('option').nth(1).textContent())!;
    await reason.selectOption({ index: 1 });
    await next.click();
    await expect(dialog()).toContainText(`reason: ${label}`);
    await dialog().getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog()).toHaveCount(0);
    await expect(
      page.locator('.consumer-header__ids').getByText('Fraud flag', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('.consumer-info .status-tag').first()).toHaveText('Disabled');
    await expect(page.getByRole('table', { name: 'Fraud flags' })).toContainText(label);
  });

  test('two payments flagged for fraud show FRAUDULENT on their payment page', async () => {
    const { consumerId, paymentIds } = picked.paymentFlag;
    await page.goto(`/consumers/${consumerId}/fraudpayments`);
    const table = page.getByRole('table', { name: 'Fraud payments' });
    const flag = page.getByRole('button', { name: 'Flag payments', exact: true });
    await expect(flag).toBeDisabled();
    for (const id of paymentIds) await table.getByRole('checkbox', { name: `Select ${id}` }).check();
    await expect(flag).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Unflag payments' })).toBeDisabled();
    await flag.click();
    const submit = dialog().getByRole('button', { name: 'Submit' });
    await expect(dialog().getByLabel('Reason').locator('option')).not.toHaveCount(1);
    await dialog().getByLabel('Reason').selectOption({ index: 1 });
    await expect(submit).toBeDisabled();
    await dialog()
      .getByLabel(/Keep billing/)
      .check();
    await submit.click();
    await expect(dialog()).toHaveCount(0);
    await expect(page.getByText('2 payment(s) flagged for fraud')).toBeVisible();
    for (const id of paymentIds) {
      await expect(table.getByRole('row', { name: new RegExp(id) })).toContainText('FRAUDULENT');
    }
    await table
      .getByRole('row', { name: new RegExp(paymentIds[0]) })
      .getByRole('link', { name: 'Fraud log' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/payments/${paymentIds[0]}/fraud$`));
    await expect(page.getByText('FRAUDULENT', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/不正フラグを登録しました/).first()).toBeVisible();
    await page.goto(`/payments/${paymentIds[1]}/auth`);
    await expect(page.getByText('FRAUDULENT', { exact: true }).first()).toBeVisible();
  });
});

test('support staff find close and the fraud actions disabled with the reason', async ({ browser, smtp }) => {
  const page = await signedInPage(browser, smtp, support);
  let id = '';
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string }[] } }>(
      page.request,
      'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }',
      { k: probe },
    );
    id = fuzzySearch.consumers[0]?.id ?? '';
    if (id) break;
  }
  expect(id).not.toBe('');
  await page.goto(`/consumers/${id}/fraud`);
  const actions = page.getByRole('group', { name: 'Account actions' });
  await expect(actions.getByRole('button', { name: 'Close account' })).toBeDisabled();
  // Issue 20: the reason is shown, not only told to screen readers: a tooltip while the keyboard is on the action.
  const close = actions.locator('.action-button', { hasText: 'Close account' });
  await expect(close).toHaveAttribute('data-reason', '権限がありません: consumers.close');
  const tooltip = close.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await close.focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('権限がありません: consumers.close');
  await expect(actions.getByRole('button', { name: 'Change e-mail' })).toBeEnabled();
  for (const name of ['Add flag', 'Create log']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
    // The fraudManagementPermissions answer decides (issue 20).
    await expect(page.locator('.action-button', { hasText: name })).toHaveAttribute(
      'data-reason',
      '権限がありません: fraud_flags.write',
    );
  }
  // The server refuses it as well.
  const response = await page.request.post('/graphql', {
    data: { query: 'mutation { closeConsumer(id: "' + id + '", test: true) }' },
  });
  const body = (await response.json()) as GraphQLAnswer<unknown>;
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await page.close();
});
