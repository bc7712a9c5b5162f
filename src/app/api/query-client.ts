// The TanStack query client and its per-staff-user persistence (ARCHITECTURE: "query cache persisted per
// staff user, 24 h max"). Each user's cache lives under its own localStorage key and is removed on
// sign-out and on any 401.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { HTTP_RETRIES, LOCAL_DATA_MAX_AGE_MS, QUERY_CACHE_BUSTER } from '../constants';
import { errorText } from '../ui/error-text';
import { toastStore } from '../ui/toast';
import { isRetryable } from './api-error';
import { persistKeyFor } from './persisted-cache';
import { onLocalSessionWipe } from './unauthorized';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** false keeps a query out of the persisted cache (e.g. the payment page, "no caching"). */
      persist?: boolean;
    };
    mutationMeta: {
      /** true when the mutation shows its own error feedback instead of the default error toast. */
      handlesOwnErrors?: boolean;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < HTTP_RETRIES && isRetryable(error),
        // Short waits (about 0.3, 0.6, 1.2 s): a failure that lasts shows its message and retry button within
        // seconds instead of after TanStack's 1 + 2 + 4 s.
        retryDelay: (failureCount) => Math.min(300 * 2 ** failureCount, 2_000),
        // Kept in memory as long as it may be persisted, so a restored cache is not dropped at once.
        gcTime: LOCAL_DATA_MAX_AGE_MS,
        staleTime: 30_000,
      },
      mutations: {
        // Mutations always go live: offline they fail at once instead of queueing for later.
        networkMode: 'always',
        retry: false,
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesOwnErrors) toastStore.error(errorText(error));
      },
    }),
  });
}

export const queryClient = createQueryClient();

// Signing out (or any 401) empties the in-memory cache at once, before the sign-in page shows.
onLocalSessionWipe(() => {
  void queryClient.cancelQueries();
  queryClient.clear();
});

/** Successful queries are persisted unless they opt out with `meta: { persist: false }`. */
// Typed structurally: the persister bundles its own copy of query-core's Query type.
function shouldPersistQuery(query: { state: { status: string }; meta?: Record<string, unknown> }): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/**
 * Persist options for one staff user. Writes go through a guard: once that user is no longer the
 * signed-in one (`isActiveUser` false), a throttled late write cannot bring a wiped cache back.
 */
export function persistOptionsFor(
  userId: string,
  isActiveUser: () => boolean,
  storage: Storage = window.localStorage,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  const guarded = {
    getItem: (key: string) => storage.getItem(key),
    setItem: (key: string, value: string) => {
      if (!isActiveUser()) return;
      try {
        storage.setItem(key, value);
      } catch {
        // Quota exceeded: the cache simply is not persisted this time.
      }
    },
    removeItem: (key: string) => storage.removeItem(key),
  };
  return {
    persister: createSyncStoragePersister({ storage: guarded, key: persistKeyFor(userId) }),
    maxAge: LOCAL_DATA_MAX_AGE_MS,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}
