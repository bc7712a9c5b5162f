// Action buttons across the console: disabled offline with the reason (mutations always go live), and
// optionally for a page's own reason. `useActionAvailability()` for custom buttons, `ActionButton` for the
// common case (native disabled plus the reason as a visible tooltip on hover and focus, and accessible description).
import { useId, type ButtonHTMLAttributes } from 'react';
import { useOnlineStatus } from '../../pwa/online-status';
import { actionAvailability, type ActionAvailability } from '../../pwa/offline-rules';
import { Tooltip } from './tooltip';

export type { ActionAvailability } from '../../pwa/offline-rules';

/** {disabled, reason}: disabled while offline, or whenever `unavailableReason` is given. */
export function useActionAvailability(unavailableReason?: string): ActionAvailability {
  return actionAvailability(useOnlineStatus(), unavailableReason);
}

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A reason this action cannot run yet, besides being offline. */
  unavailableReason?: string;
}

/**
 * A button that runs an action (a change on the server). Disabled offline and when `unavailableReason` is
 * set; the reason is then shown, visibly, as a tooltip while the pointer is over the button or the keyboard is on
 * it (not only to screen readers), and is the button's accessible description. A disabled button gets
 * neither focus nor pointer events, so the wrapper takes them: it becomes a tab stop while the button is blocked,
 * and carries the reason in `data-reason` (what tests read).
 */
export function ActionButton({ unavailableReason, disabled, children, ...props }: ActionButtonProps) {
  const availability = useActionAvailability(unavailableReason);
  const reasonId = useId();
  const blocked = availability.disabled;
  return (
    <span
      className={blocked ? 'action-button action-button--blocked tooltip-anchor' : 'action-button'}
      data-reason={blocked ? availability.reason : undefined}
      tabIndex={blocked ? 0 : undefined}
      aria-describedby={blocked ? reasonId : undefined}
    >
      <button
        type="button"
        {...props}
        disabled={blocked || disabled}
        aria-describedby={blocked ? reasonId : props['aria-describedby']}
      >
        {children}
      </button>
      {blocked && <Tooltip id={reasonId}>{availability.reason}</Tooltip>}
    </span>
  );
}
