// Shared set-up for unit tests that render the whole app at a route: one place decides how a
// test starts from a clean console (store, query cache, session bookkeeping, scripted fetch).
import { vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { routes } from '../../../src/app/routes';
import { queryClient } from '../../../src/app/api/query-client';
import { forgetFirstDataShown } from '../../../src/app/api/first-data-shown';
import { setUnauthorizedNavigation } from '../../../src/app/api/unauthorized';
import { consoleStore } from '../../../src/app/state/console-store';
import { resetSessionBookkeeping } from '../../../src/app/state/session';
import { toastStore } from '../../../src/app/ui/toast';
import { installFetchMock } from '../fetch-mock';

export type FetchMock = ReturnType<typeof installFetchMock>;

export const DEFAULT_STAFF = 'admin@example.com';

/** Clears what one test leaves behind in the app's singletons and installs a fresh scripted fetch. */
export function startApp(): FetchMock {
  localStorage.clear();
  queryClient.clear();
  consoleStore.clearUser();
  resetSessionBookkeeping();
  forgetFirstDataShown();
  // An error toast stays until it is closed: one test's must not show in the next.
  toastStore.clear();
  setUnauthorizedNavigation(() => {});
  return installFetchMock();
}

export function stopApp() {
  cleanup();
  // Unit files share the modules (isolate: false): a query still fetching or waiting to retry would otherwise call
  // the next test's fetch. Clearing cancels it (every query passes its signal to the request).
  queryClient.clear();
  vi.unstubAllGlobals();
}

/** Signs the console in as `email`, and has the server's profile agree with it. */
export function signIn(api: FetchMock, permissions: readonly string[], email = DEFAULT_STAFF) {
  consoleStore.setUser(email, permissions);
  api.on('GET /api/profile/me2', { status: 200, body: { email, permissions } });
  // No language chosen yet: the console stays in the language the unit tests run in (Japanese, setup.ts).
  api.on('GET /api/preferences/language', { status: 200, body: { language: null } });
}

export interface RenderOptions {
  /** Virtualised lists render only what fits; jsdom has no layout, so tests that read them give a size. */
  viewport?: { viewportHeight: number; itemHeight: number };
}

/** Renders the app at `path`; a list is a history, rendered at its last entry. */
export function renderRoute(path: string | string[], { viewport }: RenderOptions = {}) {
  const entries = typeof path === 'string' ? [path] : path;
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(
    viewport ? <VirtuosoMockContext.Provider value={viewport}>{app}</VirtuosoMockContext.Provider> : app,
  );
  return router;
}

// The table readers live apart (support/tables.ts): a test of one component reads its table without loading the
// route table, whose start-up asks for the signed-in shell.
export { columnHeaders, findTableWithRows, tableRows } from './tables';
