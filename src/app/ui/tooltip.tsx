// The console's one tooltip, so that a disabled control says why, visibly: a short text shown under its
// anchor on hover and on keyboard focus, and read as the anchor's description (aria-describedby = its id). The
// anchor is the nearest element with the class `tooltip-anchor` (a disabled action, a marked header link).
import type { ReactNode } from 'react';

export function Tooltip({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} role="tooltip" className="tooltip">
      {children}
    </span>
  );
}
