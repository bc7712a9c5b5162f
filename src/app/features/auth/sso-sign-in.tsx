// Single sign-on on the sign-in page: SSOでログイン (a real link to the server's start of the flow, shown only when
// the server has an identity provider configured) and what the page does when the flow sends the browser back
// (/login?sso=signed-in, or /login?sso=<why not>).
import { useEffect, useState } from 'react';
import { fetchProfile, fetchSsoStatus, SSO_START_PATH, type StaffProfile } from '../../api/auth-api';
import { useSignInText } from '../../../i18n/sign-in-texts';
import { ssoReturnError } from './login-errors';

/** The `sso` query parameter the server's callback adds, or null. */
export function ssoReturnOf(search: string): string | null {
  return new URLSearchParams(search).get('sso');
}

/** Whether the server offers SSO (false until it has answered, and when it cannot be asked). */
export function useSsoEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let live = true;
    fetchSsoStatus()
      .then((status) => live && setEnabled(status.enabled === true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}

/**
 * After the provider sent the browser back: the signed-in profile (the session cookie is set already), or the
 * message saying why there is no session.
 */
export async function ssoOutcome(reason: string): Promise<{ profile: StaffProfile } | { error: string }> {
  if (reason !== 'signed-in') return { error: ssoReturnError(reason) };
  try {
    return { profile: await fetchProfile() };
  } catch {
    return { error: ssoReturnError('failed') };
  }
}

export function SsoSignInLink() {
  const t = useSignInText();
  return (
    <div className="login-card__sso">
      <p className="login-card__separator">{t('signIn.ssoSeparator')}</p>
      <a className="button login-card__sso-button" href={SSO_START_PATH}>
        {t('signIn.sso')}
      </a>
    </div>
  );
}
