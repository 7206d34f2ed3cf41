import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createLocalJWKSet, exportJWK, SignJWT } from 'jose';
import { CLOCK_SKEW_S, ReplayGuard, RESULT_TYP, verifyResult, type Refusal } from './verify-result.ts';

const ISSUER = 'https://signin.lender.example';
const PARTNER = 'https://apollo.example';
const NOW_S = 1_800_000_000;

async function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256' } };
}

interface Made {
  claims?: Record<string, unknown>;
  header?: Record<string, unknown>;
  key?: { kid: string; privateKey: KeyObject };
  iat?: number;
  exp?: number;
  issuer?: string;
  audience?: string;
}

let lender: Awaited<ReturnType<typeof keyPair>>;
let stranger: Awaited<ReturnType<typeof keyPair>>;
let guard: ReplayGuard;
let nonce: string;
const VISITOR = 'visitor-of-this-browser-01';

beforeAll(async () => {
  [lender, stranger] = await Promise.all([keyPair('lender-1'), keyPair('stranger')]);
});
beforeEach(() => {
  guard = new ReplayGuard(() => NOW_S * 1000);
  nonce = guard.issueNonce(VISITOR);
});

/** A result as the lender's server signs one, with one thing changed per row. */
function make({
  claims = {},
  header = {},
  key = lender,
  iat = NOW_S,
  exp = NOW_S + 300,
  issuer = ISSUER,
  audience = PARTNER,
}: Made = {}) {
  return new SignJWT({ nonce, address: 'tp1own', name: 'Pat', ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: RESULT_TYP, kid: key.kid, ...header })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('identity-1')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(`jti-${Math.random()}`)
    .sign(key.privateKey);
}

const verify = (result: unknown, at = NOW_S, visitor = VISITOR) =>
  verifyResult(result, {
    keys: createLocalJWKSet({ keys: [lender.jwk] }),
    issuer: ISSUER,
    audience: PARTNER,
    guard,
    visitor,
    currentDate: new Date(at * 1000),
  });

it('a result the lender signed for this partner and one of its nonces: who signed in', async () => {
  await expect(verify(await make())).resolves.toEqual({
    ok: true,
    identity: { sub: 'identity-1', address: 'tp1own', name: 'Pat' },
  });
});

it.each<[string, () => Promise<unknown>, Refusal]>([
  ['for another partner', () => make({ audience: 'https://other.example' }), 'audience'],
  ['from another issuer', () => make({ issuer: 'https://evil.example' }), 'issuer'],
  [
    'a nonce this server never issued',
    () => make({ claims: { nonce: 'made-up-nonce-0123456789' } }),
    'nonce',
  ],
  ['signed with a key the lender does not publish', () => make({ key: stranger }), 'signature'],
  ['another kind of token', () => make({ header: { typ: 'JWT' } }), 'type'],
  ['expired beyond the skew', () => make({ exp: NOW_S - CLOCK_SKEW_S - 1 }), 'expired'],
  ['no signed result at all (a forged message)', () => Promise.resolve(undefined), 'malformed'],
  [
    'edited by one character',
    async () => {
      const jws = await make();
      const [h, p, s] = jws.split('.') as [string, string, string];
      return `${h}.${p}.${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`;
    },
    'signature',
  ],
  [
    'its claims edited (another identity)',
    async () => {
      const [h, p, s] = (await make()).split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
      return `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${s}`;
    },
    'signature',
  ],
])('refused: %s', async (_, result, refusal) => {
  await expect(verify(await result())).resolves.toEqual({ ok: false, refusal });
});

it('the clock skew: 59 s after expiry still good, 61 s not', async () => {
  const exp = NOW_S + 300;
  await expect(verify(await make({ exp }), exp + 59)).resolves.toMatchObject({ ok: true });
  nonce = guard.issueNonce(VISITOR);
  await expect(verify(await make({ exp }), exp + 61)).resolves.toEqual({ ok: false, refusal: 'expired' });
});

it('a result taken once is refused the second time (its jti seen); a nonce is used once', async () => {
  const result = await make();
  await expect(verify(result)).resolves.toMatchObject({ ok: true });
  await expect(verify(result)).resolves.toEqual({ ok: false, refusal: 'replayed' });
  // Another result for the same, now used, nonce.
  await expect(verify(await make())).resolves.toEqual({ ok: false, refusal: 'nonce' });
});

it('a nonce that waited too long is not taken', () => {
  let now = NOW_S * 1000;
  const timed = new ReplayGuard(() => now);
  const issued = timed.issueNonce(VISITOR);
  now += 31 * 60 * 1000;
  expect(timed.takeNonce(issued, VISITOR)).toBe(false);
  // Expired nonces are forgotten as new ones come in.
  timed.issueNonce(VISITOR);
  expect(timed.waiting).toBe(1);
});

it('a result carried to another browser is refused: its nonce was issued to someone else (a login CSRF)', async () => {
  // An attacker signs in as themselves, then has the victim's browser post that result.
  const attackers = await make();
  await expect(verify(attackers, NOW_S, 'victims-visitor-id-0123')).resolves.toEqual({
    ok: false,
    refusal: 'nonce',
  });
});

it("the lender's keys not fetched: unavailable, nothing decided (and the result still usable)", async () => {
  const result = await make();
  const down = await verifyResult(result, {
    keys: () => Promise.reject(new TypeError('fetch failed')),
    issuer: ISSUER,
    audience: PARTNER,
    guard,
    visitor: VISITOR,
    currentDate: new Date(NOW_S * 1000),
  });
  expect(down).toEqual({ ok: false, refusal: 'unavailable' });
  await expect(verify(result)).resolves.toMatchObject({ ok: true });
});
