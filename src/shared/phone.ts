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

/** A Japanese number in any stored or typed form: +81 / 81 / 0, then 9 or 10 digits. */
const JAPANESE_NUMBER = /^(?:\+?81(?:0(?=\d{9,10}$))?|0)(\d{9,10})$/;
/** Characters people put between the digits (the search's separators, brackets and dots too). */
const DISPLAY_SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30fc\uff0d\uff70().]/g;

/**
 * A phone number as staff read it to a caller: the national format, 090-9244-5765 for a mobile
 * (stored 819092445765), 0 + the digits for other Japanese numbers (no hyphens: their area codes vary), and
 * anything else as it came. Every place of the console that shows a phone uses this one formatter.
 */
export function formatPhone(value: string): string {
  const compact = toAsciiDigits(value.normalize('NFKC')).replace(DISPLAY_SEPARATORS, '');
  const japanese = JAPANESE_NUMBER.exec(compact);
  if (!japanese) return value;
  const national = `0${japanese[1]}`;
  const mobile = /^(0[789]0)(\d{4})(\d{4})$/.exec(national);
  return mobile ? `${mobile[1]}-${mobile[2]}-${mobile[3]}` : national;
}
