// @vitest-environment jsdom
// Two staff, one case, in the console: the presence strip (who else has the case open, 操作中, unknown while there is
// no connection, the banner naming another staff member's change and the page refreshed) against a scripted
// WebSocket, and the STALE_CASE notice of a dialog through the real routes against a scripted /graphql: the version
// the page showed is sent, the refusal names the change in Japanese, 最新の内容を表示 keeps what was typed and the
// next press sends the new version.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/api/query-client';
import { PresenceStrip } from '../../src/app/ui/case-presence';
import { uiJa } from '../../src/i18n/catalogues/ui';
import { dialogOpened } from '../../src/app/ui/open-dialogs';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';
import {
  ID,
  STAFF,
  PAY_B,
  pageData,
  answerGraphQL,
  signedInWith,
  renderAt,
  bodiesOf,
  enabledButton,
  startCleanAppForEachTest,
} from './support/consumer-actions-harness';

/** A WebSocket the test drives: what the strip sends is kept, what the server would say is pushed in. */
class ScriptedSocket {
  static OPEN = 1;
  static last: ScriptedSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    ScriptedSocket.last = this;
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
}

describe('presence strip', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = createQueryClient();
    ScriptedSocket.last = null;
    vi.stubGlobal('WebSocket', ScriptedSocket);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const show = () =>
    render(
      <QueryClientProvider client={queryClient}>
        <PresenceStrip consumerId={ID} />
      </QueryClientProvider>,
    );
  const strip = () => screen.getByRole('group', { name: uiJa['ui.presence.label'] });

  it('says presence is unknown until connected, then names who else is there and who is 操作中', async () => {
    show();
    expect(strip().textContent).toBe('在席状況は不明です（接続がありません）');
    const socket = ScriptedSocket.last!;
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/presence$/);
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'watch', caseId: ID });
    expect(strip().textContent).toBe('他に開いている担当者はいません');
    act(() =>
      socket.push({
        type: 'presence',
        caseId: ID,
        people: [
          { tab: 't1', name: 'hanako', initials: 'HA', busy: false },
          { tab: 't2', name: 'jiro', initials: 'JI', busy: true },
        ],
      }),
    );
    const people = strip().querySelectorAll('.presence-person');
    expect([...people].map((p) => p.textContent)).toEqual(['HA hanako', 'JI jiro 操作中']);
    // Another case's presence is not this page's.
    act(() => socket.push({ type: 'presence', caseId: 'con_other', people: [] }));
    expect(strip().querySelectorAll('.presence-person')).toHaveLength(2);
    act(() => socket.drop());
    expect(strip().textContent).toBe('在席状況は不明です（接続がありません）');
  });

  it('tells the server while one of this tab’s dialogs is open (操作中 for the others)', async () => {
    show();
    const socket = ScriptedSocket.last!;
    act(() => socket.open());
    let closeDialog = () => {};
    act(() => {
      closeDialog = dialogOpened();
    });
    expect(socket.sent.at(-1)).toEqual({ type: 'busy', busy: true });
    act(() => closeDialog());
    expect(socket.sent.at(-1)).toEqual({ type: 'busy', busy: false });
  });

  it('a change by someone else: a banner naming who and what, and the case’s data refetched', async () => {
    show();
    const socket = ScriptedSocket.last!;
    act(() => socket.open());
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    act(() =>
      socket.push({
        type: 'case',
        consumerId: ID,
        version: 8,
        operation: 'consumer.phone',
        staffEmail: 'taro@example.com',
        fields: ['phone'],
      }),
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toContain(
      'taro がこの顧客を変更しました: 電話番号の変更・電話番号。表示を最新の内容に更新しました。',
    );
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['consumer', ID] });
    fireEvent.click(within(banner).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a dialog refused as STALE_CASE', { timeout: 20_000 }, () => {
  startCleanAppForEachTest();

  const staleAnswer = {
    graphQLErrors: [
      {
        message: 'The case changed since it was shown',
        extensions: {
          code: 'STALE_CASE',
          currentVersion: 8,
          changes: [
            {
              version: 8,
              operation: 'consumer.phone',
              staffEmail: 'taro@example.com',
              approverEmail: null,
              at: Date.UTC(2026, 0, 15, 1, 0, 0),
              fields: [{ field: 'phone', old: '819011112222', new: '819033334444' }],
            },
          ],
        },
      },
    ],
  };

  it('admin log: names the change in Japanese; 最新の内容を表示 keeps the text and the next press applies it', async () => {
    signedInWith(ALL_PERMISSIONS);
    let version = 7;
    let refused = false;
    answerGraphQL({
      ConsumerPage: () => pageData({ version }),
      CreateAdminLogV2: () => {
        if (!refused) {
          refused = true;
          version = 8;
          return staleAnswer;
        }
        return { createAdminLogV2: { message: '折り返し予定', creator: STAFF, createdAt: 1 } };
      },
    });
    renderAt(`/consumers/${ID}/logs`);
    fireEvent.click(await screen.findByRole('button', { name: 'ログを作成' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByLabelText('メッセージ') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '折り返し予定' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '送信' }));

    const notice = await within(dialog).findByText(uiJa['ui.stale.title']);
    const stale = notice.closest('.stale-case') as HTMLElement;
    expect(bodiesOf('CreateAdminLogV2')[0].variables).toEqual({
      consumerId: ID,
      message: '折り返し予定',
      expectedVersion: 7,
    });
    const line = within(stale).getByRole('listitem').textContent ?? '';
    expect(line).toContain('電話番号の変更');
    expect(line).toContain('電話番号: 09011112222 → 09033334444');
    expect(line).toContain('taro@example.com');
    expect(screen.getByRole('dialog')).toBe(dialog);

    fireEvent.click(within(stale).getByRole('button', { name: '最新の内容を表示' }));
    // The page's data is loaded again; the typed text stays.
    await waitFor(() => expect(bodiesOf('ConsumerPage').length).toBeGreaterThanOrEqual(2));
    expect(box.value).toBe('折り返し予定');
    fireEvent.click(within(dialog).getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('CreateAdminLogV2')[1].variables).toEqual({
      consumerId: ID,
      message: '折り返し予定',
      expectedVersion: 8,
    });
  });

  it('fraud flag: the version the page showed is sent, and a refusal is named in the dialog', async () => {
    signedInWith(ALL_PERMISSIONS);
    answerGraphQL({ ConsumerPage: pageData({ version: 5 }, true), CreateFraudFlagV2: staleAnswer });
    renderAt(`/consumers/${ID}/fraud`);
    fireEvent.click(await enabledButton('フラグを追加'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: '不正利用' });
    fireEvent.change(within(dialog).getByLabelText('理由'), { target: { value: 'fr_2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '次へ' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    expect(await within(dialog).findByText(uiJa['ui.stale.title'])).toBeTruthy();
    expect(bodiesOf('CreateFraudFlagV2')[0].variables).toEqual({
      consumerId: ID,
      flaggedFor: 'fr_2',
      expectedVersion: 5,
    });
  });

  it('fraud payments: flagging sends the version the consumer page showed; refused, it applies on the second try', async () => {
    signedInWith(ALL_PERMISSIONS);
    let version = 7;
    let refused = false;
    answerGraphQL({
      ConsumerPage: () => pageData({ version }),
      FlagPaymentsForFraud: () => {
        if (!refused) {
          refused = true;
          version = 8;
          return staleAnswer;
        }
        return { flagPaymentsForFraud: [{ fraudFlagId: 'pff_3', paymentId: PAY_B }] };
      },
    });
    renderAt(`/consumers/${ID}/fraudpayments`);
    fireEvent.click(await screen.findByRole('checkbox', { name: `${PAY_B} を選択` }));
    fireEvent.click(await enabledButton('決済に不正フラグを付ける'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'チャージバック' });
    fireEvent.change(within(dialog).getByLabelText('理由'), { target: { value: 'pr_1' } });
    fireEvent.click(within(dialog).getByLabelText(/請求を止める/));
    fireEvent.click(within(dialog).getByRole('button', { name: '送信' }));

    const notice = await within(dialog).findByText(uiJa['ui.stale.title']);
    const stale = notice.closest('.stale-case') as HTMLElement;
    expect(bodiesOf('FlagPaymentsForFraud')[0].variables).toMatchObject({
      flaggedFor: 'pr_1',
      expectedVersion: 7,
    });
    expect(within(stale).getByRole('listitem').textContent).toContain('電話番号の変更');
    fireEvent.click(within(stale).getByRole('button', { name: '最新の内容を表示' }));
    await waitFor(() => expect(bodiesOf('ConsumerPage').length).toBeGreaterThanOrEqual(2));
    // The choices stay; one more press applies them on the new version.
    expect((within(dialog).getByLabelText('理由') as HTMLSelectElement).value).toBe('pr_1');
    fireEvent.click(within(dialog).getByRole('button', { name: '送信' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('FlagPaymentsForFraud')[1].variables).toMatchObject({
      consumerId: ID,
      flaggedFor: 'pr_1',
      excludeFromBill: 'except_from_bill',
      expectedVersion: 8,
    });
  });
});

afterEach(() => cleanup());
