import { initialWalletSession, SESSION_KEYS, sessionStore } from '@lender/shared';
import { endFrameSession, startSignedOut } from './fresh-session.ts';

const endSession = jest.fn((_token: string) => Promise.resolve());

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  sessionStore.getState().clearSession();
  endSession.mockClear();
});

it('a frame that finds the last person’s session (storage allowed) ends it before anything shows', async () => {
  sessionStore.getState().setJwt('last-persons-token');
  window.localStorage.setItem(SESSION_KEYS.walletSession, '{"address":"tp1last"}');
  window.localStorage.setItem('wc@2:core:0.3//pairing', '[{"topic":"t"}]');
  window.sessionStorage.setItem(SESSION_KEYS.walletSigning, '{"step":"signing"}');
  window.localStorage.setItem('partner-unrelated', 'kept');
  expect(startSignedOut({ endSession })).toBe(true);
  expect(sessionStore.getState().jwt).toBeNull();
  expect(window.localStorage.getItem(SESSION_KEYS.jwt)).toBeNull();
  // Everything the session stored: the wallet's connection, WalletConnect's records, the signing step.
  expect(window.localStorage.getItem(SESSION_KEYS.walletSession)).toBeNull();
  expect(window.localStorage.getItem('wc@2:core:0.3//pairing')).toBeNull();
  expect(window.sessionStorage.getItem(SESSION_KEYS.walletSigning)).toBeNull();
  expect(window.localStorage.getItem('partner-unrelated')).toBe('kept');
  // The service is told, with the token taken.
  await Promise.resolve();
  expect(endSession).toHaveBeenCalledWith('last-persons-token');
});

it('whatever channel the new frame is given: a page reusing the last opening’s channel gets no session either', () => {
  // No marker ties a session to a channel (the partner's page chooses the channel).
  sessionStore.getState().setJwt('token-of-an-opening');
  expect(startSignedOut({ endSession })).toBe(true);
  expect(sessionStore.getState().jwt).toBeNull();
  expect(endFrameSession({ endSession })).toBe(false);
});

it('a wallet connection without a token is ended too, with nothing to tell the service', () => {
  sessionStore.getState().setWalletSession({ ...initialWalletSession, connected: true, address: 'tp1last' });
  expect(endFrameSession({ endSession })).toBe(true);
  expect(sessionStore.getState().walletSession.connected).toBe(false);
  expect(endSession).not.toHaveBeenCalled();
});

it('nobody signed in: nothing to end', () => {
  sessionStore.getState().setWalletSession(initialWalletSession);
  expect(startSignedOut({ endSession })).toBe(false);
  expect(endSession).not.toHaveBeenCalled();
});

it('the service not answering is logged; this device holds nothing of the session', async () => {
  const log = jest.fn();
  sessionStore.getState().setJwt('token');
  endFrameSession({ endSession: () => Promise.reject(new Error('down')), log });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(log).toHaveBeenCalledWith(
    'The earlier session could not be ended at the service',
    expect.any(Error),
  );
  expect(sessionStore.getState().jwt).toBeNull();
});
