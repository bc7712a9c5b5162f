// Addresses on one line, in the spec's order: zip, state, city, line2, line1 (document 1 §2, document 2).
import { NOT_AVAILABLE } from './format';

export interface AddressParts {
  zip?: string | null;
  state?: string | null;
  city?: string | null;
  line1?: string | null;
  line2?: string | null;
}

/** 'zip state city line2 line1' without the missing parts; N/A when there is no address or no part at all. */
export function joinAddress(address: AddressParts | null | undefined): string {
  if (!address) return NOT_AVAILABLE;
  const parts = [address.zip, address.state, address.city, address.line2, address.line1]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length ? parts.join(' ') : NOT_AVAILABLE;
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
