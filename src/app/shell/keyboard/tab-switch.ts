// `[` and `]`: the previous or next tab of the page's tab bar (the search, consumer, payment, merchant and
// legal-status pages), by following that tab's link as a click would; the tab bar's links are in the URL.

export function switchTab(delta: number): boolean {
  const bar = document.querySelector<HTMLElement>('main nav.tabs');
  if (!bar) return false;
  const tabs = [...bar.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const current = tabs.findIndex((tab) => tab.getAttribute('aria-current') === 'page');
  const next = tabs[current === -1 ? 0 : (current + delta + tabs.length) % tabs.length];
  if (!next) return false;
  next.click();
  next.focus();
  return true;
}
