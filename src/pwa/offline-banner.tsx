// Shown in the shell while offline: cached data stays readable, changes need the network.
import { useOnlineStatus } from './online-status';
import { useT } from '../i18n/use-t';

export function OfflineBanner() {
  const online = useOnlineStatus();
  const t = useT();
  if (online) return null;
  return (
    <div className="banner banner--offline" role="status">
      {t('pwa.offline')}
    </div>
  );
}
