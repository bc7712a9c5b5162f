// @vitest-environment jsdom
// The bulk cancellation page and the merchant page with a scripted server and the CSV worker's code run on the
// page's thread: ids with a duplicates notice, the plans' rows, the confirm dialog naming the count, progress
// and each plan's result; 'データがありません'; the whole-call failure; the merchant lists; the report-setting errors with
// the popup and their lines, the confirmation starting on Cancel, the upload's success, held and refused answers;
// both buttons without their permission.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { routes } from '../../src/app/routes';
import { queryClient } from '../../src/app/api/query-client';
import { setUnauthorizedNavigation } from '../../src/app/api/unauthorized';
import { consoleStore } from '../../src/app/state/console-store';
import { resetSessionBookkeeping } from '../../src/app/state/session';
import { PERMISSIONS } from '../../src/shared/permissions';
import { REPORT_SETTING_CSV_TEXT } from '../../src/workers/csv-texts';
import { installFetchMock } from './fetch-mock';
import { findTableWithRows } from './support/tables';

// jsdom has no Worker: the page gets the worker's own API, called directly.
vi.mock('../../src/workers/csv-worker-client', async () => {
  const { createCsvWorkerApi } = await import('../../src/workers/csv-worker-api');
  return { createCsvWorker: () => ({ api: createCsvWorkerApi(), terminate: () => undefined }) };
});

let api: ReturnType<typeof installFetchMock>;
type GqlBody = { operationName: string; variables: Record<string, unknown> };

const P1 = 'isp_AAAAAAAAAAAAAAAA';
const P2 = 'isp_BBBBBBBBBBBBBBBB';
const P3 = 'isp_CCCCCCCCCCCCCCCC';
const M1 = 'mer_AAAAAAAAAAAAAAAA';

function answer(operations: Record<string, (variables: Record<string, unknown>) => unknown>) {
  api.on('POST /graphql', () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    const data = operations[body.operationName];
    return data ? { status: 200, body: { data: data(body.variables) } } : { status: 500, body: {} };
  });
}

function signedInWith(permissions: readonly string[]) {
  consoleStore.setUser('admin@example.com', permissions);
  api.on('GET /api/profile/me2', { status: 200, body: { email: 'admin@example.com', permissions } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 30 }}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </VirtuosoMockContext.Provider>,
  );
  return router;
}

async function choose(label: RegExp, text: string, name = 'file.csv') {
  const input = await screen.findByLabelText(label);
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } });
}

const operations = () => api.callsTo('POST /graphql').map((c) => (c.body as GqlBody).operationName);

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  consoleStore.clearUser();
  resetSessionBookkeeping();
  setUnauthorizedNavigation(() => {});
  api = installFetchMock();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = (id: string, consumerId: string, status = 'active') => ({
  id,
  consumerId,
  contractType: 'threePay',
  status,
  outstandingAmount: '12000',
});

describe('/installmentPlanCancel', () => {
  it('reads the ids, lists the plans, confirms the count and shows each result as the job completes', async () => {
    signedInWith([PERMISSIONS.installmentPlansBulkCancel]);
    let polls = 0;
    answer({
      InstallmentPlans: () => ({
        installmentPlans: [plan(P1, 'con_AAAAAAAAAAAAAAAA'), plan(P2, 'con_BBBBBBBBBBBBBBBB', 'closed')],
      }),
      StartBulkCancellation: () => ({
        startBulkCancellation: {
          id: 'bcj_1',
          length: 3,
          done: 1,
          completedAt: null,
          results: [{ id: P1, status: 'Success', code: null, title: null, description: null }],
        },
      }),
      BulkCancellation: () => {
        polls++;
        return {
          bulkCancellation: {
            id: 'bcj_1',
            length: 3,
            done: 3,
            completedAt: 1,
            results: [
              {
                id: P1,
                status: 'Success',
                code: null,
                title: null,
                description: null,
                planStatus: 'canceled',
                outstandingAmount: '0',
              },
              { id: P2, status: 'NotActive', code: null, title: null, description: null },
              { id: P3, status: 'Failure', code: 'X', title: 'Not found', description: 'No such plan' },
            ],
          },
        };
      },
    });
    renderAt('/installmentPlanCancel');
    // The tabs name the pages, not the action: no control on the page is a bare "Cancel".
    expect((await screen.findByRole('link', { name: '一括取消' })).getAttribute('href')).toBe(
      '/installmentPlanCancel',
    );
    expect(screen.getByRole('link', { name: '履歴' }).getAttribute('href')).toBe(
      '/installmentPlanCancel/history',
    );
    await choose(/CSVファイル/, `id\n${P1}\n${P2}\n${P1}\n${P3}\n`);
    await screen.findByText(/複数回含まれていたため.*isp_AAAAAAAAAAAAAAAA/);
    const table = await findTableWithRows('分割払い');
    await within(table).findByRole('link', { name: 'con_AAAAAAAAAAAAAAAA' });
    expect(within(table).getAllByText('3回払い')).toHaveLength(2);
    expect(within(table).getByText('閉鎖').getAttribute('title')).toBe('closed');
    expect(within(table).getByText('見つかりません')).toBeTruthy();
    const lookup = api
      .callsTo('POST /graphql')
      .find((c) => (c.body as GqlBody).operationName === 'InstallmentPlans');
    expect((lookup!.body as GqlBody).variables.installmentPlanIds).toEqual([P1, P2, P3]);

    fireEvent.click(screen.getByRole('button', { name: '取消内容を確認' }));
    const dialog = await screen.findByRole('dialog');
    // Only the active plan is counted; the others are named apart. The buttons say what they do (戻る, 1件を取り消す),
    // and the dialog starts on 戻る (irreversible).
    expect(
      within(dialog).getByText(
        '1件の分割払いを取り消します。元には戻せません。ファイルのほかの2件は有効でないため、変更しません。',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '戻る' })),
    );
    expect(within(dialog).queryByRole('button', { name: /Cancel|Confirm/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '1件を取り消す' }));

    await waitFor(() => expect(polls).toBeGreaterThan(0));
    expect((await within(table).findByText('有効でない')).getAttribute('title')).toBe('NotActive');
    expect(within(table).getByText('成功')).toBeTruthy();
    // After the job: the plan's new status and outstanding amount, and the run's result page.
    const cancelled = within(table).getByText('成功').closest('tr')!;
    expect(within(cancelled).getByText('キャンセル済み')).toBeTruthy();
    expect(within(cancelled).getByText('¥0')).toBeTruthy();
    expect(screen.getByRole('link', { name: '結果ページ: bcj_1' }).getAttribute('href')).toBe(
      '/installmentPlanCancelResult/bcj_1',
    );
    expect(within(table).getByText('失敗 — Not found: No such plan')).toBeTruthy();
    const start = api
      .callsTo('POST /graphql')
      .find((c) => (c.body as GqlBody).operationName === 'StartBulkCancellation');
    expect((start!.body as GqlBody).variables.installmentPlanIds).toEqual([P1, P2, P3]);
    expect(start!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says 再接続中 while a lookup waits out a 429 and a poll a network failure, and never "Unknown Error"', async () => {
    signedInWith([PERMISSIONS.installmentPlansBulkCancel]);
    const job = (done: number, results: unknown[]) => ({
      id: 'bcj_2',
      length: 1,
      done,
      completedAt: done ? 1 : null,
      results,
    });
    let lookups = 0;
    let polls = 0;
    api.on('POST /graphql', () => {
      const body = api.calls.at(-1)!.body as GqlBody;
      if (body.operationName === 'InstallmentPlans') {
        // The first lookup meets the rate limit: Retry-After names the wait (1 s).
        if (++lookups === 1)
          return {
            status: 429,
            headers: { 'Retry-After': '1' },
            body: { errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
          };
        return { status: 200, body: { data: { installmentPlans: [plan(P1, 'con_AAAAAAAAAAAAAAAA')] } } };
      }
      if (body.operationName === 'StartBulkCancellation')
        return { status: 200, body: { data: { startBulkCancellation: job(0, []) } } };
      // The first poll finds the network gone; the job ran on meanwhile.
      if (++polls === 1) throw new TypeError('Failed to fetch');
      return {
        status: 200,
        body: {
          data: {
            bulkCancellation: job(1, [
              { id: P1, status: 'Success', code: null, title: null, description: null },
            ]),
          },
        },
      };
    });
    renderAt('/installmentPlanCancel');
    await choose(/CSVファイル/, `${P1}\n`);
    await screen.findByText('再接続中…');
    const table = await findTableWithRows('分割払い');
    await within(table).findByRole('link', { name: 'con_AAAAAAAAAAAAAAAA' }, { timeout: 5_000 });
    expect(screen.queryByText('再接続中…')).toBeNull();
    expect(lookups).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '取消内容を確認' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '1件を取り消す' }));
    await screen.findByText('再接続中…');
    await within(table).findByText('成功', undefined, { timeout: 10_000 });
    expect(polls).toBe(2);
    expect(screen.queryByText(/不明なエラー/)).toBeNull();
    expect(screen.queryByText('再接続中…')).toBeNull();
  }, 20_000);

  it("says 'データがありません' for a file without ids and sends nothing", async () => {
    signedInWith([PERMISSIONS.installmentPlansBulkCancel]);
    answer({});
    renderAt('/installmentPlanCancel');
    await choose(/CSVファイル/, 'id\nhello\n');
    await screen.findByText('データがありません');
    expect(operations()).toEqual([]);
    expect((screen.getByRole('button', { name: '取消内容を確認' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server message of a failed start, or the fallback for a transport failure', async () => {
    signedInWith([PERMISSIONS.installmentPlansBulkCancel]);
    api.on('POST /graphql', () => {
      const body = api.calls.at(-1)!.body as GqlBody;
      if (body.operationName === 'InstallmentPlans')
        return { status: 200, body: { data: { installmentPlans: [plan(P1, 'con_AAAAAAAAAAAAAAAA')] } } };
      return { status: 200, body: { data: null, errors: [{ message: 'Too many ids' }] } };
    });
    renderAt('/installmentPlanCancel');
    await choose(/CSVファイル/, `${P1}\n`);
    await screen.findByRole('table', { name: '分割払い' });
    fireEvent.click(screen.getByRole('button', { name: '取消内容を確認' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '1件を取り消す' }));
    await screen.findByText('Too many ids');
  });

  it('keeps the confirm button disabled with the reason without installment_plans.bulk_cancel', async () => {
    signedInWith([]);
    answer({});
    renderAt('/installmentPlanCancel');
    const button = await screen.findByRole('button', { name: '取消内容を確認' });
    expect(
      button.closest('[data-reason]')?.getAttribute('data-reason') ?? button.getAttribute('title') ?? '',
    ).toContain('installment_plans.bulk_cancel');
  });
});

const merchant = (id: string, name: string, disabledAt: number | null) => ({
  id,
  name,
  createdAt: Date.UTC(2025, 0, 1),
  disabledAt,
  deactivatedMonths: disabledAt ? ['202501'] : [],
});

describe('/merchant/{tab}', () => {
  it('opens report_setting by default and lists enabled and disabled merchants on their tabs', async () => {
    signedInWith([PERMISSIONS.merchantInvoicesWrite]);
    answer({
      Merchants: (v) => ({
        merchants: v.disabled
          ? [merchant('mer_BBBBBBBBBBBBBBBB', 'Closed shop', 1)]
          : [merchant(M1, 'Open shop', null)],
      }),
    });
    const router = renderAt('/merchant');
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/report_setting'));
    fireEvent.click(await screen.findByRole('link', { name: '利用中の加盟店' }));
    await screen.findByText('Open shop');
    fireEvent.click(screen.getByRole('link', { name: '停止中の加盟店' }));
    await screen.findByText('Closed shop');
    expect(screen.getByText('202501')).toBeTruthy();
  });

  it('shows an empty state when there are no disabled merchants', async () => {
    signedInWith([]);
    answer({ Merchants: () => ({ merchants: [] }) });
    renderAt('/merchant/merchant_disabled');
    await screen.findByText('停止中の加盟店はありません');
  });

  const SUMMARY = { rows: 2, months: 1, merchants: 1, added: 1, alreadyDeactivated: 0 };

  function uploadServer(apply: () => { data?: unknown; errors?: unknown[] }) {
    api.on('POST /graphql', () => {
      const body = api.calls.at(-1)!.body as GqlBody;
      if (body.operationName === 'InvoiceDeactivationUpload')
        return { status: 200, body: { data: { invoiceDeactivationUpload: null } } };
      if (body.operationName === 'StageInvoiceDeactivations')
        return { status: 200, body: { data: { stageInvoiceDeactivations: { id: 'x', receivedRows: 2 } } } };
      if (body.operationName === 'DeactivateInvoiceUpload') return { status: 200, body: apply() };
      return { status: 500, body: {} };
    });
  }

  async function chooseAndConfirm(text: string) {
    await choose(/レポート設定CSV/, text);
    await screen.findByRole('table', { name: '停止する行' });
    fireEvent.click(screen.getByRole('button', { name: '停止' }));
    const dialog = await screen.findByRole('dialog', { name: '請求書レポートの停止' });
    // An irreversible step starts on Cancel: Enter twice does nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'キャンセル' }));
    return dialog;
  }

  it('lists the errors with their lines and the popup; a fixed file is confirmed by name and month, then deactivated', async () => {
    signedInWith([PERMISSIONS.merchantInvoicesWrite]);
    uploadServer(() => ({ data: { deactivateInvoiceUpload: SUMMARY } }));
    renderAt('/merchant/report_setting');
    await choose(/レポート設定CSV/, `Deactivated_Month,Merchant_ID\n202513,${M1}\n`);
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText(REPORT_SETTING_CSV_TEXT.popup)).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: '閉じる' }));
    expect(screen.getByText(`${REPORT_SETTING_CSV_TEXT.monthNotValidDate}（行 2）`)).toBeTruthy();
    expect((screen.getByRole('button', { name: '停止' }) as HTMLButtonElement).disabled).toBe(true);

    const dialog = await chooseAndConfirm(`Deactivated_Month,Merchant_ID\n202501,${M1}\n202501,${M1}\n`);
    expect(
      screen.getByText('同じ加盟店・同じ月の行が 1 行あり、1 つにまとめて扱います（行 3）'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/1 加盟店・1 か月分/)).toBeTruthy();
    expect(within(dialog).getByText(`${M1}: 2025年01月`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(operations()).not.toContain('StageInvoiceDeactivations');

    fireEvent.click(screen.getByRole('button', { name: '停止' }));
    fireEvent.click(await screen.findByRole('button', { name: '停止する' }));
    expect((await screen.findByTestId('deactivate-answer')).textContent).toBe(
      '1 加盟店の 1 か月分を停止しました。重複していた 1 行は 1 行として扱いました。',
    );
    const staged = api
      .callsTo('POST /graphql')
      .find((c) => (c.body as GqlBody).operationName === 'StageInvoiceDeactivations');
    expect((staged!.body as GqlBody).variables).toMatchObject({
      uploadId: expect.stringMatching(/^ida_[0-9a-f]{32}$/),
      part: { index: 0, count: 1, firstRow: 1, totalRows: 2 },
      rows: [
        { merchantId: M1, year: 2025, month: 1, line: 2 },
        { merchantId: M1, year: 2025, month: 1, line: 3 },
      ],
    });
  });

  it('shows 承認待ち with a link to the approval request when the change is held', async () => {
    signedInWith([PERMISSIONS.merchantInvoicesWrite]);
    uploadServer(() => ({
      errors: [
        { message: '承認待ち', extensions: { code: 'APPROVAL_REQUIRED', approvalRequestId: 'req-1' } },
      ],
    }));
    renderAt('/merchant/report_setting');
    const dialog = await chooseAndConfirm(`Deactivated_Month,Merchant_ID\n202501,${M1}\n`);
    fireEvent.click(within(dialog).getByRole('button', { name: '停止する' }));
    const held = await screen.findByTestId('approval-pending');
    expect(held.textContent).toContain('承認待ち');
    expect(within(held).getByRole('link', { name: '申請 req-1 を開く' }).getAttribute('href')).toBe(
      '/approvals/req-1',
    );
  });

  it("shows the server's refusal (unknown merchants by line) as it is, in Japanese", async () => {
    signedInWith([PERMISSIONS.merchantInvoicesWrite]);
    const refusal = `登録されていない加盟店があります: ${M1}（行 2）。何も変更していません`;
    uploadServer(() => ({ errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT' } }] }));
    renderAt('/merchant/report_setting');
    const dialog = await chooseAndConfirm(`Deactivated_Month,Merchant_ID\n202501,${M1}\n`);
    fireEvent.click(within(dialog).getByRole('button', { name: '停止する' }));
    expect((await screen.findByTestId('deactivate-answer')).textContent).toBe(refusal);
  });
});
