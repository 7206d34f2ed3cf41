import { generateKeyPairSync } from 'node:crypto';
import { DEVELOPMENT_EMBED_SIGNING_KEY } from './development-key.ts';
import { embedKeysFromEnv } from './embed-keys.ts';
import { checkTicket, issueTicket } from './framing-ticket.ts';

const SHELL = ['https://signin.lender.example'];

function newKey(kid: string) {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, string>;
  const { d: _secret, ...publicHalf } = jwk;
  return { private: { ...jwk, kid }, public: { ...publicHalf, kid } };
}

const problemsOf = (env: Record<string, string | undefined>) => {
  const read = embedKeysFromEnv(env, SHELL);
  return read.keys ? [] : read.problems;
};

describe('the embed keys from the environment', () => {
  it('outside production, unset: the committed development key, named as such, and the shell as issuer', () => {
    const read = embedKeysFromEnv({}, SHELL);
    expect(read.keys?.kid).toBe(DEVELOPMENT_EMBED_SIGNING_KEY.kid);
    expect(read.keys?.kid).toMatch(/development/);
    expect(read.keys?.issuer).toBe('https://signin.lender.example');
    expect(read.keys?.jwks.keys).toEqual([
      expect.objectContaining({ kid: DEVELOPMENT_EMBED_SIGNING_KEY.kid, x: DEVELOPMENT_EMBED_SIGNING_KEY.x }),
    ]);
    // The published set never holds the private scalar.
    expect(JSON.stringify(read.keys?.jwks)).not.toContain(DEVELOPMENT_EMBED_SIGNING_KEY.d);
  });

  it("two servers configured alike take each other's tickets and publish the same keys", () => {
    const key = newKey('k1');
    const env = { EMBED_SIGNING_KEY: JSON.stringify(key.private) };
    const [a, b] = [embedKeysFromEnv(env, SHELL).keys!, embedKeysFromEnv(env, SHELL).keys!];
    const ticket = issueTicket(a, {
      origin: 'https://partner.example',
      label: null,
      channel: 'chan-1234-abcd',
    });
    expect(checkTicket(b.verifyKeys, ticket)).toMatchObject({ ok: true });
    expect(a.jwks).toEqual(b.jwks);
  });

  it('production requires the signing key', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^EMBED_SIGNING_KEY is required in production/),
    ]);
  });

  const signing = newKey('new');
  const old = newKey('old');
  it.each([
    ['not JSON', { EMBED_SIGNING_KEY: '{' }, /EMBED_SIGNING_KEY is not JSON/],
    [
      'an RSA-looking key',
      { EMBED_SIGNING_KEY: JSON.stringify({ kty: 'RSA', kid: 'k' }) },
      /EC key on P-256/,
    ],
    [
      'no kid',
      { EMBED_SIGNING_KEY: JSON.stringify({ ...signing.private, kid: undefined }) },
      /needs a "kid"/,
    ],
    [
      'a public key to sign with',
      { EMBED_SIGNING_KEY: JSON.stringify(signing.public) },
      /must be a private key/,
    ],
    [
      'a private key among the published ones',
      {
        EMBED_SIGNING_KEY: JSON.stringify(signing.private),
        EMBED_VERIFY_KEYS: JSON.stringify([signing.private]),
      },
      /is a private key: publish only public keys/,
    ],
    [
      'published keys without the signing one',
      { EMBED_SIGNING_KEY: JSON.stringify(signing.private), EMBED_VERIFY_KEYS: JSON.stringify([old.public]) },
      /must hold the signing key's public half \(kid "new"\)/,
    ],
    [
      'a kid twice',
      {
        EMBED_SIGNING_KEY: JSON.stringify(signing.private),
        EMBED_VERIFY_KEYS: JSON.stringify([signing.public, { ...old.public, kid: 'new' }]),
      },
      /lists the kid "new" twice/,
    ],
    [
      'a published key whose point is not on the curve',
      {
        EMBED_SIGNING_KEY: JSON.stringify(signing.private),
        EMBED_VERIFY_KEYS: JSON.stringify([signing.public, { ...old.public, kid: 'bent', y: 'AAAA' }]),
      },
      /EMBED_VERIFY_KEYS\[1\] is not a point on P-256/,
    ],
    [
      'an issuer that is not an origin',
      { EMBED_ISSUER: 'https://signin.lender.example/path' },
      /EMBED_ISSUER must be an origin/,
    ],
  ])('refused: %s', (_, env, problem) => {
    expect(problemsOf(env)).toEqual([expect.stringMatching(problem)]);
  });

  it('a rotation, step by step: the published set as each step has it, and every open overlay’s ticket taken', () => {
    const at = (env: Record<string, string>) => embedKeysFromEnv(env, SHELL).keys!;
    const kids = (env: Record<string, string>) => at(env).jwks.keys.map((k) => k.kid);
    const opening = { origin: 'https://partner.example', label: null, channel: 'chan-1234-abcd' };
    const before = { EMBED_SIGNING_KEY: JSON.stringify(old.private) };
    const framedBefore = issueTicket(at(before), opening);
    // 1. Publish the new public key beside the old one; still signing with the old.
    const step1 = {
      EMBED_SIGNING_KEY: JSON.stringify(old.private),
      EMBED_VERIFY_KEYS: JSON.stringify([old.public, signing.public]),
    };
    expect(kids(step1)).toEqual(['old', 'new']);
    expect(at(step1).kid).toBe('old');
    // 2-3. Five minutes later (the set's cache), sign with the new one; the old stays published.
    const step3 = {
      EMBED_SIGNING_KEY: JSON.stringify(signing.private),
      EMBED_VERIFY_KEYS: JSON.stringify({ keys: [old.public, signing.public] }),
    };
    expect(kids(step3)).toEqual(['old', 'new']);
    expect(at(step3).kid).toBe('new');
    // While the servers move from step 1 to step 3, each takes the other's tickets.
    expect(checkTicket(at(step3).verifyKeys, framedBefore)).toMatchObject({ ok: true });
    expect(checkTicket(at(step1).verifyKeys, issueTicket(at(step3), opening))).toMatchObject({ ok: true });
    // 4-5. Thirty minutes later (every ticket and result signed with the old one has expired), remove it.
    const step5 = { EMBED_SIGNING_KEY: JSON.stringify(signing.private) };
    expect(kids(step5)).toEqual(['new']);
    expect(checkTicket(at(step5).verifyKeys, framedBefore)).toEqual({ ok: false, reason: 'forged' });
  });
});
