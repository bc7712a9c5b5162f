// Texts of the PLUS and VAN tabs' actions (document 2 §2, §4, §8): the active catalogue's
// (src/i18n/catalogues/consumer.ts consumer.plus.*), each looked up when it is read.
import { SELF_CANCELLATION_DURATION_DAYS, SELF_CANCELLATION_LIMIT } from '../../../shared/self-cancellation';
import { t } from '../../../i18n/i18n';
import { catalogueTexts } from '../../../i18n/texts';
import type { PlusTextKey } from '../../../i18n/catalogues/consumer';

const FIXED = catalogueTexts<PlusTextKey>('consumer.plus');

const VALUES = {
  cardActionsLabel: (token: string) => t('consumer.plus.cardActionsLabel', { token }),
  voidConfirm: (token: string) => t('consumer.plus.voidConfirm', { token }),
  restoreConfirm: (token: string) => t('consumer.plus.restoreConfirm', { token }),
  deleteConfirm: (token: string) => t('consumer.plus.deleteConfirm', { token }),
  markReturnedConfirm: (token: string) => t('consumer.plus.markReturnedConfirm', { token }),
  enableSelfCancellationConfirm: (expireAt: string) =>
    t('consumer.plus.enableSelfCancellationConfirm', {
      expireAt,
      limit: SELF_CANCELLATION_LIMIT,
      days: SELF_CANCELLATION_DURATION_DAYS,
    }),
};

export const PLUS_ACTION_TEXTS = new Proxy(VALUES, {
  get: (values, key: string) =>
    key in values ? values[key as keyof typeof VALUES] : FIXED[key as PlusTextKey],
}) as Readonly<Record<Exclude<PlusTextKey, keyof typeof VALUES>, string>> & typeof VALUES;
