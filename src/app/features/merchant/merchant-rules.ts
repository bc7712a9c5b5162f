// The merchant page's page size, and the report setting tab's texts in the active language (the lists' texts are in
// src/i18n/catalogues/merchant.ts, the tab's in report-setting.ts; the upload's are read in report-setting-upload.ts).
import { catalogueGroup, catalogueNodes } from '../../../i18n/texts';

/** Rows per page of the application and merchant_disabled tabs. */
export const MERCHANT_PAGE_SIZE = 100;

export const MERCHANT_TEXTS = catalogueGroup('reportSetting', [
  'fileLabel',
  'fileHint',
  'reading',
  'validRows',
  'validRowsPager',
  'commentLabel',
  'commentHint',
  'deactivate',
  'formatErrorTitle',
  'confirmList',
]);

const own = catalogueNodes<'line' | 'month'>('reportSetting.column');

/** The valid rows' column headers: elements that render the active language's text. */
export const MERCHANT_COLUMNS = {
  id: catalogueNodes<'id'>('merchant.column').id,
  line: own.line,
  month: own.month,
};
