// The header's language switch (日本語 / English): applies at once (no reload), is remembered on this browser for
// the next paint and on the server with the staff member, so it follows them to any PC. The shell reads the
// server's copy once it is up (useServerLanguage); a choice made meanwhile wins over that read.
import { useEffect, useState } from 'react';
import { LANGUAGES, type Language } from '../../shared/language';
import { activateLanguage, activeLanguage } from '../../i18n/i18n';
import { rememberLanguageHere } from '../../i18n/start-language';
import { useT } from '../../i18n/use-t';
import { readLanguagePreference, saveLanguagePreference } from '../api/language-api';

let chosenThisSession = false;

async function apply(language: Language): Promise<void> {
  await activateLanguage(language);
  rememberLanguageHere(language);
}

/** Once per signed-in shell: the staff member's language as the server remembers it (null: not chosen yet). */
export function useServerLanguage(userId: string): void {
  useEffect(() => {
    chosenThisSession = false;
    let current = true;
    readLanguagePreference()
      .then(({ language }) => {
        if (current && language && !chosenThisSession && language !== activeLanguage())
          return apply(language);
      })
      .catch((error: unknown) => console.warn('Language preference not read', error));
    return () => {
      current = false;
    };
  }, [userId]);
}

export function LanguageSwitch() {
  const t = useT();
  const active = activeLanguage();
  const [saveFailed, setSaveFailed] = useState(false);
  const choose = (language: Language) => {
    chosenThisSession = true;
    setSaveFailed(false);
    void apply(language);
    saveLanguagePreference(language).catch(() => setSaveFailed(true));
  };
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={active === language}
          onClick={() => choose(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
      {saveFailed && (
        <span className="language-switch__error" role="alert">
          {t('language.saveFailed')}
        </span>
      )}
    </div>
  );
}
