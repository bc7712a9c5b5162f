// The `?` sheet: a dialog titled キーボードショートカット listing every shortcut of the registry, by group.
// The shell binds the registry once (KeyboardShortcuts) and renders the sheet it opens.
import './keyboard.css';
import { Fragment, useEffect, useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { DataTable, type Column } from '../../ui/data-table';
import { useT } from '../../../i18n/use-t';
import { SHORTCUTS, bindShortcuts, type Shortcut, type ShortcutGroup } from './shortcut-registry';

const GROUPS: readonly ShortcutGroup[] = ['global', 'tabs', 'tables', 'dialogs'];

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
  const t = useT();
  const columns: Column<Shortcut>[] = [
    { key: 'keys', header: '', rowHeader: true, cell: (shortcut) => <Keys keys={shortcut.keys} /> },
    { key: 'description', header: '', cell: (shortcut) => t(shortcut.description) },
  ];
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcuts.title')} className="shortcut-sheet">
      {GROUPS.map((group) => (
        <DataTable
          key={group}
          rows={SHORTCUTS.filter((s) => s.group === group)}
          rowKey={(shortcut) => shortcut.description}
          label={t(`shortcuts.group.${group}`)}
          caption={t(`shortcuts.group.${group}`)}
          className="shortcut-sheet__table"
          showHeader={false}
          columns={columns}
        />
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
