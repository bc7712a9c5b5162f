// What of a request reaches the log. Every screen of the console is a URL, and the search screen's URL holds
// the keyword the staff typed (`/search?q=<a name, phone or e-mail>`): a reload or a pasted link sends it to
// the server. The log keeps the path and drops the query string and the fragment.

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  id?: string;
}

/** The request's path without its query string. */
export function pathOnly(url: string | undefined): string | undefined {
  return url === undefined ? undefined : url.split(/[?#]/, 1)[0];
}

/** The logger's `req` serializer: method, path (no query), host and client address. */
export function logSafeRequest(req: RequestLike) {
  return { method: req.method, url: pathOnly(req.url), host: req.host, remoteAddress: req.ip };
}
