// The shared set-up of the consumer page's action tests (consumer-account-actions.test.tsx and
// consumer-tab-actions.test.tsx): the consumer page's data with its payments and contracts, a scripted /graphql
// answered per operation name, the signed-in staff user (whose permissions the fraudManagementPermissions answer is
// made from), a clean app around each test, and the helpers that open an action, wait for a fraud action to be
// enabled, and read what was sent and what was toasted.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { toastStore } from '../../../src/app/ui/toast';
import type { ConsumerPageData } from '../../../src/app/features/consumers/api/consumer-page-query';
import { FRAUD_MANAGEMENT_PERMISSIONS } from '../../../src/shared/permissions';
import { startApp, stopApp, signIn, renderRoute, type FetchMock } from './render-app';

let api: FetchMock;
export const AT = Date.UTC(2026, 0, 15, 3, 4, 5);
export const ID = 'con_aaaaaaaaaaaaaaaa';
export const PAY_A = 'pay_AAAAAAAAAAAAAAAA';
export const PAY_B = 'pay_BBBBBBBBBBBBBBBB';
export const PAY_C = 'amz_CCCCCCCCCCCCCCCC';
export const STAFF = 'admin@example.com';

export type Consumer = NonNullable<ConsumerPageData['consumer']>;

function payment(id: string) {
  return {
    id,
    consumerName: '山田 太郎',
    amount: '12000',
    capturedAmount: '0',
    refundedAmount: '0',
    merchantId: `mer_${id.slice(4)}`,
    merchantName: 'ヨガ教室',
    captures: [],
    status: 'AUTHORIZED',
    tags: [],
    createdAt: AT,
    test: false,
    shippingAddress: null,
    billingAddress: null,
  };
}

export function pageData(consumer: Partial<Consumer> = {}, flags = false): ConsumerPageData {
  return {
    consumer: {
      id: ID,
      status: 'Enabled',
      dateOfBirth: '1990-04-01',
      kanaName: 'ヤマダ タロウ',
      kanjiName: '山田 太郎',
      email: 'taro@example.jp',
      phone: '819012345678',
      createdAt: AT,
      address: null,
      closedAt: null,
      closedBy: null,
      linkToMixPanel: null,
      legalStatus: 'Normal',
      ...consumer,
    } as Consumer,
    plusConsumerData: null,
    plusstatus: {
      ekycStatus: 'never_applied',
      houkatsuStatus: 'never_started',
      appleStatus: 'never_started',
    },
    consumerPayments: {
      payments: [payment(PAY_A), payment(PAY_B), payment(PAY_C)],
      endCursor: null,
      hasMore: false,
      totalCount: 3,
    },
    activeFraudFlagsByConsumerId: flags
      ? [
          {
            id: 'ffl_1',
            consumerId: ID,
            flaggedFor: { id: 'r1', reason: 'なりすまし' },
            flaggedBy: STAFF,
            flaggedAt: AT,
          },
        ]
      : [],
    assessmentExclusionsByConsumerId: [],
  } as ConsumerPageData;
}

export function contract(id: string, status: string) {
  return {
    id,
    dateConverted: AT,
    paymentId: PAY_A,
    merchantName: 'ヨガ教室',
    status,
    totalCaptureAmount: '30000',
    outstandingAmount: '20000',
    refundAmount: '0',
  };
}

type GqlBody = { operationName: string; query: string; variables: Record<string, unknown> };
type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

/** Scripted /graphql: `data` per operation name (a function gets the variables), an Error as a GraphQL error. */
export function answerGraphQL(overrides: Record<string, Answer> = {}) {
  const answers: Record<string, Answer> = {
    ConsumerPage: pageData(),
    FraudManagementPermissions: () => ({
      fraudManagementPermissions: {
        permissions: FRAUD_MANAGEMENT_PERMISSIONS.filter((p) => signedInPermissions.includes(p)).map(
          (value) => ({ value }),
        ),
      },
    }),
    FraudPayments: {
      paymentsV2: {
        payments: pageData().consumerPayments.payments,
        metadata: { amazonPaymentsLimitReached: false, paidyPaymentsLimitReached: false },
      },
    },
    FraudManagementEventLogs: { fraudManagementEventLogs: [] },
    ConsumerPaymentsActiveFraudFlags: {
      consumerPaymentsActiveFraudFlags: [
        { paymentId: PAY_A, excludeFromBill: false, activeFraudFlagIds: ['pff_1', 'pff_2'] },
        { paymentId: PAY_B, excludeFromBill: false, activeFraudFlagIds: [] },
        { paymentId: PAY_C, excludeFromBill: false, activeFraudFlagIds: [] },
      ],
    },
    AdminLogs: { adminLogs: [] },
    Contracts: { contractsByConsumerId: { threePay: [], sixPay: [], twelvePay: [], apple: [] } },
    FlaggingReasons: {
      flaggingReasons: [
        { id: 'fr_1', reason: 'なりすまし' },
        { id: 'fr_2', reason: '不正利用' },
      ],
    },
    PaymentFraudFlaggingReasons: {
      paymentFraudFlaggingReasons: [{ id: 'pr_1', description: 'チャージバック' }],
    },
    PaymentFraudUnflaggingReasons: { paymentFraudUnflaggingReasons: [{ id: 'ur_1', description: '誤検知' }] },
    ExcludableAssessments: { excludableAssessmentsByConsumerId: ['credit', 'plus'] },
    ...overrides,
  };
  api.on('POST /graphql', async () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    let answer = answers[body.operationName];
    if (typeof answer === 'function') answer = await (answer as (v: unknown) => unknown)(body.variables);
    if (answer instanceof Error) {
      return {
        status: 200,
        body: { data: null, errors: [{ message: answer.message, extensions: { code: 'BAD_USER_INPUT' } }] },
      };
    }
    if (answer && typeof answer === 'object' && 'heldBy' in answer) {
      const approvalRequestId = (answer as { heldBy: string }).heldBy;
      return {
        status: 200,
        body: {
          data: null,
          errors: [{ message: '承認待ち', extensions: { code: 'APPROVAL_REQUIRED', approvalRequestId } }],
        },
      };
    }
    // A scripted refusal with its own GraphQL errors (STALE_CASE with its extensions).
    if (answer && typeof answer === 'object' && 'graphQLErrors' in answer)
      return {
        status: 200,
        body: { data: null, errors: (answer as { graphQLErrors: unknown[] }).graphQLErrors },
      };
    if (answer && typeof answer === 'object' && 'status' in answer && 'httpError' in answer)
      return { status: (answer as { status: number }).status, body: {} };
    return answer === undefined ? { status: 500, body: {} } : { status: 200, body: { data: answer } };
  });
}

/** A server failure (HTTP 500) for an operation. */
export const httpFailure = { status: 500, httpError: true };

/** What the signed-in staff user holds: the fraudManagementPermissions answer is made from it. */
let signedInPermissions: readonly string[] = [];

export function signedInWith(permissions: readonly string[]) {
  signedInPermissions = permissions;
  signIn(api, permissions, STAFF);
}

export function renderAt(path: string) {
  return renderRoute(path, { viewport: { viewportHeight: 2000, itemHeight: 40 } });
}

/** A fraud action's button once the fraudManagementPermissions answer has enabled it. */
export async function enabledButton(name: string): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
}

export const bodiesOf = (operation: string) =>
  api
    .callsTo('POST /graphql')
    .filter((c) => (c.body as GqlBody).operationName === operation)
    .map((c) => ({ ...(c.body as GqlBody), headers: c.headers }));

export const toastTexts = () => toastStore.getToasts().map((t) => `${t.kind}: ${t.message}`);

export async function actions() {
  return screen.findByRole('group', { name: 'アカウント操作' });
}

export async function openAction(name: string) {
  fireEvent.click(within(await actions()).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** Registers the clean start and the clean-up around each test of the file that calls it (once, at its top). */
export function startCleanAppForEachTest() {
  beforeEach(() => {
    api = startApp();
    toastStore.clear();
  });
  afterEach(() => {
    stopApp();
    vi.restoreAllMocks();
    // The offline test's event (consumer-account-actions.test.tsx) also told the query client; back online for the
    // next test.
    onlineManager.setOnline(true);
  });
}
