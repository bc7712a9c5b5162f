// An address on one line in the spec's order (zip, state, city, line2, line1), for the console's cells and the CSV
// export alike.

export interface AddressLineParts {
  zip?: string | null;
  state?: string | null;
  city?: string | null;
  line1?: string | null;
  line2?: string | null;
}

/** 'zip state city line2 line1' without the missing parts; '' when there is no address or no part at all. */
export function addressLine(address: AddressLineParts | null | undefined): string {
  if (!address) return '';
  return [address.zip, address.state, address.city, address.line2, address.line1]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
