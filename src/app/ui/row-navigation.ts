// Keyboard movement through the rows of the console's tables (j/k or the arrows, Enter opens): each table
// registers its element here, and the shortcut registry moves the focus in the table holding it, or in the
// first table of the page. Rows are focusable (tabindex -1) and carry their position in `data-row-index`,
// so a virtualized table can bring an unrendered row into view before focusing it.
import { useEffect, useRef } from 'react';

/** Attribute of a body row holding its position among the table's rows (0-based). */
export const ROW_INDEX_ATTRIBUTE = 'data-row-index';

interface RowNavigator {
  element: HTMLElement;
  rowCount: () => number;
  /** Whether the table is virtualized (only its visible rows exist). */
  virtualized: () => boolean;
  /** Brings row `index` into the DOM (virtualized tables), then calls `then`. */
  reveal: (index: number, then: () => void) => void;
  /** The row a reveal is under way for: keys pressed meanwhile move on from it, and only it gets the focus. */
  pending: number | null;
  /** The row the keys last moved to: where to go on from if the virtualized table unmounted it meanwhile. */
  last: number | null;
}

/** Frames to wait for a revealed row to render before giving up. */
const REVEAL_FRAMES = 10;

const navigators = new Set<RowNavigator>();

function rowElement(root: HTMLElement, index: number): HTMLElement | null {
  return root.querySelector<HTMLElement>(`tr[${ROW_INDEX_ATTRIBUTE}="${index}"]`);
}

/** The row that holds the focus (the row itself or a link inside it), if any. */
function focusedRow(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement ? active.closest<HTMLElement>(`tr[${ROW_INDEX_ATTRIBUTE}]`) : null;
}

function inDocumentOrder(a: RowNavigator, b: RowNavigator): number {
  return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** The table holding the focus, else the first table on the page (none while a modal hides the page). */
function currentNavigator(): RowNavigator | undefined {
  const connected = [...navigators].filter((n) => n.element.isConnected && n.rowCount() > 0);
  const active = document.activeElement;
  const holder = connected.find((n) => active instanceof Node && n.element.contains(active));
  if (holder) return holder;
  if (document.querySelector('dialog[open]')) return undefined;
  return connected.sort(inDocumentOrder)[0];
}

/**
 * Moves the focus `delta` rows down (negative: up) in the current table; from outside a table, to its first
 * row. Returns whether a table took the key.
 */
export function moveRowFocus(delta: number): boolean {
  const navigator = currentNavigator();
  if (!navigator) return false;
  const from = focusedRow();
  const focusedIndex =
    from && navigator.element.contains(from) ? Number(from.getAttribute(ROW_INDEX_ATTRIBUTE)) : null;
  const focusLost = document.activeElement === document.body || document.activeElement === null;
  const current = navigator.pending ?? focusedIndex ?? (focusLost ? navigator.last : null);
  const next = current === null ? 0 : Math.min(Math.max(current + delta, 0), navigator.rowCount() - 1);
  navigator.last = next;
  const row = rowElement(navigator.element, next);
  if (!navigator.virtualized() || (row && navigator.pending === null)) {
    row?.focus();
    return true;
  }
  // A virtualized table with the row not rendered, or still scrolling for an earlier key: it scrolls to this
  // row (the last key wins, so an earlier scroll cannot leave it out of view), which is focused once rendered.
  row?.focus({ preventScroll: true });
  navigator.pending = next;
  navigator.reveal(next, () => focusWhenRendered(navigator, next, REVEAL_FRAMES));
  return true;
}

/** Focuses row `index` once the virtualized table has rendered it, unless a later key asked for another. */
function focusWhenRendered(navigator: RowNavigator, index: number, frames: number) {
  requestAnimationFrame(() => {
    if (navigator.pending !== index) return;
    const row = rowElement(navigator.element, index);
    if (row) {
      navigator.pending = null;
      if (document.activeElement !== row) row.focus();
    } else if (frames > 1) {
      focusWhenRendered(navigator, index, frames - 1);
    } else {
      navigator.pending = null;
    }
  });
}

/**
 * A virtualized table unmounts the rows scrolled away, the focused one included (the focus then falls to the
 * page). When the row the keys moved to is rendered again while nothing else took the focus, it gets it back.
 */
export function restoreRowFocus(row: HTMLElement | null): void {
  if (!row) return;
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  const navigator = [...navigators].find((n) => n.element.contains(row));
  if (navigator && navigator.last === Number(row.getAttribute(ROW_INDEX_ATTRIBUTE))) row.focus();
}

/** Whether the focus is on a table row itself (not on a link or button inside it). */
export function isRowFocused(): boolean {
  const row = focusedRow();
  return row !== null && row === document.activeElement;
}

/** Opens the focused row: follows its first link, as a click on it would. Returns whether a row was opened. */
export function openFocusedRow(): boolean {
  if (!isRowFocused()) return false;
  const link = focusedRow()?.querySelector<HTMLElement>('a[href]');
  link?.click();
  return link != null;
}

/** Registers a table's element for j/k; `rowCount` and `reveal` are read at each key press. */
export function useRowNavigator<E extends HTMLElement>(
  rowCount: number,
  reveal?: (index: number, then: () => void) => void,
) {
  const ref = useRef<E>(null);
  const latest = useRef({ rowCount, reveal });
  useEffect(() => {
    latest.current = { rowCount, reveal };
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const navigator: RowNavigator = {
      element,
      pending: null,
      last: null,
      rowCount: () => latest.current.rowCount,
      virtualized: () => latest.current.reveal !== undefined,
      reveal: (index, then) => latest.current.reveal?.(index, then),
    };
    navigators.add(navigator);
    return () => {
      navigators.delete(navigator);
    };
  }, []);
  return ref;
}

/** The attributes of a navigable body row. */
export function rowNavigationProps(index: number) {
  return { tabIndex: -1, [ROW_INDEX_ATTRIBUTE]: index };
}
