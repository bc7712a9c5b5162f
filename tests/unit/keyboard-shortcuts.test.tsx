// @vitest-environment jsdom
// The shortcut registry and its `?` sheet: `/` reaches the header search (not while typing), `?` (Shift+/)
// opens キーボードショートカット listing every shortcut and Esc closes it with the focus back where it was,
// `[`/`]` switch tabs, j/k (and the arrows from a row) move through a table's rows and Enter opens the focused
// row, Ctrl+Enter presses a dialog's main button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { SearchBox } from '../../src/app/shell/search-box';
import { KeyboardShortcuts } from '../../src/app/shell/keyboard/shortcut-sheet';
import { SHORTCUTS } from '../../src/app/shell/keyboard/shortcut-registry';
import { t } from '../../src/i18n/i18n';
import { consoleStore } from '../../src/app/state/console-store';
import { DataTable, type Column } from '../../src/app/ui/data-table';
import { Dialog } from '../../src/app/ui/dialog';

afterEach(() => {
  cleanup();
  consoleStore.clearUser();
});

interface Row {
  id: string;
}

const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'ID', cell: (r) => <Link to={`/rows/${r.id}`}>{r.id}</Link> },
  { key: 'note', header: 'Note', cell: (r) => `note of ${r.id}` },
];

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `row_${i}` }));

/** The console's shell in small: the header's search box, the shortcuts, and the page in <main>. */
function renderShell(page: ReactNode, path = '/page') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <header>
              <SearchBox />
            </header>
            <KeyboardShortcuts />
            <main>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: 'page', element: page },
          { path: 'tabs/:tab', element: page },
          { path: 'rows/:id', element: <p>opened row</p> },
          { path: 'search', element: <p>search page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** A key as the browser sends it: `key` is the character produced (Shift+/ gives '?'). */
function press(
  key: string,
  init: KeyboardEventInit = {},
  target: Element = document.activeElement ?? document.body,
) {
  fireEvent.keyDown(target, { key, ...init });
}

const searchInput = () => screen.getByRole('searchbox') as HTMLInputElement;

describe('the registry and the ? sheet', () => {
  it('? (Shift+/) opens キーボードショートカット listing every shortcut; Esc closes it and focus returns', async () => {
    renderShell(
      <button type="button" className="opener">
        somewhere
      </button>,
    );
    const opener = screen.getByRole('button', { name: 'somewhere' });
    opener.focus();
    act(() => press('?', { shiftKey: true }));
    const sheet = await screen.findByRole('dialog', { name: 'キーボードショートカット' });
    const listed = within(sheet)
      .getAllByRole('row')
      .map((row) => row.textContent);
    for (const shortcut of SHORTCUTS) {
      expect(listed.some((text) => text?.includes(t(shortcut.description)))).toBe(true);
    }
    for (const key of ['/', '?', 'Esc', '[', ']', 'j', 'k', 'Enter', 'Ctrl']) {
      expect(within(sheet).getAllByText(key, { selector: 'kbd' }).length).toBeGreaterThan(0);
    }
    act(() => press('Escape'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('/ focuses the header search and selects its text, from any page but not while typing', async () => {
    consoleStore.setKeyword('yamada');
    renderShell(<textarea aria-label="memo" />);
    act(() => press('/', {}, document.body));
    expect(document.activeElement).toBe(searchInput());
    expect([searchInput().selectionStart, searchInput().selectionEnd]).toEqual([0, 'yamada'.length]);

    const memo = screen.getByRole('textbox', { name: 'memo' });
    memo.focus();
    const typed = fireEvent.keyDown(memo, { key: '/' });
    expect(typed).toBe(true); // not prevented: the character goes into the field
    expect(document.activeElement).toBe(memo);
    fireEvent.keyDown(memo, { key: '?', shiftKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[ and ] move to the previous and next tab of the page, wrapping around', async () => {
    const tabs = (
      <nav className="tabs" aria-label="tabs">
        {['one', 'two', 'three'].map((tab) => (
          <NavLink key={tab} to={`/tabs/${tab}`}>
            {tab}
          </NavLink>
        ))}
      </nav>
    );
    const router = renderShell(tabs, '/tabs/one');
    act(() => press(']', {}, document.body));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/two'));
    act(() => press('[', {}, document.body));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/one'));
    act(() => press('[', {}, document.body));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tabs/three'));
  });
});

describe('tables', () => {
  it('j and k move the focus through the rows, with a visible focus target; Enter opens the focused row', async () => {
    const router = renderShell(
      <DataTable rows={rows(3)} columns={COLUMNS} rowKey={(r) => r.id} label="Rows" />,
    );
    const bodyRows = within(screen.getByRole('table', { name: 'Rows' }))
      .getAllByRole('row')
      .slice(1);
    act(() => press('j', {}, document.body));
    expect(document.activeElement).toBe(bodyRows[0]);
    act(() => press('j'));
    act(() => press('j'));
    act(() => press('j')); // stays on the last row
    expect(document.activeElement).toBe(bodyRows[2]);
    act(() => press('k'));
    expect(document.activeElement).toBe(bodyRows[1]);
    act(() => press('ArrowUp'));
    expect(document.activeElement).toBe(bodyRows[0]);
    act(() => press('ArrowDown'));
    expect(document.activeElement).toBe(bodyRows[1]);
    act(() => press('Enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rows/row_1'));
    expect(screen.getByText('opened row')).toBeTruthy();
  });

  it('j from inside a field types a j; the arrows scroll the page unless a row has the focus', () => {
    renderShell(
      <>
        <input aria-label="filter" />
        <DataTable rows={rows(2)} columns={COLUMNS} rowKey={(r) => r.id} label="Rows" />
      </>,
    );
    const filter = screen.getByRole('textbox', { name: 'filter' });
    filter.focus();
    expect(fireEvent.keyDown(filter, { key: 'j' })).toBe(true);
    expect(document.activeElement).toBe(filter);
    expect(fireEvent.keyDown(document.body, { key: 'ArrowDown' })).toBe(true);
  });

  it('moves through a virtualized table too, which keeps only the visible rows in the DOM', async () => {
    const router = renderShell(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: 40 }}>
        <DataTable
          rows={rows(5000)}
          columns={COLUMNS}
          rowKey={(r) => r.id}
          label="Many"
          virtual={{ height: 400 }}
        />
      </VirtuosoMockContext.Provider>,
    );
    const table = screen.getByRole('table', { name: 'Many' });
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    act(() => press('j', {}, document.body));
    act(() => press('j'));
    expect(document.activeElement?.textContent).toContain('row_1');
    act(() => press('Enter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rows/row_1'));
  });
});

describe('dialogs', () => {
  function FormInDialog({ onSubmit }: { onSubmit: (text: string) => void }) {
    const [open, setOpen] = useState(false);
    const [text, setText] = useState('');
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Create log
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="New log">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit(text);
              setOpen(false);
            }}
          >
            <textarea aria-label="Message" value={text} onChange={(e) => setText(e.target.value)} />
            <div className="dialog__buttons">
              <button type="button" className="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="submit" className="button button--primary">
                Save
              </button>
            </div>
          </form>
        </Dialog>
      </>
    );
  }

  it('Ctrl+Enter in a dialog presses its main button, from inside a field; focus returns to the opener', async () => {
    const onSubmit = vi.fn();
    renderShell(<FormInDialog onSubmit={onSubmit} />);
    const opener = screen.getByRole('button', { name: 'Create log' });
    opener.focus();
    fireEvent.click(opener);
    const message = within(await screen.findByRole('dialog', { name: 'New log' })).getByRole('textbox');
    fireEvent.change(message, { target: { value: 'called the consumer' } });
    act(() => press('Enter', { ctrlKey: true }, message));
    expect(onSubmit).toHaveBeenCalledWith('called the consumer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('while a dialog is open, the page keys stay quiet', async () => {
    renderShell(
      <>
        <FormInDialog onSubmit={() => {}} />
        <DataTable rows={rows(2)} columns={COLUMNS} rowKey={(r) => r.id} label="Rows" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create log' }));
    const dialog = await screen.findByRole('dialog', { name: 'New log' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    act(() => press('j'));
    act(() => press('/'));
    expect(document.activeElement).toBe(cancel);
  });
});
