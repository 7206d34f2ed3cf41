import { checkTicket, issueTicket, TICKET_TTL_S } from './framing-ticket.ts';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 8);
const NOW = 1_800_000_000;
const claims = { origin: 'https://partner.example', label: 'apollo', channel: 'chan-1234-abcd' };

describe('the framing ticket', () => {
  const ticket = issueTicket(KEY, claims, NOW);

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
      JSON.stringify({ ...claims, origin: 'https://evil.example', exp: NOW + 60 }),
    ).toString('base64url');
    return parts.join('.');
  })();

  it.each([
    ['MAC’d with another key', issueTicket(OTHER_KEY, claims, NOW), NOW, 'forged'],
    ['its claims edited', edited(1), NOW, 'forged'],
    ['another origin written in with the old MAC', otherOrigin, NOW, 'forged'],
    ['its MAC edited', edited(2), NOW, 'forged'],
    ['at its expiry', ticket, NOW + TICKET_TTL_S, 'expired'],
    ['not a ticket', 'hello', NOW, 'malformed'],
    ['another version', ticket.replace(/^t1/, 't2'), NOW, 'malformed'],
    ['not text', { ticket }, NOW, 'malformed'],
    ['too long', `t1.${'a'.repeat(2000)}.b`, NOW, 'malformed'],
  ])('refused: %s', (_, value, now, reason) => {
    expect(checkTicket(KEY, value, now)).toEqual({ ok: false, reason });
  });

  it('a ticket whose label is null (no label asked for) is good', () => {
    const noLabel = issueTicket(KEY, { ...claims, label: null }, NOW);
    expect(checkTicket(KEY, noLabel, NOW)).toMatchObject({ ok: true, claims: { label: null } });
  });
});
