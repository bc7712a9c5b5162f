// The language the signed-in shell starts in (see i18n/start-language.ts), activated before its first paint.
import { activateLanguage, activeLanguage } from '../../i18n/i18n';
import { startLanguage } from '../../i18n/start-language';

export function activateStartLanguage(): Promise<void> {
  return activeLanguage() ? Promise.resolve() : activateLanguage(startLanguage());
}
