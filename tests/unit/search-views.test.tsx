// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '../../src/app/api/query-client';
import { consoleStore } from '../../src/app/state/console-store';
import { paths, type SearchTab } from '../../src/app/paths';
import type { SearchResult } from '../../src/app/features/search/api/search-query';
import { SEARCH_RESULT_LIMIT } from '../../src/shared/search-keyword';
import { persistKeyFor } from '../../src/app/api/persisted-cache';
import {
  DEFAULT_STAFF,
  startApp,
  stopApp,
  signIn,
  renderRoute,
  tableRows,
  type FetchMock,
} from './support/render-app';

let api: FetchMock;

const AT = Date.UTC(2026, 0, 15, 3, 4, 5); // 2026-01-15 12:04:05 in Tokyo

function fixture(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    consumers: [
      {
        id: 'con_aaaaaaaaaaaaaaaa',
        kanjiName: '山田 太郎',
        kanaName: 'ヤマダ タロウ',
        createdAt: AT,
        dateOfBirth: '1990-04-01',
        email: 'taro@example.jp',
        phone: '819012345678',
        status: 'Enabled',
      },
      {
        id: 'con_bbbbbbbbbbbbbbbb',
        kanjiName: null,
        kanaName: null,
        createdAt: AT,
        dateOfBirth: null,
        email: null,
        phone: null,
        status: 'Closed',
      },
    ],
    paidyPayments: [
      {
        id: 'pay_aaaaaaaaaaaaaaaa',
        test: true,
        consumerId: 'con_aaaaaaaaaaaaaaaa',
        consumerName: '山田 太郎',
        amount: '12000',
        shippingAddress: {
          zip: '150-0001',
          state: '東京都',
          city: '渋谷区',
          line1: '神宮前1-2-3',
          line2: '4F',
        },
        createdAt: AT,
        status: 'AUTHORIZED',
      },
      {
        id: 'pay_bbbbbbbbbbbbbbbb',
        test: false,
        consumerId: null,
        consumerName: null,
        amount: null,
        shippingAddress: null,
        createdAt: AT,
        status: 'REJECTED',
      },
    ],
    combiniPayments: [
      {
        id: 'cpm_aaaaaaaaaaaaaaaa',
        orderRef: null,
        amount: '3300',
        createdAt: AT,
        status: 'paid',
        test: false,
      },
    ],
    chargesByProviderRef: [
      {
        chargeId: 'chg_aaaaaaaaaaaaaaaa',
        consumerId: 'con_aaaaaaaaaaaaaaaa',
        orderReference: 'order-1',
        barcodeId: null,
        amount: '5000',
        createdAt: AT,
      },
    ],
    ...overrides,
  };
}

function answerSearch(result: SearchResult) {
  api.on('POST /graphql', { status: 200, body: { data: { fuzzySearch: result } } });
}

function renderAt(path: string) {
  return renderRoute(path);
}

/** The URL of a search, as the header's box opens it. */
const searchUrl = (keyword: string, tab: SearchTab) => paths.search.results(keyword, tab);

const rowTexts = tableRows;

beforeEach(() => {
  api = startApp();
  signIn(api, []);
});
afterEach(stopApp);

describe('search views', { timeout: 20_000 }, () => {
  it('with no keyword shows the empty box asking for one (not データがありません: nothing was searched) and sends no search', async () => {
    renderAt('/search');
    expect((await screen.findByRole('note')).textContent).toBe(
      '検索キーワードを入力してください（2文字以上）',
    );
    expect(screen.queryByText('データがありません')).toBeNull();
    expect(api.callsTo('POST /graphql')).toHaveLength(0);
  });

  it('runs the Search query on the keyword of the URL, which the global keyword follows, and shows four tab links with counts', async () => {
    answerSearch(fixture());
    renderAt(searchUrl('山田', 'payments'));
    const tabs = await screen.findByRole('navigation', { name: '検索結果' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['決済 (2)', `/search?q=${encodeURIComponent('山田')}&tab=payments`],
      ['顧客 (2)', `/search?q=${encodeURIComponent('山田')}&tab=consumers`],
      ['コンビニ決済 (1)', `/search?q=${encodeURIComponent('山田')}&tab=combini-payments`],
      ['重複決済の疑い (1)', `/search?q=${encodeURIComponent('山田')}&tab=duplicate-settlements`],
    ]);
    expect(links[0].getAttribute('aria-current')).toBe('page');
    expect(consoleStore.getState().keyword).toBe('山田');
    const body = api.callsTo('POST /graphql')[0].body as { operationName?: string; variables: unknown };
    expect(body.operationName).toBe('Search');
    expect(body.variables).toEqual({ searchKeyword: '山田' });
    expect(JSON.stringify(body)).toContain('query Search(');
  });

  it('payments table: id link, test tag, consumer link or N/A, amount or N/A, joined address, created, status', async () => {
    answerSearch(fixture());
    renderAt(searchUrl('山田', 'payments'));
    const table = await screen.findByRole('table');
    expect(rowTexts(table)).toEqual([
      [
        'pay_aaaaaaaaaaaaaaaa',
        'テスト',
        '山田 太郎',
        '¥12,000',
        '150-0001 東京都 渋谷区 4F 神宮前1-2-3',
        '2026-01-15 12:04:05',
        'オーソリ済み',
      ],
      ['pay_bbbbbbbbbbbbbbbb', '', 'N/A', 'N/A', 'N/A', '2026-01-15 12:04:05', '却下'],
    ]);
    expect(screen.getByRole('link', { name: 'pay_aaaaaaaaaaaaaaaa' }).getAttribute('href')).toBe(
      '/payments/pay_aaaaaaaaaaaaaaaa/auth',
    );
    expect(screen.getByRole('link', { name: '山田 太郎' }).getAttribute('href')).toBe(
      '/consumers/con_aaaaaaaaaaaaaaaa/details',
    );
    expect(table.querySelector('.status-tag--authorized')).toBeTruthy();
  });

  it('consumers table: name link (or N/A), created, date of birth or Empty, e-mail, phone, status', async () => {
    answerSearch(fixture());
    renderAt(searchUrl('山田', 'consumers'));
    const table = await screen.findByRole('table');
    expect(rowTexts(table)).toEqual([
      [
        '山田 太郎 ヤマダ タロウ',
        '2026-01-15 12:04:05',
        '1990-04-01',
        'taro@example.jp',
        '090-1234-5678',
        '有効',
      ],
      ['N/A', '2026-01-15 12:04:05', '未登録', 'N/A', 'N/A', '閉鎖'],
    ]);
    expect(screen.getByRole('link', { name: 'N/A' }).getAttribute('href')).toBe(
      '/consumers/con_bbbbbbbbbbbbbbbb/details',
    );
  });

  it('combini and duplicate-settlement tables', async () => {
    answerSearch(fixture());
    const router = renderAt(searchUrl('山田', 'combini-payments'));
    let table = await screen.findByRole('table');
    expect(rowTexts(table)).toEqual([
      ['cpm_aaaaaaaaaaaaaaaa', 'N/A', '¥3,300', '2026-01-15 12:04:05', '支払済み', ''],
    ]);
    expect(screen.getByRole('link', { name: 'cpm_aaaaaaaaaaaaaaaa' }).getAttribute('href')).toBe(
      '/combini-payments/cpm_aaaaaaaaaaaaaaaa',
    );

    fireEvent.click(screen.getByRole('link', { name: /重複決済の疑い/ }));
    await waitFor(() => expect(router.state.location.search).toContain('tab=duplicate-settlements'));
    table = await screen.findByRole('table');
    expect(rowTexts(table)).toEqual([
      ['chg_aaaaaaaaaaaaaaaa', 'con_aaaaaaaaaaaaaaaa', 'order-1', 'N/A', '¥5,000', '2026-01-15 12:04:05'],
    ]);
    expect(screen.getByRole('link', { name: 'con_aaaaaaaaaaaaaaaa' }).getAttribute('href')).toBe(
      '/consumers/con_aaaaaaaaaaaaaaaa/details',
    );
  });

  it('an empty list shows the empty box', async () => {
    answerSearch(fixture({ combiniPayments: [], paidyPayments: [] }));
    renderAt(searchUrl('山田', 'payments'));
    expect(await screen.findByText('データがありません')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a write of the persisted cache still pending when the shell closes is dropped: a wiped cache stays wiped', async () => {
    answerSearch(fixture());
    renderAt(searchUrl('山田', 'payments'));
    await screen.findByRole('table');
    // A change now is written after the persister's 1 s throttle, by when the shell has gone.
    act(() => queryClient.setQueryData(['probe'], 'late'));
    cleanup();
    localStorage.clear();
    signIn(api, []); // the same staff user signs in again at once
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(localStorage.getItem(persistKeyFor(DEFAULT_STAFF))).toBeNull();
  });

  it('100 rows a page: more than 100 payments get a pager above and below (Prev, pages, Next)', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      ...fixture().paidyPayments[1],
      id: `pay_${String(i).padStart(16, '0')}`,
    }));
    answerSearch(fixture({ paidyPayments: many }));
    const router = renderAt(searchUrl('yamada', 'payments'));
    const table = await screen.findByRole('table');
    // The first 25 rows come first, the rest in a background render.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    const pagers = screen.getAllByRole('navigation', { name: /決済のページ送り/ });
    expect(pagers).toHaveLength(2);
    const top = pagers[0];
    expect(
      within(top)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['前へ', '1', '2', '3', '次へ']);
    expect((within(top).getByRole('button', { name: '前へ' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(top).getByRole('button', { name: 'ページ 3' }));
    expect(router.state.location.search).toBe('?q=yamada&tab=payments&page=3');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('link', { name: 'pay_0000000000000200' })).toBeTruthy();
    expect(
      within(screen.getAllByRole('navigation', { name: /決済のページ送り/ })[1])
        .getByRole('button', { name: 'ページ 3' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('a link to a page of the results opens that page; back returns to page 1', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      ...fixture().paidyPayments[1],
      id: `pay_${String(i).padStart(16, '0')}`,
    }));
    answerSearch(fixture({ paidyPayments: many }));
    const router = renderRoute(['/search?q=yamada', '/search?q=yamada&page=2']);
    expect(await screen.findByRole('link', { name: 'pay_0000000000000100' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'pay_0000000000000000' })).toBeTruthy();
  });

  it('the former /search/<tab> paths redirect to /search with the tab and keyword kept', async () => {
    answerSearch(fixture());
    const router = renderAt(`/search/consumers?q=${encodeURIComponent('山田')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('consumers');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('山田');
    expect(await screen.findByRole('link', { name: /顧客 \(2\)/ })).toHaveProperty('ariaCurrent', 'page');
    cleanup();
    const plain = renderAt('/search/payments');
    await waitFor(() => expect(plain.state.location.pathname).toBe('/search'));
    expect(plain.state.location.search).toBe('');
  });

  it('back and forward move between searches, and the header keyword follows the URL', async () => {
    answerSearch(fixture());
    const router = renderRoute([searchUrl('山田', 'payments'), searchUrl('yamada', 'consumers')]);
    await screen.findByRole('navigation', { name: '検索結果' });
    expect(consoleStore.getState().keyword).toBe('yamada');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(consoleStore.getState().keyword).toBe('山田'));
    const bodies = () =>
      api.callsTo('POST /graphql').map((c) => (c.body as { variables: unknown }).variables);
    await waitFor(() => expect(bodies()).toContainEqual({ searchKeyword: '山田' }));
  });

  it('a keyword in the URL shorter than 2 characters searches nothing', async () => {
    renderAt('/search?q=a');
    expect(await screen.findByText('検索キーワードを入力してください（2文字以上）')).toBeTruthy();
    expect(api.callsTo('POST /graphql')).toHaveLength(0);
  });

  it('a list cut at the search bound says so and asks for a narrower keyword; a shorter one does not', async () => {
    const atBound = Array.from({ length: SEARCH_RESULT_LIMIT }, (_, i) => ({
      ...fixture().consumers[0],
      id: `con_${String(i).padStart(16, '0')}`,
    }));
    answerSearch(fixture({ consumers: atBound }));
    renderAt(searchUrl('ヤマ', 'consumers'));
    await screen.findByRole('table');
    expect(screen.getByRole('note').textContent).toContain(`先頭${SEARCH_RESULT_LIMIT}`);
    cleanup();
    queryClient.clear();
    answerSearch(fixture({ consumers: atBound.slice(1) }));
    renderAt(searchUrl('ヤマダ', 'consumers'));
    await screen.findByRole('table');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('one page of results has no pager', async () => {
    answerSearch(fixture());
    renderAt(searchUrl('山田', 'payments'));
    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: /ページ送り/ })).toBeNull();
  });

  it('auto-redirects (replace) to the only consumer when payments and combini are empty', async () => {
    answerSearch(
      fixture({ consumers: fixture().consumers.slice(0, 1), paidyPayments: [], combiniPayments: [] }),
    );
    const router = renderAt(searchUrl('819012345678', 'payments'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/consumers/con_aaaaaaaaaaaaaaaa/details'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('auto-redirects to the only payment, and to the only combini payment', async () => {
    answerSearch(
      fixture({ consumers: [], paidyPayments: fixture().paidyPayments.slice(0, 1), combiniPayments: [] }),
    );
    const router = renderAt(searchUrl('pay_aaaaaaaaaaaaaaaa', 'payments'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/pay_aaaaaaaaaaaaaaaa/auth'));
    cleanup();
    queryClient.clear();
    answerSearch(fixture({ consumers: [], paidyPayments: [] }));
    const second = renderAt(searchUrl('cpm_aaaaaaaaaaaaaaaa', 'consumers'));
    await waitFor(() =>
      expect(second.state.location.pathname).toBe('/combini-payments/cpm_aaaaaaaaaaaaaaaa'),
    );
  });

  it("shows the server's error text (BAD_USER_INPUT) at once, without retries", async () => {
    api.on('POST /graphql', {
      status: 200,
      body: {
        data: null,
        errors: [{ message: 'searchKeyword is too short', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    });
    renderAt(searchUrl('x!', 'payments'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('searchKeyword is too short');
    expect(api.callsTo('POST /graphql')).toHaveLength(1);
  });

  it('without a tab in the URL opens the first tab with hits (spec order), replacing the URL; counts on every tab', async () => {
    answerSearch(fixture({ paidyPayments: [] }));
    const router = renderAt('/search?q=yamada');
    const tabs = await screen.findByRole('navigation', { name: '検索結果' });
    await waitFor(() => expect(router.state.location.search).toBe('?q=yamada&tab=consumers'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['決済 (0)', '顧客 (2)', 'コンビニ決済 (1)', '重複決済の疑い (1)']);
    expect(within(tabs).getByRole('link', { name: '顧客 (2)' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '山田 太郎 ヤマダ タロウ' })).toBeTruthy();
  });

  it('a tab named in the URL wins, even an empty one; a search without any hit stays on the default tab', async () => {
    answerSearch(fixture({ paidyPayments: [] }));
    const router = renderAt('/search?q=yamada&tab=payments');
    const tabs = await screen.findByRole('navigation', { name: '検索結果' });
    expect(within(tabs).getByRole('link', { name: '決済 (0)' }).getAttribute('aria-current')).toBe('page');
    expect(router.state.location.search).toBe('?q=yamada&tab=payments');
    cleanup();
    queryClient.clear();
    answerSearch(
      fixture({ consumers: [], paidyPayments: [], combiniPayments: [], chargesByProviderRef: [] }),
    );
    const empty = renderAt('/search?q=nobody');
    const none = await screen.findByRole('navigation', { name: '検索結果' });
    expect(within(none).getByRole('link', { name: '決済 (0)' }).getAttribute('aria-current')).toBe('page');
    expect(empty.state.location.search).toBe('?q=nobody');
  });

  it(
    'a failed search says so in Japanese with 再試行; the button and Enter on the same keyword run it again',
    { timeout: 45_000 },
    async () => {
      api.on('POST /graphql', {
        status: 502,
        body: { name: 'ApiError', message: 'Bad Gateway', status: 502 },
      });
      renderAt('/search?q=yamada');
      const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
      expect(alert.textContent).toContain('サーバーが一時的に利用できません（HTTP 502）');
      expect(alert.textContent).not.toContain('Bad Gateway');
      expect(alert.textContent).not.toContain('{');
      const calls = api.callsTo('POST /graphql').length;
      expect(calls).toBe(4); // the first try and 3 retries

      // The retry button runs it again (it fails again here).
      fireEvent.click(within(alert).getByRole('button', { name: '再試行' }));
      await waitFor(() => expect(api.callsTo('POST /graphql').length).toBeGreaterThan(calls), {
        timeout: 10_000,
      });
      await screen.findByRole('button', { name: '再試行' }, { timeout: 15_000 });

      // Enter in the header's box with the same keyword runs it again; now the server answers.
      answerSearch(fixture());
      const box = screen.getByRole('searchbox');
      expect((box as HTMLInputElement).value).toBe('yamada');
      await act(async () => void fireEvent.submit(box.closest('form')!));
      expect(await screen.findByRole('navigation', { name: '検索結果' }, { timeout: 15_000 })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '再試行' })).toBeNull();
    },
  );
});
