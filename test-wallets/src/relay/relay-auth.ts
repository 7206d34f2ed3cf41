/**
 * The auth token a WalletConnect client connects to a relay with, checked as
 * WalletConnect's own relay checks it. The sign-client makes it with
 * `@walletconnect/relay-auth`'s `signJWT(sub, aud, ttl, keyPair)` (from
 * `@walletconnect/core`'s relayer: `aud` is the relay URL given to the client, the
 * key pair is the client's own Ed25519 key, kept across reconnects): a JWT with the
 * header `{alg: 'EdDSA', typ: 'JWT'}` and the payload `{iss, sub, aud, iat, exp}`,
 * `iss` the `did:key` of the key that signed it. The client's id is then its key:
 * nobody can connect as another client without that client's key.
 */
import { createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { didKeyOf, publicKeyOfDidKey } from './did-key.ts';

/** Far longer than the sign-client's token (about 400 characters): a bigger one is not one. */
const MAX_TOKEN_LENGTH = 2048;
/** A token issued this far in the future (clock skew between two processes) still counts. */
const CLOCK_SKEW_S = 60;

export type RelayAuthCheck = { clientId: string } | { refused: string };

/**
 * A relay URL as an audience: scheme, host and path without a trailing slash (the
 * sign-client may be given `ws://host:port` or `ws://host:port/`); '' when not a URL.
 */
export function audienceOf(url: string): string {
  if (!URL.canParse(url)) return '';
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname.replace(/\/+$/, '')}`;
}

const jsonOf = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const ed25519Key = (raw: Buffer): KeyObject =>
  createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });

/**
 * Checks a relay auth token: its form, the signature by the key its `iss` names, that
 * it has not expired (and was not issued in the future), and that its `aud` is one of
 * this relay's URLs. `now` is in seconds.
 */
export function verifyRelayAuth(
  token: string | null | undefined,
  { audiences, now }: { audiences: readonly string[]; now: number },
): RelayAuthCheck {
  if (!token) return { refused: 'no auth token' };
  const parts = token.length <= MAX_TOKEN_LENGTH ? token.split('.') : [];
  if (parts.length !== 3) return { refused: 'the auth token is not a JWT' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonOf(headerPart);
  if (header?.alg !== 'EdDSA' || header.typ !== 'JWT')
    return { refused: 'the auth token must be an EdDSA JWT' };
  const payload = jsonOf(payloadPart);
  const { iss, aud, iat, exp } = payload ?? {};
  const key = typeof iss === 'string' ? publicKeyOfDidKey(iss) : null;
  if (!key) return { refused: 'the auth token’s iss is not an Ed25519 did:key' };
  const signature = Buffer.from(signaturePart, 'base64url');
  const data = Buffer.from(`${headerPart}.${payloadPart}`);
  if (signature.length !== 64 || !verify(null, data, ed25519Key(key), signature))
    return { refused: 'the auth token’s signature does not verify with its iss' };
  if (typeof exp !== 'number' || typeof iat !== 'number')
    return { refused: 'the auth token has no iat or exp' };
  if (exp <= now) return { refused: 'the auth token has expired' };
  if (iat > now + CLOCK_SKEW_S) return { refused: 'the auth token is issued in the future' };
  const allowed = audiences.map(audienceOf);
  if (typeof aud !== 'string' || !allowed.includes(audienceOf(aud)))
    return { refused: `the auth token’s aud is not this relay (${allowed.join(', ')})` };
  return { clientId: iss as string };
}

export interface RelayAuthKey {
  did: string;
  privateKey: KeyObject;
}

export function newRelayAuthKey(): RelayAuthKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return { did: didKeyOf(raw), privateKey };
}

/**
 * A token as the sign-client makes one (for the benches and tests that speak to the
 * relay without a sign-client); the payload can be overridden to make bad ones.
 */
export function signRelayAuth(
  key: RelayAuthKey,
  aud: string,
  overrides: Record<string, unknown> = {},
  now = Math.floor(Date.now() / 1000),
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { iss: key.did, sub: 'relay-auth-test', aud, iat: now, exp: now + 86_400, ...overrides };
  const data = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}`;
  return `${data}.${sign(null, Buffer.from(data), key.privateKey).toString('base64url')}`;
}
