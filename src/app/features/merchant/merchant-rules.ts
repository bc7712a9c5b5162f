// The merchant page's texts and the deactivation answer's message (document 2 §8), apart from React.

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

/** Document 2 §8, word for word. */
export const DEACTIVATE_INVOICES_TEXT = {
  success: 'Operation completed successfully.',
  failure: 'There was a system error processing your request, please try again later.',
  unexpected: 'An unexpected error occurred.',
} as const;

/** The message for the answer of deactivateInvoices; anything but Success or Failure (or no answer) is unexpected. */
export function deactivateInvoicesMessage(outcome: { ok: true; data: unknown } | { ok: false }): {
  ok: boolean;
  message: string;
} {
  if (outcome.ok && outcome.data === 'Success')
    return { ok: true, message: DEACTIVATE_INVOICES_TEXT.success };
  if (outcome.ok && outcome.data === 'Failure')
    return { ok: false, message: DEACTIVATE_INVOICES_TEXT.failure };
  return { ok: false, message: DEACTIVATE_INVOICES_TEXT.unexpected };
}
