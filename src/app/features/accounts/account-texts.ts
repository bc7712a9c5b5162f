// Texts of the account (summary) page, its SMS and impersonation actions and the bill statement page (document 2
// §2): the active catalogue's (src/i18n/catalogues/account.ts), each looked up when it is read. Column headers are
// defined once at module level, so they are elements (<Text>) that follow a language switch.
import { t } from '../../../i18n/i18n';
import { catalogueNodes, catalogueTexts, type KeysUnder } from '../../../i18n/texts';
import type {
  AccountColumnKey,
  AccountTextKey,
  BalanceKey,
  StatementTextKey,
} from '../../../i18n/catalogues/account';

const FIXED = catalogueTexts<AccountTextKey>('account');

const VALUES = {
  smsCounter: (characters: number, limit: number) => t('account.smsCounter', { characters, limit }),
  smsSegments: (segments: number, encoding: string, perSms: number) =>
    t('account.smsSegments', { segments, encoding, perSms }),
  smsOverLimit: (limit: number) => t('account.smsOverLimit', { limit }),
  impersonationConfirmation: (who: string) => t('account.impersonationConfirmation', { who }),
  loadingSection: (name: string) => t('account.loadingSection', { name }),
  apple: (status: string) => t('account.apple', { status }),
  legal: (status: string) => t('account.legal', { status }),
};

export const ACCOUNT_TEXTS = new Proxy(VALUES, {
  get: (values, key: string) =>
    key in values ? values[key as keyof typeof VALUES] : FIXED[key as AccountTextKey],
}) as Readonly<Record<Exclude<AccountTextKey, keyof typeof VALUES>, string>> & typeof VALUES;

export const BALANCE_LABELS = catalogueTexts<BalanceKey>('account.balance');

export const STATEMENT_TEXTS = catalogueTexts<StatementTextKey>('account.statement');

export const STATEMENT_COLUMNS =
  catalogueNodes<KeysUnder<AccountColumnKey, 'statement'>>('account.column.statement');
export const CHARGE_COLUMNS = catalogueNodes<KeysUnder<AccountColumnKey, 'charge'>>('account.column.charge');
export const MULTI_PAY_COLUMNS =
  catalogueNodes<KeysUnder<AccountColumnKey, 'multiPay'>>('account.column.multiPay');
