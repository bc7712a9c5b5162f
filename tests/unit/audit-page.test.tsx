// @vitest-environment jsdom
// The /audit page with a scripted server: the chain's state, the rows newest first, a filter applied into the
// URL and the request, a row's detail dialog with maker and approver, "Verify now" with its progress, the header
// link only for holders of audit_log.read, and Unauthorized without it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '../../src/shared/permissions';
import { startApp, stopApp, signIn, renderRoute, tableRows, type FetchMock } from './support/render-app';

let api: FetchMock;
type GqlBody = { operationName: string; variables: Record<string, unknown> };
const AT = Date.UTC(2026, 10, 25, 1, 2, 3);
const CONSUMER = 'con_AAAAAAAAAAAAAAAA';

const entry = (sequence: string, overrides: Record<string, unknown> = {}) => ({
  sequence,
  at: AT,
  staffEmail: 'maker@example.com',
  operation: 'consumer.legal_status',
  targetType: 'consumer',
  targetId: CONSUMER,
  outcome: 'success',
  approverEmail: null,
  ip: '198.51.100.7',
  detail: JSON.stringify({ args: { legalStatus: 'Dead' } }),
  ...overrides,
});

const run = (overrides: Record<string, unknown> = {}) => ({
  id: '1',
  status: 'Intact',
  requestedBy: 'auditor@example.com',
  requestedAt: AT,
  completedAt: AT,
  throughSequence: '41',
  checkedRows: 41,
  headHash: 'ab'.repeat(32),
  brokenSequence: null,
  brokenRowId: null,
  problem: null,
  ...overrides,
});

let chain: Record<string, unknown>;

function answer() {
  api.on('POST /graphql', () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    const data: Record<string, () => unknown> = {
      AuditChainState: () => ({ auditChainState: chain }),
      AuditOperations: () => ({ auditOperations: ['consumer.disable', 'consumer.legal_status'] }),
      AuditEntries: () => ({
        auditEntries: {
          items: body.variables.targetId
            ? [
                entry('42', {
                  outcome: 'refused',
                  detail: JSON.stringify({ refusal: 'FORBIDDEN', permission: 'consumers.write' }),
                }),
              ]
            : [
                entry('42', { approverEmail: 'checker@example.com' }),
                entry('41', { operation: 'consumer.disable' }),
              ],
          hasMore: !body.variables.targetId,
        },
      }),
      VerifyAuditChain: () => {
        chain = {
          ...chain,
          running: run({ id: '2', status: 'Running', completedAt: null, checkedRows: 10 }),
        };
        return { verifyAuditChain: chain.running };
      },
    };
    const make = data[body.operationName];
    return make ? { status: 200, body: { data: make() } } : { status: 500, body: {} };
  });
}

const gqlCalls = (name: string) =>
  api
    .callsTo('POST /graphql')
    .map((c) => c.body as GqlBody)
    .filter((b) => b.operationName === name);

beforeEach(() => {
  api = startApp();
  chain = {
    headSequence: '42',
    headHash: 'cd'.repeat(32),
    headAt: AT,
    lastVerification: run(),
    running: null,
  };
  answer();
});
afterEach(stopApp);

describe('/audit', { timeout: 20_000 }, () => {
  it('shows the chain, the rows newest first, and applies a filter into the URL and the request', async () => {
    signIn(api, [PERMISSIONS.auditLogRead]);
    const router = renderRoute('/audit');
    expect(await screen.findByText('連番 41 まで正常（2026-11-25 10:02:03）')).toBeTruthy();
    expect(screen.getByText('cd'.repeat(32))).toBeTruthy();
    const table = await screen.findByRole('table', { name: '監査ログ一覧' });
    // The operation reads as its Japanese label, its raw name on a small line below.
    expect(tableRows(table).map((r) => r.slice(0, 6))).toEqual([
      [
        '2026-11-25 10:02:03',
        'maker@example.com',
        '法的ステータス変更consumer.legal_status',
        `顧客 ${CONSUMER}`,
        '成功',
        'checker@example.com',
      ],
      [
        '2026-11-25 10:02:03',
        'maker@example.com',
        'アカウントの無効化consumer.disable',
        `顧客 ${CONSUMER}`,
        '成功',
        '',
      ],
    ]);
    // More rows follow: a second page is offered.
    expect(screen.getAllByRole('button', { name: 'ページ 2' })).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('対象ID'), { target: { value: ` ${CONSUMER} ` } });
    fireEvent.change(screen.getByLabelText('結果'), { target: { value: 'refused' } });
    fireEvent.click(screen.getByRole('button', { name: '絞り込む' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?targetId=${CONSUMER}&outcome=refused`));
    await waitFor(() =>
      expect(gqlCalls('AuditEntries').at(-1)!.variables).toEqual({
        targetId: CONSUMER,
        outcome: 'refused',
        offset: 0,
        limit: 50,
      }),
    );
    await waitFor(() =>
      expect(tableRows(screen.getByRole('table', { name: '監査ログ一覧' })).map((r) => r[4])).toEqual([
        '拒否',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'ページ 2' })).toBeNull();
  });

  it('opens a row’s detail with maker, approver, arguments and refusal', async () => {
    signIn(api, [PERMISSIONS.auditLogRead]);
    renderRoute('/audit');
    fireEvent.click(await screen.findByRole('button', { name: '連番 42 の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: '監査ログ 連番 42' });
    const rows = Object.fromEntries(
      within(dialog)
        .getAllByRole('row')
        .map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent]),
    );
    expect(rows).toMatchObject({
      実行者: 'maker@example.com',
      承認者: 'checker@example.com',
      引数: 'legalStatus: Dead',
      拒否理由: 'なし',
      IPアドレス: '198.51.100.7',
    });
    fireEvent.click(within(dialog).getAllByRole('button', { name: '閉じる' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Verify now starts a run and shows its progress', async () => {
    signIn(api, [PERMISSIONS.auditLogRead]);
    renderRoute('/audit');
    fireEvent.click(await screen.findByRole('button', { name: '今すぐ検証' }));
    await waitFor(() => expect(gqlCalls('VerifyAuditChain')).toHaveLength(1));
    expect(await screen.findByText('10 / 41 行（24%）')).toBeTruthy();
    expect((screen.getByRole('button', { name: '今すぐ検証' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names the first broken row of the last run', async () => {
    chain = {
      ...chain,
      lastVerification: run({
        status: 'Broken',
        headHash: null,
        brokenSequence: '7',
        brokenRowId: '9',
        problem: 'hash does not match the row: the row was changed',
      }),
    };
    signIn(api, [PERMISSIONS.auditLogRead]);
    renderRoute('/audit');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '改ざんを検出: 連番 7（行ID 9）（2026-11-25 10:02:03）: hash does not match the row: the row was changed',
    );
  });

  it('is Unauthorized without audit_log.read, and the header link is marked with the reason', async () => {
    signIn(api, [PERMISSIONS.consumersWrite]);
    renderRoute('/audit');
    expect(await screen.findByText('権限がありません')).toBeTruthy();
    const marked = screen.getByRole('link', { name: '監査ログ' });
    expect(marked.getAttribute('data-restricted')).toBe('page');
    expect(document.getElementById(marked.getAttribute('aria-describedby')!)?.textContent).toBe(
      'このページを使う権限がありません（audit_log.read）',
    );
    expect(gqlCalls('AuditEntries')).toHaveLength(0);
    stopApp();
    api = startApp();
    answer();
    signIn(api, [PERMISSIONS.auditLogRead]);
    renderRoute('/audit');
    expect((await screen.findByRole('link', { name: '監査ログ' })).hasAttribute('data-restricted')).toBe(
      false,
    );
  });
});
