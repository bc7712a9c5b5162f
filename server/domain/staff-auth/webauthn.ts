// The relying party as the browser sees it, and the reading of a WebAuthn answer before the library verifies it.
// Origin and RP ID come from PUBLIC_ORIGIN only: never from the request's Host, which a caller chooses.
import { isoBase64URL } from '@simplewebauthn/server/helpers';

export interface WebAuthnSettings {
  rpName: string;
  /** The host name of PUBLIC_ORIGIN (no port): passkeys are bound to it. */
  rpID: string;
  /** PUBLIC_ORIGIN itself: the only origin an answer may come from. */
  origin: string;
}

export function webAuthnSettings(publicOrigin: string): WebAuthnSettings {
  const url = new URL(publicOrigin);
  return { rpName: 'BNPL 管理コンソール', rpID: url.hostname, origin: url.origin };
}

/** How long a registration or sign-in challenge may be answered. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/** The one message of every refused passkey answer: it says nothing about what was expected. */
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified; try again';

/** The challenge a WebAuthn answer claims to answer (from its clientDataJSON), or null when it is unreadable. */
export function answeredChallenge(response: unknown): string | null {
  const clientData = (response as { response?: { clientDataJSON?: unknown } } | null)?.response
    ?.clientDataJSON;
  if (typeof clientData !== 'string' || clientData.length > 4096) return null;
  try {
    const parsed = JSON.parse(isoBase64URL.toUTF8String(clientData)) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' && parsed.challenge.length <= 200 ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/** The credential id an answer names, or null. */
export function answeredCredentialId(response: unknown): string | null {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : null;
}
