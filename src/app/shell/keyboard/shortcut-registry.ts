// The console's one shortcut registry: every key the console answers, what the `?` sheet lists, and (for the
// keys bound here) what they do. tinykeys binds them on the window; a key matches on the character it
// produces (`?` is Shift+/ on both JIS and US layouts), and page keys stay quiet while the user types in a
// field or while a modal dialog covers the page. Esc is listed here but handled by the dialog primitive itself
// (ui/dialog.tsx), which closes on it.
import { tinykeys } from 'tinykeys';
import { isRowFocused, moveRowFocus, openFocusedRow } from '../../ui/row-navigation';
import { focusHeaderSearch } from './header-search-focus';
import { submitOpenDialog } from './dialog-submit';
import { switchTab } from './tab-switch';

export type ShortcutGroup = '全体' | 'タブ' | '表' | 'ダイアログ';

export interface ShortcutActions {
  openSheet: () => void;
}

export interface Shortcut {
  /** The keys as the sheet shows them: alternatives, each a chord of key names. */
  keys: readonly (readonly string[])[];
  description: string;
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
    description: 'ヘッダーの検索ボックスへ移動（入力済みの語を選択）',
    group: '全体',
    bindings: ['/'],
    run: focusHeaderSearch,
  },
  {
    keys: [['?']],
    description: 'このショートカット一覧を開く',
    group: '全体',
    bindings: ['?', 'Shift+?'],
    run: (actions) => {
      actions.openSheet();
      return true;
    },
  },
  { keys: [['Esc']], description: 'ダイアログを閉じる（開いたボタンへ戻る）', group: '全体' },
  {
    keys: [['[']],
    description: '前のタブへ（検索・消費者・決済・加盟店・法的ステータス）',
    group: 'タブ',
    bindings: ['['],
    run: () => switchTab(-1),
  },
  {
    keys: [[']']],
    description: '次のタブへ',
    group: 'タブ',
    bindings: [']'],
    run: () => switchTab(1),
  },
  {
    keys: [['j'], ['↓']],
    description: '次の行へ（↓ は行にフォーカスがあるとき）',
    group: '表',
    bindings: ['j'],
    repeats: true,
    run: () => moveRowFocus(1),
  },
  {
    keys: [['k'], ['↑']],
    description: '前の行へ（↑ は行にフォーカスがあるとき）',
    group: '表',
    bindings: ['k'],
    repeats: true,
    run: () => moveRowFocus(-1),
  },
  {
    keys: [['Enter']],
    description: 'フォーカスした行を開く',
    group: '表',
    bindings: ['Enter'],
    run: openFocusedRow,
  },
  {
    keys: [['Ctrl', 'Enter']],
    description: 'ダイアログを送信（主ボタンを押す）',
    group: 'ダイアログ',
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
