// Card, SMS, impersonation through the real PWA and server (admin, who holds cards.write, sms.send and
// consumers.impersonate): void and restore a card token on the PLUS tab and see its label change; send an SMS from
// the account page and find it in the Messages tab; press Impersonate and confirm: a new tab lands on the consumer
// site's impersonate address with a token (the site is answered by a route) while the console stays, and that token
// redeems once, as the site's server would.
// Consumers are picked through GraphQL by what they have: enabled, eKYC approved (consumer-actions.spec.ts changes
// only consumers without), from the end of the candidates (other specs read the first ones), each action on a
// consumer of its own.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { FAMILY_NAMES } from '../../server/seed/japanese-names';
import { E2E_CONSUMER_SITE_URL, E2E_IMPERSONATION_REDEEM_SECRET } from '../../playwright.config';
import { ADMIN, expect, gql, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

// Not the probes of the other specs' pickers first, so their first finds are not these; then every other family-name
// start of the demo data, so that whatever day the data was generated for, a consumer with an active card is found.
const OWN_PROBES = [
  'マツ',
  'イノ',
  'キム',
  'ハヤ',
  'モリ',
  'シミ',
  'アベ',
  'イケ',
  'ハシ',
  'オカ',
  'フジ',
  'ノム',
];
const KANA_PROBES = [...new Set([...OWN_PROBES, ...FAMILY_NAMES.map((name) => name.kana.slice(0, 2))])];

interface Candidate {
  id: string;
  status: string;
  ekycStatus: string | null;
  activeToken: string | null;
}

/** Enabled consumers found by the kana probes, with their PLUS status and an active card token if any. */
async function candidates(request: APIRequestContext): Promise<Candidate[]> {
  const seen = new Map<string, Candidate>();
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string; status: string }[] } }>(
      request,
      'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id status } } }',
      { k: probe },
    );
    for (const consumer of fuzzySearch.consumers) {
      if (consumer.status !== 'Enabled' || seen.has(consumer.id)) continue;
      const data = await gql<{
        plusStatus: { ekycStatus: string } | null;
        gpsTokens: { token: string; status: string }[];
      }>(
        request,
        `query P($id: ID!) { plusStatus(consumerId: $id) { ekycStatus }
           gpsTokens(consumerId: $id) { token status } }`,
        { id: consumer.id },
      );
      seen.set(consumer.id, {
        id: consumer.id,
        status: consumer.status,
        ekycStatus: data.plusStatus?.ekycStatus ?? null,
        activeToken: data.gpsTokens.find((t) => t.status === 'active')?.token ?? null,
      });
    }
  }
  return [...seen.values()];
}

test.describe.serial('cards, SMS and impersonation', () => {
  let page: Page;
  let card: { id: string; token: string };
  let smsConsumer: string;
  let impersonated: string;

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);

    const found = await candidates(page.request);
    const withCard = found.filter((c) => c.ekycStatus === 'approved' && c.activeToken);
    expect(withCard.length).toBeGreaterThan(0);
    const last = withCard.at(-1)!;
    card = { id: last.id, token: last.activeToken! };
    // PLUS consumers: consumer-actions.spec.ts changes only consumers without a PLUS approval.
    const others = found.filter((c) => c.id !== card.id && c.ekycStatus === 'approved');
    expect(others.length).toBeGreaterThanOrEqual(2);
    smsConsumer = others.at(-1)!.id;
    impersonated = others.at(-2)!.id;
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('void and restore a card token on the PLUS tab, the label following', async () => {
    await page.goto(`/consumers/${card.id}/plus`);
    const tokenBlock = page.locator('.gps-token', { hasText: card.token });
    await expect(tokenBlock.getByText('00: 正常')).toBeVisible();
    const actions = page.getByRole('group', { name: `カードの操作 ${card.token}` });
    await expect(actions.getByRole('button', { name: '復元' })).toHaveCount(0);

    await actions.getByRole('button', { name: '無効化' }).click();
    const voidDialog = page.getByRole('dialog', { name: 'カードを無効化' });
    await voidDialog.getByRole('button', { name: '無効化' }).click();
    await expect(voidDialog).toBeHidden();
    await expect(page.getByText('カードを無効化しました。')).toBeVisible();
    await expect(tokenBlock.getByText('99: カード無効化')).toBeVisible();
    await expect(actions.getByRole('button', { name: '無効化' })).toHaveCount(0);

    await actions.getByRole('button', { name: '復元' }).click();
    const restoreDialog = page.getByRole('dialog', { name: 'カードを復元' });
    await restoreDialog.getByRole('button', { name: '復元' }).click();
    await expect(restoreDialog).toBeHidden();
    await expect(tokenBlock.getByText('00: 正常')).toBeVisible();

    // The server holds the same: the token is active again.
    const { gpsTokens } = await gql<{ gpsTokens: { token: string; status: string }[] }>(
      page.request,
      'query P($id: ID!) { gpsTokens(consumerId: $id) { token status } }',
      { id: card.id },
    );
    expect(gpsTokens.find((t) => t.token === card.token)?.status).toBe('active');
  });

  test('send an SMS from the account page and find it in the Messages tab', async () => {
    const text = `E2E お支払いのお知らせ ${Date.now()}`;
    // The Messages tab seen first, so the SMS must arrive through the refresh after sending.
    await page.goto(`/consumers/${smsConsumer}/messages`);
    await expect(page.getByRole('heading', { name: 'メッセージ' })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    await page.goto(`/accounts/${smsConsumer}`);
    await page.getByRole('button', { name: 'SMSを送る' }).click();
    const dialog = page.getByRole('dialog', { name: 'SMSを送る' });
    const submit = dialog.getByRole('button', { name: '送信' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'メッセージ' }).fill('あ'.repeat(129));
    await expect(dialog.getByText(/129 \/ 128文字/)).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'メッセージ' }).fill(text);
    await expect(dialog.getByText(new RegExp(`${[...text].length} / 128文字`))).toBeVisible();
    await submit.click();
    await expect(page.getByText('SMSを送信しました')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Within the app: the account page's link, then the tab.
    await page.getByRole('link', { name: '顧客情報' }).click();
    await page.getByRole('link', { name: 'メッセージ' }).click();
    await expect(page).toHaveURL(new RegExp(`/consumers/${smsConsumer}/messages$`));
    const row = page.getByRole('table', { name: 'メッセージ' }).getByRole('row', { name: new RegExp(text) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('SMS', { ignoreCase: true });

    // Opened again, the modal starts empty.
    await page.goto(`/accounts/${smsConsumer}`);
    await page.getByRole('button', { name: 'SMSを送る' }).click();
    await expect(page.getByRole('dialog', { name: 'SMSを送る' }).getByRole('textbox')).toHaveValue('');
  });

  test('impersonate: confirmed naming the consumer, the site in a new tab with a token that redeems once', async ({
    request,
  }) => {
    // The consumer site, for every tab of the context (the session opens in a new one).
    await page.context().route(`${E2E_CONSUMER_SITE_URL}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Consumer site</title><h1>Consumer site</h1>',
      }),
    );
    await page.goto(`/accounts/${impersonated}`);
    await page.getByRole('button', { name: '代理ログイン' }).click();
    const dialog = page.getByRole('dialog', { name: '代理ログイン' });
    await expect(dialog).toContainText(`(${impersonated})`);
    await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    const opened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: '代理ログイン' }).click();
    const site = await opened;
    await site.waitForURL(`${E2E_CONSUMER_SITE_URL}/impersonate?token=*`);
    await expect(site.getByRole('heading', { name: 'Consumer site' })).toBeVisible();
    // The console stays where it was.
    await expect(page.getByText('顧客サイトを新しいタブで開きました')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/accounts/${impersonated}$`));
    await expect(page.getByRole('button', { name: '代理ログイン' })).toBeEnabled();
    const token = new URL(site.url()).searchParams.get('token');
    expect(token).toBeTruthy();
    await site.close();

    const redeem = () =>
      request.post('/api/impersonation/redeem', {
        headers: { Authorization: `Bearer ${E2E_IMPERSONATION_REDEEM_SECRET}` },
        data: { token },
      });
    const first = await redeem();
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ consumerId: impersonated, staffEmail: ADMIN.email });
    expect((await redeem()).status()).toBe(404);
    await page.context().unroute(`${E2E_CONSUMER_SITE_URL}/**`);
  });
});
