// Keyboard first and every screen a URL, in Chromium against the real server: without the mouse,
// `/` reaches the search, Enter searches, `]` switches the tab, j/k move through the rows and Enter opens one;
// `?` shows the shortcut sheet and Esc closes it with the focus back; /search?q=… survives a reload and
// back/forward; a link pasted into a fresh browser opens after sign-in at the page asked for; the consumer's
// payments filtered by an order reference (the filter in the URL) and exported with CSV出力.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, signInAt, signInThroughUi, test, wholeContact } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

const SEARCH = `query Search($searchKeyword: String!) {
  fuzzySearch(searchKeyword: $searchKeyword) { consumers { id } paidyPayments { id } combiniPayments { id } }
}`;

interface Found {
  consumers: { id: string }[];
  paidyPayments: { id: string }[];
  combiniPayments: { id: string }[];
}

/** Common starts of family names in kana. */
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
  'イシ',
  'マツ',
];

/** Two kana keywords that each find several consumers (so the search shows its tables instead of redirecting). */
async function keywordsWithSeveralConsumers(request: APIRequestContext): Promise<string[]> {
  const keywords: string[] = [];
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{ fuzzySearch: Found }>(request, SEARCH, { searchKeyword: probe });
    if (fuzzySearch.consumers.length > 1) keywords.push(probe);
    if (keywords.length === 2) return keywords;
  }
  throw new Error('fewer than two kana probes find several seeded consumers');
}

const PHONES = `query Search($searchKeyword: String!) {
  fuzzySearch(searchKeyword: $searchKeyword) { consumers { id phone } }
}`;

/** A consumer whose phone number finds only them, with at least two payments. */
async function consumerFoundByPhone(request: APIRequestContext): Promise<{ id: string; phone: string }> {
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string; phone: string | null }[] } }>(
      request,
      PHONES,
      { searchKeyword: probe },
    );
    for (const found of fuzzySearch.consumers) {
      // The search answers the phone masked: the whole number is the consumer page's.
      const consumer = { id: found.id, phone: found.phone && (await wholeContact(request, found.id)).phone };
      if (!consumer.phone?.startsWith('81')) continue;
      const byPhone = await gql<{ fuzzySearch: Found }>(request, SEARCH, { searchKeyword: consumer.phone });
      const alone =
        byPhone.fuzzySearch.consumers.length === 1 &&
        byPhone.fuzzySearch.paidyPayments.length === 0 &&
        byPhone.fuzzySearch.combiniPayments.length === 0;
      if (!alone) continue;
      const { paymentsV2 } = await gql<{ paymentsV2: { payments: { id: string }[] } }>(
        request,
        'query ($id: ID!) { paymentsV2(consumerId: $id) { payments { id } } }',
        { id: consumer.id },
      );
      if (paymentsV2.payments.length > 1) return { id: consumer.id, phone: consumer.phone };
    }
  }
  throw new Error('no seeded consumer found alone by phone with two payments');
}

/** Of the consumers the kana probes find, the one with the most payments, and how many. */
async function consumerWithMostPayments(request: APIRequestContext): Promise<{ id: string; count: number }> {
  let best = { id: '', count: 0 };
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{ fuzzySearch: Found }>(request, SEARCH, { searchKeyword: probe });
    for (const { id } of fuzzySearch.consumers) {
      const { paymentsV2 } = await gql<{ paymentsV2: { payments: { id: string }[] } }>(
        request,
        'query ($id: ID!) { paymentsV2(consumerId: $id) { payments { id } } }',
        { id },
      );
      if (paymentsV2.payments.length > best.count) best = { id, count: paymentsV2.payments.length };
    }
  }
  return best;
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('searchbox');
/** `/` from the page, once the shell (and so its shortcuts) has rendered: the header search takes the focus. */
async function slashToSearch(page: Page) {
  await expect(searchBox(page)).toBeVisible();
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused({ timeout: 1_000 });
  }).toPass();
}

/** Without the mouse: `/`, the consumer's phone as typed at home (0…), Enter, then `]` tab by tab to payments. */
async function phoneToPayments(page: Page, consumer: { id: string; phone: string }) {
  await page.goto('/search');
  await slashToSearch(page);
  await page.keyboard.type(`0${consumer.phone.slice(2)}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/consumers/${consumer.id}/details$`));
  const consumerTabs = page.getByRole('navigation', { name: '顧客' }).getByRole('link');
  await expect(consumerTabs.first()).toHaveAttribute('aria-current', 'page');
  const hrefs = await consumerTabs.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const paymentsAt = hrefs.indexOf(`/consumers/${consumer.id}/payments`);
  expect(paymentsAt).toBeGreaterThan(0);
  for (let i = 1; i <= paymentsAt; i++) {
    await page.keyboard.press(']');
    await expect(page).toHaveURL(new RegExp(`${hrefs[i]}$`));
  }
}

/** Tab (at most 40 times) until `target` has the focus: the keyboard's way to a control. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const searchUrl = (keyword: string, tab?: string) =>
  new RegExp(`/search\\?q=${encodeURIComponent(keyword)}${tab ? `&tab=${tab}` : ''}$`);

test.describe.serial('keyboard and URLs', () => {
  let page: Page;
  let keywords: string[] = [];

  test.beforeAll(async ({ browser, smtp }) => {
    page = await browser.newPage();
    await signInAt(page, smtp, admin);
    keywords = await keywordsWithSeveralConsumers(page.request);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('without the mouse: / → a keyword → Enter → ] to the consumers → j/k → Enter opens the row', async () => {
    const [keyword] = keywords;
    await page.goto('/search');
    await expect(searchBox(page)).not.toBeFocused();
    await slashToSearch(page);
    await page.keyboard.type(keyword);
    await page.keyboard.press('Enter');
    // A name finds consumers and no payment: the search opens on the consumers tab, written into the URL.
    await expect(page).toHaveURL(searchUrl(keyword, 'consumers'));
    const tabs = page.getByRole('navigation', { name: '検索結果' });
    await expect(tabs.getByRole('link', { name: /^顧客 \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('[');
    await expect(page).toHaveURL(searchUrl(keyword, 'payments'));
    await expect(tabs.getByRole('link', { name: '決済 (0)', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.keyboard.press(']');
    await expect(page).toHaveURL(searchUrl(keyword, 'consumers'));
    await expect(tabs.getByRole('link', { name: /^顧客 \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
    const rows = page.getByRole('main').getByRole('table').locator('tbody tr');
    await expect(rows.nth(1)).toBeVisible();

    await page.keyboard.press('j');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(rows.nth(1)).toBeFocused();
    // The focused row shows a ring (outline), so the user sees where Enter goes.
    expect(await rows.nth(1).evaluate((row) => getComputedStyle(row).outlineStyle)).toBe('solid');
    await page.keyboard.press('k');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    const target = await rows.nth(1).locator('a[href]').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('without the mouse: / → a phone number → Enter → the consumer → ] to payments → j → Enter opens the payment', async () => {
    const consumer = await consumerFoundByPhone(page.request);
    await phoneToPayments(page, consumer);
    // The consumer's payments are a virtualized table: j reaches its rows all the same.
    const rows = page.getByRole('main').locator('.virtual-table tbody tr');
    await expect(rows.first()).toBeVisible();
    await page.keyboard.press('j');
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('j');
    await expect(rows.nth(1)).toBeFocused();
    const target = await rows.nth(1).locator('a[href]').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    // [ from the first tab of the payment wraps to its last one.
    const paymentTabs = page.getByRole('navigation', { name: '決済', exact: true }).getByRole('link');
    await expect(paymentTabs.first()).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('[');
    await expect(paymentTabs.last()).toHaveAttribute('aria-current', 'page');
  });

  test('without the mouse: / → a phone number → Enter → the consumer → payments → filter by an order reference → CSV出力', async () => {
    const consumer = await consumerFoundByPhone(page.request);
    // The order references of the consumer's payments (the list has none: each payment's page has).
    const { paymentsV2 } = await gql<{ paymentsV2: { payments: { id: string }[] } }>(
      page.request,
      'query ($id: ID!) { paymentsV2(consumerId: $id) { payments { id } } }',
      { id: consumer.id },
    );
    const refs = new Map<string, string | null>();
    for (const { id } of paymentsV2.payments) {
      const { payment } = await gql<{ payment: { order: { orderRef: string | null } | null } }>(
        page.request,
        'query ($id: ID!) { payment(paymentId: $id) { order { orderRef } } }',
        { id },
      );
      refs.set(id, payment.order?.orderRef ?? null);
    }
    const orderRef = [...refs.values()].find(Boolean)!;
    const matching = [...refs].filter(([, ref]) => ref === orderRef).map(([id]) => id);

    await phoneToPayments(page, consumer);

    // Tab reaches the filter box; Enter applies what was typed, and the URL holds it.
    const filter = page.getByRole('searchbox', { name: '決済 絞り込み' });
    await expect(filter).toBeVisible();
    await tabTo(page, filter);
    await page.keyboard.type(orderRef);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`paymentsQ=${orderRef}`));
    const rows = page.getByRole('main').locator('.virtual-table tbody tr[data-row-index]');
    await expect(rows).toHaveCount(matching.length);
    await expect(rows.first()).toContainText(matching[0]);

    // The payments table's CSV出力 (the contracts table below has its own).
    const exportButton = page.getByRole('button', { name: 'CSV出力' }).first();
    await tabTo(page, exportButton);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await readFile((await (await download).path())!);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(matching);
    expect(lines.slice(1).every((line) => line.includes(orderRef))).toBe(true);
  });

  test('j walks a virtualized table to its last row, past the rows first rendered, and k back to the first', async () => {
    const consumer = await consumerWithMostPayments(page.request);
    await page.setViewportSize({ width: 1280, height: 400 });
    try {
      await page.goto(`/consumers/${consumer.id}/payments`);
      const rows = page.getByRole('main').locator('.virtual-table tbody tr[data-row-index]');
      await expect(rows.first()).toBeVisible();
      const firstRendered = await rows.count();
      expect(firstRendered).toBeLessThan(consumer.count); // only part of the list is in the DOM
      for (let i = 0; i < consumer.count; i++) await page.keyboard.press('j');
      const last = page.locator(`.virtual-table tr[data-row-index="${consumer.count - 1}"]`);
      await expect(last).toBeFocused();
      await expect(last).toBeInViewport();
      for (let i = 0; i < consumer.count; i++) await page.keyboard.press('k');
      const first = page.locator('.virtual-table tr[data-row-index="0"]');
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  test('? opens the shortcut sheet listing the keys; Esc closes it and the focus returns', async () => {
    await page.goto('/search');
    const recent = page.getByRole('button', { name: /最近のケース/ });
    await recent.focus();
    await page.keyboard.press('Shift+Slash'); // '?' on US and JIS layouts
    const sheet = page.getByRole('dialog', { name: 'キーボードショートカット' });
    await expect(sheet).toBeVisible();
    for (const text of [
      'ヘッダーの検索ボックスへ移動',
      'フォーカスした行を開く',
      'ダイアログを送信',
      '次のタブへ',
    ]) {
      await expect(sheet).toContainText(text);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(recent).toBeFocused();
  });

  test('/search?q=… survives a reload (on the tab chosen, its search sent once, with the page code), and back and forward move between searches', async () => {
    const [first, second] = keywords;
    await page.goto(`/search?q=${encodeURIComponent(first)}`);
    await expect(searchBox(page)).toHaveValue(first);
    await expect(page.getByRole('navigation', { name: '検索結果' })).toBeVisible();

    await searchBox(page).fill(second);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(searchUrl(second, 'consumers'));
    await expect(searchBox(page)).toHaveValue(second);

    // The reload sends its search beside the page's code, and the page takes that answer: one request.
    // The persisted query cache is emptied first, so the page has to fetch (a restored fresh answer would not).
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('console:query-cache:'))
        .forEach((key) => localStorage.removeItem(key)),
    );
    // A GET named in the reloaded page's HTML (the browser fetches it with the HTML), else a POST of the document.
    const searches: { method: string; variables: unknown }[] = [];
    const onRequest = (request: { url(): string; method(): string; postData(): string | null }) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      if (url.searchParams.get('operationName') === 'Search')
        searches.push({
          method: request.method(),
          variables: JSON.parse(url.searchParams.get('variables')!),
        });
      else if (request.postData()?.includes('query Search('))
        searches.push({ method: request.method(), variables: JSON.parse(request.postData()!).variables });
    };
    page.on('request', onRequest);
    await page.reload();
    await expect(page).toHaveURL(searchUrl(second, 'consumers'));
    await expect(searchBox(page)).toHaveValue(second);
    await expect(page.getByRole('navigation', { name: '検索結果' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    page.off('request', onRequest);
    // The GET the server named in the page's HTML; a POST when the service worker answered the reload with its
    // stored shell, which names nothing.
    const named = await page.locator('head link[rel="preload"][href*="operationName=Search"]').count();
    expect(searches).toEqual([{ method: named ? 'GET' : 'POST', variables: { searchKeyword: second } }]);

    await page.goBack();
    await expect(page).toHaveURL(searchUrl(first, 'consumers'));
    await expect(searchBox(page)).toHaveValue(first);
    await expect(page.getByRole('navigation', { name: '検索結果' })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(searchUrl(second, 'consumers'));
    await expect(searchBox(page)).toHaveValue(second);
  });

  test('a search link in a fresh signed-in browser asks for its search once, as the GET its HTML names', async ({
    browser,
  }) => {
    const [keyword] = keywords;
    // Signed in, nothing cached, no service worker: the HTML comes from the server.
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
      serviceWorkers: 'block',
    });
    try {
      const fresh = await context.newPage();
      const searches: string[] = [];
      fresh.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname !== '/graphql') return;
        if (url.searchParams.get('operationName') === 'Search')
          searches.push(`GET ${url.searchParams.get('variables')}`);
        else if (request.postData()?.includes('query Search(')) searches.push('POST');
      });
      await fresh.goto(`/search?q=${encodeURIComponent(keyword)}&tab=consumers`);
      await expect(fresh.getByRole('navigation', { name: '検索結果' })).toBeVisible();
      await expect(fresh.getByRole('table').first()).toBeVisible();
      expect(searches).toEqual([`GET ${JSON.stringify({ searchKeyword: keyword })}`]);
      await expect(fresh.locator('head link[rel="preload"][href*="operationName=Search"]')).toHaveCount(1);
    } finally {
      await context.close();
    }
  });

  test('a link pasted into a fresh browser opens after sign-in at the requested URL, which never enters the URL', async ({
    browser,
    smtp,
  }) => {
    const [keyword] = keywords;
    const link = `/search?q=${encodeURIComponent(keyword)}&tab=consumers`;
    const fresh = await browser.newContext();
    try {
      const tab = await fresh.newPage();
      await tab.goto(link);
      await expect(tab).toHaveURL(/\/login$/);
      // The sign-in page starts in the e-mail field.
      await expect(tab.getByLabel('メールアドレス')).toBeFocused();
      await signInThroughUi(tab, smtp, admin.email, admin.password);
      await expect(tab).toHaveURL(searchUrl(keyword, 'consumers'));
      await expect(tab.getByRole('banner').getByRole('searchbox')).toHaveValue(keyword);
      await expect(
        tab.getByRole('navigation', { name: '検索結果' }).getByRole('link', { name: /^顧客/ }),
      ).toHaveAttribute('aria-current', 'page');

      // The session expires while the browser still remembers the staff user: the server's 401 sends the
      // visitor to sign in, and sign-in returns to the page that was asked for, with its query.
      await fresh.clearCookies();
      const second = `/search?q=${encodeURIComponent(keywords[1])}&tab=consumers&page=1`;
      await tab.goto(second);
      await expect(tab).toHaveURL(/\/login$/);
      await signInThroughUi(tab, smtp, admin.email, admin.password);
      await expect(tab).toHaveURL(new RegExp(`${second.replace(/[?]/g, '\\?')}$`));
      await expect(tab.getByRole('banner').getByRole('searchbox')).toHaveValue(keywords[1]);
    } finally {
      await fresh.close();
    }
  });
});
