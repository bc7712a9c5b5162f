// @vitest-environment jsdom
// The shared virtual table: a real <table> with a header row, only the visible rows in the DOM.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { VirtualTable, type VirtualColumn } from '../../src/app/ui/virtual-table';
import { columnHeaders, tableRows } from './support/tables';

interface Row {
  id: string;
  amount: number;
}

const COLUMNS: VirtualColumn<Row>[] = [
  { key: 'id', header: 'ID', cell: (r) => r.id },
  { key: 'amount', header: 'Amount', cell: (r) => `¥${r.amount}` },
];

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `row_${i}`, amount: i * 100 }));

afterEach(cleanup);

describe('VirtualTable', () => {
  it('renders a named table with the column headers and cells per column', () => {
    render(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: 40 }}>
        <VirtualTable rows={rows(3)} columns={COLUMNS} rowKey={(r) => r.id} label="Payments" height={400} />
      </VirtuosoMockContext.Provider>,
    );
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(columnHeaders(table)).toEqual(['ID', 'Amount']);
    const body = tableRows(table);
    expect(body).toEqual([
      ['row_0', '¥0'],
      ['row_1', '¥100'],
      ['row_2', '¥200'],
    ]);
    expect(table.querySelector('td.data-table__amount')).toBeTruthy();
  });

  it('keeps only the visible rows of thousands in the DOM', () => {
    render(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: 40 }}>
        <VirtualTable rows={rows(5000)} columns={COLUMNS} rowKey={(r) => r.id} label="Logs" height={400} />
      </VirtuosoMockContext.Provider>,
    );
    const table = screen.getByRole('table', { name: 'Logs' });
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByText('row_0')).toBeTruthy();
    expect(screen.queryByText('row_4999')).toBeNull();
  });
});
