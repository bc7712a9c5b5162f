// The account page's rules (document 2 §2, summary variant) as pure functions: which status tags show and
// the running-balance block (five amounts, each 0 when missing).
import { parseLegalStatus } from '../../../shared/legal-status';
import type { BalanceKey } from '../../../i18n/catalogues/account';
import { t } from '../../../i18n/i18n';
import { legalStatusName } from '../../../i18n/texts';
import { statusName, type TagTone } from '../../ui/status-tag';
import { ACCOUNT_TEXTS, BALANCE_LABELS } from './account-texts';

export interface AccountTag {
  key: string;
  text: string;
  tone: TagTone;
  /** A status tag (styled by its value) rather than a flag tag. */
  status?: boolean;
  /** The raw code behind a named tag (its tooltip). */
  code?: string;
}

export interface TagInput {
  consumer: { status: string; legalStatus: string };
  plusstatus?: { ekycStatus: string; houkatsuStatus: string; appleStatus: string } | null;
}

/** Status, PLUS EKYC, PLUS包括 or NLP, Apple status and the legal status (irregular unless Normal). */
export function accountTags({ consumer, plusstatus }: TagInput): AccountTag[] {
  const tags: AccountTag[] = [{ key: 'status', text: consumer.status, tone: 'neutral', status: true }];
  if (plusstatus?.ekycStatus === 'approved')
    tags.push({ key: 'ekyc', text: t('consumer.plusEkyc'), tone: 'success' });
  if (plusstatus?.houkatsuStatus === 'approved') {
    tags.push({ key: 'houkatsu', text: t('consumer.plusHoukatsu'), tone: 'success' });
  } else if (plusstatus?.houkatsuStatus === 'approved_for_nlp') {
    tags.push({ key: 'nlp', text: t('consumer.nlp'), tone: 'success' });
  }
  if (plusstatus)
    tags.push({
      key: 'apple',
      text: ACCOUNT_TEXTS.apple(statusName(plusstatus.appleStatus)),
      tone: 'neutral',
      code: plusstatus.appleStatus,
    });
  const legal = parseLegalStatus(consumer.legalStatus);
  tags.push({
    key: 'legal',
    text: ACCOUNT_TEXTS.legal(legalStatusName(consumer.legalStatus)),
    tone: legal === 'Normal' ? 'neutral' : 'danger',
    code: consumer.legalStatus,
  });
  return tags;
}

export type { BalanceKey };

/** The running-balance block's five amounts, in the order shown. */
export const BALANCE_KEYS: readonly BalanceKey[] = [
  'plusOutstandingAmount',
  'appleOutstandingAmount',
  'overdueAmount',
  'uncapturedAmount',
  'futurePlusAmount',
];

/** The running-balance block: five labelled amounts, '0' for any missing one. */
export function runningBalanceRows(
  balance: Partial<Record<BalanceKey, string | null>> | null | undefined,
): { key: BalanceKey; label: string; amount: string }[] {
  return BALANCE_KEYS.map((key) => {
    const amount = balance?.[key];
    return {
      key,
      label: BALANCE_LABELS[key],
      amount: amount === null || amount === undefined || amount === '' ? '0' : amount,
    };
  });
}

/** The recent list's line for an account: the kanji name, else the kana name. */
export function accountLabel(data: {
  consumer?: { kanjiName?: string | null; kanaName?: string | null } | null;
}): string | undefined {
  return data.consumer?.kanjiName?.trim() || data.consumer?.kanaName?.trim() || undefined;
}
