// @vitest-environment jsdom
// The shared table pieces: DataTable (columns as data, empty, pager, sort, virtual mode), QueryState (loading,
// error, empty, data) and PagedTableSection (title, actions, named table, pager).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { DataTable, type Column } from '../../src/app/ui/data-table';
import { QueryState, type QueryLike } from '../../src/app/ui/query-state';
import { PagedTableSection } from '../../src/app/ui/paged-table-section';
import { columnHeaders, tableRows } from './support/tables';

interface Row {
  id: string;
  amount: number;
  sent: boolean;
}

const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'ID', className: 'mono', cell: (r) => r.id, sort: (a, b) => a.id.localeCompare(b.id) },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (r) => `¥${r.amount}`,
    sort: (a, b) => a.amount - b.amount,
  },
  {
    key: 'sent',
    header: 'Sent',
    className: (r) => (r.sent ? undefined : 'danger-text'),
    cell: (r) => (r.sent ? 'Sent' : 'NOT SENT'),
  },
  {
    key: 'action',
    header: 'Remove',
    headerHidden: true,
    cell: (r) => <button type="button">Remove {r.id}</button>,
  },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `row_${String(i).padStart(4, '0')}`,
    amount: (i * 37) % 11,
    sent: i % 2 === 0,
  }));

const headers = columnHeaders;
const body = tableRows;

afterEach(cleanup);

describe('DataTable', () => {
  it('renders a named table from the columns: headers, one cell per column, classes per column and row', () => {
    render(
      <DataTable rows={rows(2)} columns={COLUMNS} rowKey={(r) => r.id} label="Payments" caption="Two rows" />,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table.className).toBe('data-table');
    expect(headers(table)).toEqual(['ID', 'Amount', 'Sent', 'Remove']);
    expect(within(table).getByText('Remove', { selector: 'th span' }).className).toBe('visually-hidden');
    expect(body(table)).toEqual([
      ['row_0000', '¥0', 'Sent', 'Remove row_0000'],
      ['row_0001', '¥4', 'NOT SENT', 'Remove row_0001'],
    ]);
    expect(within(table).getByText('Two rows').tagName).toBe('CAPTION');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell')[0].className).toBe('data-table__id mono');
    expect(within(first).getAllByRole('cell')[1].className).toBe('data-table__amount amount');
    expect(within(first).getAllByRole('cell')[2].className).toBe('data-table__sent');
    expect(within(second).getAllByRole('cell')[2].className).toBe('data-table__sent danger-text');
    expect(within(table).getByRole('columnheader', { name: /Amount/ }).className).toBe('amount');
  });

  it('shows the empty box instead of the table, with the shared or its own text, or nothing, or the bare table', () => {
    const { rerender } = render(<DataTable rows={[]} columns={COLUMNS} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('データがありません');

    rerender(<DataTable rows={[]} columns={COLUMNS} rowKey={(r) => r.id} empty="no fraud logs" />);
    expect(screen.getByRole('note').textContent).toBe('no fraud logs');

    rerender(<DataTable rows={[]} columns={COLUMNS} rowKey={(r) => r.id} whenEmpty="hide" />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    rerender(<DataTable rows={[]} columns={COLUMNS} rowKey={(r) => r.id} whenEmpty="table" label="Cycles" />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Cycles' })).getAllByRole('row')).toHaveLength(1);
  });

  it('pages the rows with a pager above and below, and none for a single page', () => {
    const { rerender } = render(
      <DataTable
        rows={rows(25)}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        label="Logs"
        pager={{ pageSize: 10, label: 'Logs ページ送り' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Logs ページ送り (上)' })).toBeTruthy();
    const below = screen.getByRole('navigation', { name: 'Logs ページ送り (下)' });
    expect(body(screen.getByRole('table', { name: 'Logs' }))).toHaveLength(10);
    fireEvent.click(within(below).getByRole('button', { name: 'ページ 3' }));
    const page3 = body(screen.getByRole('table', { name: 'Logs' }));
    expect(page3.map((r) => r[0])).toEqual(['row_0020', 'row_0021', 'row_0022', 'row_0023', 'row_0024']);

    rerender(
      <DataTable
        rows={rows(10)}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        label="Logs"
        pager={{ pageSize: 10, label: 'Logs ページ送り' }}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(body(screen.getByRole('table', { name: 'Logs' }))).toHaveLength(10);
  });

  it('a page of 100 first shows 25 rows, then the other 75 with no input; a new page renders whole', async () => {
    // Rendered as the browser does (not inside act, which would run both renders before anything is seen): the
    // rows in the body each time the DOM changes, read when the change is observed.
    const seen: number[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const observer = new MutationObserver(() => {
      const count = container.querySelectorAll('tbody tr').length;
      if (count && count !== seen.at(-1)) seen.push(count);
    });
    observer.observe(container, { childList: true, subtree: true });
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      root.render(
        <DataTable
          rows={rows(250)}
          columns={COLUMNS}
          rowKey={(r) => r.id}
          label="Logs"
          pager={{ pageSize: 100, label: 'Logs ページ送り' }}
        />,
      );
      await waitFor(() => expect(body(within(container).getByRole('table'))).toHaveLength(100));
      fireEvent.click(within(container).getAllByRole('button', { name: 'ページ 2' })[0]);
      await waitFor(() => expect(body(within(container).getByRole('table'))[0][0]).toBe('row_0100'));
      expect(body(within(container).getByRole('table'))).toHaveLength(100);
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
    // 25 at first, then 100; page 2 never shows fewer than 100.
    expect(seen).toEqual([25, 100]);
  });

  it('sorts by a sortable header, ascending then descending, before paging, and says so with aria-sort', () => {
    render(
      <DataTable rows={rows(6)} columns={COLUMNS} rowKey={(r) => r.id} pager={{ pageSize: 3, label: 'p' }} />,
    );
    const amount = () => screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount().getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Sent' }).hasAttribute('aria-sort')).toBe(false);
    // Amounts of rows 0..5: 0, 4, 8, 1, 5, 9.
    fireEvent.click(within(amount()).getByRole('button'));
    expect(amount().getAttribute('aria-sort')).toBe('ascending');
    expect(body(screen.getByRole('table')).map((r) => r[1])).toEqual(['¥0', '¥1', '¥4']);
    fireEvent.click(within(amount()).getByRole('button'));
    expect(amount().getAttribute('aria-sort')).toBe('descending');
    expect(body(screen.getByRole('table')).map((r) => r[1])).toEqual(['¥9', '¥8', '¥5']);
  });

  it('passes row attributes and lets a header depend on the rows shown (a select-all box)', () => {
    const columns: Column<Row>[] = [
      {
        key: 'select',
        header: (shown) => <input type="checkbox" aria-label={`Select ${shown.length}`} />,
        cell: (r) => r.id,
      },
    ];
    render(
      <DataTable
        rows={rows(5)}
        columns={columns}
        rowKey={(r) => r.id}
        pager={{ pageSize: 2, label: 'p' }}
        rowProps={(r) => ({ 'aria-selected': r.sent })}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select 2' })).toBeTruthy();
    const [first, second] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(second.getAttribute('aria-selected')).toBe('false');
  });

  it('renders row headers and no header row when asked (a table of names and values)', () => {
    const columns: Column<Row>[] = [
      { key: 'name', header: 'Name', rowHeader: true, cell: (r) => r.id },
      { key: 'amount', header: 'Amount', cell: (r) => r.amount },
    ];
    render(<DataTable rows={rows(2)} columns={columns} rowKey={(r) => r.id} showHeader={false} />);
    const table = screen.getByRole('table');
    expect(within(table).queryAllByRole('columnheader')).toHaveLength(0);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['row_0000', 'row_0001']);
  });

  it('virtual mode keeps only the visible rows of thousands in the DOM, with the same header and cells', () => {
    render(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: 40 }}>
        <DataTable
          rows={rows(5000)}
          columns={COLUMNS}
          rowKey={(r) => r.id}
          label="Messages"
          virtual={{ height: 400 }}
        />
      </VirtuosoMockContext.Provider>,
    );
    const table = screen.getByRole('table', { name: 'Messages' });
    expect(headers(table)).toEqual(['ID', 'Amount', 'Sent', 'Remove']);
    const shown = body(table);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(100);
    expect(shown[1]).toEqual(['row_0001', '¥4', 'NOT SENT', 'Remove row_0001']);
    expect(table.querySelector('td.data-table__sent.danger-text')).toBeTruthy();
    expect(screen.queryByText('row_4999')).toBeNull();
  });
});

const query = <T,>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  data: undefined,
  error: null,
  isError: false,
  ...state,
});

describe('QueryState', () => {
  const content = (data: string[]) => <p>{data.join(', ')}</p>;

  it('shows loading, then the data', () => {
    const { rerender } = render(<QueryState query={query<string[]>({})}>{content}</QueryState>);
    expect(screen.getByRole('status').textContent).toBe('読み込み中…');
    rerender(<QueryState query={query({ data: ['a', 'b'] })}>{content}</QueryState>);
    expect(screen.getByText('a, b')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the failure, or the screen’s own error text; data already shown stays when a refetch fails', () => {
    const error = new Error('boom');
    const { rerender } = render(
      <QueryState query={query<string[]>({ isError: true, error })}>{content}</QueryState>,
    );
    // In Japanese with the next step, never the raw message; 再試行 runs the query again.
    expect(screen.getByRole('alert').textContent).toContain(
      '予期せぬエラーが発生しました。再試行してください。',
    );
    expect(screen.getByRole('alert').textContent).not.toContain('boom');
    const refetch = vi.fn();
    rerender(<QueryState query={query<string[]>({ isError: true, error, refetch })}>{content}</QueryState>);
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender(
      <QueryState
        query={query<string[]>({ isError: true, error })}
        error={<p role="alert">narrow the period</p>}
      >
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('narrow the period');
    rerender(<QueryState query={query({ isError: true, error, data: ['kept'] })}>{content}</QueryState>);
    expect(screen.getByText('kept')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty box for an empty list (or what isEmpty says), with its own text', () => {
    const { rerender } = render(<QueryState query={query({ data: [] as string[] })}>{content}</QueryState>);
    expect(screen.getByRole('note').textContent).toBe('データがありません');
    rerender(
      <QueryState query={query({ data: [] as string[] })} empty="no matching search results">
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('note').textContent).toBe('no matching search results');
    rerender(
      <QueryState query={query<string[] | null>({ data: null })} isEmpty={(d) => d === null}>
        {(d) => d?.join()}
      </QueryState>,
    );
    expect(screen.getByRole('note')).toBeTruthy();
  });

  it('takes a NOT_FOUND answer for a missing record when asked, with its own loading placeholder', () => {
    const notFound = { response: { errors: [{ message: 'no such', extensions: { code: 'NOT_FOUND' } }] } };
    const { rerender } = render(
      <QueryState query={query<string[]>({ isError: true, error: notFound })} notFoundIsEmpty>
        {content}
      </QueryState>,
    );
    expect(screen.getByRole('note').textContent).toBe('データがありません');
    rerender(
      <QueryState query={query<string[]>({})} loading={<p>Charges を読み込み中…</p>}>
        {content}
      </QueryState>,
    );
    expect(screen.getByText('Charges を読み込み中…')).toBeTruthy();
  });
});

describe('PagedTableSection', () => {
  it('is a section named by its title, with the actions, the named table and its pagers', () => {
    render(
      <PagedTableSection
        headingId="fraud-logs"
        title="Fraud logs"
        actions={<button type="button">Create log</button>}
        rows={rows(25)}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        pageSize={20}
      />,
    );
    const section = screen.getByRole('region', { name: 'Fraud logs' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Fraud logs' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Create log' })).toBeTruthy();
    expect(body(within(section).getByRole('table', { name: 'Fraud logs' }))).toHaveLength(20);
    expect(within(section).getByRole('navigation', { name: 'Fraud logs ページ送り (上)' })).toBeTruthy();
    expect(within(section).getByRole('navigation', { name: 'Fraud logs ページ送り (下)' })).toBeTruthy();
  });

  it('from a query: loading, then the table, or its own empty text', () => {
    const props = {
      headingId: 'h',
      title: 'Fraud logs',
      columns: COLUMNS,
      rowKey: (r: Row) => r.id,
      pageSize: 20,
    };
    const { rerender } = render(
      <PagedTableSection {...props} query={query<readonly Row[]>({})} empty="no fraud logs" />,
    );
    expect(screen.getByRole('status').textContent).toBe('読み込み中…');
    rerender(
      <PagedTableSection {...props} query={query<readonly Row[]>({ data: [] })} empty="no fraud logs" />,
    );
    expect(screen.getByRole('note').textContent).toBe('no fraud logs');
    rerender(
      <PagedTableSection {...props} query={query<readonly Row[]>({ data: rows(3) })} empty="no fraud logs" />,
    );
    expect(body(screen.getByRole('table', { name: 'Fraud logs' }))).toHaveLength(3);
  });
});
