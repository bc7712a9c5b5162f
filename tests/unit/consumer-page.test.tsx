// @vitest-environment jsdom
// The consumer page (document 2 §2, management variant) rendered through the real routes from fixtures.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConsumerPageData } from '../../src/app/features/consumers/api/consumer-page-query';
import { ALL_PERMISSIONS, FRAUD_MANAGEMENT_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import {
  startApp,
  stopApp,
  signIn,
  renderRoute,
  tableRows,
  type FetchMock,
  findTableWithRows,
} from './support/render-app';

let api: FetchMock;
const AT = Date.UTC(2026, 0, 15, 3, 4, 5); // 2026-01-15 12:04:05 JST
const ID = 'con_aaaaaaaaaaaaaaaa';
const PAY_A = 'pay_AAAAAAAAAAAAAAAA';
const PAY_B = 'amz_BBBBBBBBBBBBBBBB';

function payment(
  id: string,
  overrides: Partial<ConsumerPageData['consumerPayments']['payments'][number]> = {},
) {
  return {
    id,
    consumerName: '山田 太郎',
    amount: '12000',
    capturedAmount: '5000',
    refundedAmount: '0',
    merchantId: 'mer_aaaaaaaaaaaaaaaa',
    merchantName: 'ヨガ教室',
    captures: [{ id: 'cap_1', amount: '5000', createdAt: AT }],
    status: 'AUTHORIZED',
    tags: [],
    createdAt: AT,
    test: false,
    shippingAddress: null,
    billingAddress: { zip: '150-0001', state: '東京都', city: '渋谷区', line1: null, line2: '神宮前1-2-3' },
    ...overrides,
  };
}

const PAYMENTS = [payment(PAY_A), payment(PAY_B, { captures: [], capturedAmount: '0', status: 'CLOSED' })];

function pageData(
  overrides: Partial<ConsumerPageData> = {},
  consumer: Partial<ConsumerPageData['consumer']> = {},
) {
  const data: ConsumerPageData = {
    consumer: {
      id: ID,
      status: 'Enabled',
      dateOfBirth: null,
      kanaName: null,
      kanjiName: '山田 太郎',
      email: 'taro@example.jp',
      phone: '819012345678',
      createdAt: AT,
      address: { zip: '150-0001', state: '東京都', city: '渋谷区', line1: 'ハイツ101', line2: '神宮前1-2-3' },
      closedAt: null,
      closedBy: null,
      linkToMixPanel: null,
      legalStatus: 'BankruptcyStart',
      ...consumer,
    } as ConsumerPageData['consumer'],
    plusConsumerData: {
      appleLineOfCreditLimit: '100000',
      pacData: { annualIncome: '5000000', dependents: 2, rentOrMortgage: '80000' },
      spendLimit: { max: '300000', selected: '200000' },
      eKycConsumerData: {
        firstNameKanji: '太郎',
        lastNameKanji: '山田',
        firstNameKana: 'たろう',
        lastNameKana: 'やまだ',
        birthDate: '1990-04-01',
        occupation: '会社員',
        address: null,
        applicationReason: '日用品',
        appliedAt: AT,
        examinedAt: AT,
        updatedAt: AT,
        metadata: { liquidApplicationId: 'liq-12345' },
      },
      plusConsumerDetails: null,
      approvedAt: AT,
    },
    plusstatus: {
      ekycStatus: 'approved',
      houkatsuStatus: 'approved_for_nlp',
      appleStatus: 'opt_in_declared',
    },
    consumerPayments: { payments: PAYMENTS, endCursor: null, hasMore: false, totalCount: 2 },
    activeFraudFlagsByConsumerId: [
      {
        id: 'ffl_1',
        consumerId: ID,
        flaggedFor: { id: 'r1', reason: 'なりすまし' },
        flaggedBy: 'admin@example.com',
        flaggedAt: AT,
      },
    ],
    assessmentExclusionsByConsumerId: [
      {
        id: 'axc_1',
        consumerId: ID,
        assessmentKind: 'credit',
        excludedBy: 'admin@example.com',
        excludedAt: AT,
      },
    ],
    ...overrides,
  };
  return data;
}

type GqlBody = { operationName: string; variables: Record<string, unknown> };

const HISTORY = [
  {
    __typename: 'ConsumerCreatedRecord',
    kind: 'Created',
    timestamp: AT - 1000,
    source: 'checkout',
    email: 'taro@example.jp',
    phone: null,
    name1: '山田 太郎',
    name2: null,
    dateOfBirth: null,
    address: null,
  },
  {
    __typename: 'ConsumerDisabledRecord',
    kind: 'Disabled',
    timestamp: AT,
    reason: null,
    agent: 'ops@example.com',
  },
];

function answerGraphQL(data: ConsumerPageData, extra: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    ConsumerPage: data,
    FraudManagementPermissions: () => ({
      fraudManagementPermissions: {
        permissions: FRAUD_MANAGEMENT_PERMISSIONS.filter((p) => signedInPermissions.includes(p)).map(
          (value) => ({ value }),
        ),
      },
    }),
    FraudManagementEventLogs: {
      fraudManagementEventLogs: Array.from({ length: 25 }, (_, i) => ({
        id: `fel_${i}`,
        createdBy: 'admin@example.com',
        createdAt: AT,
        message: `fraud log ${i}`,
      })),
    },
    ConsumerPaymentsActiveFraudFlags: {
      consumerPaymentsActiveFraudFlags: [
        { paymentId: PAY_A, excludeFromBill: false, activeFraudFlagIds: ['pff_1'] },
        { paymentId: PAY_B, excludeFromBill: false, activeFraudFlagIds: [] },
      ],
    },
    AdminLogs: { adminLogs: [{ message: 'called the consumer', creator: 'ops@example.com', createdAt: AT }] },
    ConsumerMessages: {
      consumerMessages: [{ subject: '件名', message: null, createdAt: AT, kind: 'email', dispatched: false }],
    },
    ConsumerHistory: { consumerHistory: HISTORY },
    Van: { van: null },
    LimitAndUsage: {
      runningBalance: {
        plusOutstandingAmount: '1000',
        appleOutstandingAmount: '0',
        overdueAmount: '2500',
        uncapturedAmount: '7000',
        futurePlusAmount: '0',
      },
    },
    Contracts: { contractsByConsumerId: { threePay: [], sixPay: [], twelvePay: [], apple: [] } },
    FraudPayments: {
      paymentsV2: {
        payments: PAYMENTS,
        metadata: { amazonPaymentsLimitReached: true, paidyPaymentsLimitReached: false },
      },
    },
    ConsumerPayments: {
      consumerPayments: { payments: [PAYMENTS[1]], endCursor: null, hasMore: false, totalCount: 1 },
    },
    ...extra,
  };
  api.on('POST /graphql', async () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    const given = answers[body.operationName];
    // A function's answer may be a promise: the test decides when the server answers.
    const answer: unknown = await (typeof given === 'function' ? (given as () => unknown)() : given);
    if (answer instanceof Error) {
      return {
        status: 200,
        body: { data: null, errors: [{ message: answer.message, extensions: { code: 'BAD_USER_INPUT' } }] },
      };
    }
    return answer === undefined ? { status: 500, body: {} } : { status: 200, body: { data: answer } };
  });
}

/** What the signed-in staff user holds: the fraudManagementPermissions answer is made from it. */
let signedInPermissions: readonly string[] = [];

function signedInWith(permissions: readonly string[]) {
  signedInPermissions = permissions;
  signIn(api, permissions);
}

function renderAt(path: string) {
  return renderRoute(path, { viewport: { viewportHeight: 2000, itemHeight: 40 } });
}

const bodiesOf = (operation: string) =>
  api
    .callsTo('POST /graphql')
    .map((c) => c.body as GqlBody)
    .filter((b) => b.operationName === operation);

beforeEach(() => {
  api = startApp();
});
afterEach(stopApp);

describe('consumer page', { timeout: 20_000 }, () => {
  it('header: ids, badges, the account actions, info block with every rule', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/details`);
    expect(await screen.findByText('liq-12345')).toBeTruthy();
    expect(screen.getByText('不正フラグ')).toBeTruthy();
    expect(screen.getByText('審査除外')).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'アカウント操作' });
    const buttons = within(actions).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'アカウントを閉鎖',
      'アカウントを無効化',
      'ステータスを変更',
      'メールアドレスを変更',
      '電話番号を変更',
      // The one action menu: the account page's actions too.
      '管理ログを作成',
      'SMSを送る',
      '代理ログイン',
    ]);
    // Every permission held, an Enabled consumer: every action can run.
    for (const b of buttons) {
      expect((b as HTMLButtonElement).disabled).toBe(false);
      expect(b.parentElement!.getAttribute('data-reason')).toBeNull();
    }
    expect(within(actions).getByRole('link').getAttribute('href')).toBe(`/accounts/${ID}`);
    const info = document.querySelector('.consumer-info') as HTMLElement;
    expect(info.textContent).toContain('カナ氏名なし');
    expect(info.textContent).toContain('未登録');
    expect(info.textContent).toContain('行動分析へのリンクを生成できませんでした');
    expect(within(info).getByText('PLUS EKYC')).toBeTruthy();
    expect(within(info).getByText('NLP')).toBeTruthy();
    expect(within(info).queryByText('PLUS包括')).toBeNull();
    expect(within(info).getByText('破産手続開始').className).toContain('legal-status-tag--irregular');
    expect(info.querySelector('.status-tag--enabled')).toBeTruthy();
    expect(info.textContent).not.toContain('閉鎖した担当者');
    expect(bodiesOf('ConsumerPage')[0].variables).toEqual({
      consumerId: ID,
      withExclusions: true,
      paymentsPage: 100,
    });
  });

  it('closed consumer: close dimmed, no disable, closed date and closed-by; the analytics link', async () => {
    signedInWith([]);
    answerGraphQL(
      pageData(
        { assessmentExclusionsByConsumerId: undefined, activeFraudFlagsByConsumerId: [] },
        {
          status: 'Closed',
          closedAt: AT,
          closedBy: 'ops@example.com',
          legalStatus: 'Normal',
          kanaName: 'ヤマダ タロウ',
          linkToMixPanel: 'https://analytics.example/u/1',
        },
      ),
    );
    renderAt(`/consumers/${ID}/details`);
    const actions = await screen.findByRole('group', { name: 'アカウント操作' });
    expect(within(actions).queryByRole('button', { name: 'アカウントを無効化' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'アカウントを閉鎖' }).className).toContain(
      'is-dimmed',
    );
    const info = document.querySelector('.consumer-info') as HTMLElement;
    expect(info.textContent).toContain('閉鎖した担当者');
    expect(info.textContent).toContain('ops@example.com');
    expect(within(info).getByText('通常').className).not.toContain('irregular');
    expect(within(info).getByRole('link', { name: '行動分析（Mixpanel）' }).getAttribute('href')).toBe(
      'https://analytics.example/u/1',
    );
    expect(screen.queryByText('不正フラグ')).toBeNull();
    expect(bodiesOf('ConsumerPage')[0].variables).toEqual({
      consumerId: ID,
      withExclusions: false,
      paymentsPage: 100,
    });
  });

  it('tabs are links shown under their conditions', async () => {
    signedInWith([]);
    answerGraphQL(
      pageData({
        plusstatus: { ekycStatus: 'pending', houkatsuStatus: 'never_started', appleStatus: 'never_started' },
      }),
    );
    renderAt(`/consumers/${ID}/details`);
    const nav = await screen.findByRole('navigation', { name: '顧客' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(
      ['details', 'limit_and_usage', 'payments', 'fraud', 'logs', 'messages', 'changeHistory', 'van'].map(
        (t) => `/consumers/${ID}/${t}`,
      ),
    );
    cleanup();
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/details`);
    const all = await screen.findByRole('navigation', { name: '顧客' });
    // With every permission: the eight above, PLUS's two, the credit audit, the fraud payments, スタッフ操作 and 閲覧履歴.
    expect(within(all).getAllByRole('link')).toHaveLength(14);
  });

  it('a missing consumer shows the empty box', async () => {
    signedInWith([]);
    api.on('POST /graphql', { status: 200, body: { data: { ...pageData(), consumer: null } } });
    renderAt(`/consumers/${ID}/details`);
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '顧客' })).toBeNull();
  });

  it('the tab shows under the header once the page’s data is in, the loading line until then (nothing moves)', async () => {
    signedInWith([]);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answerGraphQL(pageData(), { ConsumerPage: () => answered.then(() => pageData()) });
    renderAt(`/consumers/${ID}/details`);
    expect((await screen.findByText('読み込み中…')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('region', { name: '詳細' })).toBeNull();
    answer();
    const panel = await screen.findByRole('region', { name: '詳細' });
    expect(panel.textContent).toContain('taro@example.jp');
    expect(screen.getByRole('group', { name: 'アカウント操作' })).toBeTruthy();
    expect(screen.queryByText('読み込み中…')).toBeNull();
  });

  it('details tab: names, birth date, contact and address, and the account link', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/details`);
    expect(await screen.findByText('150-0001 東京都 渋谷区 神宮前1-2-3 ハイツ101')).toBeTruthy();
    const panel = screen.getByRole('region', { name: '詳細' });
    expect(panel.textContent).toContain('150-0001 東京都 渋谷区 神宮前1-2-3 ハイツ101');
    expect(panel.textContent).toContain('taro@example.jp');
    expect(within(panel).getByRole('link').getAttribute('href')).toBe(`/accounts/${ID}`);
  });

  it('payments tab: the first page from the page query, the spec columns through the virtual table', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/payments`);
    const table = await findTableWithRows('決済');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', '氏名', '住所', '金額', '加盟店', '作成日時 ▼', 'ステータス', '売上確定額', '返金額']);
    // Nothing is paged: the whole list came as one page with the consumer (no truncation, so no warning).
    expect(bodiesOf('ConsumerPayments')).toHaveLength(0);
    expect(screen.queryByText('Amazonの決済は最新の2,000件のみ表示しています。')).toBeNull();
    expect(screen.getByText('2 件')).toBeTruthy();
    expect(tableRows(table)[1]).toEqual([
      `${PAY_B} `,
      '山田 太郎',
      '150-0001 東京都 渋谷区 神宮前1-2-3',
      '¥12,000',
      'ヨガ教室',
      '2026-01-15 12:04:05',
      '閉鎖',
      '未売上確定',
      '¥0',
    ]);
    expect(within(table).getByRole('link', { name: PAY_A }).getAttribute('href')).toBe(
      `/payments/${PAY_A}/auth`,
    );
  });

  it('payments tab: the filter box, the status and a sortable header ask the server and live in the URL', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    const router = renderAt(`/consumers/${ID}/payments`);
    const box = await screen.findByRole('searchbox', { name: '決済 絞り込み' });
    fireEvent.change(box, { target: { value: ' ORD-1 ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(bodiesOf('ConsumerPayments')).toHaveLength(1));
    expect(bodiesOf('ConsumerPayments')[0].variables).toMatchObject({
      consumerId: ID,
      first: 100,
      after: null,
      filter: { query: 'ORD-1', status: null },
      sort: { key: 'DATE', direction: 'DESC' },
    });
    expect(await screen.findByText('1 件')).toBeTruthy();
    expect(router.state.location.search).toBe('?paymentsQ=+ORD-1+');

    fireEvent.change(screen.getByRole('combobox', { name: '決済 ステータス' }), {
      target: { value: 'CLOSED' },
    });
    const amount = screen.getByRole('button', { name: '金額' });
    fireEvent.click(amount);
    await waitFor(() =>
      expect(bodiesOf('ConsumerPayments').at(-1)!.variables).toMatchObject({
        filter: { query: 'ORD-1', status: 'CLOSED' },
        sort: { key: 'AMOUNT', direction: 'ASC' },
      }),
    );
    expect(screen.getByRole('columnheader', { name: '金額' }).getAttribute('aria-sort')).toBe('ascending');
    expect(new URLSearchParams(router.state.location.search).get('paymentsSort')).toBe('amount.asc');
    expect(new URLSearchParams(router.state.location.search).get('paymentsStatus')).toBe('CLOSED');
  });

  it('fraud tab: flags, exclusions (or the no-permission text) and the fraud log paged', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/fraud`);
    const flags = tableRows(await screen.findByRole('table', { name: '不正フラグ' }));
    expect(flags.map((r) => r.slice(0, 4))).toEqual([
      ['ffl_1', '2026-01-15 12:04:05', 'なりすまし', 'admin@example.com'],
    ]);
    // Enabled once the fraudManagementPermissions answer is in.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'フラグを解除' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(screen.getByRole('table', { name: '審査除外フラグ' }).textContent).toContain('credit');
    expect(await screen.findByText('fraud log 0')).toBeTruthy();
    expect(screen.queryByText('fraud log 20')).toBeNull();
    expect(screen.getAllByRole('navigation', { name: /不正ログ ページ送り/ })).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'フラグを追加' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    signedInWith([]);
    answerGraphQL(
      pageData({ activeFraudFlagsByConsumerId: [], assessmentExclusionsByConsumerId: undefined }, {}),
      {
        FraudManagementEventLogs: { fraudManagementEventLogs: [] },
      },
    );
    renderAt(`/consumers/${ID}/fraud`);
    expect(await screen.findByText('不正フラグはありません')).toBeTruthy();
    expect(screen.getByText('審査除外の機能を使う権限がありません')).toBeTruthy();
    expect(await screen.findByText('不正ログはありません')).toBeTruthy();
  });

  it('fraud payments: FRAUDULENT or なし, Enter applies the id filter, unmatched ids flagged, paste extracts ids', async () => {
    signedInWith([PERMISSIONS.paymentFraudFlagsRead]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/fraudpayments`);
    // The whole list (paymentsV2) is asked when the tab opens, with its truncation warning.
    expect(await screen.findByText('Amazonの決済は最新の2,000件のみ表示しています。')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '決済の不正状態' });
    await waitFor(() => expect(within(table).getByText('不正利用')).toBeTruthy());
    expect(within(table).getByRole('link', { name: '不正ログ' }).getAttribute('href')).toBe(
      `/payments/${PAY_A}/fraud`,
    );
    expect(within(table).getByText('なし')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '決済に不正フラグを付ける' })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'このページの決済をすべて選択' }));
    expect(
      within(table)
        .getAllByRole('checkbox')
        .every((c) => (c as HTMLInputElement).checked),
    ).toBe(true);

    const input = screen.getByLabelText('決済IDで絞り込み') as HTMLInputElement;
    fireEvent.paste(input, {
      clipboardData: { getData: () => `see ${PAY_A} and pay_CCCCCCCCCCCCCCCC, ${PAY_A}` },
    });
    expect(input.value).toBe(`${PAY_A}, pay_CCCCCCCCCCCCCCCC`);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('この ID の決済はありません: pay_CCCCCCCCCCCCCCCC');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const filtered = screen.getByRole('table', { name: '決済の不正状態' });
    expect(within(filtered).queryByText(PAY_B)).toBeNull();
    expect(within(filtered).getByText(PAY_A)).toBeTruthy();
  });

  it('logs, messages and VAN tabs', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    const router = renderAt(`/consumers/${ID}/logs`);
    expect(await screen.findByText('called the consumer')).toBeTruthy();
    await router.navigate(`/consumers/${ID}/messages`);
    const messages = await findTableWithRows('メッセージ');
    expect(tableRows(messages)).toEqual([['2026-01-15 12:04:05', 'メール', '未送信', '件名']]);
    await router.navigate(`/consumers/${ID}/van`);
    const assign = await screen.findByRole('button', { name: 'VANを割り当てる' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
  });

  it('change history: period inputs, newest first, and the empty and error texts', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/changeHistory`);
    const table = await findTableWithRows('変更履歴');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['変更日時', '変更者', '変更内容']);
    const rows = tableRows(table);
    expect(rows[0][1]).toBe('ops@example.com');
    expect(rows[1][1]).toBe('決済画面'); // the created record's source, checkout, by name
    expect(rows[1][2]).toContain('メールアドレス: taro@example.jp');
    const from = screen.getByLabelText('検索期間の開始日') as HTMLInputElement;
    const to = screen.getByLabelText('検索期間の終了日') as HTMLInputElement;
    expect(from.type).toBe('date');
    expect(Number(to.value.slice(0, 4)) - Number(from.value.slice(0, 4))).toBe(5);
    fireEvent.change(from, { target: { value: '' } });
    expect(from.value).not.toBe('');

    answerGraphQL(pageData(), { ConsumerHistory: { consumerHistory: [] } });
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(await screen.findByText('該当する履歴はありません')).toBeTruthy();
    const last = bodiesOf('ConsumerHistory').at(-1)!;
    expect(last.variables.from).toBe(Date.UTC(2024, 11, 31, 15));

    answerGraphQL(pageData(), { ConsumerHistory: new Error('range too long') });
    fireEvent.change(from, { target: { value: '2024-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(
      await screen.findByText('この検索期間のデータを取得できません。検索期間を狭めて再度お試しください'),
    ).toBeTruthy();
  });

  it('limit and usage tab: limits and running numbers', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/limit_and_usage`);
    expect(await screen.findByText('¥2,500')).toBeTruthy();
    expect(screen.getByText('¥300,000')).toBeTruthy();
  });
});
