// A small banner offering to reload when a new version of the console has been installed.
import { useSyncExternalStore } from 'react';
import { applyUpdate, dismissUpdate, swUpdateState } from './register-sw';
import { PWA_TEXTS } from './pwa-texts';

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(swUpdateState.subscribe, swUpdateState.isUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="banner banner--update" role="status">
      <span>{PWA_TEXTS.updateAvailable}</span>
      <button type="button" onClick={applyUpdate}>
        {PWA_TEXTS.reload}
      </button>
      <button type="button" className="link-button" onClick={dismissUpdate}>
        {PWA_TEXTS.dismiss}
      </button>
    </div>
  );
}
