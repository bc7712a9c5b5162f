// The offline rules (docs/decisions.md, PWA): offline, cached data and recent cases stay readable, and
// every action is disabled with a reason, because mutations always go live (never queued for later).
import { t } from '../i18n/i18n';

export interface ActionAvailability {
  disabled: boolean;
  /** Why the action is disabled ('' when it is not). */
  reason: string;
}

/** Whether an action can run: offline comes first, then a page's own reason (e.g. not available yet). */
export function actionAvailability(online: boolean, unavailableReason = ''): ActionAvailability {
  if (!online) return { disabled: true, reason: t('pwa.actionOffline') };
  if (unavailableReason) return { disabled: true, reason: unavailableReason };
  return { disabled: false, reason: '' };
}
