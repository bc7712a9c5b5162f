// Contact data as lists show it: enough to tell two consumers apart on a call (the last digits of the phone, the
// first letter and the domain of the e-mail, the city, the birth year), not enough to contact or impersonate one.
// The server applies these before an answer or a file leaves, so the API, the exports and the browser's cache never
// hold more than the list shows; the console only displays what it is given.
import { toAsciiDigits } from './phone';

/** What replaces the hidden digits and letters. */
const HIDDEN = '****';

/** A Japanese number in any stored or typed form: +81 / 81 / 0, then 9 or 10 digits (as formatPhone reads it). */
const JAPANESE_NUMBER = /^(?:\+?81(?:0(?=\d{9,10}$))?|0)(\d{9,10})$/;

/**
 * 090-****-5765: the first three digits of the national number and the last four; any other value keeps only
 * its last four digits. Null and blank stay as they are (nothing to hide).
 */
export function maskPhone(value: string | null): string | null {
  if (value == null || !value.trim()) return value;
  const digits = toAsciiDigits(value.normalize('NFKC')).replace(/\D/g, '');
  const japanese = JAPANESE_NUMBER.exec(digits);
  const national = japanese ? `0${japanese[1]}` : digits;
  if (national.length < 8) return HIDDEN;
  return `${national.slice(0, 3)}-${HIDDEN}-${national.slice(-4)}`;
}

/** t***@example.jp: the local part's first character, then the domain whole. */
export function maskEmail(value: string | null): string | null {
  if (value == null || !value.trim()) return value;
  const at = value.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${value.slice(0, 1)}***${value.slice(at)}`;
}

export interface MaskableAddress {
  zip: string | null;
  state: string | null;
  city: string | null;
  line1: string | null;
  line2: string | null;
}

/** The address to the city: prefecture and city kept, postcode and street lines dropped. */
export function maskAddress<A extends MaskableAddress>(address: A | null): A | null {
  if (!address) return address;
  if (address.state == null && address.city == null) return null;
  return { ...address, zip: null, line1: null, line2: null };
}

/** The birth date's year alone (YYYY); a value that is not an ISO date is hidden whole. */
export function maskBirthDate(value: string | null): string | null {
  if (value == null || !value.trim()) return value;
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(value.trim());
  return year ? year[1] : HIDDEN;
}

/** The masked address on one line (prefecture and city), for CSV cells; '' when there is none. */
export function maskedAddressLine(parts: MaskableAddress | null): string {
  const masked = maskAddress(parts);
  return masked ? [masked.state, masked.city].filter((p) => p?.trim()).join(' ') : '';
}
