// @vitest-environment jsdom
// The legal status update screens with a scripted server: the result page of a running batch (spinners,
// NotFound without a link, Refresh) that turns into Partial Success, the history newest first, and the
// Batch Update button without the permission.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '../../src/shared/permissions';
import {
  startApp,
  stopApp,
  signIn,
  renderRoute,
  type FetchMock,
  findTableWithRows,
} from './support/render-app';

let api: FetchMock;
const AT = Date.UTC(2026, 0, 15, 3, 4, 5);
const BATCH = 'lsb_1768446245000';
const A = 'con_AAAAAAAAAAAAAAAA';
const B = 'con_BBBBBBBBBBBBBBBB';
const C = 'con_CCCCCCCCCCCCCCCC';

type GqlBody = { operationName: string; variables: Record<string, unknown> };

const batch = (overrides: Record<string, unknown> = {}) => ({
  id: BATCH,
  comment: '月末の一括更新',
  length: 3,
  createdBy: 'admin@example.com',
  createdAt: AT,
  successes: 0,
  failures: 0,
  success: null,
  completedAt: null,
  error: null,
  ...overrides,
});

// jsdom has no Worker: the update page gets the worker's own API, called directly.
vi.mock('../../src/workers/csv-worker-client', async () => {
  const { createCsvWorkerApi } = await import('../../src/workers/csv-worker-api');
  return { createCsvWorker: () => ({ api: createCsvWorkerApi(), terminate: () => undefined }) };
});

function answer(operations: Record<string, () => unknown>) {
  api.on('POST /graphql', () => {
    const body = api.calls.at(-1)!.body as GqlBody;
    const data = operations[body.operationName];
    return data ? { status: 200, body: { data: data() } } : { status: 500, body: {} };
  });
}

function signedInWith(permissions: readonly string[]) {
  signIn(api, permissions);
}

function renderAt(path: string) {
  return renderRoute(path, { viewport: { viewportHeight: 600, itemHeight: 30 } });
}

const operations = () => api.callsTo('POST /graphql').map((c) => (c.body as GqlBody).operationName);

beforeEach(() => {
  api = startApp();
});
afterEach(stopApp);

describe('legal status update screens', { timeout: 20_000 }, () => {
  it("asks for CSV出力's remembered encoding once the page's data is on screen, and selects it", async () => {
    signedInWith([]);
    answer({
      LegalStatusBatch: () => ({ legalStatusBatchUpdate: batch({ successes: 3, success: true }) }),
      LegalStatusBatchResults: () => ({
        legalStatusBatchUpdateResults: [A, B, C].map((consumerId, i) => ({
          line: i + 2,
          consumerId,
          desiredStatus: 'Dead',
          success: true,
          error: null,
        })),
      }),
    });
    // What the page showed when the encoding was asked for.
    let shownThen: string | undefined;
    api.on('GET /api/exports/preference', () => {
      shownThen = document.body.textContent ?? '';
      return { status: 200, body: { encoding: 'shift_jis' } };
    });
    renderAt(`/legalStatusUpdateResult/${BATCH}`);
    await findTableWithRows('顧客');
    const encoding = await screen.findByRole('combobox');
    await waitFor(() => expect((encoding as HTMLSelectElement).value).toBe('shift_jis'));
    expect(api.callsTo('GET /api/exports/preference')).toHaveLength(1);
    // Not a request beside the page's own first ones: the batch and its rows were on screen already.
    expect(shownThen).toContain('月末の一括更新');
    expect(shownThen).toContain(C);
  });

  it('the result page of a running batch: spinners, Refresh, NotFound without a link; then Partial Success', async () => {
    signedInWith([]);
    let done = false;
    answer({
      LegalStatusBatch: () => ({
        legalStatusBatchUpdate: done
          ? batch({ successes: 1, failures: 2, success: true, completedAt: AT + 60_000 })
          : batch({ successes: 1, failures: 1 }),
      }),
      LegalStatusBatchResults: () => ({
        legalStatusBatchUpdateResults: [
          // The file had a blank line 3: the rows are its lines 2, 4 and 5.
          { line: 2, consumerId: A, desiredStatus: 'CollectionPending', success: true, error: null },
          { line: 4, consumerId: B, desiredStatus: 'Dead', success: false, error: 'NotFound' },
          done
            ? { line: 5, consumerId: C, desiredStatus: 'Normal', success: false, error: 'AccountClosed' }
            : { line: 5, consumerId: C, desiredStatus: 'Normal', success: null, error: null },
        ],
      }),
    });
    renderAt(`/legalStatusUpdateResult/${BATCH}`);
    const table = await findTableWithRows('顧客');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: A }).getAttribute('href')).toBe(`/consumers/${A}`);
    expect(rows[0].textContent).toContain('成功');
    expect(within(rows[1]).queryByRole('link')).toBeNull();
    // Refusals in Japanese, the code kept beside the text for support.
    expect(rows[1].textContent).toContain('失敗 顧客が見つかりません');
    expect(rows[1].querySelector('[data-code]')?.getAttribute('data-code')).toBe('NotFound');
    expect(within(rows[2]).getByRole('status').textContent).toBe('処理中');

    const summary = document.querySelector('.key-value-table') as HTMLElement;
    expect(within(summary).getByRole('status').textContent).toBe('処理中');
    expect(summary.textContent).toContain('1 / 3 件');
    expect(summary.textContent).toContain('月末の一括更新');
    expect(summary.textContent).toContain('完了日時未完了');

    done = true;
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(summary.textContent).toContain('一部成功（1/3）'));
    expect(screen.queryByRole('button', { name: '再読み込み' })).toBeNull();
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[3].textContent).toContain('失敗 退会済みのため変更できません'),
    );
    // エラーのみ表示: the failed rows only, each with its line in the file (the No. the upload page showed).
    fireEvent.click(screen.getByLabelText('エラーのみ表示'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['4', '5']);
    expect(screen.getByText('2 / 3 行')).toBeTruthy();
    expect(operations().filter((o) => o === 'LegalStatusBatch')).toHaveLength(2);
    // The rows were asked again once the batch completed, as they still showed a pending row.
    expect(operations().filter((o) => o === 'LegalStatusBatchResults')).toHaveLength(2);
  });

  it('a big batch: its rows are read 5,000 at a time in order; as it runs only the pages with pending rows are read again', async () => {
    signedInWith([]);
    const LENGTH = 12_000;
    let applied = 6_000;
    const consumer = (n: number) => `con_${String(n).padStart(16, '0')}`;
    answer({
      LegalStatusBatch: () => ({
        legalStatusBatchUpdate: batch({
          length: LENGTH,
          successes: applied,
          ...(applied === LENGTH ? { success: true, completedAt: AT + 60_000 } : {}),
        }),
      }),
      LegalStatusBatchResults: () => {
        const { offset, limit } = (api.calls.at(-1)!.body as GqlBody).variables as Record<string, number>;
        const last = Math.min(offset + limit, LENGTH);
        return {
          legalStatusBatchUpdateResults: Array.from({ length: last - offset }, (_, i) => ({
            line: offset + i + 2,
            consumerId: consumer(offset + i + 1),
            desiredStatus: 'Normal',
            success: offset + i + 1 <= applied ? true : null,
            error: null,
          })),
        };
      },
    });
    renderAt(`/legalStatusUpdateResult/${BATCH}`);
    const offsets = () =>
      api
        .callsTo('POST /graphql')
        .map((c) => c.body as GqlBody)
        .filter((b) => b.operationName === 'LegalStatusBatchResults')
        .map((b) => b.variables.offset);
    // The rows' export is the server's (CSV出力), there from the start; the table reads its pages in order.
    await screen.findByRole('button', { name: 'CSV出力' });
    await waitFor(() => expect(offsets()).toEqual([0, 5_000, 10_000]));
    await waitFor(() => expect(screen.queryByText(/Reading the rows/)).toBeNull());
    const table = await findTableWithRows('顧客');
    expect(within(table).getAllByRole('row')[1].textContent).toContain(consumer(1));

    applied = LENGTH;
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(offsets()).toHaveLength(5));
    // Rows 1–5,000 were all applied already: that page is not read again.
    expect(offsets().slice(3).sort()).toEqual([10_000, 5_000].sort());
    await waitFor(() =>
      expect(document.querySelector('.key-value-table')!.textContent).toContain('12,000 / 12,000 件'),
    );
  });

  it('a batch held for a second person shows 承認待ち with the request link, in its page and the history', async () => {
    signedInWith([]);
    const held = batch({
      approvalRequestId: 'apr_batch',
      awaitingApproval: true,
      completedAt: null,
      success: null,
    });
    answer({
      LegalStatusBatch: () => ({ legalStatusBatchUpdate: held }),
      LegalStatusBatchResults: () => ({ legalStatusBatchUpdateResults: [] }),
      LegalStatusBatches: () => ({ legalStatusBatchCount: 1, legalStatusBatchUpdates: [held] }),
    });
    renderAt(`/legalStatusUpdateResult/${BATCH}`);
    const link = await screen.findByRole('link', { name: '申請 apr_batch を開く' });
    expect(link.getAttribute('href')).toBe('/approvals/apr_batch');
    expect(link.closest('[data-status]')?.textContent).toContain('承認待ち');
    cleanup();
    renderAt('/legalStatusUpdate/history');
    const table = await screen.findByRole('table', { name: 'バッチ' });
    expect(within(table).getByRole('link', { name: '申請 apr_batch を開く' })).toBeTruthy();
  });

  it('a batch that does not exist shows the empty box', async () => {
    signedInWith([]);
    answer({
      LegalStatusBatch: () => ({ legalStatusBatchUpdate: null }),
    });
    renderAt(`/legalStatusUpdateResult/${BATCH}`);
    expect((await screen.findByRole('note')).textContent).toBe('このバッチは存在しません。');
  });

  it('the history lists every batch newest first with Pending and the §4 statuses, each linking to its result', async () => {
    signedInWith([]);
    answer({
      LegalStatusBatches: () => ({
        legalStatusBatchCount: 3,
        legalStatusBatchUpdates: [
          batch({ id: 'lsb_1', createdAt: AT - 2_000, success: false, completedAt: AT, error: 'Aborted' }),
          batch({ id: 'lsb_3', createdAt: AT }),
          batch({ id: 'lsb_2', createdAt: AT - 1_000, successes: 3, success: true, completedAt: AT }),
        ],
      }),
    });
    renderAt('/legalStatusUpdate/history');
    const table = await screen.findByRole('table', { name: 'バッチ' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['lsb_3', 'lsb_2', 'lsb_1']);
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe('/legalStatusUpdateResult/lsb_3');
    expect(rows[0].textContent).toContain('未完了');
    expect(within(rows[0]).getByRole('status').textContent).toBe('処理中');
    expect(rows[1].textContent).toContain('成功');
    expect(rows[2].textContent).toContain('失敗');
    expect(rows[2].textContent).toContain('admin@example.com');
  });

  it('the history asks the server one page of 20 at a time, with a pager above and below for every batch', async () => {
    signedInWith([]);
    const TOTAL = 45;
    answer({
      LegalStatusBatches: () => {
        const { offset, limit } = (api.calls.at(-1)!.body as GqlBody).variables as Record<string, number>;
        const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice(offset, offset + limit);
        return {
          legalStatusBatchCount: TOTAL,
          legalStatusBatchUpdates: ids.map((n) => batch({ id: `lsb_${n}`, createdAt: AT + n })),
        };
      },
    });
    renderAt('/legalStatusUpdate/history');
    const table = await screen.findByRole('table', { name: 'バッチ' });
    const links = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getByRole('link').textContent);
    expect(links()).toHaveLength(20);
    expect(links()[0]).toBe('lsb_45');
    const lower = screen.getByRole('navigation', { name: 'バッチ ページ送り (下)' });
    expect(screen.getByRole('navigation', { name: 'バッチ ページ送り (上)' })).toBeTruthy();
    fireEvent.click(within(lower).getByRole('button', { name: 'ページ 3' }));
    await waitFor(() => expect(links()).toEqual(['lsb_5', 'lsb_4', 'lsb_3', 'lsb_2', 'lsb_1']));
    const asked = api
      .callsTo('POST /graphql')
      .map((c) => c.body as GqlBody)
      .filter((b) => b.operationName === 'LegalStatusBatches')
      .map((b) => b.variables);
    expect(asked).toEqual([
      { offset: 0, limit: 20, filter: {} },
      { offset: 40, limit: 20, filter: {} },
    ]);
  });

  it('the history without any batch shows the empty box and no pager', async () => {
    signedInWith([]);
    answer({ LegalStatusBatches: () => ({ legalStatusBatchCount: 0, legalStatusBatchUpdates: [] }) });
    renderAt('/legalStatusUpdate/history');
    expect((await screen.findByRole('note')).textContent).toBe('データがありません');
    expect(screen.queryByRole('navigation', { name: /バッチ ページ送り/ })).toBeNull();
  });

  it('a batch held for a second person: 承認待ち with the link instead of the success toast, and no redirect', async () => {
    signedInWith([PERMISSIONS.legalStatusBatchesWrite]);
    api.on('POST /graphql', () => {
      const body = api.calls.at(-1)!.body as GqlBody;
      if (body.operationName === 'ConsumerStatuses')
        return {
          status: 200,
          body: { data: { consumerStatuses: [{ id: A, status: 'Enabled', legalStatus: 'Normal' }] } },
        };
      return {
        status: 200,
        body: {
          data: null,
          errors: [
            {
              message: '承認待ち',
              extensions: { code: 'APPROVAL_REQUIRED', approvalRequestId: 'apr_batch' },
            },
          ],
        },
      };
    });
    const router = renderAt('/legalStatusUpdate/update');
    fireEvent.change(await screen.findByLabelText('CSV ファイル'), {
      target: { files: [new File([`cid,legal_status\n${A},dead\n`], 'dead.csv', { type: 'text/csv' })] },
    });
    const button = (await screen.findByRole('button', { name: '一括更新' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    // The confirmation first: it names the change, which cannot be undone, and starts on キャンセル.
    const dialog = await screen.findByRole('dialog', { name: '一括更新の確認' });
    expect(dialog.textContent).toContain('1 件の法的ステータスを変更します。');
    expect(dialog.textContent).toContain('死亡・破産確定への変更は取り消せません。');
    expect(document.activeElement?.textContent).toBe('キャンセル');
    expect(operations()).not.toContain('StartLegalStatusBatch');
    fireEvent.click(within(dialog).getByRole('button', { name: '一括更新を実行' }));
    const notice = await screen.findByTestId('approval-pending');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/approvals/apr_batch');
    expect(screen.queryByText('更新を開始しました')).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(operations()).toContain('StartLegalStatusBatch');
    expect(button.disabled).toBe(true);
    expect(router.state.location.pathname).toBe('/legalStatusUpdate/update');
  });

  it('without legal_status_batches.write, Batch Update is disabled with the reason, visible before any file', async () => {
    signedInWith([PERMISSIONS.consumersWrite]);
    renderAt('/legalStatusUpdate/update');
    const button = await screen.findByRole('button', { name: '一括更新' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      '一括更新の権限がありません（legal_status_batches.write）',
    );
    // Shown on the page, not only as a tooltip; the file input says it too.
    expect(screen.getAllByText(/一括更新の権限がありません/).length).toBeGreaterThan(1);
    const input = screen.getByLabelText('CSV ファイル');
    expect((input as HTMLInputElement).disabled).toBe(false);
    expect(input.getAttribute('aria-describedby')).toContain('legal-status-permission');
    expect(screen.getByText(/^lsb_\d{13}$/)).toBeTruthy();
    expect(screen.getByPlaceholderText('この更新のメモ（任意）')).toBeTruthy();
  });
});

describe('legal status screens', { timeout: 20_000 }, () => {
  it('the history keeps its filters in the URL, asks the server with them, and shows each comment', async () => {
    signedInWith([]);
    answer({
      LegalStatusBatches: () => ({
        legalStatusBatchCount: 21,
        legalStatusBatchUpdates: [batch({ completedAt: AT, success: true, successes: 3 })],
      }),
    });
    const router = renderAt(
      '/legalStatusUpdate/history?comment=月末&createdBy=admin@example.com&from=2026-01-15&to=2026-01-16&page=2',
    );
    const table = await screen.findByRole('table', { name: 'バッチ' });
    expect(within(table).getAllByRole('row')[1].textContent).toContain('月末の一括更新');
    const form = screen.getByRole('search', { name: '履歴の絞り込み' });
    expect((within(form).getByLabelText('コメント') as HTMLInputElement).value).toBe('月末');
    expect((within(form).getByLabelText('作成日（から）') as HTMLInputElement).value).toBe('2026-01-15');
    const asked = () =>
      api
        .callsTo('POST /graphql')
        .map((c) => c.body as GqlBody)
        .filter((b) => b.operationName === 'LegalStatusBatches')
        .map((b) => b.variables);
    expect(asked()[0]).toEqual({
      offset: 20,
      limit: 20,
      filter: {
        comment: '月末',
        createdBy: 'admin@example.com',
        createdFrom: Date.parse('2026-01-15T00:00:00+09:00'),
        createdTo: Date.parse('2026-01-16T23:59:59.999+09:00'),
      },
    });

    // A new filter goes to the URL, back to page 1.
    fireEvent.change(within(form).getByLabelText('バッチID'), { target: { value: BATCH } });
    fireEvent.click(within(form).getByRole('button', { name: '絞り込む' }));
    await waitFor(() => expect(router.state.location.search).toContain(`batchId=${BATCH}`));
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ offset: 0, filter: { batchId: BATCH } }));

    // A range that ends before it starts is not applied (the form shows the URL's filters: a new one).
    const again = screen.getByRole('search', { name: '履歴の絞り込み' });
    fireEvent.change(within(again).getByLabelText('作成日（まで）'), { target: { value: '2026-01-01' } });
    expect(screen.getByRole('alert').textContent).toContain('作成日の範囲が正しくありません');
    expect((within(again).getByRole('button', { name: '絞り込む' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(again).getByRole('button', { name: 'クリア' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('the Update tab keeps the checked file, its rows and the comment while the History tab is open', async () => {
    signedInWith([PERMISSIONS.legalStatusBatchesWrite]);
    answer({
      ConsumerStatuses: () => ({
        consumerStatuses: [
          { id: A, status: 'Enabled', legalStatus: 'Normal' },
          { id: B, status: 'Closed', legalStatus: 'Normal' },
        ],
      }),
      LegalStatusBatches: () => ({ legalStatusBatchCount: 0, legalStatusBatchUpdates: [] }),
    });
    renderAt('/legalStatusUpdate/update');
    fireEvent.change(await screen.findByLabelText('CSV ファイル'), {
      target: {
        files: [
          new File([`cid,legal_status\n${A},dead\n${B},normal\n`], 'month-end.csv', { type: 'text/csv' }),
        ],
      },
    });
    await screen.findByText('確認済みのファイル: month-end.csv');
    const warnings = await screen.findByRole('list', { name: 'CSVの警告' });
    expect(warnings.textContent).toContain('（行 3）');
    fireEvent.change(screen.getByPlaceholderText('この更新のメモ（任意）'), {
      target: { value: '月末分' },
    });
    fireEvent.click(screen.getByLabelText('警告の行を除外して一括更新する')); // send them too
    const batchId = screen.getByTestId('batch-id').textContent;

    fireEvent.click(screen.getByRole('link', { name: '履歴' }));
    await screen.findByRole('search', { name: '履歴の絞り込み' });
    fireEvent.click(screen.getByRole('link', { name: '更新' }));

    expect(await screen.findByText('確認済みのファイル: month-end.csv')).toBeTruthy();
    expect(within(await findTableWithRows('CSV ファイルの行')).getAllByRole('row')).toHaveLength(3);
    expect((screen.getByPlaceholderText('この更新のメモ（任意）') as HTMLTextAreaElement).value).toBe(
      '月末分',
    );
    expect((screen.getByLabelText('警告の行を除外して一括更新する') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('batch-id').textContent).toBe(batchId);
    const button = screen.getByRole('button', { name: '一括更新' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '一括更新の確認' });
    expect(dialog.textContent).toContain('2 件の法的ステータスを変更します。');
    expect(dialog.textContent).toContain('警告: 1 件（含めて送信します。これらの行は失敗します）');
    expect(dialog.textContent).toContain('コメント: 月末分');
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations()).not.toContain('StartLegalStatusBatch');
  });
});
