// The four sign-in REST calls of document 1 §7.
import { restRequest } from './rest-client';

export interface StaffProfile {
  email: string;
  permissions: string[];
  /** The consumer-facing site, where an impersonation sends the browser (absent from older servers). */
  consumerSiteUrl?: string;
}

/** Step 1: checks e-mail and password and mails the 4-digit code; called again to resend it. */
export function startSignIn(email: string, password: string): Promise<{ status: 'PinRequired' }> {
  return restRequest('/auth/session/mfa', {
    method: 'POST',
    body: { email, password },
    skipUnauthorizedHandler: true,
  });
}

/** Step 2: exchanges the mailed code for a session cookie. */
export function activateSignIn(pin: string): Promise<StaffProfile> {
  return restRequest('/auth/session/mfa/activate', {
    method: 'POST',
    body: { pin },
    skipUnauthorizedHandler: true,
  });
}

/** The signed-in staff user; a 401 means signed out (and triggers the global handler). */
export function fetchProfile(): Promise<StaffProfile> {
  return restRequest('/profile/me2');
}

export function endSession(): Promise<unknown> {
  return restRequest('/auth/session2', { method: 'DELETE' });
}
