// The audit trail page's pure rules: filters read from and written to the query string, the variables sent to
// auditEntries (JST days as inclusive epoch-ms bounds), the pager of a list of unknown length, the verification's
// progress and how a row's detail reads in its dialog.
import { describe, expect, it } from 'vitest';
import {
  AUDIT_PAGE_SIZE,
  EMPTY_FILTERS,
  auditQueryVariables,
  detailView,
  filtersFromSearch,
  isValidDateRange,
  knownPageCount,
  outcomeText,
  searchFromFilters,
  verificationProgress,
} from '../../src/app/features/audit/audit-rules';

describe('filters in the query string', () => {
  it('round-trips every filter and the page, leaving out empty ones and page 1', () => {
    const filters = {
      staffEmail: 'maker@example.com',
      operation: 'consumer.disable',
      targetId: 'con_AAAAAAAAAAAAAAAA',
      outcome: 'refused',
      from: '2026-11-01',
      to: '2026-11-25',
    };
    const search = searchFromFilters(filters, 3);
    expect(search.toString()).toBe(
      'staffEmail=maker%40example.com&operation=consumer.disable&targetId=con_AAAAAAAAAAAAAAAA' +
        '&outcome=refused&from=2026-11-01&to=2026-11-25&page=3',
    );
    expect(filtersFromSearch(search)).toEqual({ filters, page: 3 });
    expect(searchFromFilters({ ...EMPTY_FILTERS, targetId: ' con_X ' }).toString()).toBe('targetId=con_X');
    expect(searchFromFilters(EMPTY_FILTERS, 1).toString()).toBe('');
  });

  it('ignores an unknown outcome, a malformed date and a page that is not a whole number above 1', () => {
    const read = filtersFromSearch(new URLSearchParams('outcome=maybe&from=yesterday&to=2026-1-5&page=-2'));
    expect(read).toEqual({ filters: EMPTY_FILTERS, page: 1 });
    expect(filtersFromSearch(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('a date range is usable unless from is after to', () => {
    expect(isValidDateRange({ from: '', to: '' })).toBe(true);
    expect(isValidDateRange({ from: '2026-11-02', to: '' })).toBe(true);
    expect(isValidDateRange({ from: '2026-11-02', to: '2026-11-02' })).toBe(true);
    expect(isValidDateRange({ from: '2026-11-03', to: '2026-11-02' })).toBe(false);
  });
});

describe('the variables of auditEntries', () => {
  it('sends only the filters given, and the JST days from 00:00:00.000 to 23:59:59.999', () => {
    expect(auditQueryVariables(EMPTY_FILTERS, 1)).toEqual({ offset: 0, limit: AUDIT_PAGE_SIZE });
    expect(
      auditQueryVariables(
        {
          ...EMPTY_FILTERS,
          staffEmail: ' a@example.com ',
          outcome: 'success',
          from: '2026-11-01',
          to: '2026-11-01',
        },
        3,
      ),
    ).toEqual({
      staffEmail: 'a@example.com',
      outcome: 'success',
      from: Date.UTC(2026, 9, 31, 15, 0, 0, 0),
      to: Date.UTC(2026, 10, 1, 14, 59, 59, 999),
      offset: 2 * AUDIT_PAGE_SIZE,
      limit: AUDIT_PAGE_SIZE,
    });
  });
});

describe('the pager and the progress', () => {
  it('knows one page more while more rows follow', () => {
    expect(knownPageCount(1, false)).toBe(1);
    expect(knownPageCount(1, true)).toBe(2);
    expect(knownPageCount(4, true)).toBe(5);
  });

  it('reads checked rows against the sequence the run goes to', () => {
    expect(verificationProgress({ checkedRows: 250, throughSequence: '1000' })).toBe('250 / 1,000 行（25%）');
    expect(verificationProgress({ checkedRows: 0, throughSequence: '0' })).toBe('0 / 0 行（100%）');
  });

  it('names the outcomes in Japanese and keeps an unknown one as it is', () => {
    expect(outcomeText('refused')).toBe('拒否');
    expect(outcomeText('something_new')).toBe('something_new');
  });
});

describe('the detail dialog', () => {
  it('splits the arguments, the refusal and the rest', () => {
    expect(
      detailView(
        JSON.stringify({
          args: { legalStatus: 'Dead' },
          refusal: 'FORBIDDEN',
          permission: 'consumers.write',
          approverEmail: 'checker@example.com',
        }),
      ),
    ).toEqual({
      args: [['legalStatus', 'Dead']],
      refusal: { code: 'FORBIDDEN', message: null },
      other: [['permission', 'consumers.write']],
    });
    expect(
      detailView(
        JSON.stringify({ refusal: 'BAD_USER_INPUT', message: 'No consumer', before: { status: 'Enabled' } }),
      ),
    ).toEqual({
      args: [],
      refusal: { code: 'BAD_USER_INPUT', message: 'No consumer' },
      other: [['before', '{"status":"Enabled"}']],
    });
  });

  it('shows a message without a refusal among the rest, and anything unreadable as it came', () => {
    expect(detailView(JSON.stringify({ message: 'hello' })).other).toEqual([['message', 'hello']]);
    expect(detailView(null)).toEqual({ args: [], refusal: null, other: [] });
    expect(detailView('not json').other).toEqual([['記録の内容', 'not json']]);
    expect(detailView('[1,2]').other).toEqual([['記録の内容', '[1,2]']]);
  });
});
