// @vitest-environment jsdom
// The consumer page's actions (document 2 §2, §4, §5, §6, §8) through the real routes, against a scripted
// /graphql: each dialog's states and its message per result value, the reasons an action is disabled (a missing
// permission, a closed account, a terminal legal status, offline), the payment-flag enable rules, the admin log's
// escaped line breaks, and the refresh after a success (the page refetched and recorded as the recent copy).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from '../../src/app/api/query-client';
import { toastStore } from '../../src/app/ui/toast';
import { readRecentLookup } from '../../src/db/recent-lookup-read';
import type { ConsumerPageData } from '../../src/app/features/consumers/api/consumer-page-query';
import { ALL_PERMISSIONS, FRAUD_MANAGEMENT_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { startApp, stopApp, signIn, renderRoute, type FetchMock } from './support/render-app';

let api: FetchMock;
const AT = Date.UTC(2026, 0, 15, 3, 4, 5);
const ID = 'con_aaaaaaaaaaaaaaaa';
const PAY_A = 'pay_AAAAAAAAAAAAAAAA';
const PAY_B = 'pay_BBBBBBBBBBBBBBBB';
const PAY_C = 'amz_CCCCCCCCCCCCCCCC';
const STAFF = 'admin@example.com';

type Consumer = NonNullable<ConsumerPageData['consumer']>;

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

function pageData(consumer: Partial<Consumer> = {}, flags = false): ConsumerPageData {
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

type GqlBody = { operationName: string; query: string; variables: Record<string, unknown> };
type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

/** Scripted /graphql: `data` per operation name (a function gets the variables), an Error as a GraphQL error. */
function answerGraphQL(overrides: Record<string, Answer> = {}) {
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
    if (answer && typeof answer === 'object' && 'status' in answer && 'httpError' in answer)
      return { status: (answer as { status: number }).status, body: {} };
    return answer === undefined ? { status: 500, body: {} } : { status: 200, body: { data: answer } };
  });
}

/** A server failure (HTTP 500) for an operation. */
const httpFailure = { status: 500, httpError: true };

/** What the signed-in staff user holds: the fraudManagementPermissions answer is made from it. */
let signedInPermissions: readonly string[] = [];

function signedInWith(permissions: readonly string[]) {
  signedInPermissions = permissions;
  signIn(api, permissions, STAFF);
}

function renderAt(path: string) {
  return renderRoute(path, { viewport: { viewportHeight: 2000, itemHeight: 40 } });
}

/** A fraud action's button once the fraudManagementPermissions answer has enabled it. */
async function enabledButton(name: string): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
}

const bodiesOf = (operation: string) =>
  api
    .callsTo('POST /graphql')
    .filter((c) => (c.body as GqlBody).operationName === operation)
    .map((c) => ({ ...(c.body as GqlBody), headers: c.headers }));

const toastTexts = () => toastStore.getToasts().map((t) => `${t.kind}: ${t.message}`);

async function actions() {
  return screen.findByRole('group', { name: 'Account actions' });
}

async function openAction(name: string) {
  fireEvent.click(within(await actions()).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

beforeEach(() => {
  api = startApp();
  toastStore.clear();
});
afterEach(() => {
  stopApp();
  vi.restoreAllMocks();
  // The offline test's event also told the query client; back online for the next test.
  onlineManager.setOnline(true);
});

describe('close account', { timeout: 20_000 }, () => {
  it.each([
    ['ErrorUncapturedPayments', 'there are uncaptured payments'],
    ['ErrorBalanceNotSettled', 'there are unpaid bills'],
    ['ErrorActiveContracts', 'there are unfinished installments'],
    ['ErrorBalanceFutureChargesExist', 'there are uncharged future charges'],
  ])('%s: the dialog stays open and says %s', async (result, message) => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ CloseConsumer: { closeConsumer: result } });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Close account');
    expect(within(dialog).getByRole('heading').textContent).toBe('Close account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(toastTexts()).toEqual([]);
    const [sent] = bodiesOf('CloseConsumer');
    expect(sent.variables).toEqual({ id: ID });
    expect(sent.query).toContain('reason: ""');
    expect(sent.query).toContain('test: false');
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('Success: processing, then closed, toast, the page refetched and recorded as the recent copy', async () => {
    signedInWith(ALL_PERMISSIONS);
    const answer = deferred<unknown>();
    let closed = false;
    answerGraphQL({
      CloseConsumer: () => answer.promise,
      ConsumerPage: () =>
        closed ? pageData({ status: 'Closed', closedAt: AT, closedBy: STAFF }) : pageData(),
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Close account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await within(dialog).findByText('processing')).toBeTruthy();
    closed = true;
    await act(async () => answer.resolve({ closeConsumer: 'Success' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastTexts()).toContain('success: account closed successfully');
    const info = document.querySelector('.consumer-info') as HTMLElement;
    await waitFor(() => expect(info.textContent).toContain('Closed by'));
    const close = within(await actions()).getByRole('button', { name: 'Close account' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect(close.className).toContain('is-dimmed');
    expect(close.parentElement!.getAttribute('data-reason')).toBe('The account is closed');
    expect(bodiesOf('ConsumerPage').length).toBeGreaterThanOrEqual(2);
    await waitFor(async () => {
      const recent = await readRecentLookup(STAFF, 'consumer', ID);
      expect((recent?.snapshot as ConsumerPageData | undefined)?.consumer?.status).toBe('Closed');
    });
  });

  it('a transport failure: an error occurred with the error, the failure toast, the dialog open', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ CloseConsumer: httpFailure });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Close account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close account' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('an error occurred');
    expect(alert.textContent).toContain('サーバーでエラーが発生しました（HTTP 500）。再試行してください。');
    expect(toastTexts()).toEqual(['error: failed to close the account']);
  });
});

describe('disabled with the reason', { timeout: 20_000 }, () => {
  const reasonOf = (button: HTMLElement) => button.parentElement!.getAttribute('data-reason');

  it('support (consumers.write only): close and the fraud actions disabled with the missing permission', async () => {
    signedInWith([PERMISSIONS.consumersWrite, PERMISSIONS.assessmentExclusionsRead]);
    answerGraphQL({ ConsumerPage: pageData({}, true) });
    const router = renderAt(`/consumers/${ID}/fraud`);
    const group = await actions();
    const close = within(group).getByRole('button', { name: 'Close account' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect(reasonOf(close)).toBe('権限がありません: consumers.close');
    expect(close.getAttribute('aria-describedby')).toBeTruthy();
    for (const name of ['Disable account', 'Change status', 'Change e-mail', 'Change phone']) {
      expect((within(group).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    }
    for (const name of ['Add flag', 'Unflag', 'Create log']) {
      const button = await screen.findByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(reasonOf(button)).toBe('権限がありません: fraud_flags.write');
    }
    const add = screen.getByRole('button', { name: 'Add' });
    expect(reasonOf(add)).toBe('権限がありません: assessment_exclusions.write');

    // The Logs tab's admin log needs consumers.write only, which support holds.
    await router.navigate(`/consumers/${ID}/logs`);
    await screen.findByRole('region', { name: 'Logs' });
    expect(screen.getByRole('button', { name: 'Create log' }).hasAttribute('disabled')).toBe(false);
  });

  it('no permission at all: every account action and the log say consumers.write', async () => {
    signedInWith([]);
    answerGraphQL({
      Contracts: {
        contractsByConsumerId: {
          threePay: [contract('isp_AAAAAAAAAAAAAAAA', 'active')],
          sixPay: [],
          twelvePay: [],
          apple: [],
        },
      },
    });
    const router = renderAt(`/consumers/${ID}/details`);
    const group = await actions();
    for (const name of ['Disable account', 'Change status', 'Change e-mail', 'Change phone']) {
      expect(reasonOf(within(group).getByRole('button', { name }))).toBe('権限がありません: consumers.write');
    }
    await router.navigate(`/consumers/${ID}/logs`);
    expect(reasonOf(await screen.findByRole('button', { name: 'Create log' }))).toBe(
      '権限がありません: consumers.write',
    );
    await router.navigate(`/consumers/${ID}/payments`);
    const revert = await screen.findByRole('button', { name: /Revert to lump sum/ });
    expect(reasonOf(revert)).toBe('権限がありません: contracts.write');
  });

  it('offline: every action disabled with the offline reason', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL();
    renderAt(`/consumers/${ID}/details`);
    const group = await actions();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    for (const button of within(group).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(reasonOf(button)).toMatch(/オフラインのため操作できません/);
    }
  });
});

function contract(id: string, status: string) {
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

describe('disable and legal status', { timeout: 20_000 }, () => {
  it('disable: shown only while Enabled, confirms, sends the notice, toasts', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ DisableConsumer: { disableConsumer: { id: ID, status: 'Disabled' } } });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Disable account');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('DisableConsumer')[0].query).toContain('displayDisableNoticeToConsumer: true');
    expect(toastTexts()).toContain('success: The account has been disabled');
    cleanup();
    queryClient.clear();
    answerGraphQL({ ConsumerPage: pageData({ status: 'Disabled' }) });
    renderAt(`/consumers/${ID}/details`);
    await waitFor(() => expect(document.querySelector('.consumer-info .status-tag--disabled')).toBeTruthy());
    expect(within(await actions()).queryByRole('button', { name: 'Disable account' })).toBeNull();
  });

  it('change status: every value offered; a note-carrying one warns it disables the account; sent and toasted', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      UpdateConsumerLegalStatus: {
        updateConsumerLegalStatus: { id: ID, status: 'Disabled', legalStatus: 'BankruptcyStart' },
      },
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Change status');
    const select = within(dialog).getByLabelText('Legal status') as HTMLSelectElement;
    expect(select.options).toHaveLength(11);
    expect([...select.options].every((o) => !o.disabled)).toBe(true);
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'CollectionPending' } });
    expect(within(dialog).queryByText(/also disables the account/)).toBeNull();
    fireEvent.change(select, { target: { value: 'BankruptcyStart' } });
    expect(within(dialog).getByText(/also disables the account/)).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UpdateConsumerLegalStatus')[0].variables).toEqual({
      id: ID,
      legalStatus: 'BankruptcyStart',
    });
    expect(toastTexts()).toContain('success: The legal status has been updated');
  });

  it('change status to Dead held for a second person: 承認待ち with the link, no success, the banner appears', async () => {
    signedInWith(ALL_PERMISSIONS);
    let asked = false;
    answerGraphQL({
      UpdateConsumerLegalStatus: () => {
        asked = true;
        return { heldBy: 'apr_dead' };
      },
      ConsumerPendingApprovals: () => ({
        pendingApprovals: asked
          ? [
              {
                id: 'apr_dead',
                operation: 'updateConsumerLegalStatus',
                createdAt: AT,
                maker: { email: STAFF },
              },
            ]
          : [],
      }),
      PendingApprovalCount: { pendingApprovalCount: 0 },
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Change status');
    fireEvent.change(within(dialog).getByLabelText('Legal status'), { target: { value: 'Dead' } });
    // A final status is confirmed first (issue 20; tests/unit/irreversible-confirmations.test.tsx).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const notice = await within(dialog).findByTestId('approval-pending');
    expect(notice.textContent).toContain('承認待ち');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/approvals/apr_dead');
    // Nothing to submit again; the dialog closes with 閉じる.
    expect(within(dialog).queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: '閉じる' }).length).toBeGreaterThan(0);
    expect(toastTexts().filter((t) => t.startsWith('success'))).toEqual([]);
    expect(toastTexts().filter((t) => t.startsWith('error'))).toEqual([]);
    const banner = await screen.findByTestId('pending-approval-banner');
    expect(within(banner).getByRole('link', { name: '法的ステータス変更' }).getAttribute('href')).toBe(
      '/approvals/apr_dead',
    );
  });

  it.each(['Dead', 'BankruptcyConfirmed'])(
    'change status from %s: every option and the submit disabled',
    async (status) => {
      signedInWith(ALL_PERMISSIONS);
      answerGraphQL({ ConsumerPage: pageData({ legalStatus: status as Consumer['legalStatus'] }) });
      renderAt(`/consumers/${ID}/details`);
      const dialog = await openAction('Change status');
      const select = within(dialog).getByLabelText('Legal status') as HTMLSelectElement;
      expect([...select.options].every((o) => o.disabled)).toBe(true);
      expect(select.disabled).toBe(true);
      expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      expect(within(dialog).getByText(/final/)).toBeTruthy();
    },
  );
});

describe('e-mail and phone', { timeout: 20_000 }, () => {
  it('e-mail: required field, then each refusal in the dialog, then Success shows the new value in the header', async () => {
    signedInWith(ALL_PERMISSIONS);
    const results = ['InvalidEmailAddress', 'EmailExists', 'Success'];
    // The page's refetch after the change answers only when the test says so.
    const stored = deferred<unknown>();
    let changed = false;
    answerGraphQL({
      UpdateConsumerEmail: () => {
        const result = results.shift();
        changed = result === 'Success';
        return { updateConsumerEmail: result };
      },
      ConsumerPage: () => (changed ? stored.promise : pageData()),
    });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Change e-mail');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(within(dialog).getByText('required field')).toBeTruthy();
    expect(bodiesOf('UpdateConsumerEmail')).toHaveLength(0);
    const input = within(dialog).getByLabelText('New e-mail');
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('invalid e-mail address');
    fireEvent.change(input, { target: { value: 'hanako@example.jp' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('e-mail already registered'),
    );
    fireEvent.change(input, { target: { value: ' new@example.jp ' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UpdateConsumerEmail').at(-1)!.variables).toEqual({ id: ID, email: 'new@example.jp' });
    // Shown at once, before the refetch answers (document 2 §2: overridden locally after edits).
    expect((document.querySelector('.consumer-info') as HTMLElement).textContent).toContain('new@example.jp');
    expect(toastTexts()).toContain('success: The e-mail has been updated');
    await act(async () => stored.resolve(pageData({ email: 'new@example.jp' })));
    expect((document.querySelector('.consumer-info') as HTMLElement).textContent).toContain('new@example.jp');
  });

  it('phone: each refusal, and a failure toasts mobile number is incorrect', async () => {
    signedInWith(ALL_PERMISSIONS);
    const results: unknown[] = [
      { updateConsumerPhone: 'InvalidPhoneNumber' },
      { updateConsumerPhone: 'PhoneExists' },
      httpFailure,
    ];
    answerGraphQL({ UpdateConsumerPhone: () => results.shift() });
    renderAt(`/consumers/${ID}/details`);
    const dialog = await openAction('Change phone');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(within(dialog).getByText('required field')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New mobile phone number'), {
      target: { value: '090-1111-2222' },
    });
    fireEvent.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('invalid mobile phone number');
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('already registered'));
    fireEvent.click(save);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('an error occurred'));
    expect(toastTexts()).toContain('error: mobile number is incorrect');
  });
});

describe('logs and contracts', { timeout: 20_000 }, () => {
  it('admin log: required 必須項目です; line breaks sent as backslash n; new log added and the list refetched', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      CreateAdminLogV2: { createAdminLogV2: { message: 'a\nb', creator: STAFF, createdAt: AT } },
    });
    renderAt(`/consumers/${ID}/logs`);
    fireEvent.click(await screen.findByRole('button', { name: 'Create log' }));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    expect(within(dialog).getByText('必須項目です')).toBeTruthy();
    const box = within(dialog).getByLabelText('Message') as HTMLTextAreaElement;
    expect(box.placeholder).toBe('改行なしで入力してください');
    fireEvent.change(box, { target: { value: '電話あり\n折り返し予定' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateAdminLogV2')[0].variables).toEqual({
      consumerId: ID,
      message: '電話あり\\n折り返し予定',
    });
    expect(toastTexts()).toContain('success: new log added');
    // The refetch goes out after the success has rendered; a loaded 2-core machine (CI) has been seen to need more
    // than the default 5 s for it.
    await waitFor(() => expect(bodiesOf('AdminLogs').length).toBeGreaterThanOrEqual(2), {
      timeout: 15_000,
    });
  });

  it('admin log failure: Failed to create log.', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ CreateAdminLogV2: new Error('message too long') });
    renderAt(`/consumers/${ID}/logs`);
    fireEvent.click(await screen.findByRole('button', { name: 'Create log' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('message too long');
    expect(toastTexts()).toEqual(['error: Failed to create log.']);
  });

  it('revert to lump sum: only active contracts offer it; on success the row shows canceled and ¥0', async () => {
    signedInWith(ALL_PERMISSIONS);
    let reverted = false;
    const contracts = {
      contractsByConsumerId: {
        threePay: [contract('isp_AAAAAAAAAAAAAAAA', 'active'), contract('isp_BBBBBBBBBBBBBBBB', 'completed')],
        sixPay: [],
        twelvePay: [],
        apple: [],
      },
    };
    answerGraphQL({
      // The refetch after the change does not answer: what the row shows comes from the change itself.
      Contracts: () => (reverted ? new Promise(() => {}) : contracts),
      CancelContract: () => {
        reverted = true;
        return { cancelContract: 'Success' };
      },
    });
    renderAt(`/consumers/${ID}/payments`);
    const table = await screen.findByRole('table', { name: 'Contracts' });
    const buttons = await within(table).findAllByRole('button', { name: /Revert to lump sum/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CancelContract')[0].variables).toEqual({ installmentPlanId: 'isp_AAAAAAAAAAAAAAAA' });
    const row = within(screen.getByRole('table', { name: 'Contracts' })).getAllByRole('row')[1];
    await waitFor(() => expect(row.textContent).toContain('canceled'));
    expect(row.querySelector('.data-table__outstanding')!.textContent).toBe('¥0');
  });
});

describe('fraud tab', { timeout: 20_000 }, () => {
  it('a fraud flag in two steps: Next needs a reason; confirm flags and refreshes the consumer', async () => {
    signedInWith(ALL_PERMISSIONS);
    let flagged = false;
    answerGraphQL({
      ConsumerPage: () => (flagged ? pageData({ status: 'Disabled' }, true) : pageData()),
      CreateFraudFlagV2: () => {
        flagged = true;
        return { createFraudFlagV2: { id: 'ffl_1' } };
      },
    });
    renderAt(`/consumers/${ID}/fraud`);
    fireEvent.click(await enabledButton('Add flag'));
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    const select = within(dialog).getByLabelText('Reason');
    await within(dialog).findByRole('option', { name: '不正利用' });
    fireEvent.change(select, { target: { value: 'fr_2' } });
    fireEvent.click(next);
    expect(within(dialog).getByText(/reason: 不正利用.*disabled/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateFraudFlagV2')[0].variables).toEqual({ consumerId: ID, flaggedFor: 'fr_2' });
    expect(await screen.findByText('Fraud flag', { selector: '.consumer-header__ids *' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.consumer-info .status-tag--disabled')).toBeTruthy());
  });

  it('unflag and fraud log: submit disabled while the message is empty; one line sent', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      ConsumerPage: pageData({}, true),
      UnflagConsumerFromFraudFlag: { unflagConsumerFromFraudFlag: 'Success' },
      CreateFraudManagementEventLog: { createFraudManagementEventLog: { id: 'fel_1' } },
    });
    renderAt(`/consumers/${ID}/fraud`);
    fireEvent.click(await enabledButton('Unflag'));
    let dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: '  ' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: '本人確認済み' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UnflagConsumerFromFraudFlag')[0].variables).toEqual({
      consumerId: ID,
      flagId: 'ffl_1',
      message: '本人確認済み',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Create log' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: '電話で確認\n済み' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateFraudManagementEventLog')[0].variables).toEqual({
      consumerId: ID,
      // A one-line field: the line break never reaches the message.
      message: '電話で確認済み',
    });
  });

  it('exclusions: the kind must be one the server lists; remove confirms', async () => {
    signedInWith(ALL_PERMISSIONS);
    const withExclusion = pageData();
    withExclusion.assessmentExclusionsByConsumerId = [
      { id: 'axc_1', consumerId: ID, assessmentKind: 'credit', excludedBy: STAFF, excludedAt: AT },
    ];
    answerGraphQL({
      ConsumerPage: withExclusion,
      CreateAssessmentExclusion: { createAssessmentExclusion: { id: 'axc_2' } },
      DeactivateAssessmentExclusion: { deactivateAssessmentExclusion: { id: 'axc_1' } },
    });
    renderAt(`/consumers/${ID}/fraud`);
    fireEvent.click(await enabledButton('Add'));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await within(dialog).findByRole('option', { name: 'plus' });
    fireEvent.change(within(dialog).getByLabelText('Assessment kind'), { target: { value: 'plus' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateAssessmentExclusion')[0].variables).toEqual({
      consumerId: ID,
      assessmentKind: 'plus',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('DeactivateAssessmentExclusion')[0].variables).toEqual({
      consumerId: ID,
      exclusionId: 'axc_1',
    });
  });
});

describe('fraud payments tab', { timeout: 20_000 }, () => {
  const checkbox = (id: string) => screen.getByRole('checkbox', { name: `Select ${id}` });
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

  it('flag enabled only when no selected payment is flagged, unflag only when all are', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL();
    renderAt(`/consumers/${ID}/fraudpayments`);
    await screen.findByText('FRAUDULENT');
    // Shown once the fraudManagementPermissions answer says payment_fraud_flags.write.
    await screen.findByRole('button', { name: 'Flag payments' });
    expect(button('Flag payments').disabled).toBe(true);
    expect(button('Unflag payments').disabled).toBe(true);
    fireEvent.click(checkbox(PAY_B));
    expect(button('Flag payments').disabled).toBe(false);
    expect(button('Unflag payments').disabled).toBe(true);
    fireEvent.click(checkbox(PAY_A));
    expect(button('Flag payments').disabled).toBe(true);
    expect(button('Flag payments').parentElement!.getAttribute('data-reason')).toBe(
      'A selected payment already has an active fraud flag',
    );
    expect(button('Unflag payments').disabled).toBe(true);
    fireEvent.click(checkbox(PAY_B));
    expect(button('Unflag payments').disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all payments on this page' }));
    expect(button('Flag payments').disabled).toBe(true);
    expect(button('Unflag payments').disabled).toBe(true);
  });

  it('flag: reason and the exclude-from-bill choice required; sends the payments with their merchants', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({
      FlagPaymentsForFraud: {
        flagPaymentsForFraud: [
          { fraudFlagId: 'pff_3', paymentId: PAY_B },
          { fraudFlagId: 'pff_4', paymentId: PAY_C },
        ],
      },
    });
    renderAt(`/consumers/${ID}/fraudpayments`);
    await screen.findByText('FRAUDULENT');
    fireEvent.click(checkbox(PAY_B));
    fireEvent.click(checkbox(PAY_C));
    fireEvent.click(button('Flag payments'));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await within(dialog).findByRole('option', { name: 'チャージバック' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'pr_1' } });
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/Stop billing/));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('FlagPaymentsForFraud')[0].variables).toEqual({
      consumerId: ID,
      flaggedFor: 'pr_1',
      excludeFromBill: 'except_from_bill',
      paymentsToFlag: [
        { paymentId: PAY_B, merchantId: `mer_${PAY_B.slice(4)}` },
        { paymentId: PAY_C, merchantId: `mer_${PAY_C.slice(4)}` },
      ],
    });
    expect(toastTexts()).toContain('success: 2 payment(s) flagged for fraud');
    expect((checkbox(PAY_B) as HTMLInputElement).checked).toBe(false);
    await waitFor(() =>
      expect(bodiesOf('ConsumerPaymentsActiveFraudFlags').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('unflag: removes every active flag of the selected payments for the chosen reason', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ UnflagPaymentFraudFlags: { unflagPaymentFraudFlags: ['pff_1', 'pff_2'] } });
    renderAt(`/consumers/${ID}/fraudpayments`);
    await screen.findByText('FRAUDULENT');
    fireEvent.click(checkbox(PAY_A));
    fireEvent.click(button('Unflag payments'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: '誤検知' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'ur_1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('UnflagPaymentFraudFlags')[0].variables).toEqual({
      unflaggedFor: 'ur_1',
      paymentFraudFlagIds: ['pff_1', 'pff_2'],
    });
  });

  it('without payment_fraud_flags.write the buttons are not shown (document 2 §2)', async () => {
    signedInWith([PERMISSIONS.paymentFraudFlagsRead]);
    answerGraphQL();
    renderAt(`/consumers/${ID}/fraudpayments`);
    await screen.findByText('FRAUDULENT');
    expect(screen.queryByRole('button', { name: 'Flag payments' })).toBeNull();
  });
});
