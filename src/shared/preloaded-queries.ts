// A signed-in page's first queries, fetched with its HTML. The server names a consumer page's ConsumerPage
// call and its pending approvals, a search URL's Search, and for staff who decide approvals the header's count, in
// the shell it sends for that link (server/http/route-preloads.ts), as a GET of
// /graphql that carries only the operation's name and its variables; the server runs that document as the PWA's
// build wrote it into PRELOADED_DOCUMENTS_FILE (scripts/graphql-documents.ts; server/graphql/preloaded-queries.ts).
// The page's request asks for the same URL, so the browser hands it the preloaded answer instead of asking again
// (consumer-page-query.ts, search-query.ts, consumer-approvals.ts, approvals-api.ts). Both halves build the URL here, so they cannot differ by a
// variable's order or spelling.
import { PERMISSIONS } from './permissions';

/** The queries a GET of /graphql may name: read-only documents of the PWA's. */
export const PRELOADED_QUERY_NAMES = [
  'ConsumerPage',
  'ConsumerPendingApprovals',
  'PendingApprovalCount',
  'Search',
] as const;
export type PreloadedQueryName = (typeof PRELOADED_QUERY_NAMES)[number];

/** Where in the built PWA (dist/) their documents are, by name: beside Vite's manifest, not served. */
export const PRELOADED_DOCUMENTS_FILE = '.vite/preloaded-queries.json';

/** Payments per request: the first page comes with the consumer, the next ones as the table scrolls (spec: 100). */
export const CONSUMER_PAYMENTS_PAGE_SIZE = 100;

/**
 * The exclusions need assessment_exclusions.read, so the consumer page asks for them (@include) only when the staff
 * user holds it: the server's FORBIDDEN on that non-null root field would otherwise fail the whole page.
 */
export function canReadExclusions(held: readonly string[]): boolean {
  return held.includes(PERMISSIONS.assessmentExclusionsRead);
}

/** ConsumerPage's variables, in the one order both halves write them. */
export function consumerPageVariables(consumerId: string, withExclusions: boolean) {
  return { consumerId, withExclusions, paymentsPage: CONSUMER_PAYMENTS_PAGE_SIZE };
}

/** ConsumerPendingApprovals' variables (the consumer page's four-eyes banner). */
export function consumerPendingApprovalsVariables(consumerId: string) {
  return { targetId: consumerId };
}

/** `/graphql?operationName=…&variables=…`: the GET of a preloaded query (GraphQL over HTTP's parameters). */
export function preloadedQueryUrl(operationName: PreloadedQueryName, variables: object): string {
  return `/graphql?operationName=${operationName}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
}
