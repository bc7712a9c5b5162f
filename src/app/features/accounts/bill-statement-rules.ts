// The bill statement list's rules (document 2 §2 "Bill statement list"), as pure functions: the auto-debit
// column and the public payment-code link; which statements show, their usage month, filter texts and sorts are
// src/shared/bill-statement-rows.ts (the CSV export reads the same).
import { NOT_AVAILABLE, formatYen } from '../../../shared/format';

/** The 口座振替 column: the auto-debit pull amount, or N/A without an auto-debit settlement. */
export function autoDebitColumn(settlement: { pullAmount: string } | null | undefined): string {
  return settlement ? formatYen(settlement.pullAmount) : NOT_AVAILABLE;
}

/** The public payment-code page (an external host; docs/decisions.md). */
export const PAYMENT_CODE_URL_BASE = 'https://paidy.com/payment-code/';

export function paymentCodeUrl(value: string): string {
  return `${PAYMENT_CODE_URL_BASE}${encodeURIComponent(value)}`;
}

/** The convenience-store section's codes: consumer code and merchant code joined ('N/A' when neither). */
export function joinedCodes(consumerCode?: string | null, merchantCode?: string | null): string {
  const parts = [consumerCode, merchantCode].filter((c): c is string => !!c?.trim());
  return parts.length > 0 ? parts.join('-') : NOT_AVAILABLE;
}
