// A small banner offering to reload when a new version of the console has been installed.
import { useSyncExternalStore } from 'react';
import { applyUpdate, dismissUpdate, swUpdateState } from './register-sw';
import { useT } from '../i18n/use-t';

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(swUpdateState.subscribe, swUpdateState.isUpdateWaiting, () => false);
  const t = useT();
  if (!waiting) return null;
  return (
    <div className="banner banner--update" role="status">
      <span>{t('pwa.updateAvailable')}</span>
      <button type="button" onClick={applyUpdate}>
        {t('pwa.reload')}
      </button>
      <button type="button" className="link-button" onClick={dismissUpdate}>
        {t('pwa.dismiss')}
      </button>
    </div>
  );
}
