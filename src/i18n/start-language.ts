// Which language the console starts in on this browser: the staff member's last choice seen here (kept so a reload
// paints in it at once), else the browser's language (ja → ja, anything else → en). The server's copy of the
// choice (per staff member) then wins once the signed-in shell has read it.
import { isLanguage, languageOfBrowser, type Language } from '../shared/language';

export const LANGUAGE_STORAGE_KEY = 'console.language';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: the browser's language decides every time
  }
}

export function startLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return languageOfBrowser(typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function rememberLanguageHere(language: Language): void {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
}
