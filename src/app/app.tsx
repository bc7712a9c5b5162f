// The application root: error boundary, router, toasts and the PWA update prompt. The query client is provided
// by the signed-in shell (shell/signed-in-shell.tsx): the sign-in page does not load it.
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UpdatePrompt } from '../pwa/update-prompt';
import { setUnauthorizedNavigation } from './api/unauthorized';
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

export function App() {
  return (
    <RootErrorBoundary>
      <RouterProvider router={router} />
      <ToastViewport />
      <UpdatePrompt />
    </RootErrorBoundary>
  );
}
