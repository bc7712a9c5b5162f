// Contact data masked on the server (src/shared/pii-mask.ts): what lists answer for everyone, and what the case pages
// answer to staff without consumers.pii.read. Names stay whole (staff find and greet a consumer by name); the phone,
// the e-mail, the address below the city and the birth date below the year do not leave the server. A raw buyer
// JSON cannot be cut field by field, so a masked payment carries none.
import { maskAddress, maskBirthDate, maskEmail, maskPhone } from '../../src/shared/pii-mask';
import type { ConsumerData } from './consumers';
import type { PaymentDetail } from './payments';
import type { CombiniPaymentDetail } from './combini-payments';
import type { FuzzySearchData } from './search';

type Contact = { email: string | null; phone: string | null };

function maskContact<C extends Contact>(contact: C | null): C | null {
  return contact && { ...contact, email: maskEmail(contact.email), phone: maskPhone(contact.phone) };
}

export function maskConsumer(consumer: ConsumerData): ConsumerData {
  return {
    ...consumer,
    email: maskEmail(consumer.email) ?? '',
    phone: maskPhone(consumer.phone) ?? '',
    address: maskAddress(consumer.address),
    dateOfBirth: maskBirthDate(consumer.dateOfBirth),
  };
}

export function maskPayment<P extends PaymentDetail>(payment: P): P {
  return {
    ...payment,
    shippingAddress: maskAddress(payment.shippingAddress),
    billingAddress: maskAddress(payment.billingAddress),
    buyer: maskContact(payment.buyer),
    consumerData: payment.consumerData && {
      ...maskContact(payment.consumerData)!,
      address: maskAddress(payment.consumerData.address),
    },
    contractData: payment.contractData && {
      ...payment.contractData,
      dateOfBirth: maskBirthDate(payment.contractData.dateOfBirth),
      contractAddress: maskAddress(payment.contractData.contractAddress),
    },
    buyerDataJson: null,
  };
}

export function maskCombiniPayment(payment: CombiniPaymentDetail): CombiniPaymentDetail {
  return { ...payment, buyer: maskContact(payment.buyer) };
}

/** A search's four lists as every staff member sees them: the consumers, payments and slips masked. */
export function maskSearchResult(result: FuzzySearchData): FuzzySearchData {
  return {
    ...result,
    consumers: result.consumers.map(maskConsumer),
    paidyPayments: result.paidyPayments.map(maskPayment),
    combiniPayments: result.combiniPayments.map(maskCombiniPayment),
  };
}
