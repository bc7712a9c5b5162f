// The consumer account page (summary variant) and a bill statement through the real PWA and server:
// names, tags, the five balance amounts, the statement table newest first, the lazily loaded Charges and
// MultiPayContracts, then one statement's detail with its payment-code link. Signs in once (admin).
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { ADMIN, expect, gql, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

const KANA_PROBES = ['サト', 'スズ', 'タカ', 'タナ', 'ワタ', 'イト', 'ヤマ', 'ナカ', 'コバ', 'カト', 'ヨシ'];

/** A seeded consumer with at least one bill statement that has an amount. */
async function consumerWithStatements(request: APIRequestContext) {
  for (const probe of KANA_PROBES) {
    const { fuzzySearch } = await gql<{ fuzzySearch: { consumers: { id: string }[] } }>(
      request,
      'query S($k: String!) { fuzzySearch(searchKeyword: $k) { consumers { id } } }',
      { k: probe },
    );
    for (const { id } of fuzzySearch.consumers.slice(0, 10)) {
      const data = await gql<{
        consumer: { kanaName: string | null; kanjiName: string | null } | null;
        billstatementsWithSettlements: { billStatement: { id: string; amount: string | null } }[];
      }>(
        request,
        `query A($id: ID!) { consumer(consumerId: $id) { kanaName kanjiName }
           billstatementsWithSettlements(consumerId: $id) { billStatement { id amount } } }`,
        { id },
      );
      const shown = data.billstatementsWithSettlements.filter(
        (s) => Number(s.billStatement.amount ?? 0) !== 0,
      );
      if (data.consumer?.kanjiName && shown.length > 0)
        return { id, consumer: data.consumer, shownCount: shown.length };
    }
  }
  throw new Error('no seeded consumer with bill statements');
}

test.describe.serial('account page and bill statements', () => {
  let page: Page;

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);
  });

  test.afterAll(async () => {
    await page.close();
  });

  let consumerId = '';

  test('the account page shows names, tags, balances, statements and the lazy sections', async () => {
    const found = await consumerWithStatements(page.request);
    consumerId = found.id;
    await page.goto(`/accounts/${consumerId}`);

    await expect(page.getByRole('heading', { level: 1 })).toContainText('顧客アカウント');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(consumerId);
    await expect(
      page.locator('.account-summary').getByText(found.consumer.kanjiName!, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'ステータス' })).toContainText('法的ステータス');
    await expect(page.locator('.balance-block__item')).toHaveCount(5);
    await expect(page.getByText('請求金額', { exact: true })).toBeVisible();
    await expect(page.getByText('超あとはらい', { exact: true })).toBeVisible();

    // The admin holds sms.send and consumers.impersonate (tests/e2e/consumer-plus-actions.spec.ts uses them).
    for (const name of ['SMSを送る', '代理ログイン']) {
      await expect(page.getByRole('button', { name })).toBeEnabled();
    }
    await expect(page.getByRole('link', { name: '顧客情報' })).toHaveAttribute(
      'href',
      `/consumers/${consumerId}/details`,
    );

    const table = page.getByRole('table', { name: '請求明細' });
    await expect(table.getByRole('columnheader')).toHaveText([
      '利用月',
      '請求書発行日',
      '請求額',
      '遅延手数料',
      '未払い請求額',
      '支払期限',
      'ステータス',
      '口座振替',
      '詳細',
    ]);
    const issueDates = await table.locator('.data-table__issue-date').allTextContents();
    expect(issueDates.length).toBeGreaterThan(0);
    expect([...issueDates].sort().reverse()).toEqual(issueDates);
    for (const amount of await table.locator('.data-table__amount').allTextContents()) {
      expect(amount).not.toBe('¥0');
    }

    // The lazily loaded sections answer after the main content.
    await expect(page.getByRole('heading', { name: '請求', exact: true })).toBeVisible();
    await expect(page.getByText('請求 を読み込み中…')).toBeHidden();
    await expect(page.getByText('マルチペイ契約 を読み込み中…')).toBeHidden();
  });

  test('a statement opens with its status, grid and payment-code link; an unknown id shows the empty box', async () => {
    const table = page.getByRole('table', { name: '請求明細' });
    await table.getByRole('link', { name: '詳細' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/consumers/${consumerId}/billstatements/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('請求明細');
    await expect(page.locator('.bill-statement .status-tag').first()).toBeVisible();
    for (const label of ['利用月', '請求書発行日', '支払期限', '請求額', '未払い請求額', '遅延手数料']) {
      await expect(page.locator('.bill-statement__grid dt', { hasText: label }).first()).toBeVisible();
    }
    const codeLink = page.getByRole('link', { name: 'お支払いコードのページ（外部サイト）' });
    if ((await codeLink.count()) > 0) {
      await expect(codeLink).toHaveAttribute('href', /^https:\/\/paidy\.com\/payment-code\//);
      await expect(codeLink).toHaveAttribute('target', '_blank');
      await expect(codeLink).toHaveAttribute('rel', /noopener/);
    }

    await page.goto(`/consumers/${consumerId}/billstatements/bs_unknown`);
    await expect(page.getByRole('note')).toBeVisible();
  });
});
