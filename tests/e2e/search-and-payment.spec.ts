// Search and payment detail through the real PWA and server: a phone search lands on the consumer, a kana
// fragment lists consumers, a payment's tabs all show their content, and the fraud tab and its data stay
// closed to support staff.
import { sql } from 'drizzle-orm';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { rows } from '../../server/db/client';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { openSeededCopy } from './e2e-server';
import { ADMIN, SUPPORT, expect, signInAt, test, wholeContact } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;
const support = DEMO_STAFF.find((s) => s.email === SUPPORT.email)!;

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** A GraphQL call with the page's session cookie (page.request shares the browser context's cookies). */
async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', { data: { query, variables } });
  expect(response.status()).toBe(200);
  return (await response.json()) as GraphQLAnswer<T>;
}

interface FoundConsumer {
  id: string;
  kanaName: string | null;
  kanjiName: string | null;
  phone: string | null;
}

const SEARCH_CONSUMERS = `query Search($searchKeyword: String!) {
  fuzzySearch(searchKeyword: $searchKeyword) { consumers { id kanaName kanjiName phone } paidyPayments { id } combiniPayments { id } }
}`;

async function searchConsumers(request: APIRequestContext, keyword: string): Promise<FoundConsumer[]> {
  const answer = await gql<{ fuzzySearch: { consumers: FoundConsumer[] } }>(request, SEARCH_CONSUMERS, {
    searchKeyword: keyword,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.fuzzySearch.consumers;
}

/** Common starts of family names in kana: one of them finds seeded consumers. */
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
  'ヤマ',
  'イノ',
  'キム',
  'ハヤ',
  'シミ',
  'モリ',
  'イケ',
  'ハシ',
  'イシ',
  'マツ',
  'オガ',
  'サイ',
  'シバ',
];

/**
 * A seeded consumer with a phone number and a kana name, and a 2–3 katakana fragment of that name that
 * finds more than one consumer (so the search shows the table instead of redirecting).
 */
async function findConsumerAndKanaFragment(request: APIRequestContext) {
  for (const probe of KANA_PROBES) {
    const consumers = (await searchConsumers(request, probe)).filter((c) => c.phone && c.kanaName);
    for (const consumer of consumers) {
      const kana = consumer.kanaName!.replace(/\s+/g, '');
      for (const length of [3, 2]) {
        const fragment = kana.slice(0, length);
        if (!/^[\u30a1-\u30fa\u30fc]+$/.test(fragment)) continue;
        const found = await searchConsumers(request, fragment);
        if (found.length > 1 && found.some((c) => c.id === consumer.id)) return { consumer, fragment };
      }
    }
  }
  throw new Error('no seeded consumer with a phone number and a shared kana name fragment');
}

/** '819012345678' as staff type it from a document: '090-1234-5678'. */
function domesticWithHyphens(storedPhone: string): string {
  const national = `0${storedPhone.slice(2)}`;
  return `${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
}

interface SeededPayment {
  id: string;
  captures: boolean;
  refunds: boolean;
  messages: boolean;
  contract: boolean;
  reports: boolean;
}

/**
 * The payment to walk through: the richest one the e2e server's first start seeded (captures, refunds,
 * messages, contract data, assessment reports, a fraud log), with what it has, so each tab is checked for its
 * table or for the empty box. The seed is deterministic for a seed and a day (so which parts the richest
 * payment has changes from day to day); the payment is picked by SQL from a copy of the data the servers start
 * with.
 */
async function richestSeededPayment(): Promise<SeededPayment> {
  const tdb = await openSeededCopy();
  try {
    const [best] = await rows<SeededPayment>(
      tdb.db.orm,
      sql`
        select id, captures, refunds, messages, contract, reports from (
          select p.id,
            exists (select 1 from captures c where c.payment_id = p.id) as captures,
            exists (select 1 from refunds r where r.payment_id = p.id) as refunds,
            exists (select 1 from payment_messages m where m.payment_id = p.id) as messages,
            p.contract_first_name is not null as contract,
            exists (select 1 from assessment_reports a where a.payment_id = p.id) as reports,
            exists (select 1 from payment_fraud_flag_events e where e.payment_id = p.id) as fraud_log
          from payments p
          where p.consumer_id is not null and p.id like 'pay_%'
        ) found
        order by captures::int + refunds::int + messages::int + contract::int + reports::int + fraud_log::int desc, id
        limit 1`,
    );
    return best;
  } finally {
    await tdb.close();
  }
}

/** A tab's content: its table (found by `table`) when the payment has the data, else the empty box. */
async function expectTableOrEmpty(panel: Locator, has: boolean, table: Locator) {
  if (has) await expect(table).toBeVisible();
  else await expect(panel.getByRole('note')).toHaveText('データがありません');
}

let seeded: SeededPayment;
let paymentId = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  seeded = await richestSeededPayment();
  paymentId = seeded.id;
});

async function search(page: Page, keyword: string) {
  const box = page.getByRole('banner').getByRole('searchbox');
  await box.fill(keyword);
  await box.press('Enter');
}

test('a phone number with hyphens lands on the consumer; a kana fragment lists consumers; a payment shows every tab', async ({
  page,
  smtp,
}) => {
  await signInAt(page, smtp, admin);
  const { consumer, fragment } = await findConsumerAndKanaFragment(page.request);

  // One consumer found by phone, nothing else: straight to the consumer's details (placeholder page).
  // The search lists the phone masked; the whole number is the consumer page's.
  await search(page, domesticWithHyphens((await wholeContact(page.request, consumer.id)).phone!));
  await expect(page).toHaveURL(new RegExp(`/consumers/${consumer.id}/details$`));

  // A kana fragment: several consumers and no payment, so the search opens on the consumers tab,
  // every tab with its count; the title names the page, not what was typed.
  await search(page, fragment);
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(fragment)}&tab=consumers$`));
  const tabs = page.getByRole('navigation', { name: '検索結果' });
  await expect(tabs.getByRole('link', { name: /^顧客 \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link')).toHaveText([
    '決済 (0)',
    /^顧客 \(\d+\)$/,
    /^コンビニ決済 \(\d+\)$/,
    /^重複決済の疑い \(\d+\)$/,
  ]);
  await expect(page).toHaveTitle('検索 · BNPL 管理コンソール');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: '生年月日' })).toBeVisible();
  const link = table.locator(`a[href="/consumers/${consumer.id}/details"]`);
  await expect(link).toBeVisible();
  await expect(link).toContainText(consumer.kanaName!);
  // Keyboard: the consumer link is reachable and opens with Enter.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/consumers/${consumer.id}/details$`));
  // The page's title: its id and kind, never the consumer's name.
  await expect(page).toHaveTitle(`${consumer.id} · 顧客 · BNPL 管理コンソール`);

  // A payment id: exactly one payment found, straight to its auth tab.
  const check = await gql<{ payment: { id: string } | null }>(
    page.request,
    'query ($id: ID!) { payment(paymentId: $id) { id } }',
    { id: paymentId },
  );
  expect(check.data?.payment?.id).toBe(paymentId);
  await search(page, paymentId);
  await expect(page).toHaveURL(new RegExp(`/payments/${paymentId}/auth$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('決済情報');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(paymentId);
  await expect(page.locator('.summary-grid')).toContainText('未確定額');

  const paymentTabs = page.getByRole('navigation', { name: '決済', exact: true });
  await expect(paymentTabs.getByRole('link')).toHaveText([
    'オーソリ',
    '売上確定',
    '審査',
    '契約',
    '返金',
    'メッセージログ',
    '不正',
  ]);
  const panel = page.locator('.tab-panel');

  await expect(panel.getByRole('heading', { name: 'オーソリ' })).toBeVisible();
  await expect(panel.getByRole('cell', { name: paymentId, exact: true })).toBeVisible();

  await paymentTabs.getByRole('link', { name: '売上確定', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/${paymentId}/captures$`));
  await expectTableOrEmpty(panel, seeded.captures, panel.getByRole('columnheader', { name: '売上確定ID' }));

  await paymentTabs.getByRole('link', { name: '審査', exact: true }).click();
  await expect(panel.getByRole('heading', { name: '審査', exact: true })).toBeVisible();
  await expectTableOrEmpty(
    panel,
    seeded.reports,
    panel.getByRole('columnheader', { name: '結果' }).or(panel.getByRole('alert')),
  );

  await paymentTabs.getByRole('link', { name: '契約', exact: true }).click();
  await expect(panel.getByRole('heading', { name: '契約', exact: true })).toBeVisible();
  await expectTableOrEmpty(panel, seeded.contract, panel.getByRole('rowheader', { name: '年収' }));

  await paymentTabs.getByRole('link', { name: '返金', exact: true }).click();
  await expect(panel.getByRole('heading', { name: '返金', exact: true })).toBeVisible();
  await expectTableOrEmpty(panel, seeded.refunds, panel.getByRole('columnheader', { name: '理由' }));

  await paymentTabs.getByRole('link', { name: 'メッセージログ' }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/${paymentId}/messages$`));
  await expect(panel.getByRole('heading', { name: 'メッセージログ' })).toBeVisible();
  await expectTableOrEmpty(
    panel,
    seeded.messages,
    panel.getByRole('cell', { name: /^(送信済み|未送信)$/ }).first(),
  );

  await paymentTabs.getByRole('link', { name: '不正', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/${paymentId}/fraud$`));
  await expect(panel.getByRole('heading', { name: '不正ログ' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: '有効な不正フラグ' })).toBeVisible();
  await expect(
    panel.getByRole('columnheader', { name: '作成者' }).or(panel.getByText('不正ログはありません')),
  ).toBeVisible();
});

test('a failed search says so in Japanese with 再試行; the button and Enter on the same keyword run it again', async ({
  page,
  smtp,
}) => {
  await signInAt(page, smtp, admin);
  const { fragment } = await findConsumerAndKanaFragment(page.request);
  // The network in front of the server answers 502 (a proxy's failure), as long as `failing` holds.
  let failing = true;
  let searches = 0;
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('query Search(')) return route.fallback();
    searches++;
    if (!failing) return route.fallback();
    return route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ name: 'ApiError', message: 'Bad Gateway', status: 502 }),
    });
  });
  await search(page, fragment);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(
    'サーバーが一時的に利用できません（HTTP 502）。しばらくしてから再試行してください。',
  );
  await expect(alert).not.toContainText('Bad Gateway');
  await expect(page.getByRole('main')).not.toContainText('Something went wrong');

  // 再試行 runs the search again (the network still fails).
  const before = searches;
  await alert.getByRole('button', { name: '再試行' }).click();
  await expect.poll(() => searches).toBeGreaterThan(before);
  await expect(alert.getByRole('button', { name: '再試行' })).toBeVisible();

  // The network is back: Enter on the same keyword runs it again and the results show.
  failing = false;
  await page.getByRole('banner').getByRole('searchbox').press('Enter');
  await expect(page.getByRole('navigation', { name: '検索結果' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(fragment)}&tab=consumers$`));
});

test('support staff: no Fraud tab, the fraud route says Unauthorized, and the fraud query answers FORBIDDEN', async ({
  page,
  smtp,
}) => {
  await signInAt(page, smtp, support);
  await page.goto(`/payments/${paymentId}/auth`);
  const paymentTabs = page.getByRole('navigation', { name: '決済', exact: true });
  // support holds assessment_reports.read: assessments stays, Fraud goes.
  await expect(paymentTabs.getByRole('link')).toHaveText([
    'オーソリ',
    '売上確定',
    '審査',
    '契約',
    '返金',
    'メッセージログ',
  ]);
  await expect(page.locator('.summary-grid')).toBeVisible();
  // This payment has no active flag (a flagged one shows FRAUDULENT to support too: payment-page tests).
  await expect(page.getByText('不正利用')).toHaveCount(0);

  await page.goto(`/payments/${paymentId}/fraud`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(paymentId);
  await expect(page.getByRole('heading', { name: '不正ログ' })).toHaveCount(0);
  await expect(page.locator('.unauthorized-notice')).toHaveText('権限がありません');

  const answer = await gql<unknown>(
    page.request,
    'query ($id: ID!) { activePaymentFraudFlags(paymentId: $id) { fraudStatus { excludeFromBill } } }',
    { id: paymentId },
  );
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
