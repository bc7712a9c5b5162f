// A software authenticator for the server tests: it answers the console's WebAuthn options the way a platform
// authenticator does (ES256 key pair from node's crypto, 'none' attestation, CBOR by hand), so the real library on
// the server verifies real signatures. Knobs make the answers a test needs to see refused: another origin, no user
// verification, a counter that goes back.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(value, 1);
    return b;
  }
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(value, 1);
  return b;
}

/** The CBOR subset WebAuthn needs: integers, byte and text strings, arrays, maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface AnswerOptions {
  /** The origin the browser reports (default: the authenticator's). */
  origin?: string;
  /** The RP ID the authenticator hashes (default: the options' rpId). */
  rpId?: string;
  /** User verified flag (default true). */
  userVerified?: boolean;
  /** The signature counter to report (default: the authenticator's own, counting up unless `synced`). */
  counter?: number;
}

export interface SoftCredential {
  id: string;
  key: KeyObject;
  counter: number;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /** `synced`: reports 0 as its counter every time, as synced passkeys (iCloud, Google) do. */
  constructor(
    readonly origin: string,
    readonly synced = false,
  ) {}

  /** The answer to registration options (PublicKeyCredentialCreationOptionsJSON). */
  register(
    options: { challenge: string; rp: { id: string } },
    answer: AnswerOptions = {},
  ): Record<string, unknown> {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const credential = { id: b64url(id), key: privateKey, counter: 0 };
    this.credentials.push(credential);
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.authDataHead(answer.rpId ?? options.rp.id, answer.userVerified ?? true, 0x40, 0),
      Buffer.alloc(16),
      idLength,
      id,
      cbor(coseKey),
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: answer.origin ?? this.origin,
      crossOrigin: false,
    });
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to sign-in options (PublicKeyCredentialRequestOptionsJSON), with this credential (default: first). */
  authenticate(
    options: { challenge: string; rpId: string },
    answer: AnswerOptions = {},
    credential: SoftCredential = this.credentials[0],
  ): Record<string, unknown> {
    if (answer.counter === undefined && !this.synced) credential.counter += 1;
    const counter = answer.counter ?? (this.synced ? 0 : credential.counter);
    const authData = this.authDataHead(answer.rpId ?? options.rpId, answer.userVerified ?? true, 0, counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: answer.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.key);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** A credential the console never saw (an unknown credential id, a key of its own). */
  stranger(): SoftCredential {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    return { id: b64url(randomBytes(16)), key: privateKey, counter: 0 };
  }

  private authDataHead(rpId: string, userVerified: boolean, extraFlags: number, counter: number): Buffer {
    // UP (user present) always; UV when the user was verified; AT (0x40) when credential data follows.
    const flags = 0x01 | (userVerified ? 0x04 : 0) | extraFlags;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}
