// What a Japanese screen may still show in Latin letters, and the finder of everything else: the language specs
// (languages.spec.ts, languages-walk.spec.ts) list the English words a walked page shows with ja.
import { expect, type Page } from '@playwright/test';

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
  // The payment badge the specification names (document 1 §3 "a BIG badge"), the ISO code of the yen and the raw
  // data blocks' format.
  'BIG',
  'JPY',
  'JSON',
  // The CSV encodings' names.
  'UTF',
  'BOM',
  'Shift',
  'JIS',
]);

/**
 * Names the walked data holds: the seeded roles (ids an administrator types), companies and products (the consumer's
 * Apple and Amazon payments, PayPal, Paidy, the eKYC provider Liquid, the card maker Idemia, the credit bureau CIC,
 * the VAN's bank SBI, the analytics tool Mixpanel) and the browser a session names (Chrome on Linux).
 */
export const PROPER_NAMES: ReadonlySet<string> = new Set([
  ...['support', 'operations', 'fraud', 'admin'],
  ...['Apple', 'Amazon', 'PayPal', 'Paidy', 'Liquid', 'Idemia', 'CIC', 'SBI', 'Mixpanel', 'Chrome', 'Linux'],
]);

/** English words in the visible text of `selector`, ids, e-mail addresses and single keys left out. */
export async function englishWords(page: Page, selector: string): Promise<string[]> {
  const texts = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const clone = element.cloneNode(true) as HTMLElement;
      // The signed-in user's id is data, not a text of the console; so are the choices whose options are codes
      // (roles, permissions, CSV encodings).
      clone.querySelectorAll('.app-header__user, kbd, .mono, code, select').forEach((node) => node.remove());
      // A payment's raw data as the upstream systems sent it (buyer data, assessment metadata: JSON for support
      // engineers, under a translated heading): data, not the console's words.
      clone.querySelectorAll('.raw-json pre, pre.inline-json').forEach((node) => node.remove());
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
      // Merchants' reference numbers (ORD-20260101-123456) in the data they sent.
      .replace(/\b[A-Z]+-\d[\d-]*\b/g, ' ')
      .split(/[^A-Za-z]+/)
      .filter((word) => word.length > 1 && !ALLOWED_WORDS.has(word))
  );
}

/** Waits until the page has loaded and its text stops changing (tables fill in after their query answers). */
export async function settled(page: Page) {
  await expect(page.locator('.page-loading, [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  let before = '';
  await expect
    .poll(async () => {
      const now = await page.locator('main').innerText();
      const same = now === before;
      before = now;
      return same;
    })
    .toBe(true);
}
