import { sessionStore } from '@lender/shared';
import { startWhenNeeded } from './when-needed.ts';

jest.mock('../session/signed-in-identity.ts', () => ({ loadIdentityWhenSignedIn: jest.fn() }));
jest.mock('./restore-wallet.ts', () => ({ restoreSavedWallet: jest.fn(() => Promise.resolve()) }));

const { loadIdentityWhenSignedIn } = jest.requireMock<{ loadIdentityWhenSignedIn: jest.Mock }>(
  '../session/signed-in-identity.ts',
);
const { restoreSavedWallet } = jest.requireMock<{ restoreSavedWallet: jest.Mock }>('./restore-wallet.ts');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().clearSession();
  localStorage.clear();
});

it('a new visitor’s page loads none of it until a login', async () => {
  startWhenNeeded();
  await settle();
  expect(loadIdentityWhenSignedIn).not.toHaveBeenCalled();
  expect(restoreSavedWallet).not.toHaveBeenCalled();

  sessionStore.getState().setJwt('t1');
  await settle();
  expect(loadIdentityWhenSignedIn).toHaveBeenCalledTimes(1);
});

it('a signed-in page with a saved wallet starts both', async () => {
  sessionStore.getState().setJwt('t1');
  localStorage.setItem('walletconnect-js', '{}');
  startWhenNeeded();
  await settle();
  expect(loadIdentityWhenSignedIn).toHaveBeenCalledTimes(1);
  expect(restoreSavedWallet).toHaveBeenCalledTimes(1);
});
