// The signed-out pages' texts (sign-in, set-password) and the field checks: the sign-in part of the compiled
// catalogue (catalogues/sign-in.ts), read without Lingui. The sign-in page's JavaScript stays within its budget
// (≤ 100 KB compressed with the catalogue of its language): these texts hold only plain `{name}` placeholders (the
// catalogue test checks it), so a few lines read Lingui's compiled form, and Lingui itself comes with the signed-in
// shell, which also hands over every language it activates (i18n.ts) so these texts follow a switch.
import { useSyncExternalStore } from 'react';
import type { signInJa } from './catalogues/sign-in';
import type { Language } from '../shared/language';
import { setEarlyLanguage } from './early-texts';
import { startLanguage } from './start-language';

export type SignInKey = keyof typeof signInJa;
/** Lingui's compiled message: text, and `[name]` for a placeholder. */
type CompiledMessage = string | readonly (string | readonly [string])[];
export type CompiledSignInTexts = Readonly<Record<string, CompiledMessage>>;

const loaders: Record<Language, () => Promise<{ default: unknown }>> = {
  ja: () => import('./compiled/ja-sign-in.json'),
  en: () => import('./compiled/en-sign-in.json'),
};

let texts: CompiledSignInTexts = {};
let language: Language | null = null;
const listeners = new Set<() => void>();

/** Makes a language's sign-in texts the current ones (also the unit tests' setup, with the compiled file). */
export function installSignInTexts(next: Language, compiled: unknown): void {
  texts = compiled as CompiledSignInTexts;
  language = next;
  setEarlyLanguage(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Loads (once per language) and installs a language's sign-in texts; answers the compiled texts. */
export async function loadSignInTexts(next: Language): Promise<CompiledSignInTexts> {
  if (language !== next) installSignInTexts(next, (await loaders[next]()).default);
  return texts;
}

/**
 * What a signed-out page waits for: the texts of the language the console last spoke here (a sign-out keeps it),
 * else of the start language (the staff member's last choice on this browser, else the browser's language).
 */
export function activateSignInTexts(): Promise<unknown> {
  return language ? Promise.resolve() : loadSignInTexts(startLanguage());
}

/** A sign-in text in the current language, its `{name}` placeholders filled from `values`. */
export function signInText(key: SignInKey, values?: Readonly<Record<string, string | number>>): string {
  const message = texts[key];
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  return message.map((part) => (typeof part === 'string' ? part : String(values?.[part[0]] ?? ''))).join('');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentLanguage = () => language;

/** The language of the sign-in texts, null before any is loaded. */
export const signInLanguage = currentLanguage;

/** The language of the sign-in texts (null before any is loaded); renders again when it changes. */
export function useSignInLanguage(): Language | null {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `const t = useSignInText(); t('signIn.submit')`: renders again when the language changes. */
export function useSignInText(): typeof signInText {
  useSignInLanguage();
  return signInText;
}
