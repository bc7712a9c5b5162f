// A browser stand-in for the single sign-on flow over real HTTP (the SSO tests and the bench's auth section): cookies
// kept per origin, redirects followed by hand from the console to the identity provider and back.
/** A browser stand-in: cookies kept per origin, redirects followed by hand. */
export class RedirectBrowser {
  constructor(readonly consoleUrl: string) {}

  readonly jar = new Map<string, Map<string, string>>();

  cookieHeader(url: string): string {
    const cookies = this.jar.get(new URL(url).origin) ?? new Map<string, string>();
    return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(url: string): Promise<Response> {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: this.cookieHeader(url) } });
    const origin = new URL(url).origin;
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((p) => p.trim());
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (
        value === '' ||
        attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=thu, 01 jan 1970/i.test(a))
      )
        cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(origin, cookies);
    return response;
  }

  /** Follows redirects from `url` until the console's callback has answered; answers it and its URL. */
  async follow(url: string, stopAtCallback = false): Promise<{ response: Response; callbackUrl: string }> {
    let at = url;
    for (let i = 0; i < 20; i++) {
      const isCallback = at.startsWith(`${this.consoleUrl}/api/auth/sso/callback`);
      if (isCallback && stopAtCallback) return { response: new Response(), callbackUrl: at };
      const response = await this.get(at);
      if (isCallback) return { response, callbackUrl: at };
      const location = response.headers.get('location');
      if (!location) throw new Error(`No redirect from ${at}: ${response.status} ${await response.text()}`);
      at = new URL(location, at).href;
    }
    throw new Error('Too many redirects');
  }

  session(): string | undefined {
    return this.jar.get(this.consoleUrl)?.get('console_session');
  }
}
