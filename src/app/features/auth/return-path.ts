// Where sign-in returns to: the page the visitor asked for before being sent to /login. It travels in the
// history entry's state, never in the URL (so no log, referrer or third party sees it), and is accepted only
// as a path of this origin: an absolute URL, a protocol-relative `//host`, a backslash (which browsers read
// as a slash) or a control character (which the URL parser drops) falls back to the home page, so the
// sign-in page can never be made to redirect elsewhere.
import { HOME_PATH, isLoginPath } from '../../paths';

const SAME_ORIGIN = 'http://console.invalid';

function hasBackslashOrControl(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The same-origin path (with its query and hash) that `from` names, or the home page. */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return HOME_PATH;
  if (hasBackslashOrControl(from)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(from, SAME_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== SAME_ORIGIN || isLoginPath(url.pathname)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path kept in a /login history entry's state (`{ from }`). */
export function returnPathFrom(state: unknown): string {
  return safeReturnPath((state as { from?: unknown } | null)?.from);
}
