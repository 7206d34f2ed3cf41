import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { checkTicket, issueTicket, TICKET_TTL_S } from './framing-ticket.ts';

const signerOf = (kid: string) => ({
  kid,
  signingKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey,
});
const SIGNER = signerOf('k1');
const OTHER = signerOf('k2');
const IMPOSTOR = signerOf('k1');
/** What the server checks against: its published keys, by kid (the other one among them). */
const KEY = new Map([SIGNER, OTHER].map(({ kid, signingKey }) => [kid, createPublicKey(signingKey)]));
const NOW = 1_800_000_000;
const claims = { origin: 'https://partner.example', label: 'apollo', channel: 'chan-1234-abcd' };

describe('the framing ticket', () => {
  const ticket = issueTicket(SIGNER, claims, NOW);

  it('carries what the server vouched for, and expires 30 minutes later', () => {
    expect(checkTicket(KEY, ticket, NOW + 1)).toEqual({
      ok: true,
      claims: { ...claims, exp: NOW + TICKET_TTL_S },
    });
    expect(TICKET_TTL_S).toBe(1800);
  });

  const edited = (part: 1 | 2) => {
    const parts = ticket.split('.');
    const text = parts[part]!;
    parts[part] = `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;
    return parts.join('.');
  };
  const otherOrigin = (() => {
    const parts = ticket.split('.');
    parts[1] = Buffer.from(
      JSON.stringify({ ...claims, origin: 'https://evil.example', exp: NOW + 60, kid: 'k1' }),
    ).toString('base64url');
    return parts.join('.');
  })();

  it.each([
    [
      'signed by a key not published, under a published kid',
      issueTicket(IMPOSTOR, claims, NOW),
      NOW,
      'forged',
    ],
    ['signed by a kid not published', issueTicket(signerOf('k9'), claims, NOW), NOW, 'forged'],
    // A byte of the payload changed: no longer JSON, refused before any key is chosen.
    ['its claims edited by a byte', edited(1), NOW, 'malformed'],
    ['another origin written in with the old signature', otherOrigin, NOW, 'forged'],
    ['its signature edited', edited(2), NOW, 'forged'],
    ['at its expiry', ticket, NOW + TICKET_TTL_S, 'expired'],
    ['not a ticket', 'hello', NOW, 'malformed'],
    ['another version', ticket.replace(/^t2/, 't1'), NOW, 'malformed'],
    ['not text', { ticket }, NOW, 'malformed'],
    ['too long', `t2.${'a'.repeat(2000)}.b`, NOW, 'malformed'],
  ])('refused: %s', (_, value, now, reason) => {
    expect(checkTicket(KEY, value, now)).toEqual({ ok: false, reason });
  });

  it('a ticket of the other published key is good (a rotation under way)', () => {
    expect(checkTicket(KEY, issueTicket(OTHER, claims, NOW), NOW)).toMatchObject({ ok: true });
  });

  it('a ticket whose label is null (no label asked for) is good', () => {
    const noLabel = issueTicket(SIGNER, { ...claims, label: null }, NOW);
    expect(checkTicket(KEY, noLabel, NOW)).toMatchObject({ ok: true, claims: { label: null } });
  });
});
