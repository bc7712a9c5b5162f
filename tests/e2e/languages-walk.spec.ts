// One language per screen, walked: with 日本語 the search results, a consumer page with every tab and every action
// dialog, the account page, a payment with every tab, /approvals, /audit (both tabs), /staff and /security show no
// English word outside ids, codes in detail lines and proper names; the test lists what it finds per screen.
import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { rows } from '../../server/db/client';
import { DEMO_STAFF } from '../../server/seed/first-start';
import { openSeededCopy } from './e2e-server';
import { PROPER_NAMES, englishWords, settled } from './english-words';
import { ADMIN, expect, signInAt, test } from './fixtures';

const admin = DEMO_STAFF.find((s) => s.email === ADMIN.email)!;

interface Picked {
  consumerId: string;
  kana: string;
  email: string;
  paymentId: string;
}

/** The richest seeded consumer (PLUS, houkatsu, payments) and its newest payment. */
async function pickSeeded(): Promise<Picked> {
  const tdb = await openSeededCopy();
  try {
    const [found] = await rows<{ id: string; kana_name: string; email: string; payment_id: string }>(
      tdb.db.orm,
      sql`
        select c.id, c.kana_name, c.email,
          (select p.id from payments p where p.consumer_id = c.id order by p.created_at desc, p.id limit 1) as payment_id
        from consumers c join plus_statuses s on s.consumer_id = c.id
        where s.ekyc_status = 'approved' and s.houkatsu_status = 'approved' and c.kana_name is not null
          and (select count(*) from payments p where p.consumer_id = c.id) >= 2
        order by (select count(*) from admin_logs l where l.consumer_id = c.id)
          + (select count(*) from consumer_messages m where m.consumer_id = c.id) desc, c.id
        limit 1`,
    );
    // A kana fragment many consumers share, so the search lists them instead of opening one.
    const [shared] = await rows<{ fragment: string }>(
      tdb.db.orm,
      sql`select left(kana_name, 2) as fragment from consumers where kana_name is not null
        group by 1 order by count(*) desc, 1 limit 1`,
    );
    return {
      consumerId: found.id,
      email: found.email,
      kana: shared.fragment,
      paymentId: found.payment_id,
    };
  } finally {
    await tdb.close();
  }
}

test('with 日本語 the walked screens and dialogs show no English word', async ({ browser, smtp }) => {
  test.setTimeout(300_000);
  const picked = await pickSeeded();
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  const found: Record<string, string[]> = {};
  const note = async (name: string, selector = 'main') => {
    await settled(page);
    found[name] = (await englishWords(page, selector)).filter((word) => !PROPER_NAMES.has(word));
  };
  const dialogsOf = async (name: string, scope: ReturnType<Page['locator']>) => {
    await settled(page);
    const buttons = await scope.getByRole('button').all();
    for (const [n, button] of buttons.entries()) {
      if (!(await button.isEnabled()) || !(await button.isVisible())) continue;
      const label = (await button.textContent())?.trim() ?? String(n);
      if (/CSV|▼|▲|日時|金額|ステータス|契約日|検索|^\d+$/.test(label)) continue;
      await button.click();
      const dialog = page.locator('dialog[open]');
      if (await dialog.isVisible().catch(() => false)) {
        await note(`${name} dialog ${label}`, 'dialog[open]');
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      } else found[`${name} button ${label}`] = ['(no dialog)'];
    }
  };
  try {
    await signInAt(page, smtp, admin);
    await page.getByRole('banner').getByRole('button', { name: '日本語' }).click();
    await note('header', 'header');

    for (const tab of ['payments', 'consumers', 'combini', 'duplicate-settlements']) {
      await page.goto(`/search?q=${encodeURIComponent(picked.kana)}&tab=${tab}`);
      await note(`search ${tab}`);
    }

    await page.goto(`/consumers/${picked.consumerId}/details`);
    const tabs = page.getByRole('navigation', { name: '顧客' });
    await expect(tabs).toBeVisible();
    const labels = await tabs.getByRole('link').allTextContents();
    for (const label of labels) {
      await tabs.getByRole('link', { name: label, exact: true }).click();
      await note(`consumer ${label}`);
      await dialogsOf(`consumer ${label}`, page.locator('.tab-panel'));
    }
    await page.goto(`/consumers/${picked.consumerId}/details`);
    await expect(
      page.getByRole('group', { name: 'アカウント操作' }).getByRole('button').first(),
    ).toBeVisible();
    await dialogsOf('consumer', page.getByRole('group', { name: 'アカウント操作' }));

    await page.goto(`/accounts/${picked.consumerId}`);
    await note('account');

    await page.goto(`/payments/${picked.paymentId}/auth`);
    const paymentTabs = page.getByRole('navigation', { name: '決済', exact: true });
    await expect(paymentTabs.getByRole('link').first()).toBeVisible();
    for (const label of await paymentTabs.getByRole('link').allTextContents()) {
      await paymentTabs.getByRole('link', { name: label, exact: true }).click();
      await note(`payment ${label}`);
    }

    for (const [name, path] of [
      ['approvals', '/approvals'],
      ['approvals decided', '/approvals?tab=decided'],
      ['audit', '/audit'],
      ['audit access', '/audit?tab=access'],
      ['staff', '/staff'],
      ['security', '/security'],
    ]) {
      await page.goto(path);
      await note(name);
    }
    const unexpected = Object.entries(found)
      .map(([name, words]) => [name, [...new Set(words)]] as const)
      .filter(([, words]) => words.length);
    expect(Object.fromEntries(unexpected)).toEqual({});
  } finally {
    await context.close();
  }
});

test('with English the specification’s English texts appear verbatim where it places them', async ({
  browser,
  smtp,
}) => {
  const picked = await pickSeeded();
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  try {
    await signInAt(page, smtp, admin);
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    // Document 1 §2: the header's tools.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Installment Plans Cancel' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Legal Status Update' })).toBeVisible();

    // Document 2 §2: the account page's Impersonate button, the fraud tab's empty texts, the change history's
    // search period, its button and its headings.
    await page.goto(`/accounts/${picked.consumerId}`);
    await expect(page.getByRole('button', { name: 'Impersonate' })).toBeVisible();
    await page.goto(`/consumers/${picked.consumerId}/changeHistory`);
    await expect(page.getByText('search period', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'search', exact: true })).toBeVisible();
    const history = page.getByRole('table', { name: 'Change history' });
    for (const name of ['change date', 'changed by', 'change content'])
      await expect(history.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible();
    // The records' lines in English too (the same words as the CSV export's).
    await expect(history.getByText(/^e-mail: /).first()).toBeVisible();

    // Document 1 §2: the payment page's title and tabs.
    await page.goto(`/payments/${picked.paymentId}/auth`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Payment info');
    const tabs = page.getByRole('navigation', { name: 'Payment', exact: true });
    for (const name of ['auth', 'captures', 'contract', 'refunds', 'message log', 'Fraud'])
      await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible();
  } finally {
    const reset = await context.request.put('/api/preferences/language', { data: { language: 'ja' } });
    expect([200, 401]).toContain(reset.status());
    await context.close();
  }
});
