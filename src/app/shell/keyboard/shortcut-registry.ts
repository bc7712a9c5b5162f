// The console's one shortcut registry: every key the console answers, what the `?` sheet lists, and (for the
// keys bound here) what they do. tinykeys binds them on the window; a key matches on the character it
// produces (`?` is Shift+/ on both JIS and US layouts), and page keys stay quiet while the user types in a
// field or while a modal dialog covers the page. Esc is listed here but handled by the dialog primitive itself
// (ui/dialog.tsx), which closes on it.
import { tinykeys } from 'tinykeys';
import type { MessageKey } from '../../../i18n/i18n';
import { isRowFocused, moveRowFocus, openFocusedRow } from '../../ui/row-navigation';
import { focusHeaderSearch } from './header-search-focus';
import { submitOpenDialog } from './dialog-submit';
import { switchTab } from './tab-switch';

export type ShortcutGroup = 'global' | 'tabs' | 'tables' | 'dialogs';

export interface ShortcutActions {
  openSheet: () => void;
}

export interface Shortcut {
  /** The keys as the sheet shows them: alternatives, each a chord of key names. */
  keys: readonly (readonly string[])[];
  /** What the sheet says the key does (a catalogue key). */
  description: MessageKey;
  group: ShortcutGroup;
  /** tinykeys bindings; none for a key handled by the element that has it (Esc in a dialog). */
  bindings?: readonly string[];
  /** Also while typing in a field (Ctrl+Enter in a dialog's form). */
  inFields?: boolean;
  /** Also while a modal dialog is open. */
  inDialogs?: boolean;
  /** Held down, the key repeats (moving through rows); other keys act once per press. */
  repeats?: boolean;
  /** Does the key's work; false when it had nothing to do (the key then keeps its default). */
  run?: (actions: ShortcutActions) => boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    keys: [['/']],
    description: 'shortcuts.search',
    group: 'global',
    bindings: ['/'],
    run: focusHeaderSearch,
  },
  {
    keys: [['?']],
    description: 'shortcuts.sheet',
    group: 'global',
    bindings: ['?', 'Shift+?'],
    run: (actions) => {
      actions.openSheet();
      return true;
    },
  },
  { keys: [['Esc']], description: 'shortcuts.close', group: 'global' },
  {
    keys: [['[']],
    description: 'shortcuts.previousTab',
    group: 'tabs',
    bindings: ['['],
    run: () => switchTab(-1),
  },
  {
    keys: [[']']],
    description: 'shortcuts.nextTab',
    group: 'tabs',
    bindings: [']'],
    run: () => switchTab(1),
  },
  {
    keys: [['j'], ['↓']],
    description: 'shortcuts.nextRow',
    group: 'tables',
    bindings: ['j'],
    repeats: true,
    run: () => moveRowFocus(1),
  },
  {
    keys: [['k'], ['↑']],
    description: 'shortcuts.previousRow',
    group: 'tables',
    bindings: ['k'],
    repeats: true,
    run: () => moveRowFocus(-1),
  },
  {
    keys: [['Enter']],
    description: 'shortcuts.openRow',
    group: 'tables',
    bindings: ['Enter'],
    run: openFocusedRow,
  },
  {
    keys: [['Ctrl', 'Enter']],
    description: 'shortcuts.submit',
    group: 'dialogs',
    bindings: ['Control+Enter', 'Meta+Enter'],
    inFields: true,
    inDialogs: true,
    run: submitOpenDialog,
  },
];

/** The arrows move between rows only from a focused row: elsewhere they keep scrolling the page. */
const ROW_ARROWS: Record<string, () => boolean> = {
  ArrowDown: () => isRowFocused() && moveRowFocus(1),
  ArrowUp: () => isRowFocused() && moveRowFocus(-1),
};

/** Whether the key press happens while the user types text (a field, a select, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type);
}

function isDialogOpen(): boolean {
  return document.querySelector('dialog[open]') !== null;
}

function guarded(shortcut: Pick<Shortcut, 'inFields' | 'inDialogs' | 'repeats'>, work: () => boolean) {
  return (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || (event.repeat && !shortcut.repeats)) return;
    if (!shortcut.inFields && isTypingTarget(event.target)) return;
    if (!shortcut.inDialogs && isDialogOpen()) return;
    if (work()) event.preventDefault();
  };
}

/** Binds every shortcut of the registry on `target` (the window); returns the unbinding function. */
export function bindShortcuts(actions: ShortcutActions, target: Window | HTMLElement = window): () => void {
  const map: Record<string, (event: KeyboardEvent) => void> = {};
  for (const shortcut of SHORTCUTS) {
    const { run } = shortcut;
    if (!run) continue;
    for (const binding of shortcut.bindings ?? []) map[binding] = guarded(shortcut, () => run(actions));
  }
  for (const [key, work] of Object.entries(ROW_ARROWS)) map[key] = guarded({ repeats: true }, work);
  return tinykeys(target, map);
}
