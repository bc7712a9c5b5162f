// Four eyes: a change the approvals policy holds answers a GraphQL error with extensions.code
// APPROVAL_REQUIRED and extensions.approvalRequestId; nothing changed, a second person decides. The one place that
// recognises it, for every feature whose change can be held.
import { graphQLErrorsOf } from './api-error';

export const APPROVAL_REQUIRED = 'APPROVAL_REQUIRED';

/** The root of every approvals query key: a held change or a decision refreshes all of them at once. */
export const approvalsKeyRoot = ['approvals'] as const;

/** The approval request a held change created, or null when `error` is anything else. */
export function approvalRequestIdOf(error: unknown): string | null {
  for (const e of graphQLErrorsOf(error)) {
    const extensions = e.extensions as { code?: unknown; approvalRequestId?: unknown } | undefined;
    if (extensions?.code === APPROVAL_REQUIRED && typeof extensions.approvalRequestId === 'string')
      return extensions.approvalRequestId;
  }
  return null;
}

/** The pending requests about one consumer, batch or staff member (a page's banner). */
export const pendingApprovalsKey = (targetId: string) =>
  [...approvalsKeyRoot, 'pendingFor', targetId] as const;
