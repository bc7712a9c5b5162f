// Passkey enrolment (REST: the creation options, the browser's own prompt through @simplewebauthn/browser, then the
// authenticator's answer), used by the security page and by the sign-in page's enrolment-only step. The WebAuthn
// library is loaded when a passkey is used, not with the sign-in page's entry (its JavaScript budget).
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { signInText } from '../../i18n/sign-in-texts';
import { restRequest } from './rest-client';

/** @simplewebauthn/browser, fetched once on first use (the sign-in page asks for it beside the password step). */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/**
 * Enrols a passkey: the server's options, the browser's prompt, the answer verified and stored. `signInAgain`: the
 * session could only enrol (the role requires a passkey) and has ended; the member signs in with the new passkey.
 */
export async function registerPasskey(name: string): Promise<{ signInAgain: boolean }> {
  void loadWebAuthn(); // fetched while the options are asked for
  const optionsJSON = await restRequest<PublicKeyCredentialCreationOptionsJSON>(
    '/passkeys/registration/options',
    { method: 'POST', retries: 0, skipUnauthorizedHandler: true },
  );
  const { startRegistration } = await loadWebAuthn();
  const response = await startRegistration({ optionsJSON });
  return restRequest('/passkeys/registration', {
    method: 'POST',
    body: { name, response },
    retries: 0,
    skipUnauthorizedHandler: true,
  });
}

/** The name a new passkey starts with: the device's system (the member can rename it on /security). */
export function defaultPasskeyName(): string {
  const agent = navigator.userAgent;
  if (/iPhone|iPad/.test(agent)) return 'iPhone / iPad';
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Android/.test(agent)) return 'Android';
  if (/Windows/.test(agent)) return 'Windows';
  return signInText('signIn.passkeyDefaultName');
}
