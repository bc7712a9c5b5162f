// Texts of the convenience-store payment page (document 2): the active catalogue's
// (src/i18n/catalogues/account.ts account.combini.*), each looked up when it is read.
import { catalogueNodes, catalogueTexts, type KeysUnder } from '../../../i18n/texts';
import type { CombiniTextKey } from '../../../i18n/catalogues/account';

export const COMBINI_PAYMENT_TEXTS = catalogueTexts<CombiniTextKey>('account.combini');

/** The provider table's column headers (elements that follow a language switch). */
export const PROVIDER_COLUMNS = catalogueNodes<KeysUnder<CombiniTextKey, 'column'>>('account.combini.column');
