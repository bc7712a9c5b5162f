// The `?` sheet: a dialog titled キーボードショートカット listing every shortcut of the registry, by group.
// The shell binds the registry once (KeyboardShortcuts) and renders the sheet it opens.
import './keyboard.css';
import { Fragment, useEffect, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { SHORTCUTS, bindShortcuts, type Shortcut, type ShortcutGroup } from './shortcut-registry';

export const SHORTCUT_SHEET_TITLE = 'キーボードショートカット';

const GROUPS: readonly ShortcutGroup[] = ['全体', 'タブ', '表', 'ダイアログ'];

function Keys({ keys }: { keys: Shortcut['keys'] }) {
  return (
    <>
      {keys.map((chord, i) => (
        <Fragment key={chord.join('+')}>
          {i > 0 && ' / '}
          {chord.map((key, j) => (
            <Fragment key={key}>
              {j > 0 && ' + '}
              <kbd>{key}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

export function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={SHORTCUT_SHEET_TITLE} className="shortcut-sheet">
      {GROUPS.map((group) => (
        <table key={group} className="data-table shortcut-sheet__table" aria-label={group}>
          <caption>{group}</caption>
          <tbody>
            {SHORTCUTS.filter((s) => s.group === group).map((shortcut) => (
              <tr key={shortcut.description}>
                <th scope="row">
                  <Keys keys={shortcut.keys} />
                </th>
                <td>{shortcut.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Dialog>
  );
}

/** Binds the registry's keys while mounted and renders the sheet that `?` opens. */
export function KeyboardShortcuts() {
  const [sheetOpen, setSheetOpen] = useState(false);
  useEffect(() => bindShortcuts({ openSheet: () => setSheetOpen(true) }), []);
  return <ShortcutSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />;
}
