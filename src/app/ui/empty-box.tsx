// The spec's "empty box": shown for no search keyword, no results, or a record that does not exist.
import type { ReactNode } from 'react';
import { useEarlyText } from '../../i18n/early-texts';

export function EmptyBox({ children }: { children?: ReactNode }) {
  const t = useEarlyText();
  return (
    <div className="empty-box" role="note">
      {children ?? t('ui.empty')}
    </div>
  );
}
