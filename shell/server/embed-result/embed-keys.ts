/**
 * The embed result's keys and issuer, read from the environment (docs/embed.md, "Keys";
 * docs/configuration.md):
 * - `EMBED_SIGNING_KEY`: the private JWK (EC P-256, with a `kid`) that signs results and the
 *   framing tickets; required in production, the same on every server. Elsewhere the committed
 *   development key (./development-key.ts).
 * - `EMBED_VERIFY_KEYS`: the public JWKs published at `<iss>/embed/jwks.json` (a JSON array, or a
 *   JWK set `{ "keys": [...] }`); by default the signing key's public half alone. During a
 *   rotation it lists the old key and the new one, and it must always hold the signing key's.
 *   Tickets are checked against the same keys (./framing-ticket.ts).
 * - `EMBED_ISSUER`: the results' `iss`, an origin; by default the first `SHELL_ORIGIN`.
 * Every problem is a sentence for the start-up list; nothing here is logged (a private key).
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { isProduction } from '@lender/serve/environment';
import { DEVELOPMENT_EMBED_SIGNING_KEY } from './development-key.ts';

type Env = Record<string, string | undefined>;

export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

export interface EmbedKeys {
  /** The results' `iss`. */
  issuer: string;
  /** The `kid` the results are signed with. */
  kid: string;
  /** The private key, as Node holds it (never logged, never serialised). */
  signingKey: KeyObject;
  /** The published keys as Node holds them, by `kid`: what a framing ticket is checked against. */
  verifyKeys: ReadonlyMap<string, KeyObject>;
  /** What `/embed/jwks.json` publishes. */
  jwks: { keys: PublicJwk[] };
}

const B64URL = /^[A-Za-z0-9_-]+$/;
const KID = /^[A-Za-z0-9._-]{1,64}$/;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A public EC P-256 JWK with a `kid`, as published; or the sentence saying what is wrong. */
function publicJwkOf(value: unknown, where: string): PublicJwk | string {
  if (!isPlain(value)) return `${where} is not a JWK (a JSON object)`;
  if (value.kty !== 'EC' || value.crv !== 'P-256') return `${where} must be an EC key on P-256 (ES256)`;
  if (typeof value.kid !== 'string' || !KID.test(value.kid))
    return `${where} needs a "kid" (1 to 64 letters, digits, dots, dashes or underscores)`;
  if (
    typeof value.x !== 'string' ||
    !B64URL.test(value.x) ||
    typeof value.y !== 'string' ||
    !B64URL.test(value.y)
  )
    return `${where} needs its "x" and "y" (base64url)`;
  return { kty: 'EC', crv: 'P-256', x: value.x, y: value.y, kid: value.kid, alg: 'ES256', use: 'sig' };
}

function parseJson(text: string, name: string): { value: unknown } | string {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return `${name} is not JSON`;
  }
}

function signingKeyOf(env: Env): { jwk: PublicJwk; key: KeyObject } | string {
  const text = env.EMBED_SIGNING_KEY;
  if (!text) {
    if (isProduction(env))
      return 'EMBED_SIGNING_KEY is required in production: the private JWK (EC P-256, with a "kid") that signs embed results, the same on every server';
    const { d: _private, ...rest } = DEVELOPMENT_EMBED_SIGNING_KEY;
    return { jwk: rest, key: createPrivateKey({ key: { ...DEVELOPMENT_EMBED_SIGNING_KEY }, format: 'jwk' }) };
  }
  const parsed = parseJson(text, 'EMBED_SIGNING_KEY');
  if (typeof parsed === 'string') return parsed;
  const jwk = publicJwkOf(parsed.value, 'EMBED_SIGNING_KEY');
  if (typeof jwk === 'string') return jwk;
  const d = (parsed.value as Plain).d;
  if (typeof d !== 'string' || !B64URL.test(d))
    return 'EMBED_SIGNING_KEY must be a private key (with its "d")';
  try {
    return { jwk, key: createPrivateKey({ key: { ...jwk, d }, format: 'jwk' }) };
  } catch {
    return 'EMBED_SIGNING_KEY is not a usable P-256 private key';
  }
}

/** The public key as Node holds it, or null when its point is not on the curve. */
function nodeKeyOf(jwk: PublicJwk): KeyObject | null {
  try {
    return createPublicKey({ key: { ...jwk }, format: 'jwk' });
  } catch {
    return null;
  }
}

function verifyKeysOf(env: Env, signing: PublicJwk): PublicJwk[] | string {
  const text = env.EMBED_VERIFY_KEYS;
  if (!text) return [signing];
  const parsed = parseJson(text, 'EMBED_VERIFY_KEYS');
  if (typeof parsed === 'string') return parsed;
  const list = isPlain(parsed.value) ? parsed.value.keys : parsed.value;
  if (!Array.isArray(list) || list.length === 0)
    return 'EMBED_VERIFY_KEYS must list the public JWKs to publish (a JSON array, or { "keys": [...] })';
  const keys: PublicJwk[] = [];
  for (const [index, item] of list.entries()) {
    if (isPlain(item) && 'd' in item)
      return `EMBED_VERIFY_KEYS[${index}] is a private key: publish only public keys`;
    const jwk = publicJwkOf(item, `EMBED_VERIFY_KEYS[${index}]`);
    if (typeof jwk === 'string') return jwk;
    if (keys.some((key) => key.kid === jwk.kid)) return `EMBED_VERIFY_KEYS lists the kid "${jwk.kid}" twice`;
    if (!nodeKeyOf(jwk)) return `EMBED_VERIFY_KEYS[${index}] is not a point on P-256 (its "x" and "y")`;
    keys.push(jwk);
  }
  const own = keys.find((key) => key.kid === signing.kid);
  if (!own || own.x !== signing.x || own.y !== signing.y)
    return `EMBED_VERIFY_KEYS must hold the signing key's public half (kid "${signing.kid}"): a partner could not check a result otherwise`;
  return keys;
}

function issuerOf(env: Env, shellOrigins: readonly string[]): { issuer: string } | string {
  const issuer = env.EMBED_ISSUER || shellOrigins[0];
  if (!issuer) return 'EMBED_ISSUER (or SHELL_ORIGIN) is required: the origin that issues embed results';
  // The shell's origin is checked as SHELL_ORIGIN (its problem is listed once, there).
  if (!env.EMBED_ISSUER) return { issuer };
  return URL.canParse(issuer) && new URL(issuer).origin === issuer
    ? { issuer }
    : `EMBED_ISSUER must be an origin (like https://signin.lender.example), not ${JSON.stringify(issuer)}`;
}

/**
 * The keys, or the problems (sentences for the start-up list). `shellOrigins`: the shell's
 * origins as the security settings read them (`SHELL_ORIGIN`, or its development default).
 */
export function embedKeysFromEnv(
  env: Env,
  shellOrigins: readonly string[],
): { keys: EmbedKeys; problems: [] } | { keys?: undefined; problems: string[] } {
  const problems: string[] = [];
  const signing = signingKeyOf(env);
  if (typeof signing === 'string') problems.push(signing);
  const verify = typeof signing === 'string' ? [] : verifyKeysOf(env, signing.jwk);
  if (typeof verify === 'string') problems.push(verify);
  const issuer = issuerOf(env, shellOrigins);
  if (typeof issuer === 'string') problems.push(issuer);
  if (typeof signing === 'string' || typeof verify === 'string' || typeof issuer === 'string')
    return { problems };
  // Each was checked by nodeKeyOf (the signing key's half by createPrivateKey).
  const verifyKeys = new Map(verify.map((jwk) => [jwk.kid, nodeKeyOf(jwk)!]));
  return {
    problems: [],
    keys: {
      issuer: issuer.issuer,
      kid: signing.jwk.kid,
      signingKey: signing.key,
      verifyKeys,
      jwks: { keys: verify },
    },
  };
}
