// The Fraud payments tab's id filter (document 2 §2): comma-separated payment ids, applied on Enter;
// pasted text contributes the pay_/amz_ ids it contains, deduplicated; ids matching no payment are flagged.
// And when its flag / unflag actions are available (document 2 §5).
import { extractPaymentIds } from '../../../shared/id-patterns';
import { t } from '../../../i18n/i18n';

/** The ids typed in the filter: split on commas (ASCII or full-width) and whitespace, trimmed, deduplicated. */
export function parseIdFilter(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[,、，\s]+/)) {
    const id = part.trim();
    if (id) seen.add(id);
  }
  return [...seen];
}

/**
 * The filter text after pasting `pasted` into `current`: the ids already there, then the payment ids found
 * in the pasted text (pay_ or amz_ plus 16 id characters), without duplicates; other pasted text is dropped.
 * Null when the paste holds no payment id (then the paste goes in as typed).
 */
export function filterAfterPaste(current: string, pasted: string): string | null {
  const found = extractPaymentIds(pasted);
  if (!found.length) return null;
  const ids = parseIdFilter(current);
  for (const id of found) if (!ids.includes(id)) ids.push(id);
  return ids.join(', ');
}

/** The filter's ids that match none of the payments (highlighted as an input error). */
export function unmatchedIds(filterIds: readonly string[], payments: readonly { id: string }[]): string[] {
  const known = new Set(payments.map((p) => p.id));
  return filterIds.filter((id) => !known.has(id));
}

/** The payments the filter keeps: all of them when the filter is empty. */
export function filterPayments<T extends { id: string }>(
  payments: readonly T[],
  filterIds: readonly string[],
): T[] {
  if (!filterIds.length) return [...payments];
  const wanted = new Set(filterIds);
  return payments.filter((p) => wanted.has(p.id));
}

/** Add is offered only when no selected payment has an active flag; remove only when all have one. */
export function paymentFlagActions(
  selected: readonly string[],
  flaggedIds: ReadonlySet<string>,
): { canAdd: boolean; canRemove: boolean } {
  if (!selected.length) return { canAdd: false, canRemove: false };
  return {
    canAdd: selected.every((id) => !flaggedIds.has(id)),
    canRemove: selected.every((id) => flaggedIds.has(id)),
  };
}

/**
 * Why flagging and unflagging the selected payments is unavailable (undefined: available), document 2 §5: add
 * only when no selected payment has an active flag, remove only when all have; nothing selected, or the flags
 * not loaded yet, leaves both unavailable.
 */
export function paymentFlagReasons(
  selected: readonly string[],
  flaggedIds: ReadonlySet<string> | undefined,
): { add?: string; remove?: string } {
  if (!selected.length) return { add: t('fraud.selectPayments'), remove: t('fraud.selectPayments') };
  if (!flaggedIds) return { add: t('fraud.flagsLoading'), remove: t('fraud.flagsLoading') };
  const { canAdd, canRemove } = paymentFlagActions(selected, flaggedIds);
  return {
    add: canAdd ? undefined : t('fraud.someAlreadyFlagged'),
    remove: canRemove ? undefined : t('fraud.notAllFlagged'),
  };
}
