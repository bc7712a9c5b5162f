// The console's language at run time (Lingui's core): one compiled catalogue per language in two parts (the sign-in
// page's and the console's), loaded on demand so the other language is never fetched, `<html lang>` in step, and
// listeners (the page title) told of a change.
// Screens read texts through useT() (use-t.ts); code outside React through t().
import { i18n, type Messages } from '@lingui/core';
import type { MessageKey } from './catalogues/ja';
import { setEarlyLanguage, setLateTexts } from './early-texts';
import { isLanguage, type Language } from '../shared/language';
import { loadSignInTexts, signInLanguage } from './sign-in-texts';
import { startLanguage } from './start-language';

export type { MessageKey };
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

// Each language in two parts: the signed-out pages' texts (sign-in-texts.ts loads them; all the sign-in page loads)
// and the console's, loaded here. Lingui holds both, so console code may use any key.
const consoleLoaders: Record<Language, () => Promise<{ default: unknown }>> = {
  ja: () => import('./compiled/ja-console.json'),
  en: () => import('./compiled/en-console.json'),
};

const loaded = new Set<Language>();

// The entry's few texts (early-texts.ts) follow every activation, however it is made.
i18n.on('change', () => {
  if (isLanguage(i18n.locale)) setEarlyLanguage(i18n.locale, true);
});
const listeners = new Set<() => void>();
setLateTexts((key, values) => i18n._(key, values));

/** Installs a language's compiled catalogue, both parts, already at hand (the unit tests' setup). */
export function installCatalogue(language: Language, signIn: unknown, consolePart: unknown): void {
  // A copy: Lingui merges later loads into the object it was given first.
  i18n.load(language, { ...(signIn as Messages), ...(consolePart as Messages) });
  loaded.add(language);
}

/** Loads the language's whole catalogue (once) and makes it the console's: texts, `<html lang>`, listeners. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const [signIn, consolePart] = await Promise.all([loadSignInTexts(language), consoleLoaders[language]()]);
    installCatalogue(language, signIn, consolePart.default);
  } else {
    await loadSignInTexts(language);
  }
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** A signed-out page that reads the whole catalogue (set-password): the sign-in page's language, loaded whole. */
export function activateSignedOutLanguage(): Promise<void> {
  return activateLanguage(signInLanguage() ?? startLanguage());
}

export function activeLanguage(): Language | null {
  return loaded.has(i18n.locale as Language) ? (i18n.locale as Language) : null;
}

/** Called after every activation; answers the unsubscribe function. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A text of the active catalogue (for code outside React; components use useT so they follow a change). */
export const t: Translate = (key, values) => i18n._(key, values);

export { i18n };
