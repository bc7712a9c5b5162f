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
 * keywords and are not also searched as names.
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
    },
  };
}
