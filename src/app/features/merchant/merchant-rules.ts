// The merchant page's texts, apart from React (the upload's texts: report-setting-upload.ts).

/** Rows per page of the application and merchant_disabled tabs. */
export const MERCHANT_PAGE_SIZE = 100;

export const MERCHANT_TEXTS = {
  title: 'Merchant',
  tabs: {
    report_setting: 'Report setting',
    application: 'Application',
    merchant_disabled: 'Merchant disabled',
  },
  enabledTable: 'Merchants',
  disabledTable: 'Disabled merchants',
  noMerchants: 'No merchants',
  noDisabledMerchants: 'No disabled merchants',
  fileLabel: 'Report setting CSV',
  fileHint: 'A .csv file with the header Deactivated_Month,Merchant_ID.',
  reading: 'Reading the file…',
  validRows: 'Rows to deactivate',
  deactivate: 'Deactivate',
  formatErrorTitle: 'File format error',
  unknownTab: 'Unknown tab',
} as const;

export const MERCHANT_COLUMNS = {
  id: 'Merchant ID',
  name: 'Name',
  createdAt: 'Created at',
  disabledAt: 'Disabled at',
  deactivatedMonths: 'Deactivated months',
  line: 'Line',
  month: 'Deactivated month',
} as const;
