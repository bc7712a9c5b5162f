// The consumer page (management variant) through the real PWA and server: an admin walks every child tab of
// the richest seeded consumer and sees each tab's content; the houkatsu tab of an NLP consumer shows the
// NLP tables; a fraud-flagged consumer carries the badge and lists the flag; support staff, without the
// fraud and PAC permissions, see the Unauthorized text, no fraud payments tab and the exclusions'
// no-permission text. Consumers are picked by SQL from the same deterministic seed the server started with.
import { sql } from 'drizzle-orm';
import type { Locator, Page } from '@playwright/test';
import { rows } from '../../server/db/client';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { openSeededCopy } from './e2e-server';
import { ADMIN, SUPPORT, expect, signedInPage, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;

interface RichConsumer {
  id: string;
  van: boolean;
  contracts: boolean;
  pac: boolean;
  logs: boolean;
  messages: boolean;
}

interface Picked {
  rich: RichConsumer & { kanjiName: string };
  nlp: { id: string };
  flagged: { id: string };
  paymentIds: string[];
}

/** Picks the consumers the tests walk through from a copy of the data the servers start with. */
async function pickSeededConsumers(): Promise<Picked> {
  const tdb = await openSeededCopy();
  try {
    // The seed's first consumer is made for this (PLUS, VAN, installments); the rest vary by day, so the
    // page's parts that depend on data are checked against what this consumer has.
    const [rich] = await rows<RichConsumer & { kanji_name: string }>(
      tdb.db.orm,
      sql`
        select id, kanji_name, van, contracts, pac, logs, messages from (
          select c.id, c.kanji_name,
            exists (select 1 from vans v where v.consumer_id = c.id) as van,
            exists (select 1 from installment_contracts i where i.consumer_id = c.id) as contracts,
            exists (select 1 from pac_audit_records r where r.consumer_id = c.id) as pac,
            exists (select 1 from admin_logs l where l.consumer_id = c.id) as logs,
            exists (select 1 from consumer_messages m where m.consumer_id = c.id) as messages
          from consumers c join plus_statuses s on s.consumer_id = c.id
          where s.ekyc_status = 'approved' and s.houkatsu_status = 'approved' and c.kanji_name is not null
            and (select count(*) from payments p where p.consumer_id = c.id) >= 2
        ) found
        order by van::int + contracts::int + pac::int + logs::int + messages::int desc, id
        limit 1`,
    );
    const paymentIds = await rows<{ id: string }>(
      tdb.db.orm,
      sql`select id from payments where consumer_id = ${rich.id} order by created_at desc, id limit 2`,
    );
    const [nlp] = await rows<{ id: string }>(
      tdb.db.orm,
      sql`
        select c.id from consumers c join plus_statuses s on s.consumer_id = c.id
        where s.houkatsu_status = 'approved_for_nlp'
          and exists (select 1 from nlp_reports n where n.consumer_id = c.id)
        order by c.id limit 1`,
    );
    const [flagged] = await rows<{ id: string }>(
      tdb.db.orm,
      sql`select consumer_id as id from consumer_fraud_flags where unflagged_at is null order by consumer_id limit 1`,
    );
    return {
      rich: { ...rich, kanjiName: rich.kanji_name },
      nlp,
      flagged,
      paymentIds: paymentIds.map((p) => p.id),
    };
  } finally {
    await tdb.close();
  }
}

const ALL_TABS = [
  '詳細',
  '限度額と利用状況',
  '決済',
  '包括',
  'PLUS',
  '与信監査記録',
  '不正',
  '不正決済',
  'ログ',
  'メッセージ',
  '変更履歴',
  'スタッフ操作',
  '閲覧履歴',
  'VAN',
];

let picked: Picked;

interface SeenRequest {
  url(): string;
  postData(): string | null;
}

/** The variables of a request for the query `name`: a POST of its document, or the GET a signed-in page preloads. */
function queryVariablesOf(request: SeenRequest, name = 'ConsumerPage'): Record<string, unknown> | undefined {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return undefined;
  if (url.searchParams.get('operationName') === name)
    return JSON.parse(url.searchParams.get('variables')!) as Record<string, unknown>;
  const body = request.postData();
  return body && new RegExp(`query ${name}\\b`).test(body) ? (JSON.parse(body).variables ?? {}) : undefined;
}

/** The variables of every ConsumerPage query the page sends while `act` runs. */
async function consumerPageRequests(page: Page, act: () => Promise<void>) {
  const asked: Record<string, unknown>[] = [];
  const onRequest = (request: SeenRequest) => {
    const variables = queryVariablesOf(request);
    if (variables) asked.push(variables);
  };
  page.on('request', onRequest);
  try {
    await act();
  } finally {
    page.off('request', onRequest);
  }
  return asked;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  picked = await pickSeededConsumers();
});

test.describe.serial('consumer page, admin', () => {
  let page: Page;

  test.beforeAll(async ({ browser, smtp }) => {
    page = await signedInPage(browser, smtp, admin);
  });

  test.afterAll(async () => {
    await page.close();
  });

  const tabs = () => page.getByRole('navigation', { name: '顧客' });
  /** A table with data rows when the consumer has the data, else the tab's empty box. */
  async function expectRowsOrEmpty(has: boolean, table: Locator) {
    if (has) await expect(table.getByRole('row').nth(1)).toBeVisible();
    else await expect(page.locator('.tab-panel').getByRole('note').first()).toBeVisible();
  }
  async function openTab(label: string, path: string) {
    await tabs().getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/consumers/${picked.rich.id}/${path}$`));
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
  }

  test('the page opens on details with the header, the info block and every tab for this consumer', async () => {
    const { id, kanjiName } = picked.rich;
    await page.goto(`/consumers/${id}`);
    await expect(page).toHaveURL(new RegExp(`/consumers/${id}/details$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('顧客アカウント');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(id);
    await expect(tabs().getByRole('link')).toHaveText(ALL_TABS);

    const info = page.locator('.consumer-info');
    await expect(info.getByText(kanjiName, { exact: true })).toBeVisible();
    await expect(info.locator('.tag', { hasText: 'PLUS EKYC' })).toBeVisible();
    await expect(info.locator('.tag', { hasText: 'PLUS包括' })).toBeVisible();
    await expect(info.locator('.legal-status-tag')).toBeVisible();
    await expect(page.getByText('Liquid申込ID')).toBeVisible();

    // The account actions, open to an admin (consumer-actions.spec.ts runs them).
    const actions = page.getByRole('group', { name: 'アカウント操作' });
    for (const name of ['アカウントを閉鎖', 'ステータスを変更', 'メールアドレスを変更', '電話番号を変更']) {
      await expect(actions.getByRole('button', { name })).toBeEnabled();
    }
    await expect(actions.getByRole('link', { name: /顧客アカウント/ })).toHaveAttribute(
      'href',
      `/accounts/${id}`,
    );

    const details = page.getByRole('region', { name: '詳細' });
    await expect(details.getByRole('row', { name: /カナ氏名 \/ 漢字氏名/ })).toContainText(kanjiName);
    await expect(details.getByRole('row', { name: /住所/ })).toContainText(/\d{3}-\d{4}/);
  });

  test('a reload asks for the consumer once, sent beside the page’s code, with the exclusions an admin may read', async () => {
    const { id, kanjiName } = picked.rich;
    await page.goto(`/consumers/${id}/details`);
    await expect(page.getByRole('region', { name: '詳細' })).toBeVisible();
    const asked = await consumerPageRequests(page, async () => {
      await page.reload();
      await expect(page.locator('.consumer-info').getByText(kanjiName, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: '詳細' })).toBeVisible();
    });
    expect(asked).toEqual([expect.objectContaining({ consumerId: id, withExclusions: true })]);
  });

  test('a reload shows the consumer first, then loads the recent cases’ database code and records the case', async () => {
    const { id, kanjiName } = picked.rich;
    const events: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (/\/assets\/console-db-[^/]*\.js$/.test(request.url())) events.push('console-db');
    };
    const onResponse = (response: { request(): SeenRequest }) => {
      if (queryVariablesOf(response.request())) events.push('ConsumerPage');
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    try {
      await page.goto(`/consumers/${id}/details`);
      await expect(page.locator('.consumer-info').getByText(kanjiName, { exact: true })).toBeVisible();
      await expect.poll(() => events).toContain('console-db');
    } finally {
      page.off('request', onRequest);
      page.off('response', onResponse);
    }
    expect(events.indexOf('ConsumerPage')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('ConsumerPage')).toBeLessThan(events.indexOf('console-db'));
    // Recorded all the same: the header's recent list opens with this consumer first.
    await page.getByRole('button', { name: /最近のケース/ }).click();
    const panel = page.getByRole('banner').getByRole('region', { name: '最近開いたケース' });
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', `/consumers/${id}/details`);
    await page.keyboard.press('Escape');
  });

  test('a link opened in a fresh browser gets the page’s code, its permissions call and its query named in its HTML, each fetched once', async ({
    browser,
  }) => {
    const { id, kanjiName } = picked.rich;
    const origin = new URL(page.url()).origin;
    // Signed in, but nothing cached: the first visit of a shared link on a staff PC.
    const context = await browser.newContext({
      storageState: await page.context().storageState(),
      serviceWorkers: 'block',
    });
    try {
      const fresh = await context.newPage();
      const scripts: string[] = [];
      let profileCalls = 0;
      // The page's queries its HTML names: the consumer, its pending approvals, the header's count (an admin decides).
      const firstQueries = ['ConsumerPage', 'ConsumerPendingApprovals', 'PendingApprovalCount'];
      const sent = new Map<string, string[]>(firstQueries.map((name) => [name, []]));
      fresh.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/assets\/[^/]+\.js$/.test(pathname)) scripts.push(pathname);
        if (pathname === '/api/profile/me2') profileCalls += 1;
        for (const name of firstQueries)
          if (queryVariablesOf(request, name)) sent.get(name)!.push(request.method());
      });
      const html = await (await fresh.goto(`${origin}/consumers/${id}/payments`))!.text();
      await expect(fresh.locator('.consumer-info').getByText(kanjiName, { exact: true })).toBeVisible();
      await expect(fresh.getByRole('table', { name: '決済' }).getByRole('row').nth(1)).toBeVisible();
      const hinted = await fresh
        .locator('head link[rel="modulepreload"][fetchpriority="low"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      for (const chunk of [
        'signed-in-shell',
        'app',
        'consumer-action-pages',
        'consumer-tab-page',
        'consumer-prefetch',
      ])
        expect(
          hinted.some((file) => file.startsWith(`/assets/${chunk}-`)),
          chunk,
        ).toBe(true);
      // The hint and the page's own import share one request; no script is fetched twice.
      for (const file of hinted)
        expect(
          scripts.filter((s) => s === file),
          file,
        ).toHaveLength(1);
      expect(scripts.length).toBe(new Set(scripts).size);
      // The permissions come with the HTML; the app's own call takes that answer instead of asking again. So do
      // the page's first queries, GETs named in the HTML: each asked for once, never again as a POST.
      expect(profileCalls).toBe(1);
      // The install manifest is not in a signed-in page's HTML (it and its icon took connections the page's code
      // needs); the shell links it once the page is shown.
      expect(html).not.toContain('rel="manifest"');
      await expect(fresh.locator('head link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
      await expect(fresh.getByRole('link', { name: /承認待ち/ })).toBeVisible();
      await expect
        .poll(() => Object.fromEntries(sent))
        .toEqual(Object.fromEntries(firstQueries.map((name) => [name, ['GET']])));
      for (const name of firstQueries)
        await expect(
          fresh.locator(`head link[rel="preload"][as="fetch"][href*="operationName=${name}&"]`),
          name,
        ).toHaveCount(1);
    } finally {
      await context.close();
    }
  });

  test('limit and usage, payments with the contracts table, houkatsu and PLUS', async () => {
    await openTab('限度額と利用状況', 'limit_and_usage');
    await expect(page.getByRole('table', { name: '限度額' })).toBeVisible();
    await expect(page.getByRole('table', { name: '利用状況' })).toContainText('超あとはらい');

    await openTab('決済', 'payments');
    const payments = page.getByRole('table', { name: '決済' });
    await expect(payments.getByRole('columnheader')).toHaveText([
      'ID',
      '氏名',
      '住所',
      '金額',
      '加盟店',
      '作成日時 ▼', // newest first: the server's default order, shown on its sortable header
      'ステータス',
      '売上確定額',
      '返金額',
    ]);
    await expect(payments.locator(`a[href="/payments/${picked.paymentIds[0]}/auth"]`)).toBeVisible();
    const contracts = page.getByRole('table', { name: '契約' });
    if (!picked.rich.contracts) {
      await expect(page.getByRole('region', { name: '契約' }).getByRole('note')).toBeVisible();
    } else {
      await expect(contracts.getByRole('columnheader')).toHaveText([
        '種類',
        '決済ID',
        '加盟店',
        '合計金額',
        '未作成の請求',
        '返金',
        '契約日',
        'ステータス',
        '一括払いに戻す',
      ]);
      await expect(contracts.getByRole('row').nth(1)).toContainText(/3回払い|6回払い|12回払い|Apple/);
    }

    await openTab('包括', 'houkatsu');
    await expect(page.getByRole('heading', { name: 'NLP移行ステータス' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '月間支払能力レポート' })).toBeVisible();

    await openTab('PLUS', 'plus');
    for (const heading of [
      'ステータス',
      '分割払いのセルフキャンセル',
      '審査確認',
      '予算',
      'eKYCデータ',
      'どこでもPaidy',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: 'PACデータ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '与信枠の履歴' })).toBeVisible();
    await expectRowsOrEmpty(picked.rich.pac, page.getByRole('table', { name: '与信枠の履歴' }));
    await page.getByRole('link', { name: '与信監査記録' }).last().click();
    await expect(page).toHaveURL(new RegExp(`/consumers/${picked.rich.id}/pacAuditRecords$`));
    const audit = page.getByRole('table', { name: '与信監査記録' });
    await expectRowsOrEmpty(picked.rich.pac, audit);
    if (picked.rich.pac) await expect(audit.getByRole('columnheader', { name: 'PAC上限' })).toBeVisible();
  });

  test('fraud, fraud payments with the id filter, logs, messages, change history and VAN', async () => {
    await openTab('不正', 'fraud');
    for (const name of ['不正フラグ', '審査除外フラグ', '不正ログ']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByText('審査除外の機能を使う権限がありません')).toHaveCount(0);

    await openTab('不正決済', 'fraudpayments');
    const table = page.getByRole('table', { name: '決済の不正状態' });
    await expect(table.getByRole('columnheader').last()).toHaveText('不正');
    const [first, second] = picked.paymentIds;
    const filter = page.getByRole('searchbox', { name: /決済IDで絞り込み/ });
    // Pasted text contributes only its payment ids, each once.
    await filter.focus();
    await filter.evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, `see ${first} and ${second}; again ${first}, not pay_short`);
    await expect(filter).toHaveValue(`${first}, ${second}`);
    await filter.press('Enter');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // An id matching none of this consumer's payments is named as an input error.
    await filter.fill(`${first}, pay_ZZZZZZZZZZZZZZZZ`);
    await filter.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('この ID の決済はありません: pay_ZZZZZZZZZZZZZZZZ');
    await expect(filter).toHaveAttribute('aria-invalid', 'true');
    await expect(table.getByRole('row')).toHaveCount(2);

    await openTab('ログ', 'logs');
    await expectRowsOrEmpty(picked.rich.logs, page.getByRole('table', { name: 'ログ' }));
    await openTab('メッセージ', 'messages');
    await expectRowsOrEmpty(picked.rich.messages, page.getByRole('table', { name: 'メッセージ' }));

    await openTab('変更履歴', 'changeHistory');
    const from = page.getByLabel('検索期間の開始日');
    const to = page.getByLabel('検索期間の終了日');
    const [toValue, fromValue] = [await to.inputValue(), await from.inputValue()];
    expect(toValue).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(fromValue.slice(0, 4))).toBe(Number(toValue.slice(0, 4)) - 5);
    const history = page.getByRole('table', { name: '変更履歴' });
    await expect(history.getByRole('columnheader')).toHaveText(['変更日時', '変更者', '変更内容']);
    await expect(history.getByRole('row').nth(1)).toContainText(/作成|更新|無効化|有効化|閉鎖/);
    await expect(page.locator('.search-period__applied')).toHaveText(`検索期間: ${fromValue} ~ ${toValue}`);
    // The period cannot be cleared; a period with no records says so.
    await from.fill('');
    await expect(from).toHaveValue(fromValue);
    await from.fill('2001-01-01');
    await to.fill('2001-12-31');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByText('該当する履歴はありません')).toBeVisible();
    await expect(page.locator('.search-period__applied')).toHaveText('検索期間: 2001-01-01 ~ 2001-12-31');

    await openTab('VAN', 'van');
    if (picked.rich.van) await expect(page.getByRole('row', { name: /口座番号/ })).toContainText(/\d{7}/);
    else await expect(page.getByRole('button', { name: 'VANを割り当てる' })).toBeEnabled();
  });

  test('an NLP consumer’s houkatsu tab shows the report; a flagged consumer carries the badge and the flag', async () => {
    await page.goto(`/consumers/${picked.nlp.id}/houkatsu`);
    await expect(page.locator('.consumer-info .tag', { hasText: 'NLP' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '月間支払能力レポート' })).toBeVisible();
    await expect(page.getByRole('row', { name: /計算サイクル/ })).toBeVisible();

    await page.goto(`/consumers/${picked.flagged.id}/fraud`);
    await expect(
      page.locator('.consumer-header__ids').getByText('不正フラグ', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: '不正フラグ' }).getByRole('row')).not.toHaveCount(1);
  });
});

test('support staff see Unauthorized for credit audit records, no fraud payments tab and no exclusions', async ({
  browser,
  smtp,
}) => {
  const page = await signedInPage(browser, smtp, support);
  const { id } = picked.rich;
  const tabs = page.getByRole('navigation', { name: '顧客' });
  // Asked for once, without the exclusions support may not read (the early request follows the permissions).
  const asked = await consumerPageRequests(page, async () => {
    await page.goto(`/consumers/${id}/details`);
    await expect(tabs.getByRole('link', { name: '詳細', exact: true })).toBeVisible();
  });
  expect(asked).toEqual([expect.objectContaining({ consumerId: id, withExclusions: false })]);
  await expect(tabs.getByRole('link', { name: '不正決済' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: '与信監査記録' })).toHaveCount(0);

  await page.goto(`/consumers/${id}/pacAuditRecords`);
  await expect(page.locator('.unauthorized-notice')).toHaveText('権限がありません');
  await expect(page.locator('.unauthorized-notice')).toHaveCSS('text-align', 'center');
  // The fraud payments page reached by URL says the same, not a blank area.
  await page.goto(`/consumers/${id}/fraudpayments`);
  await expect(page.locator('.unauthorized-notice')).toHaveText('権限がありません');

  await page.goto(`/consumers/${id}/fraud`);
  await expect(page.getByText('審査除外の機能を使う権限がありません')).toBeVisible();
  await page.close();
});
