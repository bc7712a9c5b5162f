// The SMS text rule shared by the SMS modal's counter and the server's check (document 2 §5, §9).

/** At most this many characters (code points, so an emoji or a surrogate pair counts once). */
export const SMS_TEXT_LIMIT = 128;

/** Characters the way the limit counts them. */
export function smsLength(text: string): number {
  return [...text].length;
}
