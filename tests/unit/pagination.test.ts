import { describe, expect, it } from 'vitest';
import { FRAUD_LOG_PAGE_SIZE } from '../../src/app/constants';
import {
  PAGER_MARGIN_PAGES,
  PAGER_PAGE_RANGE,
  clampPage,
  pageCountOf,
  pageRows,
  pagerItems,
  type PagerItem,
} from '../../src/app/ui/pagination';

/** The pager as text: page numbers, '...' for ellipses. */
const labels = (items: PagerItem[]) => items.map((i) => (i.kind === 'page' ? String(i.page) : '...'));

describe('pager model (1 margin page, a range of 4, ellipses)', () => {
  it('uses the spec constants', () => {
    expect(PAGER_MARGIN_PAGES).toBe(1);
    expect(PAGER_PAGE_RANGE).toBe(4);
    expect(FRAUD_LOG_PAGE_SIZE).toBe(20);
  });

  it('shows every page when they all fit', () => {
    expect(labels(pagerItems(1, 1))).toEqual(['1']);
    expect(labels(pagerItems(2, 5))).toEqual(['1', '2', '3', '4', '5']);
    expect(labels(pagerItems(3, 6))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('at the start: the range from page 1, an ellipsis, then the last page', () => {
    expect(labels(pagerItems(1, 20))).toEqual(['1', '2', '3', '4', '...', '20']);
    expect(labels(pagerItems(2, 20))).toEqual(['1', '2', '3', '4', '...', '20']);
  });

  it('in the middle: first page, ellipsis, a range of 4 holding the current page, ellipsis, last page', () => {
    expect(labels(pagerItems(10, 20))).toEqual(['1', '...', '9', '10', '11', '12', '...', '20']);
  });

  it('at the end: first page, an ellipsis, then the last 4 pages', () => {
    expect(labels(pagerItems(20, 20))).toEqual(['1', '...', '17', '18', '19', '20']);
    expect(labels(pagerItems(19, 20))).toEqual(['1', '...', '17', '18', '19', '20']);
  });

  it('a gap of a single page shows that page instead of an ellipsis', () => {
    expect(labels(pagerItems(4, 20))).toEqual(['1', '2', '3', '4', '5', '6', '...', '20']);
    expect(labels(pagerItems(5, 7))).toEqual(['1', '...', '4', '5', '6', '7']);
    expect(labels(pagerItems(17, 20))).toEqual(['1', '...', '16', '17', '18', '19', '20']);
  });

  it('always contains the current page exactly once and keeps pages in order', () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const pages = pagerItems(page, count).flatMap((i) => (i.kind === 'page' ? [i.page] : []));
        expect(pages.filter((p) => p === page)).toHaveLength(1);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
      }
    }
  });

  it('ellipsis keys are unique', () => {
    const keys = pagerItems(10, 20).flatMap((i) => (i.kind === 'ellipsis' ? [i.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('out-of-range pages are clamped', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(labels(pagerItems(99, 3))).toEqual(['1', '2', '3']);
  });
});

describe('page slicing', () => {
  it('100 rows a page: 250 rows make 3 pages, the last with 50 rows', () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    expect(pageCountOf(rows.length, 100)).toBe(3);
    expect(pageRows(rows, 1, 100)).toHaveLength(100);
    expect(pageRows(rows, 3, 100)).toEqual(rows.slice(200));
  });

  it('no rows still make one page; exactly 100 rows make one page', () => {
    expect(pageCountOf(0, 100)).toBe(1);
    expect(pageCountOf(100, 100)).toBe(1);
    expect(pageCountOf(101, 100)).toBe(2);
  });
});
