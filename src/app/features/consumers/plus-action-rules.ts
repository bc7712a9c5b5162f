// The rules of the PLUS and VAN tabs' actions (document 2 §4, §6, §8), apart from React: which actions a card
// token's status offers, when a physical card can be marked returned, when re-application is allowed, the
// answers the server gives as results, and the permission each action needs.
import { PERMISSIONS, type Permission } from '../../../shared/permissions';
import {
  CARD_TOKEN_ACTIONS,
  CARD_TOKEN_ACTION_TARGET,
  canMarkPhysicalCardReturned,
  type CardTokenAction,
} from '../../../shared/cards';
import type { CreateCardEligibilityExceptionResult, SuccessOrError } from '../../api/generated/graphql';
import { missingPermissionReason } from '../../ui/permission-gate';
import { PLUS_ACTION_TEXTS } from './plus-texts';

export type { CardTokenAction } from '../../../shared/cards';

/** The status each card action moves a token to. */
export const CARD_ACTION_TARGET = CARD_TOKEN_ACTION_TARGET;

/**
 * The actions a token's status allows, and nothing else (document 2 §4; the table the server enforces, in
 * src/shared/cards.ts): void an active card, restore one staff voided, delete any card not yet destroyed; a
 * destroyed card shows none, and one the consumer froze themselves can only be deleted.
 */
export function cardTokenActions(status: string): CardTokenAction[] {
  const table: Readonly<Record<string, readonly CardTokenAction[]>> = CARD_TOKEN_ACTIONS;
  return [...(table[status] ?? [])];
}

/** The latest physical-card event (the newest update), or null without any. */
export function latestPhysicalCardEvent<E extends { physicalCardUpdatedAt: number }>(
  events: readonly E[],
): E | null {
  let latest: E | null = null;
  for (const event of events) {
    if (!latest || event.physicalCardUpdatedAt >= latest.physicalCardUpdatedAt) latest = event;
  }
  return latest;
}

/**
 * The physical card can be marked returned when its latest event is cardSent; a token without events goes by its
 * current physical-card status.
 */
export function canMarkReturned(
  events: readonly { physicalCardStatus: string; physicalCardUpdatedAt: number }[],
  current?: string | null,
): boolean {
  const latest = latestPhysicalCardEvent(events);
  return canMarkPhysicalCardReturned(latest ? latest.physicalCardStatus : current);
}

/** 'Allow re-application' is enabled only when eKYC is approved and houkatsu is rejected (document 2 §4). */
export function canAllowReapplication(
  plus: { ekycStatus: string; houkatsuStatus: string } | null | undefined,
): boolean {
  return plus?.ekycStatus === 'approved' && plus.houkatsuStatus === 'rejected';
}

/** The permission each action of the PLUS and VAN tabs needs (the server checks the same). */
export const PLUS_ACTION_PERMISSION = {
  card: PERMISSIONS.cardsWrite,
  eligibilityException: PERMISSIONS.cardsWrite,
  selfCancellation: PERMISSIONS.contractsWrite,
  reapplication: PERMISSIONS.contractsWrite,
  assignVan: PERMISSIONS.consumersWrite,
} as const satisfies Record<string, Permission>;

export type PlusAction = keyof typeof PLUS_ACTION_PERMISSION;

export function plusActionReason(action: PlusAction, held: readonly string[]): string | undefined {
  return missingPermissionReason(held, [PLUS_ACTION_PERMISSION[action]]);
}

/** Re-application: the missing permission first, then the status rule. */
export function reapplicationReason(
  plus: { ekycStatus: string; houkatsuStatus: string } | null | undefined,
  held: readonly string[],
): string | undefined {
  return (
    plusActionReason('reapplication', held) ??
    (canAllowReapplication(plus) ? undefined : PLUS_ACTION_TEXTS.reapplicationNotAllowed)
  );
}

/** document 2 §8: NoNeedToMakeException is 'Cannot create new card'; null on Success. */
export function eligibilityExceptionMessage(
  result: CreateCardEligibilityExceptionResult | string,
): string | null {
  if (result === 'Success') return null;
  return PLUS_ACTION_TEXTS.cannotCreateNewCard;
}

/** resetConsumerStatus answers Error when the consumer's state no longer allows it. */
export function reapplicationMessage(result: SuccessOrError | string): string | null {
  return result === 'Success' ? null : PLUS_ACTION_TEXTS.reapplicationFailed;
}
