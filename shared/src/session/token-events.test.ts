import { sessionStore } from './session-store.ts';
import { announceIdentityTokenUpdates, IDENTITY_TOKEN_UPDATED } from './token-events.ts';

describe('identity-token updates', () => {
  it('announces each change of token as a DOM event, until stopped', () => {
    const stop = announceIdentityTokenUpdates();
    const seen: Array<string | null> = [];
    const listener = (event: Event) =>
      seen.push((event as CustomEvent<{ token: string | null }>).detail.token);
    window.addEventListener(IDENTITY_TOKEN_UPDATED, listener);
    sessionStore.getState().setJwt('one');
    sessionStore.getState().setJwt('one');
    sessionStore.getState().clearJwt();
    stop();
    sessionStore.getState().setJwt('after');
    window.removeEventListener(IDENTITY_TOKEN_UPDATED, listener);
    expect(seen).toEqual(['one', null]);
  });

  it("applies another tab's login and logout", () => {
    const stop = announceIdentityTokenUpdates();
    window.localStorage.setItem('jwt', 'from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt' }));
    expect(sessionStore.getState().jwt).toBe('from-other-tab');
    window.localStorage.removeItem('jwt');
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt' }));
    expect(sessionStore.getState().jwt).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(sessionStore.getState().jwt).toBeNull();
    stop();
  });
});
