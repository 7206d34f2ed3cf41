/**
 * The relay's door, as a table: a page's origin, then the client's auth token, checked
 * as WalletConnect's relay checks it; and the token as `@walletconnect/relay-auth`
 * itself signs it (the package the sign-client uses) is taken.
 */
import { createRequire } from 'node:module';
import { originAllowed } from '../http.ts';
import {
  admissionOf,
  MAX_CONNECTIONS_PER_ADDRESS,
  RELAY_REFUSALS,
  type AdmissionRules,
} from './admission.ts';
import { base58Decode, base58Encode, didKeyOf, publicKeyOfDidKey } from './did-key.ts';
import { audienceOf, newRelayAuthKey, signRelayAuth } from './relay-auth.ts';

const RELAY = 'ws://127.0.0.1:4001';
const NOW = 1_700_000_000;
const RULES: AdmissionRules = {
  audiences: [RELAY],
  allowedOrigins: ['http://127.0.0.1:3000'],
  now: NOW,
  openFromAddress: 0,
  maxPerAddress: 3,
};
const key = newRelayAuthKey();
const other = newRelayAuthKey();
const token = (overrides: Record<string, unknown> = {}, by = key, aud = RELAY) =>
  signRelayAuth(by, aud, overrides, NOW);
const [header, payload] = token().split('.');
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const admit = (auth: string | null, origin?: string, openFromAddress = 0) =>
  admissionOf(
    { url: auth === null ? '/?projectId=p' : `/?auth=${encodeURIComponent(auth)}`, origin },
    { ...RULES, openFromAddress },
  );

describe('who may connect to the relay', () => {
  it.each<[string, string | null, string | undefined, unknown]>([
    ['a token its key signed for this relay', token(), undefined, { clientKey: key.did }],
    ['the same from a product page', token(), 'http://127.0.0.1:3000', { clientKey: key.did }],
    ['aud with a trailing slash', token({}, key, `${RELAY}/`), undefined, { clientKey: key.did }],
    ['a page of another site', token(), 'https://evil.example', { status: 403 }],
    ['a sandboxed or file page', token(), 'null', { status: 403 }],
    ['no token', null, undefined, { status: 401 }],
    ['not a JWT', 'garbage', undefined, { status: 401 }],
    ['someone else’s iss', token({ iss: other.did }), undefined, { status: 401 }],
    [
      'a signature by another key',
      token({}, other).replace(/^[^.]+\.[^.]+/, `${header}.${payload}`),
      undefined,
      { status: 401 },
    ],
    ['no signature', `${header}.${payload}.`, undefined, { status: 401 }],
    ['alg none', `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`, undefined, { status: 401 }],
    ['an iss that is no did:key', token({ iss: 'did:web:example.com' }), undefined, { status: 401 }],
    ['expired', token({ exp: NOW }), undefined, { status: 401 }],
    ['no exp', token({ exp: undefined }), undefined, { status: 401 }],
    ['issued in the future', token({ iat: NOW + 3600 }), undefined, { status: 401 }],
    ['for another relay', token({}, key, 'wss://relay.walletconnect.org'), undefined, { status: 401 }],
    ['for this host on another port', token({}, key, 'ws://127.0.0.1:4002'), undefined, { status: 401 }],
    ['no aud', token({ aud: undefined }), undefined, { status: 401 }],
    ['far too long', 'a'.repeat(5000), undefined, { status: 401 }],
  ])('%s', (_, auth, origin, expected) => {
    expect(admit(auth, origin)).toMatchObject(expected as object);
  });

  it.each<[string, string | null, string | undefined, number, unknown]>([
    ['the last socket an address may open', token(), undefined, 2, { clientKey: key.did }],
    ['one more than an address may have open', token(), undefined, 3, { status: 429 }],
    ['far more', token(), undefined, 1000, { status: 429 }],
    ['a page of another site, however many', token(), 'https://evil.example', 3, { status: 403 }],
    ['no token past the limit: refused before its token is checked', null, undefined, 3, { status: 429 }],
  ])('%s', (_, auth, origin, open, expected) => {
    expect(admit(auth, origin, open)).toMatchObject(expected as object);
  });

  it('lets one address hold 50 sockets open: far above what the test suites open at once', () => {
    expect(MAX_CONNECTIONS_PER_ADDRESS).toBe(50);
  });

  it('says why it refuses, in words a developer reads', () => {
    expect(admit(token({ exp: NOW - 1 }))).toEqual({
      status: 401,
      message: 'Connect with a valid relay auth token: the auth token has expired.',
    });
    expect(admit(token(), 'https://evil.example')).toEqual({
      status: 403,
      message: "This relay serves the product's pages only, not https://evil.example.",
    });
    expect(admit(token(), undefined, 3)).toEqual({
      status: 429,
      message: 'This address has 3 connections to the relay open, the most it may have. Close one first.',
    });
    expect(RELAY_REFUSALS.invalidToken('the auth token has expired')).toBe(
      'Connect with a valid relay auth token: the auth token has expired.',
    );
    expect(RELAY_REFUSALS.foreignPage('https://evil.example')).toBe(
      "This relay serves the product's pages only, not https://evil.example.",
    );
    expect(RELAY_REFUSALS.tooManyConnections(3)).toBe(
      'This address has 3 connections to the relay open, the most it may have. Close one first.',
    );
  });

  it('takes the token @walletconnect/relay-auth signs, as the sign-client sends it', async () => {
    const fromCore = createRequire(
      createRequire(require.resolve('@walletconnect/sign-client')).resolve('@walletconnect/core'),
    );
    const relayAuth = fromCore('@walletconnect/relay-auth') as {
      generateKeyPair(): { publicKey: Uint8Array; secretKey: Uint8Array };
      signJWT(sub: string, aud: string, ttl: number, keyPair: unknown, iat?: number): Promise<string>;
      encodeIss(publicKey: Uint8Array): string;
    };
    const pair = relayAuth.generateKeyPair();
    const signed = await relayAuth.signJWT('session', RELAY, 86_400, pair, NOW);
    expect(admit(signed)).toEqual({ clientKey: relayAuth.encodeIss(pair.publicKey) });
    expect(didKeyOf(pair.publicKey)).toBe(relayAuth.encodeIss(pair.publicKey));
  });
});

describe('the pieces', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, true],
    ['http://127.0.0.1:3000', true],
    ['http://127.0.0.1:3000/', false],
    ['http://localhost:3000', false],
    ['null', false],
  ])('origin %s allowed: %s', (origin, allowed) => {
    expect(originAllowed(origin, ['http://127.0.0.1:3000'])).toBe(allowed);
  });

  it.each([
    ['ws://127.0.0.1:4001', 'ws://127.0.0.1:4001'],
    ['ws://127.0.0.1:4001/', 'ws://127.0.0.1:4001'],
    ['ws://127.0.0.1:4001/?projectId=p', 'ws://127.0.0.1:4001'],
    ['wss://relay.example/v1/', 'wss://relay.example/v1'],
    ['not a url', ''],
  ])('the audience of %s is %s', (url, audience) => {
    expect(audienceOf(url)).toBe(audience);
  });

  it('reads base58 and did:key both ways, leading zeros kept', () => {
    for (const bytes of [[], [0], [0, 0, 1], [255, 254, 0, 3]].map((b) => Buffer.from(b)))
      expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    expect(base58Decode('0OIl')).toBeNull();
    expect(publicKeyOfDidKey(key.did)).toHaveLength(32);
    expect(didKeyOf(publicKeyOfDidKey(key.did)!)).toBe(key.did);
    expect(publicKeyOfDidKey('did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme')).toBeNull();
  });
});
