/** @jest-environment node */
import { createProviderSessions, PROVIDER_SESSION_LIFETIME_MS } from './provider-sessions.ts';

const clock = () => {
  let time = 1_000_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
};

describe('the hosted test wallet’s sign-ins', () => {
  it('knows a started token’s identity until it expires, 30 minutes after its start', () => {
    const { now, pass } = clock();
    const sessions = createProviderSessions({ now });
    const { token, identityUuid, expiresAt } = sessions.start('hana');
    expect(identityUuid).toBe('hana');
    expect(expiresAt).toBe(now() + PROVIDER_SESSION_LIFETIME_MS);
    expect(PROVIDER_SESSION_LIFETIME_MS).toBe(30 * 60 * 1000);
    expect(token).toMatch(/^[\w-]{43}$/);
    pass(PROVIDER_SESSION_LIFETIME_MS - 1);
    expect(sessions.identityOf(token)).toBe('hana');
    pass(1);
    expect(sessions.identityOf(token)).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['a made-up token', 'x'.repeat(43)],
  ])('knows nobody for %s', (_, token) => {
    const sessions = createProviderSessions({ now: Date.now });
    sessions.start('hana');
    expect(sessions.identityOf(token)).toBeUndefined();
  });

  it('ends one sign-in and leaves the others', () => {
    const sessions = createProviderSessions({ now: Date.now });
    const hana = sessions.start('hana');
    const hugo = sessions.start('hugo');
    sessions.end(hana.token);
    expect(sessions.identityOf(hana.token)).toBeUndefined();
    expect(sessions.identityOf(hugo.token)).toBe('hugo');
    sessions.clear();
    expect(sessions.identityOf(hugo.token)).toBeUndefined();
  });

  it('ends every sign-in of one identity, and no one else’s', () => {
    const sessions = createProviderSessions({ now: Date.now });
    const hana = [sessions.start('hana'), sessions.start('hana')];
    const hugo = sessions.start('hugo');
    sessions.endAllOf('hana');
    expect(hana.map((s) => sessions.identityOf(s.token))).toEqual([undefined, undefined]);
    expect(sessions.identityOf(hugo.token)).toBe('hugo');
  });

  it('keeps at most `max`: expired ones go first, then the oldest', () => {
    const { now, pass } = clock();
    const sessions = createProviderSessions({ now, max: 2, lifetimeMs: 100 });
    const first = sessions.start('a');
    pass(60);
    const second = sessions.start('b');
    pass(60); // the first has expired
    const third = sessions.start('c');
    expect(sessions.size).toBe(2);
    expect(sessions.identityOf(second.token)).toBe('b');
    const fourth = sessions.start('d'); // none expired: the oldest (the second) goes
    expect(sessions.identityOf(first.token)).toBeUndefined();
    expect(sessions.identityOf(second.token)).toBeUndefined();
    expect([sessions.identityOf(third.token), sessions.identityOf(fourth.token)]).toEqual(['c', 'd']);
  });
});
