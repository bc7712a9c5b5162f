// Search-box phone normalisation (document 1 §5): Japanese mobile numbers become the international form.

/** Hyphen-like characters staff paste from documents and spreadsheets (ASCII, Unicode dashes, full-width, katakana ー). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30fc\uff0d\uff70]/g;

/** A domestic mobile number: 070, 080 or 090 followed by 8 digits. */
const DOMESTIC_MOBILE = /^0[789]0\d{8}$/;

/** Full-width digits (０-９) to ASCII digits. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

/**
 * Normalises a search keyword: an 11-digit mobile number starting 070/080/090 (hyphens, spaces and
 * full-width digits allowed) becomes '81' plus the number without its leading 0; anything else is only trimmed.
 */
export function normalisePhoneSearch(input: string): string {
  const trimmed = input.trim();
  const compact = toAsciiDigits(trimmed).replace(SEPARATORS, '');
  return DOMESTIC_MOBILE.test(compact) ? `81${compact.slice(1)}` : trimmed;
}
