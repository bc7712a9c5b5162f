// @vitest-environment jsdom
// CSV出力 above the tables that had none, rendered through the real routes from fixtures: the consumer's Logs,
// Messages, credit audit records, PLUS, houkatsu and Fraud payments tabs, the payment's assessments and messages
// tabs, the convenience-store payment page and the approvals policy. Each button names its table's export and is
// enabled or disabled with the reason by the same rule as the server (an any-of list for the assessment reports).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { missingExportPermissions } from '../../src/shared/export-tables';
import { ALL_PERMISSIONS, FRAUD_MANAGEMENT_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { startApp, stopApp, signIn, renderRoute, type FetchMock } from './support/render-app';

import { AT, ID as CONSUMER, PAY_A as PAYMENT, pageData } from './support/consumer-actions-harness';

let api: FetchMock;
const COMBINI = 'cbp_aaaaaaaaaaaaaaaa';

// eKYC approved and houkatsu approved for NLP: the PLUS and houkatsu tabs are shown.
const CONSUMER_PAGE = {
  ...pageData(),
  plusstatus: { ekycStatus: 'approved', houkatsuStatus: 'approved_for_nlp', appleStatus: 'never_started' },
};
const PAYMENT_ROW = CONSUMER_PAGE.consumerPayments.payments[0];

const PAC_RECORD = {
  completedAt: AT,
  contractType: 'plus',
  reason: 'periodic',
  creditLimitPP: '100000',
  creditLimitPPFA: '50000',
};

const ANSWERS: Record<string, unknown> = {
  ConsumerPage: CONSUMER_PAGE,
  AdminLogs: { adminLogs: [{ message: 'called the consumer', creator: 'ops@example.com', createdAt: AT }] },
  ConsumerMessages: {
    consumerMessages: [{ subject: '件名', message: null, createdAt: AT, kind: 'email', dispatched: true }],
  },
  PacAuditRecords: { pacAuditDataDetailed: [PAC_RECORD] },
  PlusTab: {
    plusStatus: CONSUMER_PAGE.plusstatus,
    selfCancellationStatus: {
      featureEnabled: false,
      enabled: false,
      remainingCancellations: null,
      expireAt: null,
    },
    plusApplicationDates: null,
    gpsTokens: [
      {
        token: 'gps_token_1',
        status: 'active',
        createdAt: AT,
        idemiaId: null,
        physicalCardStatus: 'cardSent',
        physicalCardUpdatedAt: AT,
        physicalCardEvents: [{ physicalCardStatus: 'cardSent', physicalCardUpdatedAt: AT }],
      },
    ],
    cardEligibility: { isEligible: true },
    paypalLinks: [
      { status: 'linked', gpsToken: 'gps_token_1', linkEvents: [{ status: 'linked', time: AT }] },
    ],
    pacAuditDataSummary: [PAC_RECORD],
  },
  HoukatsuTab: {
    nlpMigrationStatus: null,
    nlpReport: {
      consumerId: CONSUMER,
      computationCycle: '2026-01',
      nmdLimit: '1',
      nextMonthDue: '1',
      multiplier: '1',
      treLimit: '1',
      tre: '1',
      availableAmount: '1',
      currentMonthlyPower: '1',
      unconfirmedPayments: '1',
      closedBillsAmount: '1',
      changeInMonthlyPower: [
        {
          cycle: '2026-01',
          nextMonthDue: '1000',
          unconfirmedPaymentsAndUnconfirmedFutureExposures: '0',
          predictiveMonthlyPower: '5000',
          remainingBalanceOfAvailableAmount: '4000',
        },
      ],
      syntheticMonthlyPower: { plus: [{ name: 'salary', amount: '300000' }] },
    },
  },
  FraudPayments: {
    paymentsV2: {
      payments: [PAYMENT_ROW],
      metadata: { amazonPaymentsLimitReached: false, paidyPaymentsLimitReached: false },
    },
  },
  ConsumerPaymentsActiveFraudFlags: { consumerPaymentsActiveFraudFlags: [] },
  PaymentPage: {
    paymentMessages: [
      { subject: null, message: 'ご利用ありがとうございます', createdAt: AT, kind: 'sms', dispatched: true },
    ],
    payment: {
      ...PAYMENT_ROW,
      basketId: null,
      appleOrderNumber: null,
      description: null,
      consumerId: CONSUMER,
      currency: 'JPY',
      refunds: [],
      contractData: null,
      buyer: null,
      consumerData: null,
      order: null,
      tier: 'plus',
      updatedAt: null,
      expiresAt: null,
      isSpecifiedContinuousServiceMerchant: null,
      buyerDataJson: null,
      fraudulent: false,
    },
    paymentAssessmentReportsByPaymentId: {
      reports: [
        {
          id: 'asr_1',
          paymentId: PAYMENT,
          kind: 'fraud',
          result: 'approved',
          reason: null,
          metadataJson: '{}',
        },
      ],
      error: null,
    },
  },
  CombiniPaymentPage: {
    combinipayment: {
      id: COMBINI,
      status: 'PAID',
      orderRef: null,
      amount: '3000',
      settlementFeeAmount: '0',
      merchantName: null,
      buyer: null,
      createdAt: AT,
      updatedAt: AT,
      expiresAt: null,
      test: false,
      provider: { providerName: 'ローソン', providerRef: 'r1', consumerCode: null, merchantCode: null },
    },
  },
  ApprovalPolicies: {
    approvalPolicies: [
      {
        key: 'legal_status_batch',
        enabled: true,
        rowThreshold: 100,
        finalStatuses: true,
        updatedAt: AT,
        updatedBy: null,
      },
    ],
  },
};

let held: readonly string[] = [];

function signedInWith(permissions: readonly string[]) {
  held = permissions;
  signIn(api, permissions);
  api.on('POST /graphql', () => {
    const { operationName } = api.calls.at(-1)!.body as { operationName: string };
    if (operationName === 'FraudManagementPermissions')
      return {
        status: 200,
        body: {
          data: {
            fraudManagementPermissions: {
              permissions: FRAUD_MANAGEMENT_PERMISSIONS.filter((p) => held.includes(p)).map((value) => ({
                value,
              })),
            },
          },
        },
      };
    const data = ANSWERS[operationName];
    return data === undefined ? { status: 500, body: {} } : { status: 200, body: { data } };
  });
  api.on('GET /api/exports/preference', { status: 200, body: { encoding: 'utf8-bom' } });
}

/** The CSV出力 buttons once `tableText` (a cell of the table below them) is on screen. */
async function exportButtonsAt(path: string, tableText: string) {
  renderRoute(path, { viewport: { viewportHeight: 2000, itemHeight: 40 } });
  // The first render loads the route's modules: slow on a busy machine.
  await screen.findAllByText(tableText, {}, { timeout: 15_000 });
  return screen.getAllByRole('button', { name: 'CSV出力' });
}

/** The export table each button asks for, read from the POST its click sends. */
async function tablesAskedBy(buttons: HTMLElement[]): Promise<string[]> {
  api.on('POST /api/exports', { status: 200, body: { token: 't', url: '/api/exports/t' } });
  for (const button of buttons) fireEvent.click(button);
  await waitFor(() => expect(api.callsTo('POST /api/exports')).toHaveLength(buttons.length));
  return api.callsTo('POST /api/exports').map((c) => (c.body as { table: string }).table);
}

beforeEach(() => {
  api = startApp();
});
afterEach(stopApp);

describe('CSV出力 above every table of the consumer page', { timeout: 40_000 }, () => {
  it.each([
    ['logs', 'called the consumer', ['consumer_admin_logs']],
    ['messages', '件名', ['consumer_messages']],
    ['pacAuditRecords', '定期審査', ['pac_audit_records']],
    [
      'plus',
      'gps_token_1',
      ['plus_physical_card_events', 'plus_paypal_link_events', 'plus_credit_limit_history'],
    ],
    ['houkatsu', 'salary', ['nlp_monthly_power_changes', 'nlp_synthetic_monthly_power']],
    ['fraudpayments', PAYMENT, ['fraud_payments']],
  ])('the %s tab', async (tab, tableText, tables) => {
    signedInWith(ALL_PERMISSIONS);
    const buttons = await exportButtonsAt(`/consumers/${CONSUMER}/${tab}`, tableText);
    expect(await tablesAskedBy(buttons)).toEqual(tables);
    const scope = (api.callsTo('POST /api/exports')[0].body as { scope: Record<string, unknown> }).scope;
    expect(scope.consumerId).toBe(CONSUMER);
  });

  it("the Fraud payments export carries the tab's applied id filter", async () => {
    signedInWith(ALL_PERMISSIONS);
    await exportButtonsAt(`/consumers/${CONSUMER}/fraudpayments`, PAYMENT);
    const filter = screen.getByLabelText('決済IDで絞り込み');
    fireEvent.change(filter, { target: { value: `${PAYMENT}, pay_BBBBBBBBBBBBBBBB` } });
    fireEvent.keyDown(filter, { key: 'Enter' });
    const [table] = await tablesAskedBy(screen.getAllByRole('button', { name: 'CSV出力' }));
    expect(table).toBe('fraud_payments');
    expect((api.callsTo('POST /api/exports')[0].body as { scope: unknown }).scope).toEqual({
      consumerId: CONSUMER,
      paymentIds: [PAYMENT, 'pay_BBBBBBBBBBBBBBBB'],
    });
  });
});

describe(
  'CSV出力 on the payment, convenience-store payment and approvals policy pages',
  { timeout: 40_000 },
  () => {
    it.each([
      [`/payments/${PAYMENT}/assessments`, 'asr_1', 'payment_assessment_reports'],
      [`/payments/${PAYMENT}/messages`, 'ご利用ありがとうございます', 'payment_messages'],
      [`/combini-payments/${COMBINI}`, 'ローソン', 'combini_payment_provider'],
      ['/approvals/policy', '法的ステータス一括更新', 'approval_policies'],
    ])('%s', async (path, tableText, table) => {
      signedInWith(ALL_PERMISSIONS);
      const buttons = await exportButtonsAt(path, tableText);
      expect(await tablesAskedBy(buttons)).toEqual([table]);
    });

    it('the assessment reports: enabled with only assessment_reports.write, as the server allows', async () => {
      signedInWith([PERMISSIONS.assessmentReportsWrite]);
      const [button] = await exportButtonsAt(`/payments/${PAYMENT}/assessments`, 'asr_1');
      expect((button as HTMLButtonElement).disabled).toBe(false);
    });
  },
);

describe('the permission rule the button and the server share', () => {
  it('names each missing permission, and an any-of list as one alternative', () => {
    expect(missingExportPermissions('fraud_payments', [])).toEqual(['payment_fraud_flags.read']);
    expect(missingExportPermissions('pac_audit_records', [PERMISSIONS.viewPacRecords])).toEqual([
      'can_view_credit_audit_records',
    ]);
    expect(missingExportPermissions('payment_assessment_reports', [PERMISSIONS.fraudFlagsWrite])).toEqual([
      'assessment_reports.read or assessment_reports.write',
    ]);
    for (const one of [PERMISSIONS.assessmentReportsRead, PERMISSIONS.assessmentReportsWrite])
      expect(missingExportPermissions('payment_assessment_reports', [one])).toEqual([]);
    expect(missingExportPermissions('approval_policies', [])).toEqual([]);
  });

  it("with can_view_pac_records alone, the PLUS tab's three exports are all enabled", async () => {
    signedInWith([PERMISSIONS.viewPacRecords]);
    const buttons = await exportButtonsAt(`/consumers/${CONSUMER}/plus`, 'gps_token_1');
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([false, false, false]);
  });
});

describe('CSV出力 refused by the export rate limit', { timeout: 40_000 }, () => {
  it('says in Japanese when to try again, from Retry-After', async () => {
    signedInWith(ALL_PERMISSIONS);
    const [button] = await exportButtonsAt('/approvals/policy', '法的ステータス一括更新');
    api.on('POST /api/exports', {
      status: 429,
      headers: { 'Retry-After': '42' },
      body: { error: 'TooManyRequests', message: 'Too many export requests' },
    });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'CSV出力の回数が上限に達しました。42秒後に再度お試しください。',
    );
  });
});
