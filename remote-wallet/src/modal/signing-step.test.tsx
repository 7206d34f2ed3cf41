/**
 * The signing step the borrower controls (issue 32, item 1) in the rendered modal, on jest's
 * fake clock: the hosted wallet (Hugo) connects at once and the nonce's signature waits
 * (./signing-step.testing.ts); the time left, its announcements, the time-out, Cancel,
 * Request again, and the reload marker (./signing-marker.ts).
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMockApi,
  installMockApi,
  renderWithProviders,
  reply,
  replyErrors,
  route,
} from '@lender/shared/testing';
import { SESSION_KEYS, sessionStore } from '@lender/shared';
import { attachWallet, walletNonce } from '@lender/shared/endpoints/identity';
import { listAccounts, selectAccount } from '@lender/shared/endpoints/wallet';
import { createInMemoryWallet } from '@lender/shared/wallet';
import { createTestPageWallet, type TestPageWallet } from '../connect/test-page-wallet.testing.ts';
import { unsignedToken as unsigned } from '../verify/unsigned-token.testing.ts';
import WalletModal from '../exposes/WalletModal.tsx';
import { waitingSignatures } from './signing-step.testing.ts';

let mockWallet: TestPageWallet;
jest.mock('@lender/shared/wallet', () => ({
  ...jest.requireActual<object>('@lender/shared/wallet'),
  pageWallet: () => mockWallet.page,
}));

const HUGO = { name: 'Hugo', type: 'PROVIDER', authorizationType: 'Owner', verified: false };
const api = installMockApi(
  createMockApi(
    route(listAccounts, () =>
      reply([
        {
          name: 'Hugo Hosted',
          address: mockWallet.wallet.address,
          authorizedWallets: [{ ...HUGO, address: mockWallet.wallet.address }],
        },
      ]),
    ),
    route(selectAccount, () => replyErrors(403, 'Forbidden')),
    route(walletNonce, () => reply({ hexEncodedNonce: 'c0ffee' })),
    route(attachWallet, () => reply({ jwt: unsigned({ sub: 'u-1', addr: mockWallet.wallet.address }) })),
  ),
);

const SIGNING = 'Sign the request in your wallet…';
const storedMarker = () => window.sessionStorage.getItem(SESSION_KEYS.walletSigning);
let signatures: ReturnType<typeof waitingSignatures>;

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  mockWallet = createTestPageWallet(createInMemoryWallet({ now: () => Date.now() }));
  signatures = waitingSignatures(mockWallet.page);
  sessionStore.getState().setJwt(unsigned({ sub: 'u-1', email: 'hugo@example.com' }));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const seconds = (count: number) =>
  act(async () => {
    jest.advanceTimersByTime(count * 1000);
  });

function open() {
  const done = jest.fn();
  mockWallet.page.openModal({ returnTo: '/dashboard' });
  renderWithProviders(<WalletModal onDone={done} />);
  return done;
}

/** Hugo chosen: the hosted wallet connects at once, the nonce's signature waits (r1). */
async function waitingForTheNonce() {
  const done = open();
  await user().click(await screen.findByRole('button', { name: /Hugo Hosted/ }));
  await screen.findByText('Time left to approve in your wallet: 2:00');
  expect(signatures.waiting()).toEqual(['r1']);
  return done;
}

it('the time left shows every second; screen readers hear it at 120, 90, 60 and 30 s only', async () => {
  await waitingForTheNonce();
  expect(screen.getByText(SIGNING)).toBeVisible();
  const heard = [screen.getByText(/left to approve in your wallet\.$/).textContent];
  for (let second = 1; second < 120; second += 1) {
    await seconds(1);
    const spoken = screen.getByText(/left to approve in your wallet\.$/);
    expect(spoken).toHaveAttribute('role', 'status');
    if (spoken.textContent !== heard.at(-1)) heard.push(spoken.textContent);
    if (second === 1) expect(screen.getByText('Time left to approve in your wallet: 1:59')).toBeVisible();
  }
  expect(heard).toEqual([
    '2 minutes left to approve in your wallet.',
    '1 minute 30 seconds left to approve in your wallet.',
    '1 minute left to approve in your wallet.',
    '30 seconds left to approve in your wallet.',
  ]);
});

it('at zero: withdrawn, "timed out" in the spinner\'s place, "Request again" sends the nonce anew once', async () => {
  const done = await waitingForTheNonce();
  await seconds(120);
  expect(await screen.findByRole('alert')).toHaveTextContent('The signature request timed out.');
  expect(signatures.removePendingMethod).toHaveBeenCalledWith('r1');
  expect(screen.queryByText(SIGNING)).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await user().click(screen.getByRole('button', { name: 'Request again' }));
  await screen.findByText('Time left to approve in your wallet: 2:00');
  expect(signatures.waiting()).toEqual(['r2']);
  expect(signatures.asked()).toBe(2);
  signatures.approve('r2');
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('"Cancel" withdraws the request and goes back to the Connect panel, still connected', async () => {
  const disconnect = jest.spyOn(mockWallet.page, 'disconnect');
  const done = await waitingForTheNonce();
  await user().click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('button', { name: 'Use your provider account' })).toBeVisible();
  expect(signatures.removePendingMethod).toHaveBeenCalledWith('r1');
  await waitFor(() => expect(signatures.waiting()).toEqual([]));
  expect(screen.queryByText(/Time left/)).toBeNull();
  expect(mockWallet.page.getState().status).toBe('connected');
  expect(disconnect).not.toHaveBeenCalled();
  // Its timer stopped mattering: nothing times out later.
  await seconds(130);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(done).not.toHaveBeenCalled();
});

it('"Request again" while waiting: the request withdrawn, and only once that settled, sent anew (once)', async () => {
  await waitingForTheNonce();
  signatures.holdWithdrawals();
  await user().click(screen.getByRole('button', { name: 'Request again' }));
  expect(signatures.removePendingMethod).toHaveBeenCalledWith('r1');
  await seconds(1);
  expect(signatures.asked()).toBe(1);
  expect(api.requestsTo(walletNonce)).toHaveLength(1);
  signatures.releaseWithdrawals();
  await screen.findByText('Time left to approve in your wallet: 2:00');
  expect(signatures.waiting()).toEqual(['r2']);
  expect(signatures.asked()).toBe(2);
  // The first wait's timer is stale: the second runs its own 120 s.
  await seconds(119);
  expect(screen.queryByRole('alert')).toBeNull();
  await seconds(1);
  expect(await screen.findByRole('alert')).toHaveTextContent('The signature request timed out.');
  expect(signatures.removePendingMethod).toHaveBeenLastCalledWith('r2');
});

describe('the reload marker', () => {
  it('written while waiting, cleared once the step is left', async () => {
    await waitingForTheNonce();
    expect(JSON.parse(storedMarker()!)).toMatchObject({ step: 'GET_NONCE', kind: 'hosted', requestId: 'r1' });
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Use your provider account' });
    expect(storedMarker()).toBeNull();
  });

  it('cleared when the modal closes mid-signature', async () => {
    const done = await waitingForTheNonce();
    expect(storedMarker()).not.toBeNull();
    await user().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(storedMarker()).toBeNull();
  });

  it('a reload mid-signature: "interrupted", nothing sent until "Request again", then withdrawn and asked anew', async () => {
    await waitingForTheNonce();
    const marker = storedMarker()!;
    // The page reloads: the page's state is gone (a new page wallet over the same wallet, not
    // connected yet), session storage stays.
    cleanup();
    mockWallet = createTestPageWallet(mockWallet.wallet);
    signatures = waitingSignatures(mockWallet.page);
    window.sessionStorage.setItem(SESSION_KEYS.walletSigning, marker);
    const nonces = api.requestsTo(walletNonce).length;
    const done = jest.fn();
    mockWallet.page.openModal({});
    renderWithProviders(<WalletModal onDone={done} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The signature request was interrupted.');
    expect(screen.queryByText(SIGNING)).toBeNull();
    await seconds(130);
    expect(signatures.asked()).toBe(0);
    expect(api.requestsTo(walletNonce)).toHaveLength(nonces);
    expect(mockWallet.connects()).toBe(0);
    expect(storedMarker()).toBe(marker);

    await user().click(screen.getByRole('button', { name: 'Request again' }));
    // The request from before the reload is withdrawn, then the wallet connects and is asked anew.
    expect(signatures.removePendingMethod).toHaveBeenCalledWith('r1');
    await screen.findByText('Time left to approve in your wallet: 2:00');
    expect(mockWallet.connects()).toBe(1);
    expect(signatures.waiting()).toEqual(['r1']);
    signatures.approve('r1');
    await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  });

  it('a marker that does not parse is dropped and changes nothing: the modal opens as asked', async () => {
    window.sessionStorage.setItem(SESSION_KEYS.walletSigning, '{"step":');
    open();
    expect(await screen.findByRole('button', { name: /Hugo Hosted/ })).toBeVisible();
    expect(storedMarker()).toBeNull();
    expect(signatures.removePendingMethod).not.toHaveBeenCalled();
  });
});
