// @vitest-environment jsdom
// PLUS, SMS and VAN as a staff member meets them: the card actions a token's status offers and the label
// after a void and a restore; the eligibility exception's 'Cannot create new card'; self-cancellation with the
// fixed limit and expiry; re-application and VAN assignment; the SMS modal (counter, segments, submit disabled
// with the reason, the error slot cleared on opening, success and failure); impersonation's toast and redirect
// after 5 seconds. Each is disabled with the missing permission's name. Requests go through a scripted fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../src/app/api/query-client';
import { caseKeys } from '../../src/app/api/case-keys';
import { consoleStore } from '../../src/app/state/console-store';
import { toastStore } from '../../src/app/ui/toast';
import { PlusTab } from '../../src/app/features/consumers/components/plus-tab';
import { VanTab } from '../../src/app/features/consumers/components/van-tab';
import type { ConsumerPageData } from '../../src/app/features/consumers/api/consumer-page-query';
import type { PlusTabData } from '../../src/app/features/consumers/api/consumer-tab-queries';
import { ImpersonateButton, SendSmsButton } from '../../src/app/features/accounts/components/account-actions';
import { browserNavigation } from '../../src/app/features/accounts/impersonation';
import { installFetchMock } from './fetch-mock';

const ID = 'con_aaaaaaaaaaaaaaaa';
const USER = 'admin@example.com';
const DAY = 86_400_000;

type GqlBody = { operationName: string; variables: Record<string, unknown> };
let api: ReturnType<typeof installFetchMock>;
let queryClient: QueryClient;

beforeEach(() => {
  queryClient = createQueryClient();
  api = installFetchMock();
  toastStore.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function signedInWith(permissions: readonly string[]) {
  consoleStore.setUser(USER, permissions);
}

const toasts = () => toastStore.getToasts().map((t) => `${t.kind}: ${t.message}`);

/** Answers POST /graphql per operation; the answer functions see the variables. */
function answerGraphQL(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  api.on('POST /graphql', () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    const answer = answers[body.operationName];
    if (!answer) return { status: 500, body: { errors: [{ message: `unscripted ${body.operationName}` }] } };
    return { status: 200, body: { data: answer(body.variables) } };
  });
}

const operations = (name: string) =>
  api
    .callsTo('POST /graphql')
    .filter((c) => (c.body as GqlBody).operationName === name)
    .map((c) => ({ variables: (c.body as GqlBody).variables, key: c.headers.get('Idempotency-Key') }));

function renderWithRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function plusData(tokens: Array<{ token: string; status: string; events?: string[] }>): PlusTabData {
  return {
    plusStatus: { ekycStatus: 'approved', houkatsuStatus: 'rejected', appleStatus: 'never_started' },
    selfCancellationStatus: {
      featureEnabled: true,
      enabled: false,
      remainingCancellations: null,
      expireAt: null,
    },
    plusApplicationDates: null,
    gpsTokens: tokens.map(({ token, status, events = [] }) => ({
      token,
      status: status as PlusTabData['gpsTokens'][number]['status'],
      createdAt: Date.UTC(2026, 0, 1),
      idemiaId: null,
      physicalCardStatus: (events.at(-1) ?? null) as PlusTabData['gpsTokens'][number]['physicalCardStatus'],
      physicalCardUpdatedAt: null,
      physicalCardEvents: events.map((physicalCardStatus, i) => ({
        physicalCardStatus: physicalCardStatus as 'cardSent',
        physicalCardUpdatedAt: Date.UTC(2026, 0, 2 + i),
      })),
    })),
    cardEligibility: { isEligible: true },
    paypalLinks: [],
  };
}

const PAGE = { plusConsumerData: null } as unknown as ConsumerPageData;

function cardGroup(token: string) {
  return screen.queryByRole('group', { name: `カードの操作 ${token}` });
}
const buttonNames = (group: HTMLElement | null) =>
  group
    ? within(group)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];

describe('card actions on the PLUS tab', () => {
  it('offer per token what its status allows; void then restore change the label', async () => {
    signedInWith(['cards.write']);
    let status = 'active';
    answerGraphQL({
      PlusTab: () =>
        plusData([
          { token: 'tok_A', status, events: ['notApplied', 'cardSent'] },
          { token: 'tok_B', status: 'destroyed' },
          { token: 'tok_C', status: 'frozenByConsumer', events: ['cardSent', 'returned'] },
        ]),
      UpdateGpsTokenStatus: (v) => {
        status = v.status as string;
        return { updateGpsTokenStatus: { token: v.token, status } };
      },
    });
    renderWithRouter(<PlusTab consumerId={ID} data={PAGE} />);

    expect(await screen.findByText('00: 正常')).toBeTruthy();
    expect(buttonNames(cardGroup('tok_A'))).toEqual(['無効化', '削除', 'カード返送済みにする']);
    expect(cardGroup('tok_B')).toBeNull();
    expect(screen.getByText('83: カード削除済み')).toBeTruthy();
    expect(buttonNames(cardGroup('tok_C'))).toEqual(['削除']);
    expect(screen.getByText('G1: 顧客による一時停止')).toBeTruthy();

    fireEvent.click(within(cardGroup('tok_A')!).getByRole('button', { name: '無効化' }));
    const dialog = screen.getByRole('dialog', { name: 'カードを無効化' });
    expect(dialog.textContent).toContain('「99: カード無効化」');
    fireEvent.click(within(dialog).getByRole('button', { name: '無効化' }));
    expect(await screen.findByText('99: カード無効化')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toContain('success: カードを無効化しました。');
    expect(buttonNames(cardGroup('tok_A'))).toEqual(['復元', '削除', 'カード返送済みにする']);

    fireEvent.click(within(cardGroup('tok_A')!).getByRole('button', { name: '復元' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'カードを復元' })).getByRole('button', { name: '復元' }),
    );
    expect(await screen.findByText('00: 正常')).toBeTruthy();

    const sent = operations('UpdateGpsTokenStatus');
    expect(sent.map((s) => s.variables)).toEqual([
      { consumerId: ID, token: 'tok_A', status: 'frozenByAdmin' },
      { consumerId: ID, token: 'tok_A', status: 'active' },
    ]);
    expect(sent[0].key).toBeTruthy();
    expect(sent[0].key).not.toBe(sent[1].key);
  });

  it('are disabled with the missing permission, as are the other PLUS actions', async () => {
    signedInWith([]);
    answerGraphQL({ PlusTab: () => plusData([{ token: 'tok_A', status: 'active' }]) });
    renderWithRouter(<PlusTab consumerId={ID} data={PAGE} />);
    await screen.findByText('00: 正常');
    const reasons = (name: string) =>
      screen.getAllByRole('button', { name }).map((b) => {
        expect((b as HTMLButtonElement).disabled).toBe(true);
        return b.parentElement!.getAttribute('data-reason');
      });
    expect(reasons('無効化')).toEqual(['権限がありません: cards.write']);
    expect(reasons('削除')).toEqual(['権限がありません: cards.write']);
    expect(reasons('カード発行の例外を作成')).toEqual(['権限がありません: cards.write']);
    expect(reasons('セルフキャンセルを有効化')).toEqual(['権限がありません: contracts.write']);
    expect(reasons('再申込を許可')).toEqual(['権限がありません: contracts.write']);
  });

  it('show "Cannot create new card" when the consumer needs no exception', async () => {
    signedInWith(['cards.write']);
    answerGraphQL({
      PlusTab: () => plusData([]),
      CreateCardEligibilityException: () => ({ createCardEligibilityException: 'NoNeedToMakeException' }),
    });
    renderWithRouter(<PlusTab consumerId={ID} data={PAGE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'カード発行の例外を作成' }));
    const dialog = screen.getByRole('dialog', { name: 'カード発行の例外を作成' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'カード発行の例外を作成' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('新しいカードを作成できません');
    expect(toasts()).toEqual([]);
  });
});

describe('PLUS settings', () => {
  it('enable self-cancellation with the fixed limit and an expiry 30 days on', async () => {
    signedInWith(['contracts.write']);
    answerGraphQL({
      PlusTab: () => plusData([]),
      EnableSelfCancellation: (v) => ({
        enableSelfCancellation: {
          featureEnabled: true,
          enabled: true,
          remainingCancellations: v.cancellationsLimit,
          expireAt: v.expireAt,
        },
      }),
    });
    renderWithRouter(<PlusTab consumerId={ID} data={PAGE} />);
    const before = Date.now();
    fireEvent.click(await screen.findByRole('button', { name: 'セルフキャンセルを有効化' }));
    const dialog = screen.getByRole('dialog', { name: 'セルフキャンセルを有効化' });
    expect(dialog.textContent).toContain('最大3件');
    fireEvent.click(within(dialog).getByRole('button', { name: 'セルフキャンセルを有効化' }));
    await vi.waitFor(() => expect(toasts()).toContain('success: 分割払いのキャンセルを有効化しました。'));
    const [{ variables }] = operations('EnableSelfCancellation');
    expect(variables.cancellationsLimit).toBe(3);
    expect(variables.expireAt).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(variables.expireAt).toBeLessThanOrEqual(Date.now() + 30 * DAY);
  });

  it('allow re-application only when eKYC is approved and houkatsu rejected', async () => {
    signedInWith(['contracts.write']);
    let houkatsuStatus = 'rejected';
    answerGraphQL({
      PlusTab: () => ({
        ...plusData([]),
        plusStatus: { ekycStatus: 'approved', houkatsuStatus, appleStatus: 'never_started' },
      }),
      ResetConsumerStatus: () => {
        houkatsuStatus = 'never_started';
        return { resetConsumerStatus: 'Success' };
      },
    });
    renderWithRouter(<PlusTab consumerId={ID} data={PAGE} />);
    const button = (await screen.findByRole('button', { name: '再申込を許可' })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: '再申込を許可' });
    fireEvent.click(within(dialog).getByRole('button', { name: '再申込を許可' }));
    await vi.waitFor(() => expect(toasts()).toContain('success: 再申込を許可しました。'));
    await vi.waitFor(() => {
      const again = screen.getByRole('button', { name: '再申込を許可' }) as HTMLButtonElement;
      expect(again.disabled).toBe(true);
      expect(again.parentElement!.getAttribute('data-reason')).toBe(
        '再申込を許可できるのは、eKYCが承認済みで包括が却下のときだけです',
      );
    });
  });

  it('assign a VAN when the consumer has none, then show the bank account', async () => {
    signedInWith(['consumers.write']);
    let van: unknown = null;
    answerGraphQL({
      Van: () => ({ van }),
      AssignVan: () => {
        van = {
          bankName: 'GMOあおぞらネット銀行',
          branchName: 'ハヤブサ',
          branchCode: '101',
          accountName: 'ペイディ',
          accountType: '普通',
          accountNumber: '1234567',
          vanKey: 'van_1',
        };
        return { assignVan: van };
      },
    });
    renderWithRouter(<VanTab consumerId={ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'VANを割り当てる' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'VANを割り当てる' })).getByRole('button', {
        name: 'VANを割り当てる',
      }),
    );
    expect(await screen.findByText('1234567')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'VANを割り当てる' })).toBeNull();
  });
});

/** The Messages tab's query, to see the SMS refresh it. */
function MessagesProbe() {
  const messages = useQuery({
    queryKey: caseKeys.consumerMessages(ID),
    queryFn: async () => {
      messagesFetched++;
      return [];
    },
  });
  return <p>messages {messages.isSuccess ? 'loaded' : 'loading'}</p>;
}
let messagesFetched = 0;

describe('the SMS modal', () => {
  it('counts, refuses over 128 with the reason, fails with the toast, and clears after a success', async () => {
    signedInWith(['sms.send']);
    messagesFetched = 0;
    const answers = ['Error', 'Success'];
    answerGraphQL({ SendSms: () => ({ sendSms: answers.shift() }) });
    renderWithRouter(
      <>
        <SendSmsButton consumerId={ID} />
        <MessagesProbe />
      </>,
    );
    await screen.findByText('messages loaded');

    fireEvent.click(screen.getByRole('button', { name: 'SMSを送る' }));
    let dialog = screen.getByRole('dialog', { name: 'SMSを送る' });
    const submit = () => within(dialog).getByRole('button', { name: '送信' }) as HTMLButtonElement;
    const field = () => within(dialog).getByRole('textbox', { name: 'メッセージ' }) as HTMLTextAreaElement;
    expect(submit().disabled).toBe(true);
    expect(submit().parentElement!.getAttribute('data-reason')).toBe('メッセージを入力してください');

    fireEvent.change(field(), { target: { value: 'あ'.repeat(129) } });
    expect(dialog.textContent).toContain('129 / 128文字');
    expect(dialog.textContent).toContain('SMS 2通分（UCS-2: 1通70文字まで）');
    expect(submit().disabled).toBe(true);
    expect(submit().parentElement!.getAttribute('data-reason')).toBe('128文字を超えています');
    expect(field().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field(), { target: { value: 'Your bill is ready' } });
    expect(dialog.textContent).toContain('18 / 128文字');
    expect(dialog.textContent).toContain('SMS 1通分（GSM-7: 1通160文字まで）');
    expect(submit().disabled).toBe(false);

    // The server answers Error: the failure toast, the error in the modal, the text kept, and the Messages tab
    // refreshed (the attempt is listed there as not sent).
    const fetchedFirst = messagesFetched;
    fireEvent.click(submit());
    expect((await within(dialog).findByRole('alert')).textContent).toContain('エラーが発生しました');
    expect(toasts()).toEqual(['error: エラーが発生しました。もう一度お試しください']);
    expect(field().value).toBe('Your bill is ready');
    await vi.waitFor(() => expect(messagesFetched).toBeGreaterThan(fetchedFirst));

    // Opened again: the error slot is empty, the draft is still there.
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.click(screen.getByRole('button', { name: 'SMSを送る' }));
    dialog = screen.getByRole('dialog', { name: 'SMSを送る' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(field().value).toBe('Your bill is ready');

    const fetchedBefore = messagesFetched;
    fireEvent.click(submit());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toContain('success: SMSを送信しました');
    await vi.waitFor(() => expect(messagesFetched).toBeGreaterThan(fetchedBefore));

    fireEvent.click(screen.getByRole('button', { name: 'SMSを送る' }));
    dialog = screen.getByRole('dialog', { name: 'SMSを送る' });
    expect(field().value).toBe('');

    const sent = operations('SendSms');
    expect(sent.map((s) => s.variables)).toEqual([
      { consumerId: ID, smsText: 'Your bill is ready' },
      { consumerId: ID, smsText: 'Your bill is ready' },
    ]);
    expect(sent[0].key).not.toBe(sent[1].key);
  });

  it('is disabled without sms.send', () => {
    signedInWith([]);
    renderWithRouter(<SendSmsButton consumerId={ID} />);
    const button = screen.getByRole('button', { name: 'SMSを送る' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.parentElement!.getAttribute('data-reason')).toBe('権限がありません: sms.send');
  });
});

describe('impersonation', () => {
  const CONSUMER = { id: ID, kanjiName: '山田 太郎', kanaName: 'ヤマダ タロウ' };

  /** A stand-in for the new tab (jsdom opens none): what it was sent to, and whether it was closed. */
  function fakeTab() {
    const tab = { shown: [] as string[], discarded: false };
    const openTab = vi.spyOn(browserNavigation, 'openTab').mockImplementation(() => ({
      show: (url: string) => void tab.shown.push(url),
      discard: () => void (tab.discarded = true),
    }));
    return { tab, openTab };
  }

  it('asks first naming the consumer, starting on Cancel; confirmed, opens the consumer site in a new tab', async () => {
    signedInWith(['consumers.impersonate']);
    api.on('GET /api/profile/me2', {
      status: 200,
      body: {
        email: USER,
        permissions: ['consumers.impersonate'],
        consumerSiteUrl: 'https://consumer.example.jp',
      },
    });
    answerGraphQL({
      CreateImpersonatedLoginSession: () => ({ createImpersonatedLoginSession: { id: 'cls_123' } }),
    });
    const { tab, openTab } = fakeTab();
    renderWithRouter(<ImpersonateButton consumer={CONSUMER} />);
    fireEvent.click(screen.getByRole('button', { name: '代理ログイン' }));
    const dialog = screen.getByRole('dialog', { name: '代理ログイン' });
    expect(dialog.textContent).toContain(`山田 太郎 (${ID})`);
    expect(document.activeElement?.textContent).toBe('キャンセル');
    expect(operations('CreateImpersonatedLoginSession')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '代理ログイン' }));
    await vi.waitFor(() => expect(toasts()).toEqual(['success: 顧客サイトを新しいタブで開きました']));
    expect(openTab).toHaveBeenCalledTimes(1);
    expect(tab.shown).toEqual(['https://consumer.example.jp/impersonate?token=cls_123']);
    expect(operations('CreateImpersonatedLoginSession')).toHaveLength(1);
    // The console stays, ready for another session.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('button', { name: '代理ログイン' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('fails with the same error toast as the SMS, and closes the tab it opened', async () => {
    signedInWith(['consumers.impersonate']);
    api.on('GET /api/profile/me2', {
      status: 200,
      body: {
        email: USER,
        permissions: ['consumers.impersonate'],
        consumerSiteUrl: 'https://consumer.example.jp',
      },
    });
    api.on('POST /graphql', {
      status: 200,
      body: { data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
    });
    const { tab } = fakeTab();
    renderWithRouter(<ImpersonateButton consumer={CONSUMER} />);
    fireEvent.click(screen.getByRole('button', { name: '代理ログイン' }));
    const dialog = screen.getByRole('dialog', { name: '代理ログイン' });
    fireEvent.click(within(dialog).getByRole('button', { name: '代理ログイン' }));
    await vi.waitFor(() => expect(toasts()).toEqual(['error: エラーが発生しました。もう一度お試しください']));
    expect(tab.shown).toEqual([]);
    expect(tab.discarded).toBe(true);
  });

  it('is disabled without consumers.impersonate', () => {
    signedInWith([]);
    renderWithRouter(<ImpersonateButton consumer={CONSUMER} />);
    const button = screen.getByRole('button', { name: '代理ログイン' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.parentElement!.getAttribute('data-reason')).toBe('権限がありません: consumers.impersonate');
  });
});
