import { initialWalletSession, SESSION_KEYS, sessionStore } from '@lender/shared';
import { EMBED_OPENING_KEY, startSignedOut } from './fresh-session.ts';

const endSession = jest.fn((_token: string) => Promise.resolve());

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.getState().clearSession();
  endSession.mockClear();
});

it('a frame of a new opening finds the last person’s session: ended before anything shows', async () => {
  window.localStorage.setItem(EMBED_OPENING_KEY, 'channel-of-the-last-person');
  sessionStore.getState().setJwt('last-persons-token');
  window.localStorage.setItem(SESSION_KEYS.walletSession, '{"address":"tp1last"}');
  expect(startSignedOut('channel-of-this-opening', { endSession })).toBe(true);
  expect(sessionStore.getState().jwt).toBeNull();
  expect(window.localStorage.getItem(SESSION_KEYS.jwt)).toBeNull();
  expect(window.localStorage.getItem(SESSION_KEYS.walletSession)).toBeNull();
  expect(window.localStorage.getItem(EMBED_OPENING_KEY)).toBe('channel-of-this-opening');
  // The service is told, with the token taken.
  await Promise.resolve();
  expect(endSession).toHaveBeenCalledWith('last-persons-token');
});

it('a session stored by the full site (no opening noted) is ended in a frame too', () => {
  sessionStore.getState().setJwt('site-token');
  expect(startSignedOut('channel-1234-abcd', { endSession })).toBe(true);
  expect(sessionStore.getState().jwt).toBeNull();
});

it('a reload of the same frame (its channel) keeps its session', () => {
  window.localStorage.setItem(EMBED_OPENING_KEY, 'channel-1234-abcd');
  sessionStore.getState().setJwt('this-openings-token');
  expect(startSignedOut('channel-1234-abcd', { endSession })).toBe(false);
  expect(sessionStore.getState().jwt).toBe('this-openings-token');
  expect(endSession).not.toHaveBeenCalled();
});

it('nobody signed in: nothing to end', () => {
  sessionStore.getState().setWalletSession(initialWalletSession);
  expect(startSignedOut('channel-1234-abcd', { endSession })).toBe(false);
  expect(endSession).not.toHaveBeenCalled();
});

it('the service not answering is logged; this device holds nothing of the session', async () => {
  const log = jest.fn();
  sessionStore.getState().setJwt('token');
  startSignedOut('channel-1234-abcd', { endSession: () => Promise.reject(new Error('down')), log });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(log).toHaveBeenCalledWith(
    'The earlier session could not be ended at the service',
    expect.any(Error),
  );
  expect(sessionStore.getState().jwt).toBeNull();
});
