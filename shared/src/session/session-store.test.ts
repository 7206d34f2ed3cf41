import { createJwtStorage } from './jwt-storage.ts';
import { createSessionStore, sessionStore } from './session-store.ts';

describe('session store', () => {
  it('starts from the stored token', () => {
    window.localStorage.setItem('jwt', 'stored');
    expect(createSessionStore(createJwtStorage()).getState().jwt).toBe('stored');
  });

  it('writes a new token to state and storage together', () => {
    sessionStore.getState().setJwt('fresh');
    expect(sessionStore.getState().jwt).toBe('fresh');
    expect(window.localStorage.getItem('jwt')).toBe('fresh');
  });

  it('removes the token from state and storage on clear', () => {
    sessionStore.getState().setJwt('fresh');
    sessionStore.getState().clearJwt();
    expect(sessionStore.getState().jwt).toBeNull();
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('notifies subscribers, which is how the shell sees a remote write', () => {
    const seen: Array<string | null> = [];
    const unsubscribe = sessionStore.subscribe((state) => seen.push(state.jwt));
    sessionStore.getState().setJwt('a');
    sessionStore.getState().clearJwt();
    unsubscribe();
    expect(seen).toEqual(['a', null]);
  });
});
