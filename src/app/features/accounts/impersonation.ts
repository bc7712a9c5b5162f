// Impersonation (document 2 §4, §7, §9): confirmed first, naming the consumer; then a new tab opens on the
// consumer-facing site's impersonate path with the session id as token, and the console stays where it was (the
// spec's 5-second redirect of the console tab is replaced: docs/decisions.md).
import { ACCOUNT_TEXTS } from './account-texts';

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

/** A tab opened for the consumer site, before its address is known. */
export interface ConsumerSiteTab {
  /** Sends the tab to the site. */
  show(url: string): void;
  /** Closes it (the session could not be made). */
  discard(): void;
}

/**
 * The browser side, replaceable in tests (jsdom opens no tabs). The tab is opened at once, while the click's user
 * activation holds (a tab opened after the server's answer may be blocked as a pop-up), then pointed at the site
 * once the session exists; it is cut from the console (no `opener`). Blocked anyway, the site opens the same way
 * when the address is known.
 */
export const browserNavigation = {
  openTab(): ConsumerSiteTab {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    return {
      show(url: string) {
        if (tab && !tab.closed) tab.location.href = url;
        else window.open(url, '_blank', 'noopener,noreferrer');
      },
      discard() {
        tab?.close();
      },
    };
  },
};
