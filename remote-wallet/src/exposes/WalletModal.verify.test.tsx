/**
 * The wallet modal's Connect and Verify against the mock API and a page wallet of
 * in-memory wallets (a real key, real tokens; ../connect/test-page-wallet.testing.ts):
 * the modal's states of the verify journeys (e2e/tests/shell/wallet-modal.spec.ts) in a
 * unit test, and the wallet token's renewal and refusal (issue 27, item 5): a token
 * about to expire is renewed first, said in the modal; a refusal says so, offers to
 * reconnect, and keeps the session.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMockApi,
  installMockApi,
  renderWithProviders,
  reply,
  replyErrors,
  route,
} from '@lender/shared/testing';
import { sessionStore } from '@lender/shared';
import { attachWallet, walletNonce } from '@lender/shared/endpoints/identity';
import { listAccounts, selectAccount, type Account } from '@lender/shared/endpoints/wallet';
import { createInMemoryWallet } from '@lender/shared/wallet';
import { createTestPageWallet, type TestPageWallet } from '../connect/test-page-wallet.testing.ts';
import { unsignedToken as unsigned } from '../verify/unsigned-token.testing.ts';
import WalletModal from './WalletModal.tsx';

let mockWallet: TestPageWallet;
jest.mock('@lender/shared/wallet', () => ({
  ...jest.requireActual<object>('@lender/shared/wallet'),
  pageWallet: () => mockWallet.page,
}));

const MINUTE = 60_000;
/** How far behind the wallet's clock is: its tokens expire that much sooner. */
let behind = 0;
const SESSION_JWT = unsigned({ sub: 'u-1', email: 'hugo@example.com' });
const REFUSED = 'The wallet token has expired. Reconnect the wallet and try again.';

const accountOf = (address: string, type: string): Account[] => [
  {
    name: 'Hugo Hosted',
    address,
    authorizedWallets: [{ name: 'Hugo', address, type, authorizationType: 'Owner', verified: false }],
  },
];
let walletType = 'PROVIDER';
let nonceAnswer = () => reply({ hexEncodedNonce: 'c0ffee' });
const api = installMockApi(
  createMockApi(
    route(listAccounts, () => reply(accountOf(mockWallet.wallet.address, walletType))),
    route(selectAccount, () => replyErrors(403, 'Forbidden')),
    route(walletNonce, () => nonceAnswer()),
    route(attachWallet, () => reply({ jwt: unsigned({ sub: 'u-1', addr: mockWallet.wallet.address }) })),
  ),
);

beforeEach(() => {
  behind = 0;
  walletType = 'PROVIDER';
  nonceAnswer = () => reply({ hexEncodedNonce: 'c0ffee' });
  mockWallet = createTestPageWallet(createInMemoryWallet({ now: () => Date.now() - behind }));
  sessionStore.getState().setJwt(SESSION_JWT);
});
afterEach(() => jest.restoreAllMocks());

async function chooseHugo() {
  const user = userEvent.setup();
  const done = jest.fn();
  const switched = jest.fn();
  mockWallet.page.openModal({ returnTo: '/dashboard' });
  renderWithProviders(<WalletModal onDone={done} onAccountSwitch={switched} />);
  await user.click(await screen.findByRole('button', { name: /Hugo Hosted/ }));
  await screen.findByRole('dialog', { name: 'Connect your Wallet' });
  return { user, done, switched };
}

it('the hosted wallet: Verify connects at once, signs the nonce, attaches, and is done', async () => {
  const signJWT = jest.spyOn(mockWallet.page, 'signJWT');
  const { done, switched } = await chooseHugo();
  expect(screen.getByRole('note')).toHaveTextContent('Wallet Verification Required');
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(signJWT).not.toHaveBeenCalled();
  expect(switched).toHaveBeenCalledWith({ walletAddress: mockWallet.wallet.address });
  expect(api.requestsTo(walletNonce)[0]?.headers.get('X-Identity-Token')).toBe(SESSION_JWT);
  expect(sessionStore.getState().jwt).not.toBe(SESSION_JWT);
});

it('a self-custody wallet: the person picks the mobile wallet, its view and way back until it answers', async () => {
  walletType = 'SELF_CUSTODY';
  mockWallet.hold();
  const { user, done } = await chooseHugo();
  await user.click(screen.getByRole('button', { name: 'Mobile wallet' }));
  expect(await screen.findByRole('button', { name: 'Select A Different Wallet' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Preparing the QR code…');
  mockWallet.release();
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
});

it('under 2 minutes left on the wallet token: a new one first, said in the modal, then the nonce', async () => {
  behind = 23 * MINUTE;
  let renewed = () => undefined as void;
  const renewal = new Promise<void>((resolve) => (renewed = resolve));
  const signJWT = mockWallet.page.signJWT;
  jest.spyOn(mockWallet.page, 'signJWT').mockImplementation(async (request) => {
    await renewal;
    return signJWT(request);
  });
  const { done } = await chooseHugo();
  expect(
    await screen.findByText('Your wallet token is about to expire. Approve a new one in your wallet…'),
  ).toBeVisible();
  expect(api.requestsTo(walletNonce)).toHaveLength(0);
  const connectedWith = mockWallet.page.getState().signedJWT;
  behind = 0;
  renewed();
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(api.requestsTo(walletNonce)).toHaveLength(1);
  // The nonce went with the new wallet token (the API client's bearer on wallet paths).
  const renewedToken = mockWallet.page.getState().signedJWT;
  expect(renewedToken).not.toBe(connectedWith);
  expect(api.requestsTo(walletNonce)[0]?.headers.get('Authorization')).toBe(`Bearer ${renewedToken}`);
});

it('the API refusing the wallet token (400): says so, offers to reconnect, and the session stays', async () => {
  nonceAnswer = () => replyErrors(400, REFUSED);
  const { user, done } = await chooseHugo();
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(sessionStore.getState().jwt).toBe(SESSION_JWT);
  expect(done).not.toHaveBeenCalled();

  nonceAnswer = () => reply({ hexEncodedNonce: 'c0ffee' });
  await user.click(screen.getByRole('button', { name: 'Reconnect the wallet' }));
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(mockWallet.connects()).toBe(2);
});

it('a signature refused in the wallet says why, with no reconnect offer: the kind button tries again', async () => {
  jest
    .spyOn(mockWallet.page, 'signHexMessage')
    .mockRejectedValueOnce(new Error('The request was declined in your wallet.'));
  const { user, done } = await chooseHugo();
  expect(await screen.findByRole('alert')).toHaveTextContent('The request was declined in your wallet.');
  expect(screen.queryByRole('button', { name: 'Reconnect the wallet' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Use your provider account' }));
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(mockWallet.connects()).toBe(1);
});

it('closing mid-pairing disconnects what was pending, then the host goes on', async () => {
  walletType = 'SELF_CUSTODY';
  mockWallet.hold();
  const { user, done } = await chooseHugo();
  await user.click(screen.getByRole('button', { name: 'Chrome Extension Wallet' }));
  await screen.findByRole('dialog', { name: 'Connect your Wallet' });
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: false }));
  expect(mockWallet.page.getState().status).toBe('disconnected');
});
