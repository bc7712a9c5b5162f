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
  /** Brings row `index` into the DOM (virtualized tables), then calls `then`. */
  reveal?: (index: number, then: () => void) => void;
}

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
  const current =
    from && navigator.element.contains(from) ? Number(from.getAttribute(ROW_INDEX_ATTRIBUTE)) : null;
  const next = current === null ? 0 : Math.min(Math.max(current + delta, 0), navigator.rowCount() - 1);
  const focus = () => rowElement(navigator.element, next)?.focus();
  if (rowElement(navigator.element, next) || !navigator.reveal) focus();
  else navigator.reveal(next, () => requestAnimationFrame(focus));
  return true;
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
      rowCount: () => latest.current.rowCount,
      reveal: (index, then) => (latest.current.reveal ? latest.current.reveal(index, then) : then()),
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
