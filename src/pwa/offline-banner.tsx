// Shown in the shell while offline: cached data stays readable, changes need the network.
import { useOnlineStatus } from './online-status';
import { PWA_TEXTS } from './pwa-texts';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className="banner banner--offline" role="status">
      {PWA_TEXTS.offline}
    </div>
  );
}
