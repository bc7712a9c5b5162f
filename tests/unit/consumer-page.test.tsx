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
    expect(screen.getByText('Fraud flag')).toBeTruthy();
    expect(screen.getByText('Assessment exclusion')).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Account actions' });
    const buttons = within(actions).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Close account',
      'Disable account',
      'Change status',
      'Change e-mail',
      'Change phone',
      // The one action menu (issue 20): the account page's actions too.
      'Create admin log',
      'SMSを送る',
      'Impersonate',
    ]);
    // Every permission held, an Enabled consumer: every action can run.
    for (const b of buttons) {
      expect((b as HTMLButtonElement).disabled).toBe(false);
      expect(b.parentElement!.getAttribute('data-reason')).toBeNull();
    }
    expect(within(actions).getByRole('link').getAttribute('href')).toBe(`/accounts/${ID}`);
    const info = document.querySelector('.consumer-info') as HTMLElement;
    expect(info.textContent).toContain('no kana name');
    expect(info.textContent).toContain('Empty');
    expect(info.textContent).toContain('The analytics link could not be generated');
    expect(within(info).getByText('PLUS EKYC')).toBeTruthy();
    expect(within(info).getByText('NLP')).toBeTruthy();
    expect(within(info).queryByText('PLUS包括')).toBeNull();
    expect(within(info).getByText('破産手続開始').className).toContain('legal-status-tag--irregular');
    expect(info.querySelector('.status-tag--enabled')).toBeTruthy();
    expect(info.textContent).not.toContain('Closed by');
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
    const actions = await screen.findByRole('group', { name: 'Account actions' });
    expect(within(actions).queryByRole('button', { name: 'Disable account' })).toBeNull();
    expect(within(actions).getByRole('button', { name: 'Close account' }).className).toContain('is-dimmed');
    const info = document.querySelector('.consumer-info') as HTMLElement;
    expect(info.textContent).toContain('Closed by');
    expect(info.textContent).toContain('ops@example.com');
    expect(within(info).getByText('通常').className).not.toContain('irregular');
    expect(within(info).getByRole('link', { name: 'Analytics (Mixpanel)' }).getAttribute('href')).toBe(
      'https://analytics.example/u/1',
    );
    expect(screen.queryByText('Fraud flag')).toBeNull();
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
    const nav = await screen.findByRole('navigation', { name: 'Consumer' });
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
    const all = await screen.findByRole('navigation', { name: 'Consumer' });
    expect(within(all).getAllByRole('link')).toHaveLength(13);
  });

  it('a missing consumer shows the empty box', async () => {
    signedInWith([]);
    api.on('POST /graphql', { status: 200, body: { data: { ...pageData(), consumer: null } } });
    renderAt(`/consumers/${ID}/details`);
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Consumer' })).toBeNull();
  });

  it('the tab shows under the header once the page’s data is in, the loading line until then (nothing moves)', async () => {
    signedInWith([]);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answerGraphQL(pageData(), { ConsumerPage: () => answered.then(() => pageData()) });
    renderAt(`/consumers/${ID}/details`);
    expect((await screen.findByText('読み込み中…')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('region', { name: 'Details' })).toBeNull();
    answer();
    const panel = await screen.findByRole('region', { name: 'Details' });
    expect(panel.textContent).toContain('taro@example.jp');
    expect(screen.getByRole('group', { name: 'Account actions' })).toBeTruthy();
    expect(screen.queryByText('読み込み中…')).toBeNull();
  });

  it('details tab: names, birth date, contact and address, and the account link', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/details`);
    expect(await screen.findByText('150-0001 東京都 渋谷区 神宮前1-2-3 ハイツ101')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Details' });
    expect(panel.textContent).toContain('150-0001 東京都 渋谷区 神宮前1-2-3 ハイツ101');
    expect(panel.textContent).toContain('taro@example.jp');
    expect(within(panel).getByRole('link').getAttribute('href')).toBe(`/accounts/${ID}`);
  });

  it('payments tab: the first page from the page query, the spec columns through the virtual table', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/payments`);
    const table = await findTableWithRows('Payments');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Name', 'Address', 'Amount', 'Merchant', 'Created ▼', 'Status', 'Captured', 'Refunded']);
    // Nothing is paged: the whole list came as one page with the consumer (no truncation, so no warning).
    expect(bodiesOf('ConsumerPayments')).toHaveLength(0);
    expect(screen.queryByText('Only the latest 2,000 Amazon payments are shown.')).toBeNull();
    expect(screen.getByText('2 件')).toBeTruthy();
    expect(tableRows(table)[1]).toEqual([
      `${PAY_B} `,
      '山田 太郎',
      '150-0001 東京都 渋谷区 神宮前1-2-3',
      '¥12,000',
      'ヨガ教室',
      '2026-01-15 12:04:05',
      'CLOSED',
      'uncaptured',
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
    const box = await screen.findByRole('searchbox', { name: 'Payments 絞り込み' });
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

    fireEvent.change(screen.getByRole('combobox', { name: 'Payments ステータス' }), {
      target: { value: 'CLOSED' },
    });
    const amount = screen.getByRole('button', { name: 'Amount' });
    fireEvent.click(amount);
    await waitFor(() =>
      expect(bodiesOf('ConsumerPayments').at(-1)!.variables).toMatchObject({
        filter: { query: 'ORD-1', status: 'CLOSED' },
        sort: { key: 'AMOUNT', direction: 'ASC' },
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('ascending');
    expect(new URLSearchParams(router.state.location.search).get('paymentsSort')).toBe('amount.asc');
    expect(new URLSearchParams(router.state.location.search).get('paymentsStatus')).toBe('CLOSED');
  });

  it('fraud tab: flags, exclusions (or the no-permission text) and the fraud log paged', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/fraud`);
    const flags = tableRows(await screen.findByRole('table', { name: 'Fraud flags' }));
    expect(flags.map((r) => r.slice(0, 4))).toEqual([
      ['ffl_1', '2026-01-15 12:04:05', 'なりすまし', 'admin@example.com'],
    ]);
    // Enabled once the fraudManagementPermissions answer is in.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Unflag' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByRole('table', { name: 'Assessment exclusion flags' }).textContent).toContain('credit');
    expect(await screen.findByText('fraud log 0')).toBeTruthy();
    expect(screen.queryByText('fraud log 20')).toBeNull();
    expect(screen.getAllByRole('navigation', { name: /Fraud logs ページ送り/ })).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Add flag' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    signedInWith([]);
    answerGraphQL(
      pageData({ activeFraudFlagsByConsumerId: [], assessmentExclusionsByConsumerId: undefined }, {}),
      {
        FraudManagementEventLogs: { fraudManagementEventLogs: [] },
      },
    );
    renderAt(`/consumers/${ID}/fraud`);
    expect(await screen.findByText('no fraud flags')).toBeTruthy();
    expect(screen.getByText('no permission to access the assessment exclusion feature')).toBeTruthy();
    expect(await screen.findByText('no fraud logs')).toBeTruthy();
  });

  it('fraud payments: FRAUDULENT or なし, Enter applies the id filter, unmatched ids flagged, paste extracts ids', async () => {
    signedInWith([PERMISSIONS.paymentFraudFlagsRead]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/fraudpayments`);
    // The whole list (paymentsV2) is asked when the tab opens, with its truncation warning.
    expect(await screen.findByText('Only the latest 2,000 Amazon payments are shown.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Fraud payments' });
    await waitFor(() => expect(within(table).getByText('FRAUDULENT')).toBeTruthy());
    expect(within(table).getByRole('link', { name: 'Fraud log' }).getAttribute('href')).toBe(
      `/payments/${PAY_A}/fraud`,
    );
    expect(within(table).getByText('なし')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag payments' })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all payments on this page' }));
    expect(
      within(table)
        .getAllByRole('checkbox')
        .every((c) => (c as HTMLInputElement).checked),
    ).toBe(true);

    const input = screen.getByLabelText('Payment ID filter') as HTMLInputElement;
    fireEvent.paste(input, {
      clipboardData: { getData: () => `see ${PAY_A} and pay_CCCCCCCCCCCCCCCC, ${PAY_A}` },
    });
    expect(input.value).toBe(`${PAY_A}, pay_CCCCCCCCCCCCCCCC`);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('No payment with these ids: pay_CCCCCCCCCCCCCCCC');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const filtered = screen.getByRole('table', { name: 'Fraud payments' });
    expect(within(filtered).queryByText(PAY_B)).toBeNull();
    expect(within(filtered).getByText(PAY_A)).toBeTruthy();
  });

  it('logs, messages and VAN tabs', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    const router = renderAt(`/consumers/${ID}/logs`);
    expect(await screen.findByText('called the consumer')).toBeTruthy();
    await router.navigate(`/consumers/${ID}/messages`);
    const messages = await findTableWithRows('Messages');
    expect(tableRows(messages)).toEqual([['2026-01-15 12:04:05', 'EMAIL', 'NOT SENT', '件名']]);
    await router.navigate(`/consumers/${ID}/van`);
    const assign = await screen.findByRole('button', { name: 'assign VAN' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
  });

  it('change history: period inputs, newest first, and the empty and error texts', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/consumers/${ID}/changeHistory`);
    const table = await findTableWithRows('Change history');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['change date', 'changed by', 'change content']);
    const rows = tableRows(table);
    expect(rows[0][1]).toBe('ops@example.com');
    expect(rows[1][1]).toBe('checkout');
    expect(rows[1][2]).toContain('e-mail: taro@example.jp');
    const from = screen.getByLabelText('search period from') as HTMLInputElement;
    const to = screen.getByLabelText('search period to') as HTMLInputElement;
    expect(from.type).toBe('date');
    expect(Number(to.value.slice(0, 4)) - Number(from.value.slice(0, 4))).toBe(5);
    fireEvent.change(from, { target: { value: '' } });
    expect(from.value).not.toBe('');

    answerGraphQL(pageData(), { ConsumerHistory: { consumerHistory: [] } });
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(await screen.findByText('no matching search results')).toBeTruthy();
    const last = bodiesOf('ConsumerHistory').at(-1)!;
    expect(last.variables.from).toBe(Date.UTC(2024, 11, 31, 15));

    answerGraphQL(pageData(), { ConsumerHistory: new Error('range too long') });
    fireEvent.change(from, { target: { value: '2024-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(
      await screen.findByText(
        'data for the search period cannot be retrieved; narrow the search period and try again',
      ),
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
