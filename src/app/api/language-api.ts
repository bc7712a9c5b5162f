// The staff member's console language on the server (server/http/preference-routes.ts): read once the shell is
// up, written when they choose one in the header's user menu.
import type { Language } from '../../shared/language';
import { restRequest } from './rest-client';

export function readLanguagePreference(): Promise<{ language: Language | null }> {
  return restRequest('/preferences/language');
}

export function saveLanguagePreference(language: Language): Promise<{ language: Language }> {
  return restRequest('/preferences/language', { method: 'PUT', body: { language } });
}
