// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { SearchBox, decideSearch } from '../../src/app/shell/search-box';
import { consoleStore } from '../../src/app/state/console-store';

const HINT =
  'ID、注文番号、本人確認書類プロバイダID、VAN、氏名、電話番号（下8桁も可）、メールアドレス（@の前だけも可）で検索（2文字以上）';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SearchBox />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const input = () => screen.getByRole('searchbox') as HTMLInputElement;

async function search(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    fireEvent.submit(input().closest('form')!);
  });
}

beforeEach(() => consoleStore.clearUser());
afterEach(cleanup);

describe('search rule', () => {
  it('normalises a phone number and refuses fewer than 2 characters', () => {
    expect(decideSearch('090-1234-5678', '')).toEqual({ outcome: 'searched', keyword: '819012345678' });
    expect(decideSearch(' a ', '')).toMatchObject({ outcome: 'too-short' });
    expect(decideSearch('  ', '')).toMatchObject({ outcome: 'too-short' });
    expect(decideSearch(' yamada ', 'yamada')).toMatchObject({ outcome: 'unchanged' });
  });
});

describe('search box', () => {
  it('shows the hint as placeholder', () => {
    renderAt('/payments/pay_1/auth');
    expect(input().placeholder).toBe(HINT);
  });

  it('Enter stores the normalised keyword and opens /search?q=<keyword> from a non-search page; the box keeps what was typed', async () => {
    const router = renderAt('/payments/pay_1/auth');
    await search('09012345678');
    expect(consoleStore.getState().keyword).toBe('819012345678');
    expect(input().value).toBe('09012345678');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=819012345678');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('a new search from a search tab names no tab (the page opens where the hits are), URL-encoded, pushed', async () => {
    const router = renderAt('/search?q=yamada&tab=consumers');
    await search('山田 太郎&x');
    expect(consoleStore.getState().keyword).toBe('山田 太郎&x');
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('山田 太郎&x')}`);
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('Enter on the unchanged keyword on the search page asks the page to search again; elsewhere it does not', async () => {
    consoleStore.setKeyword('yamada');
    const router = renderAt('/search?q=yamada&tab=consumers');
    const before = consoleStore.getState().searchAgainRequests;
    await search('yamada');
    expect(consoleStore.getState().searchAgainRequests).toBe(before + 1);
    expect(router.state.location.search).toBe('?q=yamada&tab=consumers');
    cleanup();
    renderAt('/consumers/con_1/details');
    await search('yamada');
    expect(consoleStore.getState().searchAgainRequests).toBe(before + 1);
  });

  it('an input under 2 characters shows the hint inline and does not search', async () => {
    const router = renderAt('/consumers/con_1/details');
    await search('a');
    expect(screen.getByRole('alert').textContent).toBe(HINT);
    expect(consoleStore.getState().keyword).toBe('');
    expect(router.state.location.pathname).toBe('/consumers/con_1/details');
  });

  it('an unchanged keyword does nothing, not even navigate', async () => {
    consoleStore.setKeyword('yamada');
    const router = renderAt('/consumers/con_1/details');
    await search(' yamada ');
    expect(router.state.location.pathname).toBe('/consumers/con_1/details');
  });

  it('follows the keyword when it is cleared elsewhere (the logo)', async () => {
    renderAt('/search');
    await search('yamada');
    act(() => consoleStore.setKeyword(''));
    expect(input().value).toBe('');
  });
});
