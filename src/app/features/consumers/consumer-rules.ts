// The consumer page's display rules (document 2 §2 "Consumer account page", "Child tabs"), apart from React.
import { CONSUMER_TABS, type ConsumerTab } from '../../paths';
import { CARD_TOKEN_STATUS_LABEL } from '../../../shared/cards';
import { t } from '../../../i18n/i18n';
import type { CardTokenKey } from '../../../i18n/catalogues/consumer-codes';
import { PERMISSIONS } from '../../../shared/permissions';
import { CONSUMER_TEXTS, legalStatusName } from './consumer-texts';

export interface PlusStatusLike {
  ekycStatus: string;
  houkatsuStatus: string;
  appleStatus?: string;
}

/** houkatsu tab: houkatsu approved or approved_for_nlp. */
export function showsHoukatsuTab(plus: PlusStatusLike | null | undefined): boolean {
  return plus?.houkatsuStatus === 'approved' || plus?.houkatsuStatus === 'approved_for_nlp';
}

/** plus tab: eKYC approved. */
export function showsPlusTab(plus: PlusStatusLike | null | undefined): boolean {
  return plus?.ekycStatus === 'approved';
}

/**
 * The tabs shown as links, in order. pacAuditRecords (the credit audit records) needs can_view_pac_records and
 * can_view_credit_audit_records, as its records do (its route says Unauthorized to others),
 * fraudpayments needs payment_fraud_flags.read, staffActions and accessHistory (閲覧履歴) audit_log.read.
 */
export function visibleConsumerTabs(
  plus: PlusStatusLike | null | undefined,
  held: readonly string[],
): ConsumerTab[] {
  return CONSUMER_TABS.filter((tab) => {
    switch (tab) {
      case 'houkatsu':
        return showsHoukatsuTab(plus);
      case 'plus':
        return showsPlusTab(plus);
      case 'pacAuditRecords':
        return canReadCreditAudit(held);
      case 'fraudpayments':
        return held.includes(PERMISSIONS.paymentFraudFlagsRead);
      case 'staffActions':
      case 'accessHistory':
        return held.includes(PERMISSIONS.auditLogRead);
      default:
        return true;
    }
  });
}

/** The exclusions are part of the page query only for holders of assessment_exclusions.read (the server's rule too). */
export { canReadExclusions } from '../../../shared/preloaded-queries';

/** The credit audit records need both PAC permissions (the server asks for both). */
export function canReadCreditAudit(held: readonly string[]): boolean {
  return held.includes(PERMISSIONS.viewPacRecords) && held.includes(PERMISSIONS.viewCreditAuditRecords);
}

/** The PLUS tags of the info block: PLUS EKYC, PLUS包括, NLP. */
export function plusTags(plus: PlusStatusLike | null | undefined): string[] {
  const tags: string[] = [];
  if (plus?.ekycStatus === 'approved') tags.push(CONSUMER_TEXTS.plusEkyc);
  if (plus?.houkatsuStatus === 'approved') tags.push(CONSUMER_TEXTS.plusHoukatsu);
  if (plus?.houkatsuStatus === 'approved_for_nlp') tags.push(CONSUMER_TEXTS.nlp);
  return tags;
}

/** The legal status tag: its name in the active language, styled irregular unless Normal. */
export function legalStatusTag(legalStatus: string): { text: string; irregular: boolean } {
  return { text: legalStatusName(legalStatus), irregular: legalStatus !== 'Normal' };
}

/** The kana name, or the placeholder 'no kana name'. */
export function kanaNameOrPlaceholder(kana: string | null | undefined): string {
  return kana?.trim() ? kana : CONSUMER_TEXTS.noKanaName;
}

/** The date of birth (YYYY-MM-DD), or 'Empty'. */
export function dateOfBirthOrEmpty(dateOfBirth: string | null | undefined): string {
  return dateOfBirth?.trim() ? dateOfBirth : CONSUMER_TEXTS.emptyDateOfBirth;
}

/** Close is always shown, dimmed once the account is closed; disable only while Enabled. */
export function accountActions(status: string): {
  closeDimmed: boolean;
  showDisable: boolean;
  statusChangeBlocked: boolean;
} {
  return {
    closeDimmed: status === 'Closed',
    showDisable: status === 'Enabled',
    statusChangeBlocked: status === 'Closed',
  };
}

/** Truncation warnings of the payments list (Amazon 2,000, Paidy 10,000). */
export function paymentsTruncationWarnings(
  metadata: { amazonPaymentsLimitReached: boolean; paidyPaymentsLimitReached: boolean } | null | undefined,
): string[] {
  const warnings: string[] = [];
  if (metadata?.paidyPaymentsLimitReached) warnings.push(CONSUMER_TEXTS.paymentsTruncatedPaidy);
  if (metadata?.amazonPaymentsLimitReached) warnings.push(CONSUMER_TEXTS.paymentsTruncatedAmazon);
  return warnings;
}

/** Card token status labels (document 2 §4; src/shared/cards.ts, which the server shares). */
export function cardTokenStatusLabel(status: string): string {
  return Object.hasOwn(CARD_TOKEN_STATUS_LABEL, status)
    ? t(`code.cardToken.${status as CardTokenKey}`)
    : status;
}

/** A contract's outstanding (uncreated charges) amount: zero once canceled. */
export function contractOutstanding(contract: { status: string; outstandingAmount: string }): string {
  return contract.status === 'canceled' ? '0' : contract.outstandingAmount;
}

/** Yes / No / N/A for the audit record flags, in the active language. */
export { yesNo as flagText } from '../../ui/not-available';
