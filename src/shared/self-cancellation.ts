// Installment self-cancellation as staff enable it on the PLUS tab (document 2 §9: a fixed cancellations limit and
// an expiry of now plus a fixed duration). The console sends these values; the server accepts no others
// (docs/decisions.md "Cards, PLUS, SMS, impersonation, VAN").

/** How many installment plans the consumer may cancel by themselves. */
export const SELF_CANCELLATION_LIMIT = 3;

/** How long self-cancellation stays enabled. */
export const SELF_CANCELLATION_DURATION_DAYS = 30;

export const SELF_CANCELLATION_DURATION_MS = SELF_CANCELLATION_DURATION_DAYS * 24 * 60 * 60 * 1000;

/**
 * How far the expiry the console sends may lie from the server's own now + duration: the staff member's clock may
 * be off, but another duration is refused.
 */
export const SELF_CANCELLATION_EXPIRY_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/** The expiry the console sends: now plus the fixed duration. */
export function selfCancellationExpiry(now: number): number {
  return now + SELF_CANCELLATION_DURATION_MS;
}
