// The consumer's installment contracts as one table (the payments tab's contracts table and its CSV export): the
// four kinds flattened with their type, what the filter box looks in, and the sortable columns' order.
import type { FilterTexts } from './text-filter';

interface Contract {
  id: string;
  dateConverted: number | null;
  paymentId: string;
  merchantName: string | null;
  status: string;
  totalCaptureAmount: string;
  refundAmount: string;
}

export const CONTRACT_KINDS = [
  ['threePay', '3-pay'],
  ['sixPay', '6-pay'],
  ['twelvePay', '12-pay'],
  ['apple', 'Apple'],
] as const;

type ByKind<C> = Record<(typeof CONTRACT_KINDS)[number][0], readonly C[]>;

export function contractRows<C extends Contract>(contracts: ByKind<C>): Array<C & { type: string }> {
  return CONTRACT_KINDS.flatMap(([key, type]) => contracts[key].map((c) => ({ ...c, type })));
}

/** The plan and payment ids, the type, the merchant, the amounts. */
export const contractFilterTexts: FilterTexts<Contract & { type: string }> = (c) => [
  c.id,
  c.paymentId,
  c.type,
  c.merchantName,
  c.totalCaptureAmount,
  c.refundAmount,
];

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The sortable columns (by their table keys), ascending. */
export const CONTRACT_SORTS: Readonly<Record<string, (a: Contract, b: Contract) => number>> = {
  total: (a, b) => Number(a.totalCaptureAmount) - Number(b.totalCaptureAmount),
  'contract-date': (a, b) => (a.dateConverted ?? -Infinity) - (b.dateConverted ?? -Infinity) || 0,
  status: (a, b) => byText(a.status, b.status),
};
