// @vitest-environment jsdom
// The bulk cancellation record on the page with a scripted server: the history's filters live in the
// URL and are sent to the server (JST days as bounds), a run held for a second person (four eyes) shows 承認待ち with
// its request, a completed run's summary and rows; the rules apart (filters, run state, react-query retries).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../src/app/api/api-error';
import { queryRetries } from '../../src/app/api/with-retries';
import { PERMISSIONS } from '../../src/shared/permissions';
import {
  historyFiltersFromSearch,
  historyVariables,
  runState,
  searchFromHistoryFilters,
} from '../../src/app/features/installment-plan-cancel/installment-plan-cancel-records-rules';
import {
  renderRoute,
  signIn,
  startApp,
  stopApp,
  type FetchMock,
  findTableWithRows,
} from './support/render-app';

let api: FetchMock;
type GqlBody = { operationName: string; variables: Record<string, unknown> };

beforeEach(() => {
  api = startApp();
  signIn(api, [PERMISSIONS.installmentPlansBulkCancel]);
});
afterEach(stopApp);

const renderAt = (path: string) => renderRoute(path, { viewport: { viewportHeight: 600, itemHeight: 30 } });

const run = (overrides: Record<string, unknown> = {}) => ({
  id: 'bcj_1',
  length: 2,
  done: 2,
  createdBy: 'maker@example.com',
  createdAt: Date.UTC(2026, 10, 25, 1, 0),
  completedAt: Date.UTC(2026, 10, 25, 1, 1),
  approvalRequestId: null,
  awaitingApproval: false,
  comment: '春の一括解約',
  successes: 1,
  notActive: 1,
  failures: 0,
  ...overrides,
});

function answer(data: (body: GqlBody) => unknown) {
  api.on('POST /graphql', () => ({ status: 200, body: { data: data(api.calls.at(-1)!.body as GqlBody) } }));
}

describe('the result page', () => {
  it('shows the run read from the server: summary, comment and each plan after the job', async () => {
    answer(() => ({
      bulkCancellation: {
        ...run(),
        results: [
          {
            id: 'isp_AAAAAAAAAAAAAAAA',
            status: 'Success',
            code: null,
            title: 'Cancelled',
            description: 'Reverted',
            planStatus: 'canceled',
            outstandingAmount: '0',
          },
          {
            id: 'isp_BBBBBBBBBBBBBBBB',
            status: 'NotActive',
            code: 'NotActive',
            title: 'Not active',
            description: null,
            planStatus: 'completed',
            outstandingAmount: '0',
          },
        ],
      },
    }));
    renderAt('/installmentPlanCancelResult/bcj_1');
    const rows = await findTableWithRows('分割払い');
    const cancelled = within(rows).getByRole('row', { name: /isp_AAAAAAAAAAAAAAAA/ });
    expect(within(cancelled).getByText('キャンセル済み')).toBeTruthy();
    expect(within(cancelled).getByText('成功').getAttribute('title')).toBe('Success');
    expect(within(cancelled).getByText('¥0')).toBeTruthy();
    expect(document.querySelector('[data-status="completed"]')?.textContent).toBe('完了');
    expect(screen.getByText('取消 1件 · 有効でない 1件 · 失敗 0件（全 2件）')).toBeTruthy();
    expect(screen.getByText('春の一括解約')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV出力' })).toBeTruthy();
  });

  it('a run held for a second person says 承認待ち and links its approval request', async () => {
    const requestId = '0f0f0f0f-0000-4000-8000-000000000001';
    answer(() => ({
      bulkCancellation: {
        ...run({ done: 0, completedAt: null, awaitingApproval: true, approvalRequestId: requestId }),
        successes: 0,
        notActive: 0,
        results: [],
      },
    }));
    renderAt('/installmentPlanCancelResult/bcj_1');
    const link = await screen.findByRole('link', { name: `申請 ${requestId} を開く` });
    expect(link.getAttribute('href')).toBe(`/approvals/${requestId}`);
    expect(link.closest('[data-status]')?.textContent).toMatch(/^承認待ち /);
  });
});

describe('the history', () => {
  it('sends the URL filters to the server and keeps new ones in the URL', async () => {
    answer(() => ({ bulkCancellations: { total: 1, items: [run()] } }));
    const router = renderAt('/installmentPlanCancel/history?createdBy=maker&from=2026-11-25');
    const table = await screen.findByRole('table', { name: '一括キャンセル履歴' });
    expect(within(table).getByRole('link', { name: 'bcj_1' }).getAttribute('href')).toBe(
      '/installmentPlanCancelResult/bcj_1',
    );
    const sent = (api.callsTo('POST /graphql').at(-1)!.body as GqlBody).variables;
    expect(sent).toEqual({
      filter: { createdBy: 'maker', from: Date.parse('2026-11-25T00:00:00.000+09:00') },
      offset: 0,
      limit: 50,
    });
    fireEvent.change(screen.getByLabelText('コメント'), { target: { value: '春' } });
    fireEvent.click(screen.getByRole('button', { name: '適用' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?createdBy=maker&comment=%E6%98%A5&from=2026-11-25'),
    );
    await waitFor(() =>
      expect((api.callsTo('POST /graphql').at(-1)!.body as GqlBody).variables.filter).toEqual({
        createdBy: 'maker',
        comment: '春',
        from: Date.parse('2026-11-25T00:00:00.000+09:00'),
      }),
    );
  });
});

describe('record rules', () => {
  it('reads the filters and page from the URL, leaving out what is empty or unreadable', () => {
    const { filters, page } = historyFiltersFromSearch(
      new URLSearchParams('createdBy=%20a%20&comment=&from=2026-13&to=2026-11-30&page=3'),
    );
    expect(filters).toEqual({ createdBy: 'a', comment: '', from: '', to: '2026-11-30' });
    expect(page).toBe(3);
    expect(
      searchFromHistoryFilters({ createdBy: 'a', comment: '', from: '', to: '2026-11-30' }, 2).toString(),
    ).toBe('createdBy=a&to=2026-11-30&page=2');
    expect(historyVariables({ createdBy: '', comment: ' x ', from: '', to: '2026-11-30' }, 2)).toEqual({
      filter: { comment: 'x', to: Date.parse('2026-11-30T23:59:59.999+09:00') },
      offset: 50,
      limit: 50,
    });
  });

  it('a run is awaiting approval, in progress or completed', () => {
    expect(runState({ done: 0, length: 1, awaitingApproval: true, approvalRequestId: 'r' })).toEqual({
      kind: 'awaitingApproval',
      requestId: 'r',
    });
    expect(runState({ done: 0, length: 1, awaitingApproval: false, completedAt: null }).kind).toBe(
      'inProgress',
    );
    expect(runState({ done: 1, length: 1, awaitingApproval: false, completedAt: 1 }).kind).toBe('completed');
  });

  it("the record's queries wait out a 429 as Retry-After asks and retry transient failures, not refusals", () => {
    const limited = new ApiError(429, '', 'slow down', '7');
    expect(queryRetries.retry(5, limited)).toBe(true);
    expect(queryRetries.retryDelay(1, limited)).toBe(7_000);
    expect(queryRetries.retry(2, new ApiError(503, '', 'down'))).toBe(true);
    expect(queryRetries.retry(3, new ApiError(503, '', 'down'))).toBe(false);
    expect(queryRetries.retryDelay(3, new ApiError(0, '', 'offline'))).toBe(4_000);
    expect(queryRetries.retry(0, new ApiError(403, 'FORBIDDEN', 'no'))).toBe(false);
  });
});
