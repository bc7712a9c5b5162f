// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/app/api/query-client';
import type { PaymentPageData } from '../../src/app/features/payments/api/payment-page-query';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';
import { paymentJa } from '../../src/i18n/catalogues/payment';
import { startApp, stopApp, signIn, renderRoute, tableRows, type FetchMock } from './support/render-app';

let api: FetchMock;
const AT = Date.UTC(2026, 0, 15, 3, 4, 5);
const ID = 'pay_aaaaaaaaaaaaaaaa';

function pageData(overrides: Partial<NonNullable<PaymentPageData['payment']>> = {}): PaymentPageData {
  return {
    paymentMessages: [
      { subject: '件名だけ', message: null, createdAt: AT, kind: 'email', dispatched: false },
      { subject: null, message: 'ご利用ありがとうございます', createdAt: AT, kind: 'sms', dispatched: true },
    ],
    payment: {
      id: ID,
      basketId: null,
      appleOrderNumber: null,
      description: 'テスト注文',
      consumerId: 'con_aaaaaaaaaaaaaaaa',
      consumerName: '山田 太郎',
      merchantId: 'mer_aaaaaaaaaaaaaaaa',
      merchantName: 'ヨガ教室',
      amount: '12000',
      currency: 'JPY',
      capturedAmount: '5000',
      refundedAmount: '1000',
      captures: [{ id: 'cap_1', createdAt: AT, amount: '5000', currency: 'JPY' }],
      refunds: [
        { id: 'ref_1', captureId: 'cap_1', createdAt: AT, amount: '1000', currency: 'JPY', reason: null },
      ],
      contractData: null,
      buyer: { name1: '山田 太郎', name2: 'ヤマダ タロウ', email: 'taro@example.jp', phone: null },
      consumerData: null,
      order: null,
      status: 'AUTHORIZED',
      tier: 'plus',
      tags: ['tatekae'],
      updatedAt: null,
      createdAt: AT,
      expiresAt: null,
      test: false,
      isSpecifiedContinuousServiceMerchant: null,
      shippingAddress: null,
      billingAddress: null,
      buyerDataJson: null,
      fraudulent: true,
      ...overrides,
    },
    paymentAssessmentReportsByPaymentId: {
      reports: [
        { id: 'asr_1', paymentId: ID, kind: 'fraud', result: 'approved', reason: null, metadataJson: '{}' },
      ],
      error: { kind: 'Timeout', description: 'credit bureau did not answer' },
    },
  };
}

type GqlBody = { operationName: string; variables: Record<string, unknown> };

function answerGraphQL(data: PaymentPageData, activeFlags: unknown[] = [{ id: 'pff_1' }]) {
  api.on('POST /graphql', () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    switch (body.operationName) {
      case 'PaymentPage':
        return { status: 200, body: { data } };
      case 'ActivePaymentFraudFlags':
        return {
          status: 200,
          body: {
            data: {
              activePaymentFraudFlags: {
                paymentId: ID,
                fraudStatus: {
                  excludeFromBill: true,
                  activeFlags: activeFlags.map((_, i) => ({
                    id: `pff_${i}`,
                    flaggedFor: { id: 'r1', description: 'なりすまし' },
                    flaggedBy: 'admin@example.com',
                    flaggedAt: AT,
                    excludeFromBill: true,
                  })),
                },
              },
            },
          },
        };
      case 'PaymentFraudFlagsHistory':
        return {
          status: 200,
          body: {
            data: {
              paymentFraudFlagsHistory: {
                paymentId: ID,
                fraudFlagEvents: Array.from({ length: 25 }, (_, i) => ({
                  id: `ev_${i}`,
                  createdAt: AT,
                  createdBy: 'admin@example.com',
                  message: `event ${i}`,
                })),
              },
            },
          },
        };
      default:
        return { status: 500, body: {} };
    }
  });
}

function signedInWith(permissions: readonly string[]) {
  signIn(api, permissions);
}

function renderAt(path: string) {
  return renderRoute(path);
}

const operations = () => api.callsTo('POST /graphql').map((c) => (c.body as GqlBody).operationName);

beforeEach(() => {
  api = startApp();
});
afterEach(stopApp);

describe('payment page', { timeout: 20_000 }, () => {
  it('header: BIG badge, FRAUDULENT, status tag, refresh note, consumer link, amounts and unconfirmed', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL(pageData());
    renderAt(`/payments/${ID}/auth`);
    expect(await screen.findByText('BIG')).toBeTruthy();
    expect(await screen.findByText(paymentJa['payment.fraudulent'])).toBeTruthy();
    // The badge is BIG alone (the auth tab names the tier below it).
    expect(document.querySelector('.payment-summary__tags')?.textContent).not.toContain('PLUS');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${paymentJa['payment.title']}${ID}`);
    const summary = document.querySelector('.summary-grid') as HTMLElement;
    expect(within(summary).getByRole('link', { name: '山田 太郎' }).getAttribute('href')).toBe(
      '/consumers/con_aaaaaaaaaaaaaaaa/details',
    );
    expect(summary.textContent).toContain('¥12,000');
    expect(summary.textContent).toContain('売上確定額¥5,000');
    expect(summary.textContent).toContain('返金額¥1,000');
    expect(summary.textContent).toContain('未確定額¥7,000');
    expect(within(summary).getByRole('note').textContent).toContain('再読み込み');
    expect(document.querySelector('.status-tag--authorized')).toBeTruthy();
  });

  it('the query is PaymentPage, not cached or persisted; FRAUDULENT shows without the flag permission', async () => {
    signedInWith(['assessment_reports.read']);
    answerGraphQL(
      pageData({ tags: [], tier: 'plus', captures: [], isSpecifiedContinuousServiceMerchant: true }),
    );
    renderAt(`/payments/${ID}/auth`);
    expect((await screen.findAllByText('PLUS')).some((e) => e.closest('.payment-summary__tags'))).toBe(true);
    expect(screen.getByText(paymentJa['payment.uncaptured'])).toBeTruthy();
    expect(screen.getByText('特定継続的役務')).toBeTruthy();
    // The tag follows the payment's own `fraudulent`; the flags (their details) are not asked for.
    expect(screen.getByText(paymentJa['payment.fraudulent'])).toBeTruthy();
    expect(operations()).toEqual(['PaymentPage']);
    const query = queryClient.getQueryCache().findAll({ queryKey: ['payment', ID, 'page'] })[0];
    expect(query.options.gcTime).toBe(0);
    expect(query.meta).toEqual({ persist: false });
  });

  it('tabs are links; assessments needs an assessment_reports permission, Fraud needs payment_fraud_flags.read', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/payments/${ID}/captures`);
    const tabs = await screen.findByRole('navigation', { name: paymentJa['payment.tabsLabel'] });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(
      (['auth', 'captures', 'contract', 'refunds', 'messages'] as const).map(
        (tab) => paymentJa[`payment.tab.${tab}`],
      ),
    );
    const body = api.callsTo('POST /graphql')[0].body as GqlBody;
    expect(body.variables).toEqual({ paymentId: ID, withAssessments: false });
    cleanup();
    signedInWith(ALL_PERMISSIONS);
    renderAt(`/payments/${ID}/captures`);
    const all = await screen.findByRole('navigation', { name: paymentJa['payment.tabsLabel'] });
    expect(
      within(all)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(
      ['auth', 'captures', 'assessments', 'contract', 'refunds', 'messages', 'fraud'].map(
        (t) => `/payments/${ID}/${t}`,
      ),
    );
  });

  it('message log: created, KIND, Sent / NOT SENT (red), message falling back to the subject', async () => {
    signedInWith([]);
    answerGraphQL(pageData());
    renderAt(`/payments/${ID}/messages`);
    const table = await screen.findByRole('table');
    const rows = tableRows(table);
    expect(rows).toEqual([
      ['2026-01-15 12:04:05', 'メール', '未送信', '件名だけ'],
      ['2026-01-15 12:04:05', 'SMS', '送信済み', 'ご利用ありがとうございます'],
    ]);
    expect(within(table).getByText('未送信').className).toContain('danger-text');
  });

  it('assessments: the error and the reports; without permission the tab says Unauthorized', async () => {
    signedInWith(['assessment_reports.write']);
    answerGraphQL(pageData());
    renderAt(`/payments/${ID}/assessments`);
    expect((await screen.findByRole('alert')).textContent).toContain('credit bureau did not answer');
    expect(screen.getByText('asr_1')).toBeTruthy();
    cleanup();
    signedInWith([]);
    renderAt(`/payments/${ID}/assessments`);
    expect(await screen.findByText('権限がありません')).toBeTruthy();
  });

  it('Fraud tab: heading Fraud log, active flags, and the log paged at 20 rows', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL(pageData());
    renderAt(`/payments/${ID}/fraud`);
    expect(await screen.findByRole('heading', { name: paymentJa['payment.fraudLogHeading'] })).toBeTruthy();
    expect(await screen.findByText('なりすまし')).toBeTruthy();
    expect(await screen.findByText('event 0')).toBeTruthy();
    expect(screen.queryByText('event 20')).toBeNull();
    expect(screen.getAllByRole('navigation', { name: /不正ログのページ送り/ })).toHaveLength(2);
  });

  it('Fraud tab with an empty log says no fraud log', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL(pageData(), []);
    const base = api.calls.length;
    api.on('POST /graphql', () => {
      const body = api.calls.at(-1)!.body as GqlBody;
      if (body.operationName === 'PaymentFraudFlagsHistory') {
        return {
          status: 200,
          body: { data: { paymentFraudFlagsHistory: { paymentId: ID, fraudFlagEvents: [] } } },
        };
      }
      if (body.operationName === 'ActivePaymentFraudFlags') {
        return {
          status: 200,
          body: {
            data: {
              activePaymentFraudFlags: {
                paymentId: ID,
                fraudStatus: { excludeFromBill: false, activeFlags: [] },
              },
            },
          },
        };
      }
      return { status: 200, body: { data: pageData({ fraudulent: false }) } };
    });
    renderAt(`/payments/${ID}/fraud`);
    expect(await screen.findByText(paymentJa['payment.noFraudLog'])).toBeTruthy();
    expect(screen.getByText(paymentJa['payment.noActiveFlags'])).toBeTruthy();
    expect(screen.queryByText(paymentJa['payment.fraudulent'])).toBeNull();
    expect(api.calls.length).toBeGreaterThan(base);
  });

  it('an unknown payment id shows the empty box', async () => {
    signedInWith([]);
    answerGraphQL({ ...pageData(), payment: null, paymentMessages: [] });
    const router = renderAt(`/payments/pay_zzzzzzzzzzzzzzzz/auth`);
    expect(await screen.findByText('データがありません')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: paymentJa['payment.tabsLabel'] })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/pay_zzzzzzzzzzzzzzzz/auth'));
  });
});

describe('combini payment page', { timeout: 20_000 }, () => {
  it('shows the fields with N/A for missing values, Yes/No test flag and the provider table', async () => {
    signedInWith([]);
    api.on('POST /graphql', {
      status: 200,
      body: {
        data: {
          combinipayment: {
            id: 'cpm_aaaaaaaaaaaaaaaa',
            status: 'paid',
            orderRef: null,
            amount: '3300',
            settlementFeeAmount: '110',
            merchantName: 'ヨガ教室',
            buyer: { name1: '山田 太郎', name2: 'ヤマダ タロウ', email: null, phone: '819012345678' },
            createdAt: AT,
            updatedAt: null,
            expiresAt: AT,
            test: false,
            provider: {
              providerName: 'ローソン',
              providerRef: 'prv-1',
              consumerCode: null,
              merchantCode: 'M01',
            },
          },
        },
      },
    });
    renderAt('/combini-payments/cpm_aaaaaaaaaaaaaaaa');
    const table = (await screen.findAllByRole('table'))[0];
    const values = Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent]),
    );
    expect(values).toMatchObject({
      ID: 'cpm_aaaaaaaaaaaaaaaa',
      ステータス: '支払済み',
      注文番号: 'N/A',
      金額: '¥3,300',
      決済手数料: '¥110',
      加盟店: 'ヨガ教室',
      購入者氏名: '山田 太郎 (ヤマダ タロウ)',
      メールアドレス: 'N/A',
      電話番号: '090-1234-5678',
      作成日時: '2026-01-15 12:04:05',
      更新日時: 'N/A',
      テスト: 'いいえ',
    });
    const provider = screen.getAllByRole('table')[1];
    expect(
      within(provider)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ローソン', 'prv-1', 'N/A', 'M01']);
  });

  it('an unknown combini payment id shows the empty box', async () => {
    signedInWith([]);
    api.on('POST /graphql', { status: 200, body: { data: { combinipayment: null } } });
    renderAt('/combini-payments/cpm_zzzzzzzzzzzzzzzz');
    expect(await screen.findByText('データがありません')).toBeTruthy();
  });
});
