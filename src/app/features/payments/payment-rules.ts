// The payment page's display rules (document 1 §2 "Payment detail", §3 "Payment badge"), apart from React.
import Decimal from 'decimal.js';
import { NOT_AVAILABLE } from '../../../shared/format';
import { PERMISSIONS } from '../../../shared/permissions';

/** The tag that marks big payments (document 1 §9). */
export const BIG_PAYMENT_TAG = 'tatekae';
export const CLASSIC_TIER = 'classic';

export type PaymentBadge = { kind: 'big'; label: 'BIG' } | { kind: 'tier'; label: string };

/** A BIG badge if the tags include tatekae; otherwise a tier badge if the tier is not classic; else none. */
export function paymentBadge(payment: {
  tags: readonly string[];
  tier?: string | null;
}): PaymentBadge | null {
  if (payment.tags.includes(BIG_PAYMENT_TAG)) return { kind: 'big', label: 'BIG' };
  const tier = payment.tier?.trim();
  if (tier && tier.toLowerCase() !== CLASSIC_TIER) return { kind: 'tier', label: tier.toUpperCase() };
  return null;
}

/**
 * The red FRAUDULENT tag shows when any active fraud flag exists (the payment's `fraudulent`, which every staff user
 * who sees the payment reads), and never from a stale copy (a recent case shown before the server answers).
 */
export function isFraudulent(payment: { fraudulent?: boolean | null }, fresh: boolean): boolean {
  return fresh && payment.fraudulent === true;
}

export type ContinuousServiceMark = 'tag' | 'refresh-note' | 'none';

/** Merchant mark: a specified-continuous-service tag when true, a red refresh note when unknown (null). */
export function continuousServiceMark(flag: boolean | null | undefined): ContinuousServiceMark {
  if (flag === true) return 'tag';
  if (flag === null || flag === undefined) return 'refresh-note';
  return 'none';
}

/** No captures at all: the captured amount gives way to an 'uncaptured' tag. */
export function isUncaptured(payment: { captures: readonly unknown[] }): boolean {
  return payment.captures.length === 0;
}

/** Amount minus captured amount, exactly (decimal.js); null when the payment has no amount. */
export function unconfirmedAmount(amount: string | null | undefined, capturedAmount: string): string | null {
  if (amount === null || amount === undefined || amount === '') return null;
  return new Decimal(amount).minus(new Decimal(capturedAmount)).toFixed();
}

/** Assessments tab: assessment_reports.read OR assessment_reports.write. */
export function canSeeAssessments(held: readonly string[]): boolean {
  return (
    held.includes(PERMISSIONS.assessmentReportsRead) || held.includes(PERMISSIONS.assessmentReportsWrite)
  );
}

/** Fraud tab, fraud log and active flags: payment_fraud_flags.read. */
export function canSeePaymentFraud(held: readonly string[]): boolean {
  return held.includes(PERMISSIONS.paymentFraudFlagsRead);
}

/** A JSON document pretty-printed for reading; the raw text when it is not JSON; N/A when missing. */
export function prettyJson(json: string | null | undefined): string {
  if (!json?.trim()) return NOT_AVAILABLE;
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}
