// The four sign-in REST calls of document 1 §7.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { restRequest } from './rest-client';

export interface StaffProfile {
  email: string;
  permissions: string[];
  /** The consumer-facing site, where an impersonation sends the browser (absent from older servers). */
  consumerSiteUrl?: string;
}

/** The password step's answer for a member with a passkey: the browser's prompt, and no code mailed. */
export interface PasskeyPrompt {
  status: 'PasskeyRequired';
  options: PublicKeyCredentialRequestOptionsJSON;
  /** Whether the member may ask for the mailed code instead (their role does not require the passkey). */
  codeAvailable: boolean;
}

/**
 * Step 1: checks e-mail and password and mails the 4-digit code (called again to resend it); a member with a
 * passkey is answered its prompt instead.
 */
export function startSignIn(
  email: string,
  password: string,
): Promise<{ status: 'PinRequired' } | PasskeyPrompt> {
  return restRequest('/auth/session/mfa', {
    method: 'POST',
    body: { email, password },
    skipUnauthorizedHandler: true,
  });
}

/** Step 2 with a passkey: the authenticator's answer for a session cookie. */
export function passkeySignIn(response: AuthenticationResponseJSON): Promise<StaffProfile> {
  return restRequest('/auth/session/mfa/passkey', {
    method: 'POST',
    body: { response },
    skipUnauthorizedHandler: true,
    retries: 0,
  });
}

/** A member with a passkey asks for the mailed code instead (only while no role of theirs requires the passkey). */
export function requestMailedCode(): Promise<{ status: 'PinRequired' }> {
  return restRequest('/auth/session/mfa/code', {
    method: 'POST',
    skipUnauthorizedHandler: true,
    retries: 0,
  });
}

/** Step 2: exchanges the mailed code for a session cookie. */
export function activateSignIn(pin: string): Promise<StaffProfile & { passkeyEnrolmentRequired?: boolean }> {
  return restRequest('/auth/session/mfa/activate', {
    method: 'POST',
    body: { pin },
    skipUnauthorizedHandler: true,
  });
}

/** Where SSOでログイン leads: the server sends the browser on to the company's identity provider. */
export const SSO_START_PATH = '/api/auth/sso/start';

/** Whether single sign-on is configured on this server (the sign-in page shows SSOでログイン then). */
export function fetchSsoStatus(): Promise<{ enabled: boolean }> {
  return restRequest('/auth/sso', { skipUnauthorizedHandler: true, retries: 0 });
}

/** The signed-in staff user; a 401 means signed out (and triggers the global handler). */
export function fetchProfile(): Promise<StaffProfile> {
  return restRequest('/profile/me2');
}

export function endSession(): Promise<unknown> {
  return restRequest('/auth/session2', { method: 'DELETE' });
}
