// The application root: error boundary, router and toasts (the PWA's update prompt is the signed-in shell's, which
// registers the service worker). The query client is provided
// by the signed-in shell (shell/signed-in-shell.tsx): the sign-in page does not load it.
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { setPasskeyEnrolmentNavigation, setUnauthorizedNavigation } from './api/unauthorized';
import { isLoginPath, paths } from './paths';
import { routes } from './routes';
import { RootErrorBoundary } from './ui/error-fallback';
import { ToastViewport } from './ui/toast';

export const router = createBrowserRouter(routes);

setUnauthorizedNavigation(() => {
  const { pathname, search, hash } = router.state.location;
  if (isLoginPath(pathname)) return;
  void router.navigate(paths.login, { replace: true, state: { from: `${pathname}${search}${hash}` } });
});

// The sign-in page opens at its enrolment step (the state survives a reload of that page too).
setPasskeyEnrolmentNavigation(() => {
  void router.navigate(paths.login, { replace: true, state: { passkeyEnrolment: true } });
});

export function App() {
  return (
    <RootErrorBoundary>
      <RouterProvider router={router} />
      <ToastViewport />
    </RootErrorBoundary>
  );
}
