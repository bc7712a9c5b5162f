// One language per screen, walked through the three CSV tools: with 日本語 the legal-status update, the
// bulk installment cancellation and the merchant report setting, each with a file that has every kind of problem
// its format knows, then a bulk cancellation run's result page and the run history show no English word outside
// ids, codes in detail lines and proper names; the test lists what it finds per screen. The run cancels a plan: on
// a server of its own, so the other specs' data stays as seeded.
import { sql } from 'drizzle-orm';
import Encoding from 'encoding-japanese';
import type { Page } from '@playwright/test';
import { rows } from '../../server/db/client';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { startOwnServer, type WorkerServer } from './e2e-server';
import { PROPER_NAMES, englishWords, settled } from './english-words';
import { ADMIN, expect, signInThroughUi, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

interface Picked {
  /** Enabled consumers whose legal status is Normal, a closed one and a Dead one. */
  normal: [string, string];
  closed: string;
  dead: string;
  /** An active installment plan (and its consumer) and one that is not. */
  active: string;
  activeConsumer: string;
  inactive: string;
  merchant: string;
}

async function pick(db: Parameters<NonNullable<Parameters<typeof startOwnServer>[1]>>[0]): Promise<Picked> {
  const one = async (query: ReturnType<typeof sql>) =>
    (await rows<{ id: string }>(db.orm, query))[0]?.id ?? '';
  const normal = await rows<{ id: string }>(
    db.orm,
    sql`select id from consumers where status = 'Enabled' and legal_status = 'Normal' order by id limit 2`,
  );
  const picked: Picked = {
    normal: [normal[0].id, normal[1].id],
    closed: await one(
      sql`select id from consumers where status = 'Closed'
        and legal_status not in ('Dead', 'BankruptcyConfirmed') order by id limit 1`,
    ),
    dead: await one(
      sql`select id from consumers where status <> 'Closed' and legal_status = 'Dead' order by id limit 1`,
    ),
    active: await one(
      sql`select id from installment_contracts where status = 'active' and not test order by id limit 1`,
    ),
    activeConsumer: '',
    inactive: await one(
      sql`select id from installment_contracts where status <> 'active' and not test order by id limit 1`,
    ),
    merchant: await one(sql`select id from merchants where disabled_at is null order by id limit 1`),
  };
  picked.activeConsumer = await one(
    sql`select consumer_id as id from installment_contracts where id = ${picked.active}`,
  );
  for (const [name, id] of Object.entries(picked)) expect(id, name).toBeTruthy();
  return picked;
}

function shiftJis(text: string): Buffer {
  return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
}

async function choose(page: Page, label: string, name: string, body: string | Buffer) {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  await page.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType: 'text/csv', buffer });
}

test.describe.serial('with 日本語 the CSV tools and the bulk cancellation records', () => {
  let own: WorkerServer;
  let picked: Picked;
  let page: Page;
  const found: Record<string, string[]> = {};
  const note = async (name: string, selector = 'main') => {
    await settled(page);
    found[name] = [...new Set(await englishWords(page, selector))].filter((word) => !PROPER_NAMES.has(word));
  };
  /** Every screen noted since the last call showed no English word. */
  const nothingFound = () => {
    const unexpected = Object.entries(found).filter(([, words]) => words.length);
    for (const name of Object.keys(found)) delete found[name];
    expect(Object.fromEntries(unexpected)).toEqual({});
  };

  test.beforeAll(async ({ browser, smtp }) => {
    test.setTimeout(120_000);
    own = await startOwnServer({ SMTP_URL: smtp.url }, async (db) => {
      picked = await pick(db);
    });
    page = await browser.newPage({ baseURL: own.baseUrl, locale: 'ja-JP' });
    await page.goto('/login');
    await signInThroughUi(page, smtp, admin.email, admin.password);
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('banner').getByRole('button', { name: '日本語' }).click();
  });

  test.afterAll(async () => {
    await page?.close();
    await own?.stop();
  });

  test('the legal-status update: a file with every row error, one with warnings, one that is not text', async () => {
    const [a, b] = picked.normal;
    await page.goto('/legalStatusUpdate/update');
    await note('legal status');
    // Invalid status, invalid id, unknown id, a repeat and a blank line; then a closed and a Dead consumer.
    const errors = [
      'cid,legal_status',
      `${a},回収保留`,
      `${b},collection_pending`,
      'con_123,collection_pending',
      'con_0000000000000000,回収保留',
      `${a},回収保留`,
      '',
      'con_456,不明な状態',
    ].join('\r\n');
    await choose(page, 'CSV ファイル', 'errors.csv', shiftJis(errors));
    await expect(page.getByRole('list', { name: 'CSVのエラー' })).toBeVisible();
    await note('legal status errors');
    const warnings = [
      'cid,legal_status',
      `${a},回収保留`,
      `${picked.closed},Normal`,
      `${picked.dead},Normal`,
    ];
    await choose(page, 'CSV ファイル', 'warnings.csv', shiftJis(warnings.join('\r\n')));
    await expect(page.getByRole('list', { name: 'CSVの警告' })).toBeVisible();
    await note('legal status warnings');
    await choose(page, 'CSV ファイル', 'header.csv', `consumer,status\r\n${a},Normal\r\n`);
    await expect(page.getByRole('list', { name: 'CSVのエラー' })).toBeVisible();
    await note('legal status header');
    await choose(
      page,
      'CSV ファイル',
      'picture.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0, 0]),
    );
    await expect(page.getByRole('list', { name: 'CSVのエラー' })).toBeVisible();
    await note('legal status not text');
    await page.goto('/legalStatusUpdate/history');
    await note('legal status history');
    nothingFound();
  });

  test('the report setting: a file with every row error, and a wrong header', async () => {
    const m = picked.merchant;
    await page.goto('/merchant/report_setting');
    await note('report setting');
    // Not a date, not a number, an unknown merchant, a wrong column count, a repeat.
    const file = [
      'Deactivated_Month,Merchant_ID',
      `201001,${m}`,
      `201013,${m}`,
      `20x001,${m}`,
      '201002,mer_bad',
      `201003,${m},extra`,
      `201001,${m}`,
    ].join('\n');
    await choose(page, 'レポート設定CSV', 'report.csv', file);
    const popup = page.locator('dialog[open]');
    await expect(popup).toBeVisible();
    await note('report setting errors dialog', 'dialog[open]');
    await popup.getByRole('button', { name: '閉じる' }).first().click();
    await note('report setting errors');
    await choose(page, 'レポート設定CSV', 'header.csv', `month,merchant\n201001,${m}\n`);
    if (await popup.isVisible().catch(() => false)) {
      await note('report setting header dialog', 'dialog[open]');
      await popup.getByRole('button', { name: '閉じる' }).first().click();
    }
    await note('report setting header');
    nothingFound();
  });

  test('the bulk cancellation: a file with every problem, its run, the result page and the history', async () => {
    test.setTimeout(150_000);
    const { active, inactive } = picked;
    await page.goto('/installmentPlanCancel');
    await note('bulk cancel');
    // A repeat, a malformed id, lines without an id (the header, a note), an unknown plan and one not active.
    const file = ['installment_plan_id', active, inactive, active, 'isp_123', '', 'please cancel'];
    await choose(page, 'CSVファイル', 'plans.csv', [...file, 'isp_ZZZZZZZZZZZZZZZZ', ''].join('\n'));
    const button = page.getByRole('button', { name: '取消内容を確認' });
    await expect(button).toBeEnabled({ timeout: 30_000 });
    await note('bulk cancel file');
    await button.click();
    await note('bulk cancel confirmation', 'dialog[open]');
    await page.locator('dialog[open]').getByRole('button', { name: '1件を取り消す' }).click();
    await expect(page.getByTestId('bulk-cancel-progress')).toHaveText('3 / 3', { timeout: 60_000 });
    await note('bulk cancel done');
    await page.getByRole('link', { name: /^結果ページ: bcj_/ }).click();
    await expect(page).toHaveURL(/\/installmentPlanCancelResult\/bcj_/);
    await expect(page.getByRole('table').first()).toContainText('完了', { timeout: 60_000 });
    await note('bulk cancel result');
    await page.goto('/installmentPlanCancel/history');
    await note('bulk cancel history');
    // The cancelled plan's consumer: the change history reads the run's reason by name.
    await page.goto(`/consumers/${picked.activeConsumer}/changeHistory`);
    await expect(page.getByRole('table', { name: '変更履歴' })).toContainText('分割払い一括キャンセル bcj_');
    await note('consumer change history after the run');
    nothingFound();
  });
});
