// document.title on the pages shown signed out (sign-in, set-password), in their language: `ログイン · BNPL 管理コンソール`.
// The signed-in pages' titles are the signed-in shell's (page-title.ts), which the sign-in page does not load.
import { useEffect } from 'react';
import { signInText, useSignInLanguage } from '../../i18n/sign-in-texts';
import { paths } from '../paths';

export const TITLE_SEPARATOR = ' · ';

/** The title of a signed-out page. */
export function signedOutTitle(pathname: string): string {
  const page = signInText(pathname === paths.setPassword ? 'title.setPassword' : 'title.login');
  return [page, signInText('shell.logo')].join(TITLE_SEPARATOR);
}

/** Sets the title while `pathname` (null on a signed-in page) is a signed-out page's, in step with its texts. */
export function useSignedOutTitle(pathname: string | null): void {
  const language = useSignInLanguage();
  useEffect(() => {
    if (pathname !== null) document.title = signedOutTitle(pathname);
  }, [pathname, language]);
}
