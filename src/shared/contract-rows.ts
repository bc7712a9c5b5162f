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

export type ContractKind = (typeof CONTRACT_KINDS)[number][0];

type ByKind<C> = Record<ContractKind, readonly C[]>;

/** Each row with its kind (the code the console labels) and its type (the English name the filter and CSV use). */
export function contractRows<C extends Contract>(
  contracts: ByKind<C>,
): Array<C & { kind: ContractKind; type: string }> {
  return CONTRACT_KINDS.flatMap(([kind, type]) => contracts[kind].map((c) => ({ ...c, kind, type })));
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
