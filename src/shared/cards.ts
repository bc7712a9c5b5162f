// Card token and physical-card rules shared by the PLUS tab and the server (document 2 §4): the status labels, the
// staff actions each token status allows (the server enforces the same table), and when a physical card can be
// marked returned.

export type CardTokenStatus = 'active' | 'frozenByAdmin' | 'frozenByConsumer' | 'destroyed';

export const CARD_TOKEN_STATUS_LABEL: Record<CardTokenStatus, string> = {
  active: '00: ALL GOOD',
  destroyed: '83: Card Destroyed',
  frozenByAdmin: '99: Card Voided',
  frozenByConsumer: 'G1: Temporary Blocked by consumer',
};

export type CardTokenAction = 'void' | 'restore' | 'delete';

/** The status each staff action moves a token to. */
export const CARD_TOKEN_ACTION_TARGET: Record<CardTokenAction, CardTokenStatus> = {
  void: 'frozenByAdmin',
  restore: 'active',
  delete: 'destroyed',
};

/**
 * The actions each status allows, and nothing else. A token the consumer froze is theirs to unfreeze: staff may
 * only delete it. Destroyed is final.
 */
export const CARD_TOKEN_ACTIONS: Record<CardTokenStatus, readonly CardTokenAction[]> = {
  active: ['void', 'delete'],
  frozenByAdmin: ['restore', 'delete'],
  frozenByConsumer: ['delete'],
  destroyed: [],
};

/** Whether staff may move a token from one status to another (updateGpsTokenStatus). */
export function cardTokenTransitionAllowed(from: CardTokenStatus, to: CardTokenStatus): boolean {
  return CARD_TOKEN_ACTIONS[from].some((action) => CARD_TOKEN_ACTION_TARGET[action] === to);
}

/** A physical card can be marked returned (and only that) while its latest event is cardSent. */
export function canMarkPhysicalCardReturned(latestEventStatus: string | null | undefined): boolean {
  return latestEventStatus === 'cardSent';
}
