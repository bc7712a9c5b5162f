// The shell (document 1 §2): without a signed-in user id only the login screen; otherwise the signed-in shell
// (header, offline banner and the routed page inside the user's query cache), loaded on first use.
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../ui/query-state';
import { isLoginPath, paths } from '../paths';
import { useUserId } from '../state/console-store';
import { useSignedOutTitle } from './signed-out-title';

type Shell = ComponentType<{ userId: string; headerLinks?: ReactNode }>;
/** The shell once its module has loaded: rendered at once, without a Suspense fallback. */
let loadedShell: Shell | undefined;
let shellModule: Promise<Shell> | undefined;

/** Code the shell shows from its first render (the route table's header links), loaded with the shell's own. */
const shellParts: (() => Promise<unknown>)[] = [];
export function loadWithSignedInShell(part: () => Promise<unknown>): void {
  shellParts.push(part);
}

/**
 * The signed-in shell's code, loaded once. The route table awaits it with a signed-in page's own code, so the
 * first render has both and shows no fallback: React holds a Suspense boundary's content back for 300 ms after
 * a fallback was shown, which made every signed-in start (a reload, a link) paint 300 ms late. A signed-in start
 * asks for it at once (routes.tsx), beside the page's own code.
 */
export function loadSignedInShell(): Promise<Shell> {
  shellModule ??= Promise.all([
    import('./signed-in-shell'),
    // The language's catalogue comes with the shell (the sign-in page loads neither), so the first signed-in
    // paint is already in the staff member's language.
    import('./shell-language').then(({ activateStartLanguage }) => activateStartLanguage()),
    ...shellParts.map((load) => load()),
  ]).then(
    ([module]) => (loadedShell = module.SignedInShell),
    (error: unknown) => {
      shellModule = undefined; // a failed load (offline, a new build) is tried again next time
      throw error;
    },
  );
  return shellModule;
}
const LazyShell = lazy(() => loadSignedInShell().then((Shell) => ({ default: Shell })));

export interface RootLayoutProps {
  /** Links the route table adds to the header's tools (features the shell may not import). */
  headerLinks?: ReactNode;
}

export function RootLayout({ headerLinks }: RootLayoutProps = {}) {
  const location = useLocation();
  const userId = useUserId();
  useSignedOutTitle(isLoginPath(location.pathname) ? location.pathname : null);
  if (isLoginPath(location.pathname)) return <Outlet />;
  if (!userId) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  if (loadedShell) {
    const Shell = loadedShell;
    return <Shell key={userId} userId={userId} headerLinks={headerLinks} />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyShell key={userId} userId={userId} headerLinks={headerLinks} />
    </Suspense>
  );
}

export function PageLoading() {
  return <Loading />;
}
