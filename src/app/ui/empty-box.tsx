// The spec's "empty box": shown for no search keyword, no results, or a record that does not exist.
import type { ReactNode } from 'react';
import { MESSAGES } from '../messages';

export function EmptyBox({ children = MESSAGES.common.empty }: { children?: ReactNode }) {
  return (
    <div className="empty-box" role="note">
      {children}
    </div>
  );
}
