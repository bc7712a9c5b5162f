// A table's filter and sort in the URL: read and written under the table's own
// name, other parameters kept, the table's page dropped on change; the in-memory filter and sort of loaded tables;
// the consumer payments request built from the URL.
import { describe, expect, it } from 'vitest';
import {
  filterRows,
  nextSort,
  sortFromParam,
  tableQueryFromParams,
  withTableQuery,
} from '../../src/app/ui/table-query';
import { compareValues, sortRows, type Column } from '../../src/app/ui/table-columns';
import {
  isFirstPageOfPage,
  paymentsRequest,
} from '../../src/app/features/consumers/api/consumer-payments-query';

describe('table query in the URL', () => {
  it('reads the table’s own parameters; a missing or malformed sort is no sort', () => {
    const params = new URLSearchParams(
      'tab=x&paymentsQ=ORD-1&paymentsStatus=CLOSED&paymentsSort=amount.desc&contractsSort=status.asc',
    );
    expect(tableQueryFromParams(params, 'payments')).toEqual({
      q: 'ORD-1',
      status: 'CLOSED',
      sort: { key: 'amount', direction: 'descending' },
    });
    expect(tableQueryFromParams(params, 'contracts')).toEqual({
      q: '',
      status: '',
      sort: { key: 'status', direction: 'ascending' },
    });
    expect(tableQueryFromParams(params, 'history')).toEqual({ q: '', status: '', sort: null });
    for (const bad of ['amount', 'amount.up', '.desc', 'a b.asc', 'x'.repeat(41) + '.asc'])
      expect(sortFromParam(bad)).toBeNull();
  });

  it('writes only what changed, drops empty values and the table’s page, keeps the rest', () => {
    const params = new URLSearchParams('q=山田&contractsPage=3&paymentsQ=old');
    const next = withTableQuery(
      params,
      'contracts',
      { q: 'pay_1', sort: { key: 'total', direction: 'descending' } },
      'contractsPage',
    );
    expect(next.toString()).toBe(
      new URLSearchParams('q=山田&paymentsQ=old&contractsQ=pay_1&contractsSort=total.desc').toString(),
    );
    const cleared = withTableQuery(next, 'contracts', { q: '', sort: null });
    expect(cleared.toString()).toBe(new URLSearchParams('q=山田&paymentsQ=old').toString());
    expect(params.toString()).toBe(new URLSearchParams('q=山田&contractsPage=3&paymentsQ=old').toString());
  });

  it('a header click sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(nextSort({ key: 'amount', direction: 'ascending' }, 'amount').direction).toBe('descending');
    expect(nextSort({ key: 'amount', direction: 'descending' }, 'amount').direction).toBe('ascending');
    expect(nextSort({ key: 'amount', direction: 'descending' }, 'status').direction).toBe('ascending');
  });
});

interface Row {
  id: string;
  merchant: string;
  amount: string;
  status: string;
  at: number | null;
}

const ROWS: Row[] = [
  { id: 'pay_A', merchant: 'Ｙｏｇａ Studio', amount: '12000', status: 'CLOSED', at: 3 },
  { id: 'pay_B', merchant: '本屋', amount: '500', status: 'AUTHORIZED', at: null },
  { id: 'pay_C', merchant: 'yoga mat', amount: '12000', status: 'AUTHORIZED', at: 1 },
];
const texts = (r: Row) => [r.id, r.merchant, r.amount];
const ids = (rows: readonly Row[]) => rows.map((r) => r.id);

describe('in-memory filter and sort', () => {
  it('matches any text, ignoring case and width; amounts as shown ("12,000", "¥12,000", "12000円")', () => {
    expect(ids(filterRows(ROWS, { q: ' YOGA ', status: '' }, texts))).toEqual(['pay_A', 'pay_C']);
    expect(ids(filterRows(ROWS, { q: 'pay_b', status: '' }, texts))).toEqual(['pay_B']);
    for (const q of ['12,000', '¥12,000', '12000円'])
      expect(ids(filterRows(ROWS, { q, status: '' }, texts))).toEqual(['pay_A', 'pay_C']);
    expect(filterRows(ROWS, { q: 'nothing', status: '' }, texts)).toEqual([]);
    expect(filterRows(ROWS, { q: '', status: '' }, texts)).toBe(ROWS);
  });

  it('the status narrows the rows, alone or with the text; ignored when the table has none', () => {
    const status = (r: Row) => r.status;
    expect(ids(filterRows(ROWS, { q: '', status: 'AUTHORIZED' }, texts, status))).toEqual(['pay_B', 'pay_C']);
    expect(ids(filterRows(ROWS, { q: 'yoga', status: 'AUTHORIZED' }, texts, status))).toEqual(['pay_C']);
    expect(filterRows(ROWS, { q: '', status: 'AUTHORIZED' }, texts)).toBe(ROWS);
  });

  it('sorts by a column both ways, stable for ties, missing values first', () => {
    const columns: Column<Row>[] = [
      {
        key: 'amount',
        header: 'Amount',
        cell: (r) => r.amount,
        sort: (a, b) => Number(a.amount) - Number(b.amount),
      },
      { key: 'at', header: 'At', cell: (r) => r.at, sort: (a, b) => compareValues(a.at, b.at) },
      { key: 'server', header: 'S', cell: (r) => r.status, sort: 'server' },
    ];
    expect(ids(sortRows(ROWS, columns, { key: 'amount', direction: 'ascending' }))).toEqual([
      'pay_B',
      'pay_A',
      'pay_C',
    ]);
    expect(ids(sortRows(ROWS, columns, { key: 'amount', direction: 'descending' }))).toEqual([
      'pay_A',
      'pay_C',
      'pay_B',
    ]);
    expect(ids(sortRows(ROWS, columns, { key: 'at', direction: 'ascending' }))).toEqual([
      'pay_B',
      'pay_C',
      'pay_A',
    ]);
    // A column the server sorts leaves the rows as they came.
    expect(sortRows(ROWS, columns, { key: 'server', direction: 'descending' })).toBe(ROWS);
  });
});

describe('consumer payments request', () => {
  it('the URL’s filter and sort as the server takes them; no sort or an unknown column is newest first', () => {
    expect(
      paymentsRequest({ q: ' ORD-9 ', status: 'CLOSED', sort: { key: 'amount', direction: 'ascending' } }),
    ).toEqual({ filter: { query: 'ORD-9', status: 'CLOSED' }, sort: { key: 'AMOUNT', direction: 'ASC' } });
    const plain = paymentsRequest({ q: '  ', status: '', sort: { key: 'name', direction: 'ascending' } });
    expect(plain).toEqual({
      filter: { query: null, status: null },
      sort: { key: 'DATE', direction: 'DESC' },
    });
    expect(isFirstPageOfPage(plain)).toBe(true);
    expect(
      isFirstPageOfPage(
        paymentsRequest({ q: '', status: '', sort: { key: 'created', direction: 'ascending' } }),
      ),
    ).toBe(false);
  });
});
