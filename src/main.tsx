// Entry point: housekeeping of expired local data, cross-tab sign-out, then the app. The
// entry stays small (the sign-in page loads nothing else): the signed-in shell, the query client and IndexedDB
// come with the first signed-in page, which also registers the service worker.
// First: the permissions of a signed-in page load are asked for before anything else is set up.
import './app/state/profile-at-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { pruneExpiredPersistedCaches } from './app/api/persisted-cache';
import { wipeInMemoryCaches } from './app/api/unauthorized';
import { USER_ID_STORAGE_KEY, consoleStore } from './app/state/console-store';
import './app/styles.css';

// Personal data kept in this browser expires after 24 hours, whoever fetched it (the recent lookups in IndexedDB
// are pruned by the signed-in shell, which loads that code).
pruneExpiredPersistedCaches();

// Signing out (or in) in another tab applies here too; a different user never sees this tab's cache.
window.addEventListener('storage', (event) => {
  if (event.key !== USER_ID_STORAGE_KEY && event.key !== null) return;
  const before = consoleStore.getState().user.userId;
  consoleStore.syncUserIdFromStorage();
  if (consoleStore.getState().user.userId !== before) wipeInMemoryCaches();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
