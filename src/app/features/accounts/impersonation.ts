// Impersonation (document 2 §4, §7, §9): after the session is created, a toast, then after 5 seconds the browser
// goes to the consumer-facing site's impersonate path with the session id as token.
import { ACCOUNT_TEXTS } from './account-texts';

export const IMPERSONATION_REDIRECT_DELAY_MS = 5_000;

/**
 * `${consumerSiteUrl}/impersonate?token=<id>`. Only an http(s) site is followed: the address comes from the
 * server's configuration, and a bad one must fail loudly rather than send the browser somewhere odd.
 */
export function impersonationUrl(consumerSiteUrl: string | null | undefined, token: string): string {
  const base = consumerSiteUrl?.trim().replace(/\/+$/, '');
  if (!base || !/^https?:\/\//i.test(base)) throw new Error(ACCOUNT_TEXTS.noConsumerSiteUrl);
  const url = new URL(`${base}/impersonate`);
  url.searchParams.set('token', token);
  return url.href;
}

/** The navigation itself, replaceable in tests (jsdom cannot leave the page). */
export const browserNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
