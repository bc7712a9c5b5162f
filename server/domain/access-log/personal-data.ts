// Which fields of the GraphQL contract carry a consumer's personal data (issue "Who looked": name, kana, phone, e-mail,
// address, birth date, bank or card details). One list, read by the access log's choke point
// (server/graphql/access-log/) to tell whether an answer carried such data, and by its test, which walks the schema
// from every root field to these fields and fails when a root field that reaches one is not logged.

/** Types all of whose fields are personal data: selecting any of them carries it. */
export const PERSONAL_TYPES: ReadonlySet<string> = new Set(['Address', 'Van', 'ConsumerPii']);

/** Personal fields of the other types, by type. */
export const PERSONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Consumer: ['kanjiName', 'kanaName', 'email', 'phone', 'dateOfBirth', 'address'],
  Buyer: ['name1', 'name2', 'email', 'phone'],
  EkycConsumerData: [
    'firstNameKanji',
    'lastNameKanji',
    'firstNameKana',
    'lastNameKana',
    'birthDate',
    'address',
  ],
  PlusConsumerDetails: ['nameKanji', 'nameKana', 'address'],
  MultiPayContract: ['nameKana'],
  ContractData: ['firstName', 'lastName', 'dateOfBirth', 'contractAddress'],
  PaymentConsumerData: ['email', 'phone', 'name1', 'name2', 'address'],
  Payment: [
    'consumerName',
    'buyer',
    'consumerData',
    'contractData',
    'shippingAddress',
    'billingAddress',
    'buyerDataJson',
  ],
  CombiniPayment: ['buyer'],
  ConsumerCreatedRecord: ['email', 'phone', 'name1', 'name2', 'dateOfBirth', 'address'],
  ConsumerUpdatedRecord: ['email', 'phone', 'name1', 'name2', 'dateOfBirth', 'address'],
  // Card details: the card token a card is known by, and the card behind a PayPal link.
  GpsToken: ['token', 'idemiaId'],
  PaypalLink: ['gpsToken'],
};

export function isPersonalField(typeName: string, fieldName: string): boolean {
  return PERSONAL_TYPES.has(typeName) || (PERSONAL_FIELDS[typeName]?.includes(fieldName) ?? false);
}
