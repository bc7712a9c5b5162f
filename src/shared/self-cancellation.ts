// Installment self-cancellation as the console enables it (document 2 §7 enableSelfCancellation, §9: "a fixed
// cancellations limit and an expiry of now plus a fixed duration"): one module for the console and the server.

/** How many installment plans the consumer may cancel by themselves once enabled. */
export const SELF_CANCELLATION_LIMIT = 3;

/** How long the enabling lasts, in days from the moment staff enable it. */
export const SELF_CANCELLATION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry (epoch ms) of a self-cancellation enabled at `now`. */
export function selfCancellationExpiry(now: number): number {
  return now + SELF_CANCELLATION_DAYS * DAY_MS;
}
