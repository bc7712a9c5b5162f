// What a header search keyword can mean (document 1 §2, §5): one pure classification shared by the console
// and the server, so both halves agree on ids, e-mails, phone numbers and the folded form of names.
import { isEmail } from './email';
import { normalisePhoneSearch } from './phone';
import { isChargeId, isCombiniPaymentId, isConsumerId, isPaymentId } from './id-patterns';

/** The spec's minimum: fewer characters (after normalisation) are refused. */
export const SEARCH_KEYWORD_MIN_LENGTH = 2;
/** No id, e-mail, phone number or name is longer; longer input is refused rather than searched. */
export const SEARCH_KEYWORD_MAX_LENGTH = 200;
/** Rows per search result list at most: two of the console's 100-row pages (docs/decisions.md). */
export const SEARCH_RESULT_LIMIT = 200;

// Hiragana that have a katakana twin 0x60 code points higher: ぁ..ゖ (U+3041-3096) and ゝゞ (U+309D-309E).
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
const WHITESPACE = /\s+/g;

/** Hiragana to katakana (やまだ → ヤマダ); everything else unchanged. */
export function hiraganaToKatakana(value: string): string {
  return value.replace(HIRAGANA, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

/**
 * The folded form names are searched in: Unicode NFKC (half-width katakana and full-width letters become
 * their usual forms, U+3000 becomes a space), lower case, hiragana folded to katakana, every space removed.
 * The database computes the same form in SQL for the stored names (server/db/schema/search.ts).
 */
export function foldSearchName(value: string): string {
  return hiraganaToKatakana(value.normalize('NFKC').toLowerCase()).replace(WHITESPACE, '');
}

/** Separators people put in phone numbers: spaces, hyphens and dashes of every width, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30fc\uff0d\uff70().]/g;
/** The stored form of a mobile number: 81 + 070/080/090 without its 0 + 8 digits. */
const STORED_PHONE = /^81[789]0\d{8}$/;

/**
 * A phone number in the stored form (819012345678), or null when the keyword is not a mobile number.
 * Accepts what the header accepts (090-1234-5678, 09012345678, full-width digits) and the international
 * forms +81 90…, +81 (0)90… and 8190…, which the header passes through unchanged.
 */
export function searchPhone(keyword: string): string | null {
  const compact = keyword.normalize('NFKC').replace(PHONE_SEPARATORS, '');
  const international = /^\+?810?([789]0\d{8})$/.exec(compact);
  if (international) return `81${international[1]}`;
  const domestic = normalisePhoneSearch(compact);
  return STORED_PHONE.test(domestic) ? domestic : null;
}

/** Digits of a phone-number tail: the last 8 digits a caller reads out, or up to the 10 after +81. */
const PHONE_TAIL = /^\d{8,10}$/;
/** How many trailing digits of a stored phone are indexed (migration 0014_search_partial.sql). */
export const PHONE_TAIL_INDEXED_DIGITS = 8;

/**
 * The end of a phone number: 8 to 10 digits once NFKC (full-width digits and hyphens) and the separators a
 * full number may carry are taken out (5678-1234, １２３４－５６７８, 90-1234-5678), or null. A complete
 * mobile number is not a tail: it is the exact phone key (searchPhone).
 */
export function searchPhoneTail(keyword: string): string | null {
  const compact = keyword.normalize('NFKC').replace(PHONE_SEPARATORS, '');
  return PHONE_TAIL.test(compact) ? compact : null;
}

/** The characters of an e-mail address's local part (the isEmail pattern's), 2 to 64 of them. */
const EMAIL_LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{2,64}$/;

/**
 * The local part of an e-mail address in lower case (yumi.sato, or yumi.sato@ with the at sign), or null when
 * the keyword cannot be one.
 */
export function searchEmailLocalPart(text: string): string | null {
  const local = text.endsWith('@') ? text.slice(0, -1) : text;
  return EMAIL_LOCAL_PART.test(local) ? local.toLowerCase() : null;
}

/** One word of printable ASCII: what merchants' order numbers are made of (ORD-20261108-466131, #1001). */
const ORDER_REFERENCE = /^[!-~]{2,100}$/;

export type SearchIdKind = 'consumer' | 'payment' | 'combiniPayment' | 'charge';

export interface SearchKeyword {
  /** NFKC form, trimmed: what exact lookups compare. */
  text: string;
  /** A console id the keyword is exactly (fast path by primary key), or null. */
  id: { kind: SearchIdKind; value: string } | null;
  /** The e-mail address in lower case when the keyword is one. */
  email: string | null;
  /** The stored phone form when the keyword is a mobile number. */
  phone: string | null;
  /**
   * An opaque reference to compare exactly: the eKYC provider's application id, a VAN account number, a
   * settlement provider reference. Set for one word of ASCII letters, digits, `-` and `_`.
   */
  reference: string | null;
  /** The folded name to look for (see foldSearchName); null when the keyword cannot be a name. */
  name: string | null;
  /**
   * A merchant's order reference to compare exactly (as typed and in upper case) with payments' and combini
   * payments' order references: one word of printable ASCII that is no id, e-mail address or phone number.
   */
  orderRef: string | null;
  /** The last 8 to 10 digits of a phone number (searchPhoneTail); never a complete mobile number. */
  phoneTail: string | null;
  /** An e-mail address's local part in lower case (searchEmailLocalPart); never a whole address. */
  emailLocal: string | null;
}

export type SearchKeywordProblem = 'tooShort' | 'tooLong';

export type ClassifiedSearchKeyword =
  { ok: true; keyword: SearchKeyword } | { ok: false; problem: SearchKeywordProblem; message: string };

const REFERENCE = /^[0-9A-Za-z][0-9A-Za-z_-]*$/;
/** Names carry no digits and no @: a keyword with either is an id, number or address, never a name. */
const NOT_A_NAME = /[0-9@]/;

function idOf(text: string): SearchKeyword['id'] {
  if (isConsumerId(text)) return { kind: 'consumer', value: text };
  if (isPaymentId(text)) return { kind: 'payment', value: text };
  if (isCombiniPaymentId(text)) return { kind: 'combiniPayment', value: text };
  if (isChargeId(text)) return { kind: 'charge', value: text };
  return null;
}

/** Counts code points, so a name in kanji is measured in characters, not UTF-16 units. */
const length = (value: string) => [...value].length;

/**
 * Classifies a search keyword. Refuses one shorter than SEARCH_KEYWORD_MIN_LENGTH characters once spaces are
 * removed, or longer than SEARCH_KEYWORD_MAX_LENGTH. Ids, e-mail addresses and phone numbers are exact
 * keywords and are searched as nothing else. Every other keyword may mean several things at once (8 digits are
 * a phone tail, an e-mail local part, an order reference and a reference); the search looks for all of them.
 */
export function classifySearchKeyword(input: string): ClassifiedSearchKeyword {
  if (length(input.trim()) > SEARCH_KEYWORD_MAX_LENGTH) {
    return {
      ok: false,
      problem: 'tooLong',
      message: `The search keyword may be at most ${SEARCH_KEYWORD_MAX_LENGTH} characters long`,
    };
  }
  const text = input.normalize('NFKC').trim();
  const folded = foldSearchName(text);
  if (length(folded) < SEARCH_KEYWORD_MIN_LENGTH) {
    return {
      ok: false,
      problem: 'tooShort',
      message: `The search keyword needs at least ${SEARCH_KEYWORD_MIN_LENGTH} characters`,
    };
  }
  const id = idOf(text);
  const email = !id && isEmail(text) ? text.toLowerCase() : null;
  const phone = !id && !email ? searchPhone(text) : null;
  const exact = id !== null || email !== null || phone !== null;
  return {
    ok: true,
    keyword: {
      text,
      id,
      email,
      phone,
      reference: !exact && REFERENCE.test(text) ? text : null,
      name: !exact && !NOT_A_NAME.test(folded) ? folded : null,
      orderRef: !exact && ORDER_REFERENCE.test(text) ? text : null,
      phoneTail: !exact ? searchPhoneTail(text) : null,
      emailLocal: !exact ? searchEmailLocalPart(text) : null,
    },
  };
}

/**
 * The keyword a /search URL's `q` asks for: normalised as the search box does; too short, no search at all. The
 * search page and the server's shell (which names that search in the page's HTML) read it alike.
 */
export function keywordFromUrl(q: string | null): string {
  const keyword = normalisePhoneSearch(q ?? '');
  return keyword.length < SEARCH_KEYWORD_MIN_LENGTH ? '' : keyword;
}
