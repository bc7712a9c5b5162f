// @vitest-environment jsdom
// The approvals pages through the real routes against a scripted /graphql: the lists with the tab in the
// URL, the request page's preview and decisions (own request blocked with the reason shown, reject needs a reason,
// the confirmations start on Cancel, a conflict said plainly), the header's count, and a policy change answered
// 承認待ち.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activateLanguage } from '../../src/i18n/i18n';
import { PERMISSIONS } from '../../src/shared/permissions';
import { renderRoute, signIn, startApp, stopApp, tableRows, type FetchMock } from './support/render-app';

let api: FetchMock;
type GqlBody = { operationName: string; variables: Record<string, unknown> };

const AT = Date.UTC(2026, 0, 15, 3, 4, 5); // 2026-01-15 12:04:05 JST
const MAKER = 'admin@example.com';
const APPROVER = 'approver@example.com';
const DECIDER = [
  PERMISSIONS.approvalsDecide,
  PERMISSIONS.consumersWrite,
  PERMISSIONS.legalStatusBatchesWrite,
];

const emptyPreview = {
  rowCount: 1,
  currentValue: null,
  newValue: null,
  statusCounts: [],
  firstRows: [],
  failingRows: [],
  failingCount: 0,
  cancellablePlans: null,
  amount: null,
  lines: [],
  makerComment: null,
  fileName: null,
  merchantCount: null,
  monthCount: null,
  merchants: [],
  irreversibleRows: [],
  irreversibleCount: 0,
  plans: [],
  staffChange: null,
  applied: null,
};

function request(overrides: Record<string, unknown> = {}) {
  return {
    id: 'apr_1',
    status: 'Pending',
    operation: 'updateConsumerLegalStatus',
    targetId: 'con_aaaaaaaaaaaaaaaa',
    targetType: 'consumer',
    maker: { id: 'stf_1', email: MAKER },
    decidedBy: null,
    createdAt: AT,
    decidedAt: null,
    expiresAt: AT + 72 * 3_600_000,
    comment: null,
    reason: null,
    outcome: null,
    arguments: JSON.stringify({ id: 'con_aaaaaaaaaaaaaaaa', legalStatus: 'Dead' }),
    decisionBlockedReason: null,
    changesSince: [],
    extent: { rows: 1, merchants: null, months: null },
    preview: { ...emptyPreview, currentValue: 'Normal', newValue: 'Dead' },
    ...overrides,
  };
}

type Answer = ((variables: Record<string, unknown>) => unknown) | object;

function answerGraphQL(answers: Record<string, Answer>) {
  api.on('POST /graphql', () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    let answer: unknown = answers[body.operationName];
    if (typeof answer === 'function') answer = (answer as (v: unknown) => unknown)(body.variables);
    if (answer && typeof answer === 'object' && 'errorCode' in answer) {
      const { errorCode, message, ...extensions } = answer as Record<string, string>;
      return {
        status: 200,
        body: { data: null, errors: [{ message, extensions: { code: errorCode, ...extensions } }] },
      };
    }
    return answer === undefined ? { status: 500, body: {} } : { status: 200, body: { data: answer } };
  });
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

describe('/approvals', () => {
  it('lists pending requests in Japanese with their links; the decided tab is in the URL', async () => {
    signIn(api, DECIDER, APPROVER);
    answerGraphQL({
      PendingApprovalCount: { pendingApprovalCount: 2 },
      ApprovalRequests: (v) => ({
        approvalRequests: v.decided
          ? [request({ id: 'apr_9', status: 'Rejected', decidedBy: { id: 'stf_2', email: APPROVER } })]
          : [
              request(),
              request({
                id: 'apr_2',
                operation: 'legalStatusBatchUpdate',
                targetType: 'legal_status_batch',
                targetId: 'lsb_1700000000000',
              }),
              request({ id: 'apr_3', operation: 'futureThing', targetType: 'other', targetId: 'x_1' }),
            ],
      }),
    });
    const router = renderRoute('/approvals');
    const table = await screen.findByRole('table', { name: '承認待ち' });
    expect(tableRows(table)).toEqual([
      ['con_aaaaaaaaaaaaaaaa', '1件', MAKER, '2026-01-15 12:04:05', '承認待ち'],
      ['lsb_1700000000000', '1件', MAKER, '2026-01-15 12:04:05', '承認待ち'],
      ['x_1', '1件', MAKER, '2026-01-15 12:04:05', '承認待ち'],
    ]);
    expect(within(table).getByRole('link', { name: '法的ステータス変更' }).getAttribute('href')).toBe(
      '/approvals/apr_1',
    );
    expect(within(table).getByRole('link', { name: '法的ステータス一括更新' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'futureThing' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'con_aaaaaaaaaaaaaaaa' }).getAttribute('href')).toBe(
      '/consumers/con_aaaaaaaaaaaaaaaa',
    );
    expect(within(table).getByRole('link', { name: 'lsb_1700000000000' }).getAttribute('href')).toBe(
      '/legalStatusUpdateResult/lsb_1700000000000',
    );
    expect(bodiesOf('ApprovalRequests')[0].variables).toMatchObject({ status: 'Pending', offset: 0 });
    // The header's count for a holder of approvals.decide.
    expect((await screen.findByTestId('approvals-count')).textContent).toBe('2');

    fireEvent.click(screen.getByRole('link', { name: '決定済み' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=decided'));
    const decided = await screen.findByRole('table', { name: '決定済み' });
    expect(tableRows(decided)[0]).toContain('却下');
    expect(tableRows(decided)[0]).toContain(APPROVER);
    expect(bodiesOf('ApprovalRequests').at(-1)!.variables).toMatchObject({ decided: true });
  });

  it('without approvals.decide the header shows the link but asks for no count; the empty tab says so', async () => {
    signIn(api, [PERMISSIONS.consumersWrite], MAKER);
    answerGraphQL({ ApprovalRequests: { approvalRequests: [] } });
    renderRoute('/approvals');
    await screen.findByText('承認待ちの申請はありません');
    const tools = screen.getByRole('navigation', { name: 'ツール' });
    expect(within(tools).getByRole('link', { name: '承認待ち' }).getAttribute('href')).toBe('/approvals');
    expect(screen.queryByTestId('approvals-count')).toBeNull();
    expect(bodiesOf('PendingApprovalCount')).toEqual([]);
  });
});

describe('/approvals in English', () => {
  afterEach(async () => {
    await activateLanguage('ja');
  });

  it('the list, its statuses, tabs and shared parts from the English catalogue; 日本語 switches them at once', async () => {
    signIn(api, DECIDER, APPROVER);
    api.on('GET /api/preferences/language', { status: 200, body: { language: 'en' } });
    api.on('PUT /api/preferences/language', { status: 200, body: { language: 'ja' } });
    answerGraphQL({
      PendingApprovalCount: { pendingApprovalCount: 1 },
      ApprovalRequests: {
        approvalRequests: [request({ extent: { rows: 2, merchants: null, months: null } })],
      },
    });
    renderRoute('/approvals');
    const table = await screen.findByRole('table', { name: 'Pending' });
    expect(tableRows(table)).toEqual([
      ['con_aaaaaaaaaaaaaaaa', '2 rows', MAKER, '2026-01-15 12:04:05', 'Pending'],
    ]);
    // The status's code stays at hand for support, in the tooltip.
    expect(within(table).getByText('Pending', { selector: '.approval-status' }).getAttribute('title')).toBe(
      'Pending',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Approvals' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Decided' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Approvals policy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();

    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '日本語' }));
    const japanese = await screen.findByRole('table', { name: '承認待ち' });
    expect(tableRows(japanese)).toEqual([
      ['con_aaaaaaaaaaaaaaaa', '2件', MAKER, '2026-01-15 12:04:05', '承認待ち'],
    ]);
    expect(screen.getByRole('link', { name: '決定済み' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV出力' })).toBeTruthy();
  });
});

describe('/approvals/:id', () => {
  it("the maker's own request: approve and reject disabled with the reason shown, withdraw offered", async () => {
    signIn(api, DECIDER, MAKER);
    answerGraphQL({
      PendingApprovalCount: { pendingApprovalCount: 0 },
      ApprovalRequest: () => ({
        approvalRequest: bodiesOf('WithdrawRequest').length
          ? request({ status: 'Withdrawn', outcome: 'Not applied' })
          : request({ decisionBlockedReason: 'You cannot approve or reject your own request' }),
      }),
      WithdrawRequest: { withdrawRequest: request({ status: 'Withdrawn', outcome: 'Not applied' }) },
    });
    renderRoute('/approvals/apr_1');
    expect((await screen.findByTestId('decision-blocked')).textContent).toContain(
      '自分の申請は承認・却下できません',
    );
    expect((screen.getByRole('button', { name: '承認する' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '却下する' }) as HTMLButtonElement).disabled).toBe(true);
    // The preview: the consumer's legal status now and the one asked for.
    const preview = screen.getByTestId('approval-preview');
    expect(within(preview).getByText('通常')).toBeTruthy();
    expect(within(preview).getByText('死亡')).toBeTruthy();
    expect(screen.getByLabelText('引数').textContent).toContain('"legalStatus": "Dead"');

    fireEvent.click(screen.getByRole('button', { name: '取り下げる' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '取り下げる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('WithdrawRequest')[0].variables).toEqual({ id: 'apr_1' });
    expect(screen.getAllByText('取り下げ').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '取り下げる' })).toBeNull();
  });

  it('reject needs a reason (disabled with it shown while blank); approve sends the comment', async () => {
    signIn(api, DECIDER, APPROVER);
    answerGraphQL({
      PendingApprovalCount: { pendingApprovalCount: 1 },
      ApprovalRequest: () => ({
        approvalRequest: bodiesOf('ApproveRequest').length
          ? request({ status: 'Approved', outcome: 'Applied' })
          : request(),
      }),
      RejectRequest: (v) => ({
        rejectRequest: request({
          status: 'Rejected',
          reason: v.reason,
          decidedBy: { id: 's', email: APPROVER },
        }),
      }),
      ApproveRequest: { approveRequest: request({ status: 'Approved', outcome: 'Applied' }) },
    });
    renderRoute('/approvals/apr_1');
    fireEvent.click(await screen.findByRole('button', { name: '却下する' }));
    let dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    const confirm = () => within(dialog).getByRole('button', { name: '却下する' }) as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    // Shown beside the field, not only as the button's description.
    expect(document.getElementById('reject-reason-required')?.textContent).toBe(
      '却下するには理由を入力してください',
    );
    fireEvent.change(within(dialog).getByLabelText('却下の理由（必須）'), { target: { value: '   ' } });
    expect(confirm().disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('RejectRequest')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '承認する' }));
    dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    fireEvent.change(within(dialog).getByLabelText('コメント（任意）'), { target: { value: ' 確認済み ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('ApproveRequest')[0].variables).toEqual({ id: 'apr_1', comment: '確認済み' });
    expect(api.callsTo('POST /graphql').at(-1)).toBeTruthy();
    const sent = api
      .callsTo('POST /graphql')
      .find((c) => (c.body as GqlBody).operationName === 'ApproveRequest')!;
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    await screen.findByText('適用しました');
  });

  it('a request decided meanwhile (CONFLICT) is said plainly and read again', async () => {
    signIn(api, DECIDER, APPROVER);
    let reads = 0;
    answerGraphQL({
      PendingApprovalCount: { pendingApprovalCount: 1 },
      ApprovalRequest: () => {
        reads++;
        return {
          approvalRequest:
            reads === 1
              ? request()
              : request({
                  status: 'Approved',
                  decidedBy: { id: 's3', email: 'other@example.com' },
                  decisionBlockedReason: 'The request is already Approved',
                }),
        };
      },
      ApproveRequest: { errorCode: 'CONFLICT', message: 'The request is already Approved' },
    });
    renderRoute('/approvals/apr_1');
    fireEvent.click(await screen.findByRole('button', { name: '承認する' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '承認する' }));
    expect((await screen.findByRole('alert')).textContent).toContain('すでに決定されています');
    await screen.findByText('other@example.com');
    expect(screen.queryByRole('button', { name: '承認する' })).toBeNull();
  });

  it('a batch preview: counts per status, first rows and the failing rows with reasons in Japanese', async () => {
    signIn(api, DECIDER, APPROVER);
    answerGraphQL({
      PendingApprovalCount: { pendingApprovalCount: 1 },
      ApprovalRequest: {
        approvalRequest: request({
          operation: 'legalStatusBatchUpdate',
          targetType: 'legal_status_batch',
          targetId: 'lsb_1700000000000',
          arguments: JSON.stringify({ batchId: 'lsb_1700000000000' }),
          preview: {
            ...emptyPreview,
            rowCount: 1500,
            statusCounts: [{ status: 'CollectionPending', count: 1500 }],
            firstRows: [{ position: 1, id: 'con_a', value: 'CollectionPending', problem: null }],
            failingRows: [{ position: 7, id: 'con_b', value: 'CollectionPending', problem: 'AccountClosed' }],
            failingCount: 1,
          },
        }),
      },
    });
    renderRoute('/approvals/apr_1');
    const counts = await screen.findByRole('table', { name: '変更後のステータス別件数' });
    expect(tableRows(counts)).toEqual([['回収保留', '1,500']]);
    expect(tableRows(screen.getByRole('table', { name: '現在のデータでは失敗する行' }))).toEqual([
      ['7', 'con_b', '回収保留', 'アカウントが閉鎖されています'],
    ]);
    expect(screen.getByText('1,500件')).toBeTruthy();
  });
});

describe('/approvals/:id previews', () => {
  it('a bulk cancellation: the plans, the cancellable ones and the amount in yen; deactivations one line each', async () => {
    signIn(api, DECIDER, APPROVER);
    answerGraphQL({
      PendingApprovalCount: { pendingApprovalCount: 2 },
      ApprovalRequest: {
        approvalRequest: request({
          id: 'apr_bulk',
          operation: 'startBulkCancellation',
          targetType: 'bulk_cancellation',
          targetId: 'bcj_1',
          preview: { ...emptyPreview, rowCount: 1200, cancellablePlans: 1100, amount: '1234567' },
        }),
      },
    });
    renderRoute('/approvals/apr_bulk');
    const preview = await screen.findByTestId('approval-preview');
    const facts = within(preview)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(facts).toEqual([
      '分割払いの件数1,200件',
      'キャンセルできる分割払い1,100件',
      '一括請求になる金額¥1,234,567',
    ]);
    stopApp();
    api = startApp();
    signIn(api, DECIDER, APPROVER);
    answerGraphQL({
      PendingApprovalCount: { pendingApprovalCount: 2 },
      ApprovalRequest: {
        approvalRequest: request({
          id: 'apr_inv',
          operation: 'deactivateInvoices',
          targetType: 'merchant',
          targetId: 'mer_1',
          preview: { ...emptyPreview, lines: ['mer_1 2025/01', 'mer_1 2025/02'] },
        }),
      },
    });
    renderRoute('/approvals/apr_inv');
    const lines = await screen.findByRole('list', { name: '内容' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['mer_1 2025/01', 'mer_1 2025/02']);
    expect(screen.getByText('請求書レポート停止')).toBeTruthy();
  });
});

describe('/approvals/policy', () => {
  it('shows the policy in Japanese; a change proposed by staff.admin answers 承認待ち with the link', async () => {
    signIn(api, [PERMISSIONS.staffAdmin], MAKER);
    answerGraphQL({
      ApprovalPolicies: {
        approvalPolicies: [
          {
            key: 'legal_status_batch',
            enabled: true,
            rowThreshold: 1000,
            finalStatuses: true,
            updatedAt: AT,
            updatedBy: null,
          },
        ],
      },
      UpdateApprovalPolicy: {
        errorCode: 'APPROVAL_REQUIRED',
        message: '承認待ち',
        approvalRequestId: 'apr_policy',
      },
    });
    renderRoute('/approvals/policy');
    const table = await screen.findByRole('table', { name: '承認ポリシー' });
    expect(tableRows(table)[0].slice(0, 3)).toEqual(['はい', '1,000', 'はい']);
    expect(within(table).getByRole('rowheader').textContent).toBe('法的ステータス一括更新');
    fireEvent.click(within(table).getByRole('button', { name: /変更を申請する/ }));
    const dialog = await screen.findByRole('dialog');
    const threshold = within(dialog).getByLabelText(/この件数を超えると/);
    fireEvent.change(threshold, { target: { value: 'abc' } });
    expect(within(dialog).getByText('0以上の整数を入力してください')).toBeTruthy();
    fireEvent.change(threshold, { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '変更を申請する' }));
    const notice = await within(dialog).findByTestId('approval-pending');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/approvals/apr_policy');
    // The submit button is gone (asking again would only make a second request); the link has the focus.
    expect(within(dialog).queryByRole('button', { name: '変更を申請する' })).toBeNull();
    expect(document.activeElement).toBe(within(notice).getByRole('link'));
    expect(bodiesOf('UpdateApprovalPolicy')[0].variables).toEqual({
      key: 'legal_status_batch',
      enabled: true,
      rowThreshold: 500,
      finalStatuses: true,
    });
  });

  it('without staff.admin the edit buttons are disabled with the reason', async () => {
    signIn(api, [], MAKER);
    answerGraphQL({
      ApprovalPolicies: {
        approvalPolicies: [
          {
            key: 'bulk_cancellation',
            enabled: true,
            rowThreshold: 1000,
            finalStatuses: false,
            updatedAt: AT,
            updatedBy: null,
          },
        ],
      },
    });
    renderRoute('/approvals/policy');
    const button = (await screen.findByRole('button', { name: /変更を申請する/ })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.closest('[data-reason]')?.getAttribute('data-reason')).toContain('staff.admin');
  });
});
