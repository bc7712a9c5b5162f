// The signed-in part of the shell (document 1 §2): the header, the keyboard shortcuts, the offline banner and
// the routed page, inside the query cache persisted for that staff user. Loaded with the first signed-in page,
// so the sign-in page carries none of it.
import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../i18n/i18n';
import { OfflineBanner } from '../../pwa/offline-banner';
import { UpdatePrompt } from '../../pwa/update-prompt';
import { registerServiceWorker } from '../../pwa/register-sw';
import { LOCAL_DATA_MAX_AGE_MS } from '../constants';
import { loadConsoleDbAfterFirstData } from '../recent/recent-store';
import { persistOptionsFor, queryClient } from '../api/query-client';
import { Loading } from '../ui/query-state';
import { consoleStore, usePermissionsKnown } from '../state/console-store';
import { isProfileLoaded, loadProfile } from '../state/session';
import { Header } from './header';
import { KeyboardShortcuts } from './keyboard/shortcut-sheet';
import { useServerLanguage } from './language-switch';
import { usePageTitle } from './page-title';

export function SignedInShell({ userId, headerLinks }: { userId: string; headerLinks?: ReactNode }) {
  // Writes only while this shell is on screen for this user: a throttled write still pending when the shell goes
  // (sign-out, a 401, the same user signing in again at once) cannot put back a cache the wipe removed.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const persistOptions = useMemo(
    () => persistOptionsFor(userId, () => mounted.current && consoleStore.getState().user.userId === userId),
    [userId],
  );

  // Recent lookups older than 24 hours go, whoever fetched them (the sign-in page does not load IndexedDB code; this
  // loads it once the first page's data is on screen). A stored copy older than that is never shown meanwhile.
  useEffect(() => {
    void loadConsoleDbAfterFirstData()
      .then(({ pruneExpiredLookups }) => pruneExpiredLookups(LOCAL_DATA_MAX_AGE_MS))
      .catch((error: unknown) => console.warn(error));
  }, []);

  // The service worker (offline use, updates) is registered here, not by the sign-in page (its JavaScript budget).
  useEffect(() => {
    void registerServiceWorker().catch((error: unknown) =>
      console.warn('Service worker not registered', error),
    );
  }, []);

  // After a reload only the user id is known: the profile call restores the permissions (a 401 signs out).
  useEffect(() => {
    if (!isProfileLoaded()) void loadProfile({ clearOnAnyFailure: false });
  }, [userId]);

  // What a page asks for depends on the permissions: it renders once they are known (asked for as the app starts).
  const permissionsKnown = usePermissionsKnown();
  useServerLanguage(userId);
  usePageTitle();

  return (
    <I18nProvider i18n={i18n}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <Header links={headerLinks} />
        <KeyboardShortcuts />
        <OfflineBanner />
        <UpdatePrompt />
        <main className="app-main">
          <Suspense fallback={<Loading />}>{permissionsKnown ? <Outlet /> : <Loading />}</Suspense>
        </main>
      </PersistQueryClientProvider>
    </I18nProvider>
  );
}
