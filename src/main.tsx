// Entry point: housekeeping of expired local data, cross-tab sign-out, the service worker, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { pruneExpiredPersistedCaches, queryClient } from './app/api/query-client';
import { LOCAL_DATA_MAX_AGE_MS } from './app/constants';
import { USER_ID_STORAGE_KEY, consoleStore } from './app/state/console-store';
import { pruneExpiredLookups } from './db/console-db';
import { registerServiceWorker } from './pwa/register-sw';
import './app/styles.css';

// Personal data kept in this browser expires after 24 hours, whoever fetched it.
pruneExpiredPersistedCaches();
void pruneExpiredLookups(LOCAL_DATA_MAX_AGE_MS).catch((error: unknown) => console.warn(error));

// Signing out (or in) in another tab applies here too; a different user never sees this tab's cache.
window.addEventListener('storage', (event) => {
  if (event.key !== USER_ID_STORAGE_KEY && event.key !== null) return;
  const before = consoleStore.getState().user.userId;
  consoleStore.syncUserIdFromStorage();
  if (consoleStore.getState().user.userId !== before) queryClient.clear();
});

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
