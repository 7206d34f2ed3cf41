/**
 * The wallet modal's Verify against the mock API, with the connect flow stood in for
 * (it is ../connect/'s, tested there) and the page wallet's signing spied on: a wallet
 * token about to expire is renewed first, said in the modal; a refusal of the wallet's
 * token says so, offers to reconnect, and keeps the session (issue 27, item 5).
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
import { pageWallet, type WalletSession } from '@lender/shared/wallet';
import type { ConnectHandle } from '../connect/use-connect.ts';
import WalletModal from './WalletModal.tsx';

const HUGO = '0x62f94e9ac9349bccc61bfe66ddade6292702ecb6';
const accounts: Account[] = [
  {
    name: 'Hugo Hosted',
    address: HUGO,
    authorizedWallets: [
      { name: 'Hugo', address: HUGO, type: 'PROVIDER', authorizationType: 'Owner', verified: false },
    ],
  },
];
const token = (claims: object) =>
  `${Buffer.from('{"alg":"ES256K"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
const inSeconds = (s: number) => token({ addr: HUGO, exp: Math.floor(Date.now() / 1000) + s });
const REFUSED = 'The wallet token has expired. Reconnect the wallet and try again.';

let walletToken = inSeconds(1440);
const connect = jest.fn<ReturnType<ConnectHandle['connect']>, Parameters<ConnectHandle['connect']>>();
jest.mock('../connect/use-connect.ts', () => ({
  useConnect: (): ConnectHandle => ({ status: { step: 'choose' }, connect, cancel: () => Promise.resolve() }),
}));

let nonceAnswer = () => reply({ hexEncodedNonce: 'c0ffee' });
const api = installMockApi(
  createMockApi(
    route(listAccounts, () => reply(accounts)),
    route(selectAccount, () => replyErrors(403, 'Forbidden')),
    route(walletNonce, () => nonceAnswer()),
    route(attachWallet, () => reply({ jwt: token({ sub: 'u-1', addr: HUGO }) })),
  ),
);
const SESSION_JWT = token({ sub: 'u-1', email: 'hugo@example.com' });

beforeEach(() => {
  walletToken = inSeconds(1440);
  nonceAnswer = () => reply({ hexEncodedNonce: 'c0ffee' });
  connect.mockReset();
  connect.mockImplementation(() =>
    Promise.resolve({ status: 'connected', address: HUGO, signedJWT: walletToken } as WalletSession),
  );
  sessionStore.getState().setJwt(SESSION_JWT);
});
afterEach(() => {
  jest.restoreAllMocks();
  pageWallet().closeModal();
});

async function verifyHugo({ declineFirstSignature = false } = {}) {
  const user = userEvent.setup();
  const order: string[] = [];
  const wallet = pageWallet();
  let renewed = () => undefined as void;
  const signJWT = jest.spyOn(wallet, 'signJWT').mockImplementation(() => {
    order.push('signJWT');
    return new Promise((resolve) => (renewed = () => resolve(inSeconds(1440))));
  });
  const sign = jest.spyOn(wallet, 'signHexMessage').mockImplementation((hex) => Promise.resolve(`${hex}00`));
  if (declineFirstSignature)
    sign.mockRejectedValueOnce(new Error('The request was declined in your wallet.'));
  jest.spyOn(wallet, 'disconnect').mockImplementation(() => Promise.resolve());
  const done = jest.fn();
  const switched = jest.fn();
  wallet.openModal({ returnTo: '/dashboard' });
  renderWithProviders(<WalletModal onDone={done} onAccountSwitch={switched} />);
  await user.click(await screen.findByRole('button', { name: /Hugo Hosted/ }));
  await screen.findByRole('dialog', { name: 'Connect your Wallet' });
  return { user, order, signJWT, renew: () => renewed(), done, switched, wallet };
}

it('a fresh wallet token: no new one asked; the nonce signed and attached, then done', async () => {
  const { signJWT, done, switched } = await verifyHugo();
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(signJWT).not.toHaveBeenCalled();
  expect(switched).toHaveBeenCalledWith({ walletAddress: HUGO });
  expect(api.requestsTo(walletNonce)[0]?.headers.get('X-Identity-Token')).toBe(SESSION_JWT);
});

it('under 2 minutes left: the wallet is asked for a new token first, and the modal says so', async () => {
  walletToken = inSeconds(90);
  const { signJWT, renew, done } = await verifyHugo();
  expect(
    await screen.findByText('Your wallet token is about to expire. Approve a new one in your wallet…'),
  ).toBeVisible();
  expect(signJWT).toHaveBeenCalledTimes(1);
  expect(api.requestsTo(walletNonce)).toHaveLength(0);
  renew();
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(api.requestsTo(walletNonce)).toHaveLength(1);
});

it('the API refusing the wallet token (400): says so, offers to reconnect, and the session stays', async () => {
  nonceAnswer = () => replyErrors(400, REFUSED);
  const { user, done, wallet } = await verifyHugo();
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(sessionStore.getState().jwt).toBe(SESSION_JWT);
  expect(done).not.toHaveBeenCalled();

  nonceAnswer = () => reply({ hexEncodedNonce: 'c0ffee' });
  await user.click(screen.getByRole('button', { name: 'Reconnect the wallet' }));
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(wallet.disconnect).toHaveBeenCalledTimes(1);
  expect(connect).toHaveBeenCalledTimes(2);
});

it('another failure says why with no reconnect offer: the kind button tries again', async () => {
  const { user, done } = await verifyHugo({ declineFirstSignature: true });
  expect(await screen.findByRole('alert')).toHaveTextContent('The request was declined in your wallet.');
  expect(screen.queryByRole('button', { name: 'Reconnect the wallet' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Use your provider account' }));
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
});
