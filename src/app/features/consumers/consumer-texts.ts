// Texts of the consumer (management) page and its tabs (document 2 §2): the active catalogue's
// (src/i18n/catalogues/consumer.ts), each looked up when it is read, so the same object speaks the language chosen
// since. Column headers are defined once at module level, so they are elements (<Text>) that follow a switch.
import { t, type MessageKey } from '../../../i18n/i18n';
import { catalogueNodes, catalogueTexts, type KeysUnder } from '../../../i18n/texts';
import { legalStatusName } from '../../../i18n/texts';
export { legalStatusName };
import type {
  ConsumerActionKey,
  ConsumerFieldKey,
  ConsumerHistoryKey,
  ConsumerTextKey,
} from '../../../i18n/catalogues/consumer';
import type { ConsumerColumnKey, ConsumerTableKey } from '../../../i18n/catalogues/consumer-tables';
import type { HistoryFieldKey } from '../../../i18n/catalogues/consumer-codes';
import { BULK_CANCEL_HISTORY_REASON, type HistoryLabels } from '../../../shared/change-history-rows';
import type { ConsumerTab } from '../../paths';

export const CONSUMER_TEXTS = catalogueTexts<ConsumerTextKey>('consumer');

/** The labels of the info block and of the tabs' key-value tables. */
export const FIELD_LABELS = catalogueTexts<ConsumerFieldKey>('consumer.field');

/** The account actions' dialogs, toasts and messages (document 2 §2, §5, §8). */
const ACTION_FIXED = catalogueTexts<ConsumerActionKey>('consumer.action');
const ACTION_VALUES = {
  closeConfirmationFor: (who: string) => t('consumer.action.closeConfirmationFor', { who }),
  statusFinalConfirmation: (who: string, status: string) =>
    t('consumer.action.statusFinalConfirmation', { who, status }),
  revertConfirmation: (planId: string) => t('consumer.action.revertConfirmation', { planId }),
};
export const CONSUMER_ACTION_TEXTS = new Proxy(ACTION_VALUES, {
  get: (values, key: string) =>
    key in values ? values[key as keyof typeof ACTION_VALUES] : ACTION_FIXED[key as ConsumerActionKey],
}) as Readonly<Record<ConsumerActionKey, string>> & typeof ACTION_VALUES;

/** A refusal the server answered by its text in the active language, or undefined for an unknown code. */
export function refusalText(group: 'closeRefusal' | 'emailRefusal' | 'phoneRefusal', code: string) {
  const key = `consumer.action.${group}.${code}`;
  return Object.hasOwn(KNOWN_REFUSALS, key) ? t(key as MessageKey) : undefined;
}
const KNOWN_REFUSALS: Readonly<Record<string, true>> = Object.fromEntries(
  [
    'closeRefusal.ErrorUncapturedPayments',
    'closeRefusal.ErrorBalanceNotSettled',
    'closeRefusal.ErrorActiveContracts',
    'closeRefusal.ErrorBalanceFutureChargesExist',
    'emailRefusal.InvalidEmailAddress',
    'emailRefusal.EmailExists',
    'phoneRefusal.InvalidPhoneNumber',
    'phoneRefusal.PhoneExists',
  ].map((key) => [`consumer.action.${key}`, true]),
);

/** Tab labels (document 2 §2 "Child tabs"). */
export const CONSUMER_TAB_LABELS = catalogueTexts<ConsumerTab>('consumer.tab');

export const CHANGE_HISTORY_TEXTS = catalogueTexts<ConsumerHistoryKey>('consumer.history');

const HISTORY_FIELDS = catalogueTexts<HistoryFieldKey>('consumer.history.field');
const HISTORY_FIELD_KEYS: readonly HistoryFieldKey[] = [
  'email',
  'phone',
  'name1',
  'name2',
  'dateOfBirth',
  'address',
  'emailVerification',
  'verified',
  'notVerified',
  'legalStatus',
  'reason',
  'installmentPlan',
  'lumpSum',
  'approvedBy',
];

/** The change history's words in the active language, for its rows (src/shared/change-history-rows.ts). */
export function historyLabels(): HistoryLabels {
  const fields = Object.fromEntries(HISTORY_FIELD_KEYS.map((key) => [key, HISTORY_FIELDS[key]]));
  return {
    ...(fields as Record<HistoryFieldKey, string>),
    legalStatusName,
    sourceName: createdSourceName,
    revertReason,
  };
}

/** A bulk cancellation's reason by name, its job id as it is; any other reason as staff typed it. */
function revertReason(reason: string): string {
  if (reason !== BULK_CANCEL_HISTORY_REASON && !reason.startsWith(`${BULK_CANCEL_HISTORY_REASON} `))
    return reason;
  return [t('consumer.history.bulkCancelReason'), reason.slice(BULK_CANCEL_HISTORY_REASON.length).trim()]
    .filter(Boolean)
    .join(' ');
}

/** A created record's source by its name (an unknown one as it is). */
function createdSourceName(code: string): string {
  const key = `code.createdSource.${code}`;
  const name = t(key as MessageKey);
  return name === key ? code : name;
}

/** The separator of the search period's two dates (document 2 §2: ' ~ '), the same in both languages. */
export const SEARCH_PERIOD_SEPARATOR = ' ~ ';

/** Accessible names of the consumer page's tables. */
const TABLE_FIXED = catalogueTexts<ConsumerTableKey>('consumer.table');
const TABLE_VALUES = {
  physicalCardEvents: (token: string) => t('consumer.table.physicalCardEvents', { token }),
};
export const CONSUMER_TABLE_LABELS = new Proxy(TABLE_VALUES, {
  get: (values, key: string) =>
    key in values ? values[key as keyof typeof TABLE_VALUES] : TABLE_FIXED[key as ConsumerTableKey],
}) as Readonly<Record<Exclude<ConsumerTableKey, 'physicalCardEvents'>, string>> & typeof TABLE_VALUES;

export const CONSUMER_PAYMENT_COLUMNS =
  catalogueNodes<KeysUnder<ConsumerColumnKey, 'payment'>>('consumer.column.payment');
export const CONTRACT_COLUMNS =
  catalogueNodes<KeysUnder<ConsumerColumnKey, 'contract'>>('consumer.column.contract');
export const PAC_AUDIT_COLUMNS = catalogueNodes<KeysUnder<ConsumerColumnKey, 'pac'>>('consumer.column.pac');
export const PLUS_EVENT_COLUMNS =
  catalogueNodes<KeysUnder<ConsumerColumnKey, 'plusEvent'>>('consumer.column.plusEvent');
export const MONTHLY_POWER_COLUMNS = catalogueNodes<KeysUnder<ConsumerColumnKey, 'monthlyPower'>>(
  'consumer.column.monthlyPower',
);
export const LOG_COLUMNS = catalogueNodes<KeysUnder<ConsumerColumnKey, 'log'>>('consumer.column.log');
export const MESSAGE_COLUMNS =
  catalogueNodes<KeysUnder<ConsumerColumnKey, 'message'>>('consumer.column.message');
