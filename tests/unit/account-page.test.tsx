// @vitest-environment jsdom
// The account page (summary variant) rendered from a fixture: names, tags, the balance block, the bill
// statement table (zero rows hidden, newest first), the lazily loaded sections and the actions (disabled
// without their permissions);
// then a recent case reopened from IndexedDB renders at once.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { consoleDb, listRecentLookups } from '../../src/db/console-db';
import type { AccountPageData } from '../../src/app/features/accounts/api/account-queries';
import { startApp, stopApp, signIn, renderRoute, type FetchMock } from './support/render-app';

const ID = 'con_aaaaaaaaaaaaaaaa';
const USER = 'admin@example.com';
const jst = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 9 * 3600_000;

function statement(id: string, issueDate: number, amount: string, pull?: string) {
  return {
    billStatement: {
      id,
      consumerId: ID,
      issueDate,
      amount,
      unpaidAmount: '0',
      lateFeesAmount: '0',
      currency: 'JPY',
      dueAt: issueDate + 9 * 86_400_000,
      paidAt: null,
      status: 'Closed' as const,
    },
    autoDebitSettlement: pull
      ? { pullAmount: pull, pullStatus: 'Succeeded', resultsProcessedBy: null }
      : null,
  };
}

function fixture(): AccountPageData {
  return {
    consumer: {
      id: ID,
      status: 'Enabled',
      kanaName: 'ヤマダ タロウ',
      kanjiName: '山田 太郎',
      legalStatus: 'BankruptcyStart',
      version: 0,
    },
    plusstatus: { ekycStatus: 'approved', houkatsuStatus: 'approved_for_nlp', appleStatus: 'approved' },
    runningBalance: {
      plusOutstandingAmount: '12000',
      appleOutstandingAmount: '0',
      overdueAmount: '3000',
      uncapturedAmount: '500',
      futurePlusAmount: '45000',
    },
    billstatementsWithSettlements: [
      statement('bs_old', jst(2026, 1, 1), '1000'),
      statement('bs_zero', jst(2026, 3, 1), '0'),
      statement('bs_new', jst(2026, 2, 1), '2500', '2500'),
    ],
  };
}

type GqlBody = { operationName: string };
let api: FetchMock;

function answer(data: AccountPageData, accountDelay?: Promise<void>) {
  api.on('POST /graphql', async () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    switch (body.operationName) {
      case 'AccountPage':
        await accountDelay;
        return { status: 200, body: { data } };
      case 'Charges':
        return {
          status: 200,
          body: {
            data: {
              charges: [
                {
                  id: 'ch_1',
                  consumerId: ID,
                  pushedAt: jst(2026, 1, 5),
                  amount: '1000',
                  currency: 'JPY',
                  description: 'ヨガ教室',
                  creditLine: 'paidy',
                  kind: 'Regular',
                  tier: 'Plus',
                  source: 'payment',
                  metadata: null,
                },
              ],
            },
          },
        };
      case 'MultiPayContracts':
        return { status: 200, body: { data: { multiPayContractsByConsumerId: [] } } };
      default:
        return { status: 500, body: {} };
    }
  });
}

function renderAt(path: string) {
  return renderRoute(path, { viewport: { viewportHeight: 2000, itemHeight: 40 } });
}

beforeEach(async () => {
  api = startApp();
  await consoleDb.recentLookups.clear();
  signIn(api, [], USER);
});

afterEach(stopApp);

describe('the account page', () => {
  it('renders the summary, the statements and the lazily loaded sections, and records the case', async () => {
    answer(fixture());
    renderAt(`/accounts/${ID}`);

    expect(await screen.findByText('山田 太郎')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('顧客アカウント');
    expect(screen.getByText('ヤマダ タロウ')).toBeTruthy();
    const tags = within(screen.getByRole('list', { name: 'ステータス' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(tags).toEqual(['有効', 'PLUS EKYC', 'NLP', 'Apple: 承認済み', '法的ステータス: 破産手続開始']);

    const balance = document.querySelectorAll('.balance-block__item');
    expect(balance).toHaveLength(5);
    expect(screen.getByText('請求金額').nextSibling?.textContent).toBe('¥3,000');
    expect(screen.getByText('超あとはらい').nextSibling?.textContent).toBe('¥45,000');
    expect(document.querySelector('[data-balance="appleOutstandingAmount"] dd')?.textContent).toBe('¥0');

    // The virtual table's rows come in a render after the table (ui/virtual-table.tsx).
    const table = await screen.findByRole('table', { name: '請求明細' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('.data-table__usage-month')?.textContent)).toEqual([
      '2026-01',
      '2025-12',
    ]);
    expect(rows[0].querySelector('.data-table__auto-debit')?.textContent).toBe('¥2,500');
    expect(rows[1].querySelector('.data-table__auto-debit')?.textContent).toBe('N/A');
    expect(within(rows[0]).getByRole('link', { name: '詳細' }).getAttribute('href')).toBe(
      `/consumers/${ID}/billstatements/bs_new`,
    );

    // Signed in without sms.send and consumers.impersonate: both disabled, saying which permission is missing.
    for (const [name, permission] of [
      ['SMSを送る', 'sms.send'],
      ['代理ログイン', 'consumers.impersonate'],
    ]) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.parentElement?.getAttribute('data-reason')).toBe(`権限がありません: ${permission}`);
    }
    expect(screen.getByRole('link', { name: '顧客情報' }).getAttribute('href')).toBe(
      `/consumers/${ID}/details`,
    );

    expect(await screen.findByText('ヨガ教室')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/マルチペイ契約 を読み込み中/)).toBeNull());
    const ops = api.callsTo('POST /graphql').map((c) => (c.body as GqlBody).operationName);
    expect(ops.indexOf('AccountPage')).toBeLessThan(ops.indexOf('Charges'));

    await waitFor(async () => {
      const recent = await listRecentLookups(USER);
      expect(recent.map((r) => [r.kind, r.id, r.label])).toEqual([['account', ID, '山田 太郎']]);
    });
  });

  it('shows the empty box without a consumer', async () => {
    answer({ ...fixture(), consumer: null, billstatementsWithSettlements: [] });
    renderAt(`/accounts/${ID}`);
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SMSを送る' })).toBeNull();
  });

  it('reopens a recent case at once from IndexedDB, saying how fresh it is while refreshing', async () => {
    const stored = fixture();
    stored.consumer!.kanjiName = '山田 花子';
    await consoleDb.recentLookups.put({
      staffUserId: USER,
      kind: 'account',
      id: ID,
      label: '山田 花子',
      snapshot: stored,
      fetchedAt: Date.now() - 5 * 60_000,
    });
    let release!: () => void;
    answer(fixture(), new Promise<void>((resolve) => (release = resolve)));
    renderAt(`/accounts/${ID}`);

    // The shell and the page are loaded on first use: on a busy machine that takes longer than findBy's second.
    // The name shows in more than one place once the page is whole (findByText fails on a second one).
    expect((await screen.findAllByText('山田 花子', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getByText('5 分前のデータ · 最新のデータを取得中…')).toBeTruthy();
    release();
    expect(await screen.findByText('山田 太郎', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/分前のデータ/)).toBeNull());
  });

  it('never reopens another staff user’s case', async () => {
    await consoleDb.recentLookups.put({
      staffUserId: 'other@example.com',
      kind: 'account',
      id: ID,
      snapshot: { ...fixture(), consumer: { ...fixture().consumer!, kanjiName: '他人のデータ' } },
      fetchedAt: Date.now(),
    });
    answer(fixture());
    renderAt(`/accounts/${ID}`);
    expect(await screen.findByText('山田 太郎')).toBeTruthy();
    expect(screen.queryByText('他人のデータ')).toBeNull();
  });
});
