// Texts of the PLUS and VAN tabs' actions (document 2 §2, §4, §8), in the spec's own words where it gives them.
import { SELF_CANCELLATION_DURATION_DAYS, SELF_CANCELLATION_LIMIT } from '../../../shared/self-cancellation';

export const PLUS_ACTION_TEXTS = {
  cardActionsLabel: (token: string) => `Card actions ${token}`,
  voidCard: 'Void',
  restoreCard: 'Restore',
  deleteCard: 'Delete',
  voidTitle: 'Void card',
  restoreTitle: 'Restore card',
  deleteTitle: 'Delete card',
  voidConfirm: (token: string) => `Void card ${token}? Its status becomes '99: Card Voided'.`,
  restoreConfirm: (token: string) => `Restore card ${token}? Its status becomes '00: ALL GOOD'.`,
  deleteConfirm: (token: string) =>
    `Delete card ${token}? Its status becomes '83: Card Destroyed' and it cannot be used or restored again.`,
  voided: 'The card has been voided.',
  restored: 'The card has been restored.',
  deleted: 'The card has been deleted.',
  markReturned: 'Mark card returned',
  markReturnedTitle: 'Physical card returned',
  markReturnedConfirm: (token: string) => `Mark the physical card of ${token} as returned?`,
  markedReturned: 'The physical card has been marked returned.',
  createException: 'Create card eligibility exception',
  createExceptionConfirm:
    'Create a card eligibility exception? The consumer will be able to apply for a new card.',
  exceptionCreated: 'Card eligibility exception created.',
  cannotCreateNewCard: 'Cannot create new card',
  enableSelfCancellation: 'Enable self-cancellation',
  enableSelfCancellationConfirm: (expireAt: string) =>
    `Allow the consumer to cancel up to ${SELF_CANCELLATION_LIMIT} installment plans themselves until ${expireAt} (${SELF_CANCELLATION_DURATION_DAYS} days)?`,
  selfCancellationEnabled: 'Installment cancellation enabled successfully.',
  allowReapplication: 'Allow re-application',
  allowReapplicationConfirm:
    'Allow re-application? The consumer’s PLUS application status is reset so they can apply again.',
  reapplicationAllowed: 'Re-application allowed.',
  reapplicationNotAllowed: 'Re-application is possible only when eKYC is approved and houkatsu is rejected',
  reapplicationFailed: 'Something went wrong',
  assignVanTitle: 'Assign VAN',
  assignVanConfirm: 'Assign a virtual bank account to this consumer?',
  vanAssigned: 'A virtual bank account has been assigned.',
} as const;
