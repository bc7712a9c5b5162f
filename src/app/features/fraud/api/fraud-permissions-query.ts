// The spec's fraudManagementPermissions call (document 2 §6, §7): the fraud-management permissions the
// signed-in staff user holds, as the server answers them. The fraud tabs enable their actions from this answer
// alone (fraud-action-rules.ts), not from a second list kept in the client. Per staff user, never persisted: a
// permission granted or taken away applies when the tab is opened again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../api/graphql-client';
import { graphql } from '../../../api/generated';

export const FraudManagementPermissionsDocument = graphql(`
  query FraudManagementPermissions {
    fraudManagementPermissions {
      permissions {
        value
      }
    }
  }
`);

export function fraudManagementPermissionsQueryOptions() {
  return queryOptions({
    queryKey: ['fraudManagementPermissions'] as const,
    queryFn: async ({ signal }) =>
      (
        await gqlRequest(FraudManagementPermissionsDocument, {}, signal)
      ).fraudManagementPermissions.permissions.map((p) => p.value),
    staleTime: 0,
    meta: { persist: false },
  });
}

/**
 * The answer as the rules read it: the values once answered, `null` while asking (or after a failure, which the
 * rules report as "could not be checked"), so nothing is enabled before the server has said so.
 */
export function useFraudManagementPermissions(): { held: readonly string[] | null; failed: boolean } {
  const query = useQuery(fraudManagementPermissionsQueryOptions());
  return { held: query.data ?? null, failed: query.isError && !query.data };
}
