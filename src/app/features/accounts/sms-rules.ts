// The SMS modal's counter (document 2 §5, §9): characters against the 128-character limit the server enforces
// (src/shared/sms.ts counts code points), and how many SMS segments the text costs. The segment rule
// (docs/decisions.md "Cards, PLUS, SMS, impersonation, VAN (console)"): a text made only of the GSM 03.38 default
// alphabet (which covers ASCII except the backtick, plus ¥, £, é, …) goes as GSM-7: 160 septets in one SMS, 153 per
// part when concatenated, the extension characters ^ { } \ [ ] ~ | € and form feed taking two; any other character
// (Japanese, emoji, the backtick, a tab) makes the whole text UCS-2: 70 UTF-16 units in one SMS, 67 per part. A
// character is never split across parts.
import { SMS_TEXT_LIMIT, smsLength } from '../../../shared/sms';

export { SMS_TEXT_LIMIT };

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export const SMS_SEGMENT_SIZES = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

export type SmsEncoding = keyof typeof SMS_SEGMENT_SIZES;

export interface SmsCount {
  /** Characters as the limit counts them. */
  characters: number;
  limit: number;
  overLimit: boolean;
  encoding: SmsEncoding;
  /** SMS segments the text costs (0 for an empty text). */
  segments: number;
  /** Units one SMS holds in this encoding (160 or 70). */
  singleSize: number;
}

function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7_BASIC.has(ch) && !GSM7_EXTENSION.has(ch)) return false;
  return true;
}

/** Parts needed for characters of the given unit sizes, never splitting one. */
function segmentsOf(units: readonly number[], single: number, part: number): number {
  const total = units.reduce((sum, u) => sum + u, 0);
  if (total === 0) return 0;
  if (total <= single) return 1;
  let parts = 1;
  let used = 0;
  for (const u of units) {
    if (used + u > part) {
      parts++;
      used = 0;
    }
    used += u;
  }
  return parts;
}

export function smsCount(text: string): SmsCount {
  const chars = [...text];
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const units = chars.map((ch) => (encoding === 'GSM-7' ? (GSM7_EXTENSION.has(ch) ? 2 : 1) : ch.length));
  const sizes = SMS_SEGMENT_SIZES[encoding];
  const characters = smsLength(text);
  return {
    characters,
    limit: SMS_TEXT_LIMIT,
    overLimit: characters > SMS_TEXT_LIMIT,
    encoding,
    segments: segmentsOf(units, sizes.single, sizes.part),
    singleSize: sizes.single,
  };
}
