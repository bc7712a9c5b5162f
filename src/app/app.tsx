// The application root: error boundary, query client, router, toasts and the PWA update prompt.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UpdatePrompt } from '../pwa/update-prompt';
import { queryClient } from './api/query-client';
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
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastViewport />
        <UpdatePrompt />
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
