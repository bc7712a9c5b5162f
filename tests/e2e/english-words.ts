// What a Japanese screen may still show in Latin letters, and the finder of everything else: the language specs
// (languages.spec.ts, languages-walk.spec.ts) list the English words a walked page shows with ja.
import type { Page } from '@playwright/test';

/** Words allowed in a Japanese screen: proper names and codes people say as they are. */
export const ALLOWED_WORDS = new Set([
  'BNPL',
  'English',
  'ID',
  'CSV',
  'SMS',
  'PLUS',
  'VAN',
  'SSO',
  'PAC',
  'Esc',
  'Enter',
  'Ctrl',
  'PIN',
  'IP',
  'JST',
  'CLI',
  'GSM',
  'NLP',
  'GPS',
  // eKYC, and its PLUS tag; the PLUS credit limits PP and PPFA.
  'eKYC',
  'EKYC',
  'PP',
  'PPFA',
  // The CSV encodings' names.
  'UTF',
  'BOM',
  'Shift',
  'JIS',
]);

/** English words in the visible text of `selector`, ids, e-mail addresses and single keys left out. */
export async function englishWords(page: Page, selector: string): Promise<string[]> {
  const texts = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const clone = element.cloneNode(true) as HTMLElement;
      // The signed-in user's id is data, not a text of the console; so are the choices whose options are codes
      // (roles, permissions, CSV encodings).
      clone.querySelectorAll('.app-header__user, kbd, .mono, code, select').forEach((node) => node.remove());
      // Neighbouring elements' texts apart, so two codes never run together into one word.
      clone.querySelectorAll('*').forEach((node) => node.append(' '));
      return clone.textContent ?? '';
    }),
  );
  return (
    texts
      .join('\n')
      .replace(/\S+@\S+/g, ' ')
      // Ids (con_…) and permission or operation codes (audit_log.read), shown beside their names for support.
      .replace(/\b[a-z_]+(?:\.[a-z_]+)+\b/g, ' ')
      .replace(/\b[a-z]+_[0-9A-Za-z_]+\b/g, ' ')
      .split(/[^A-Za-z]+/)
      .filter((word) => word.length > 1 && !ALLOWED_WORDS.has(word))
  );
}
