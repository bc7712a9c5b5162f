// Single sign-on through the company's OpenID Provider (Okta, Microsoft Entra ID, Google Workspace), with
// openid-client: discovery from OIDC_ISSUER, the authorization code flow with PKCE (S256), state and nonce, the ID
// token checked by the library (signature, issuer, audience, expiry, nonce). What the browser must bring back — the
// code verifier, state and nonce — travels in a short-lived HttpOnly cookie set when the flow starts.
import * as oidc from 'openid-client';
import type { Config } from '../../config';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_ORIGIN}/api/auth/sso/callback`: the redirect URI registered with the provider. */
  redirectUri: string;
}

export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
/** What the console asks the provider for: the ID token, and the e-mail claims it matches staff on. */
export const SSO_SCOPES = 'openid email profile';

/** SSO is on only when the issuer, the client id and its secret are all set. */
export function oidcSettingsOf(config: Config): OidcSettings | null {
  const { oidcIssuer, oidcClientId, oidcClientSecret } = config;
  if (!oidcIssuer || !oidcClientId || !oidcClientSecret) return null;
  return {
    issuer: oidcIssuer,
    clientId: oidcClientId,
    clientSecret: oidcClientSecret,
    redirectUri: `${config.publicOrigin}${SSO_CALLBACK_PATH}`,
  };
}

/** The secrets of one sign-in in flight, kept by the browser until the provider sends it back. */
export interface PendingSso {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in, and how (amr: methods such as pwd, mfa, hwk; acr: the assurance level). */
export interface SsoIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  amr: string[];
  acr: string | null;
}

export interface OidcClient {
  /** The provider's authorization URL for a new sign-in, and what the browser must keep until the callback. */
  start(): Promise<{ url: string; pending: PendingSso }>;
  /** Redeems the callback's code (one use, checked against the pending state, nonce and verifier). */
  finish(callbackUrl: URL, pending: PendingSso): Promise<SsoIdentity>;
}

/** Plain http is refused by openid-client; a provider on this machine (development, tests) is let through. */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

const claimString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  // Discovery once per process; a failure (the provider unreachable) is tried again on the next sign-in.
  const configuration = () => {
    const issuer = new URL(settings.issuer);
    discovered ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const pending: PendingSso = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SSO_SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    async finish(callbackUrl, pending) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // Okta and Google put the e-mail in the ID token; a provider that keeps it for the UserInfo endpoint (as the
      // OpenID Connect core profile allows) is asked there, for the same subject.
      let source: Record<string, unknown> = claims;
      if (claims.email === undefined && tokens.access_token) {
        source = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      }
      const email = claimString(source.email);
      return {
        subject: claims.sub,
        email: email?.toLowerCase() ?? null,
        emailVerified: source.email_verified === true || source.email_verified === 'true',
        amr: Array.isArray(claims.amr) ? claims.amr.filter((m): m is string => typeof m === 'string') : [],
        acr: claimString(claims.acr),
      };
    },
  };
}

/** A short, personal-data-free name of why the provider's answer was refused (for the audit row). */
export function ssoErrorKind(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError) return `provider:${error.error}`.slice(0, 60);
  if (error instanceof oidc.ResponseBodyError) return `token:${error.error}`.slice(0, 60);
  const code = (error as { code?: unknown })?.code;
  // openid-client names the check in its cause's message ('unexpected "state" response parameter value').
  const cause = (error as { cause?: unknown })?.cause;
  const message = [error, cause].map((e) => (e instanceof Error ? e.message : '')).join(' ');
  if (/"state"/.test(message)) return 'state_mismatch';
  if (/"nonce"/.test(message)) return 'nonce_mismatch';
  return typeof code === 'string' ? code.slice(0, 60) : 'error';
}
