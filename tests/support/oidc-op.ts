// A real OpenID Provider for the SSO tests: oidc-provider (the certified implementation) on a loopback port, in the
// test's own process. It registers the console as a confidential client with one redirect URI and knows a few
// accounts; its login and consent steps are answered at once for the account the test names next (`signInAs`), so a
// test or a browser goes through the whole authorization code flow — discovery, authorize, PKCE, state, nonce, the
// token endpoint with the client secret, a signed ID token and the UserInfo endpoint — without a form to fill in.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OpAccount {
  email: string;
  emailVerified: boolean;
}

export interface TestOp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next login step signs in, and the amr/acr its session reports. */
  signInAs(accountId: string, how?: { amr?: string[]; acr?: string }): void;
  /** Adds or replaces an account. */
  account(accountId: string, account: OpAccount): void;
  close(): Promise<void>;
}

export async function startTestOp(options: {
  redirectUri: string;
  accounts?: Record<string, OpAccount>;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOp> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const clientId = options.clientId ?? 'bnpl-console';
  const clientSecret = options.clientSecret ?? 'console-client-secret-0123456789abcdef';
  let next: { accountId: string; amr: string[]; acr: string } | null = null;

  // The port first: the issuer URL names it.
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // acr and amr in every ID token, as Okta and Entra ID send them; the e-mail claims come from UserInfo.
    claims: { openid: ['sub', 'acr', 'amr', 'auth_time'], email: ['email', 'email_verified'] },
    acrValues: ['urn:test:loa:1', 'urn:test:loa:2'],
    cookies: { keys: ['test-op-cookie-key-0123456789'] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, accountId: string) => {
      const account = accounts.get(accountId);
      if (!account) return undefined;
      return {
        accountId,
        claims: () => ({ sub: accountId, email: account.email, email_verified: account.emailVerified }),
      };
    },
  });
  const callback = provider.callback();

  handle = async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      let result: Record<string, unknown>;
      if (details.prompt.name === 'login') {
        if (!next) throw new Error('The test named no account to sign in (signInAs)');
        result = { login: { accountId: next.accountId, amr: next.amr, acr: next.acr } };
      } else {
        const grant = new provider.Grant({
          accountId: details.session!.accountId,
          clientId: details.params.client_id as string,
        });
        grant.addOIDCScope(String(details.params.scope));
        result = { consent: { grantId: await grant.save() } };
      }
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(accountId, how = {}) {
      next = { accountId, amr: how.amr ?? ['pwd', 'mfa'], acr: how.acr ?? 'urn:test:loa:2' };
    },
    account(accountId, account) {
      accounts.set(accountId, account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
