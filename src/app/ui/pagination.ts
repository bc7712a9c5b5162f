// The pager's model (document 2, bill statement list: 1 margin page, a range of 4, Prev / Next / '...'),
// apart from React so the page list can be tested on its own.

/** Pages always shown at each end of the pager. */
export const PAGER_MARGIN_PAGES = 1;
/** Consecutive pages shown around the current one. */
export const PAGER_PAGE_RANGE = 4;

export type PagerItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/** Number of pages for `total` rows; 0 rows still make one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number forced into 1..pageCount. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pageCount));
}

/** The rows of one page (1-based). */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCountOf(rows.length, pageSize));
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/**
 * The pager's items for the 1-based `page` of `pageCount`: the first and last `margin` pages, a window of
 * `range` consecutive pages holding the current one (shifted inwards near the ends), and '...' for each gap.
 * A gap of a single page shows that page instead: an ellipsis would hide nothing.
 */
export function pagerItems(
  page: number,
  pageCount: number,
  margin: number = PAGER_MARGIN_PAGES,
  range: number = PAGER_PAGE_RANGE,
): PagerItem[] {
  const count = Math.max(1, Math.trunc(pageCount));
  const current = clampPage(page, count);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, count); p++) shown.add(p);
  for (let p = Math.max(1, count - margin + 1); p <= count; p++) shown.add(p);
  const width = Math.min(Math.max(1, range), count);
  let start = current - Math.floor((width - 1) / 2);
  start = Math.min(Math.max(1, start), count - width + 1);
  for (let p = start; p < start + width; p++) shown.add(p);

  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'ellipsis', key: `gap-${previous}-${p}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

/** The pager's page count when only "more rows follow" is known: the pages seen so far, and one more if any. */
export function knownPageCount(page: number, hasMore: boolean): number {
  return hasMore ? page + 1 : page;
}
