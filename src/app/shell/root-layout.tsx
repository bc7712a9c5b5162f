// The shell (document 1 §2): without a signed-in user id only the login screen; otherwise the header, the
// offline banner and the routed page, inside the query cache persisted for that staff user.
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { OfflineBanner } from '../../pwa/offline-banner';
import { persistOptionsFor, queryClient } from '../api/query-client';
import { Loading } from '../ui/query-state';
import { isLoginPath, paths } from '../paths';
import { consoleStore, useUserId } from '../state/console-store';
import { isProfileLoaded, loadProfile } from '../state/session';
import { Header } from './header';
import { usePageTitle } from './page-title';
import { KeyboardShortcuts } from './keyboard/shortcut-sheet';

export interface RootLayoutProps {
  /** Links the route table adds to the header's tools (features the shell may not import). */
  headerLinks?: ReactNode;
}

export function RootLayout({ headerLinks }: RootLayoutProps = {}) {
  const location = useLocation();
  const userId = useUserId();
  usePageTitle();
  if (isLoginPath(location.pathname)) return <Outlet />;
  if (!userId) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  return <SignedInShell key={userId} userId={userId} headerLinks={headerLinks} />;
}

function SignedInShell({ userId, headerLinks }: { userId: string; headerLinks?: ReactNode }) {
  const persistOptions = useMemo(
    () => persistOptionsFor(userId, () => consoleStore.getState().user.userId === userId),
    [userId],
  );

  // After a reload only the user id is known: the profile call restores the permissions (a 401 signs out).
  useEffect(() => {
    if (!isProfileLoaded()) void loadProfile({ clearOnAnyFailure: false });
  }, [userId]);

  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <Header links={headerLinks} />
      <KeyboardShortcuts />
      <OfflineBanner />
      <main className="app-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </PersistQueryClientProvider>
  );
}

export function PageLoading() {
  return <Loading />;
}
