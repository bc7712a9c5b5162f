// Column headers of the four search result tables (document 1 §2 "Search views").
export const SEARCH_PAYMENT_COLUMNS = {
  id: 'ID',
  test: 'Test',
  consumer: 'Consumer',
  amount: 'Amount',
  shippingAddress: 'Shipping address',
  created: 'Created',
  status: 'Status',
} as const;

export const SEARCH_CONSUMER_COLUMNS = {
  name: 'Name',
  created: 'Created',
  dateOfBirth: 'Date of birth',
  email: 'E-mail',
  phone: 'Phone',
  status: 'Status',
} as const;

export const SEARCH_COMBINI_COLUMNS = {
  id: 'ID',
  orderRef: 'Order reference',
  amount: 'Amount',
  created: 'Created',
  status: 'Status',
  test: 'Test',
} as const;

export const SEARCH_DUPLICATE_COLUMNS = {
  chargeId: 'Charge ID',
  consumerId: 'Consumer ID',
  orderReference: 'Order reference',
  barcodeId: 'Barcode ID',
  amount: 'Amount',
  created: 'Created',
} as const;
