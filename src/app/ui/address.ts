// Addresses on one line, in the spec's order: zip, state, city, line2, line1 (document 1 §2, document 2).
import { NOT_AVAILABLE } from '../../shared/format';
import { addressLine, type AddressLineParts } from '../../shared/address-line';

export type AddressParts = AddressLineParts;

/** 'zip state city line2 line1' without the missing parts; N/A when there is no address or no part at all. */
export function joinAddress(address: AddressParts | null | undefined): string {
  return addressLine(address) || NOT_AVAILABLE;
}

function hasAnyPart(address: AddressParts | null | undefined): address is AddressParts {
  return (
    !!address &&
    [address.zip, address.state, address.city, address.line1, address.line2].some((p) => p?.trim())
  );
}

/** The payment's address: shipping, else billing; null when neither has any part. */
export function paymentAddress(payment: {
  shippingAddress?: AddressParts | null;
  billingAddress?: AddressParts | null;
}): AddressParts | null {
  if (hasAnyPart(payment.shippingAddress)) return payment.shippingAddress;
  if (hasAnyPart(payment.billingAddress)) return payment.billingAddress;
  return null;
}
