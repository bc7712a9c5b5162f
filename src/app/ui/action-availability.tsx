// Action buttons across the console: disabled offline with the reason (mutations always go live), and
// optionally for a page's own reason. `useActionAvailability()` for custom buttons, `ActionButton` for the
// common case (native disabled plus the reason as tooltip and accessible description).
import { useId, type ButtonHTMLAttributes } from 'react';
import { useOnlineStatus } from '../../pwa/online-status';
import { actionAvailability, type ActionAvailability } from '../../pwa/offline-rules';

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
 * set; the reason shows as a tooltip on hover (on the wrapper, since disabled buttons get no pointer
 * events in some browsers) and is the button's accessible description.
 */
export function ActionButton({ unavailableReason, disabled, children, ...props }: ActionButtonProps) {
  const availability = useActionAvailability(unavailableReason);
  const reasonId = useId();
  const blocked = availability.disabled;
  return (
    <span className="action-button" title={blocked ? availability.reason : undefined}>
      <button
        type="button"
        {...props}
        disabled={blocked || disabled}
        aria-describedby={blocked ? reasonId : props['aria-describedby']}
      >
        {children}
      </button>
      {blocked && (
        <span id={reasonId} className="visually-hidden">
          {availability.reason}
        </span>
      )}
    </span>
  );
}
