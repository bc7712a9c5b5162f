// How every CSV tool names the lines and ids of a file: lines as an editor shows them (the header is
// line 1) or ids (unknown merchants, consumers, plans), the first 20, then 他 N 件 for the rest. Shared by the CSV
// worker, the pages and the server's refusals.

import { formatCount } from './format';

/** Lines or ids a message names before it only counts the rest. */
export const LISTED_LINES = 20;

/**
 * "2, 5, 9" or "2, 5, … 他 N 件": the first `listed` of `items`; `total` is how many there are in all when `items`
 * holds only the first of them.
 */
export function lineList(
  items: readonly (number | string)[],
  total = items.length,
  listed = LISTED_LINES,
  /** The text of the rest (Japanese unless the caller speaks another language). */
  more: (rest: number) => string = (rest) => ` 他 ${formatCount(rest)} 件`,
): string {
  const shown = items.slice(0, listed);
  const rest = total - shown.length;
  return `${shown.join(', ')}${rest > 0 ? more(rest) : ''}`;
}

/** The first LISTED_LINES lines (or ids) of one kind of problem, and how many there are in all. */
export class FirstOf<T> {
  readonly items: T[] = [];
  total = 0;
  add(item: T): void {
    this.total++;
    if (this.items.length < LISTED_LINES) this.items.push(item);
  }
}
