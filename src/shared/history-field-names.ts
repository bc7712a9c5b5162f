// The change history's field names in English: the server's CSV export writes them (change-history-rows.ts
// HISTORY_CSV_LABELS) and the English catalogue shows them (src/i18n/catalogues/consumer-codes.ts), so the two read
// alike. Who approved a held change is not here: the export says 承認, the catalogue 'approved by'.
export const HISTORY_FIELD_NAMES_EN = {
  email: 'e-mail',
  phone: 'phone',
  name1: 'name1',
  name2: 'name2',
  dateOfBirth: 'date of birth',
  address: 'address',
  emailVerification: 'e-mail verification',
  verified: 'verified',
  notVerified: 'not verified',
  legalStatus: 'legal status',
  reason: 'reason',
  installmentPlan: 'installment plan reverted to lump sum',
  lumpSum: 'lump-sum charge',
};
