// The shell (document 1 §2): without a signed-in user id only the login screen; otherwise the signed-in shell
// (header, offline banner and the routed page inside the user's query cache), loaded on first use.
import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../ui/query-state';
import { isLoginPath, paths } from '../paths';
import { consoleStore, useUserId } from '../state/console-store';
import { usePageTitle } from './page-title';

const loadShell = () => import('./signed-in-shell');
// A signed-in start (a reload, a link) asks for the shell at once, beside the page's own code, instead of after it.
if (consoleStore.getState().user.userId) void loadShell();
const SignedInShell = lazy(() => loadShell().then((module) => ({ default: module.SignedInShell })));

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
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInShell key={userId} userId={userId} headerLinks={headerLinks} />
    </Suspense>
  );
}

export function PageLoading() {
  return <Loading />;
}
