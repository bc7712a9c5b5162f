// The typed text hook: `const t = useT(); t('shell.signOut')`. A component using it renders again when the
// language changes (I18nProvider in the signed-in shell), so a switch applies without a reload.
import { useContext } from 'react';
import { LinguiContext } from '@lingui/react';
import { i18n, type Translate } from './i18n';

export function useT(): Translate {
  // Outside the provider (a unit test rendering one part) the active catalogue still answers.
  const context = useContext(LinguiContext);
  return (context?._ ?? ((id: string, values?: Record<string, unknown>) => i18n._(id, values))) as Translate;
}
