/**
 * The way back when the wallet app did not open (issue 32, item 3), through the modal on a
 * phone-sized screen, against the mock API and a page wallet of in-memory wallets whose
 * connect is held (the person has not answered in the wallet app): after "Open in wallet",
 * the page hidden then visible with nothing connected shows it, in one region, its heading
 * focused; a wallet that connected meanwhile, or a page that never went hidden, hears
 * nothing. The rules are ../modal/way-back.test.ts's rows; the wait before "visible"
 * counts is ../modal/use-page-visibility.test.ts's (none here).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
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
import { createShortLink } from '@lender/shared/endpoints/public';
import { attachWallet, walletNonce } from '@lender/shared/endpoints/identity';
import { listAccounts, selectAccount } from '@lender/shared/endpoints/wallet';
import { createTestPageWallet, type TestPageWallet } from '../connect/test-page-wallet.testing.ts';
import { unsignedToken as unsigned } from '../verify/unsigned-token.testing.ts';
import WalletModal from './WalletModal.tsx';

let mockWallet: TestPageWallet;
jest.mock('@lender/shared/wallet', () => ({
  ...jest.requireActual<object>('@lender/shared/wallet'),
  pageWallet: () => mockWallet.page,
}));
/** How long the page must stay in view before its return counts (none, unless a test says so). */
let mockGrace = 0;
jest.mock('../modal/way-back.ts', () => ({
  ...jest.requireActual<object>('../modal/way-back.ts'),
  get WAY_BACK_AFTER_MS() {
    return mockGrace;
  },
}));

const SHORT_LINK = 'http://127.0.0.1:4000/s/k1';
const STORE = 'http://127.0.0.1:4001/mobile-wallet';
const HEADING = 'The wallet app did not connect';
installMockApi(
  createMockApi(
    route(listAccounts, () =>
      reply([
        {
          name: 'Sky Self-Custody',
          address: mockWallet.wallet.address,
          authorizedWallets: [
            {
              name: 'Sky',
              address: mockWallet.wallet.address,
              type: 'SELF_CUSTODY',
              authorizationType: 'Owner',
              verified: false,
            },
          ],
        },
      ]),
    ),
    route(selectAccount, () => replyErrors(403, 'Forbidden')),
    route(walletNonce, async () => {
      await nonceHeld;
      return reply({ hexEncodedNonce: 'c0ffee' });
    }),
    route(attachWallet, () => reply({ jwt: unsigned({ sub: 'u-1', addr: mockWallet.wallet.address }) })),
    route(createShortLink, () => reply({ shortLink: SHORT_LINK })),
  ),
);

let visibility: DocumentVisibilityState = 'visible';
let nonceHeld: Promise<void> = Promise.resolve();
const realMatchMedia = window.matchMedia.bind(window);
beforeAll(() =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility }),
);
afterAll(() => delete (document as { visibilityState?: unknown }).visibilityState);
beforeEach(() => {
  visibility = 'visible';
  mockGrace = 0;
  nonceHeld = Promise.resolve();
  mockWallet = createTestPageWallet();
  sessionStore.getState().setJwt(unsigned({ sub: 'u-1', email: 'sky@example.com' }));
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === '(max-width: 599px)',
  });
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** The person leaves the page (`hidden`) or comes back to it (`visible`). */
function pageBecomes(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** Sky's card, the mobile wallet, its pairing link, and "Open in wallet" followed; the wallet app not answering. */
async function openInWallet() {
  const user = userEvent.setup();
  const done = jest.fn();
  mockWallet.hold();
  mockWallet.page.openModal({ returnTo: '/dashboard' });
  renderWithProviders(<WalletModal onDone={done} />);
  await user.click(await screen.findByRole('button', { name: /Sky Self-Custody/ }));
  const modal = await screen.findByRole('dialog', { name: 'Connect your Wallet' });
  await user.click(within(modal).getByRole('button', { name: 'Mobile wallet' }));
  act(() => mockWallet.sendPairingUri('wc:abc@2?relay-protocol=irn'));
  const open = await within(modal).findByRole('link', { name: 'Open in wallet' });
  expect(open).toHaveAttribute('href', SHORT_LINK);
  await user.click(open);
  return { user, done, modal };
}

/** Lets whatever the return set off settle (the way back would be up by now). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

it('back on the page with nothing connected: the way back in one region, its heading focused, with its three offers', async () => {
  const { modal } = await openInWallet();
  pageBecomes('hidden');
  expect(screen.queryByRole('region', { name: HEADING })).toBeNull();
  pageBecomes('visible');
  const wayBack = await within(modal).findByRole('region', { name: HEADING });
  const heading = within(wayBack).getByRole('heading', { name: HEADING });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(wayBack).toHaveTextContent(
    'Open it again, or get the app if it is not on this phone. To connect from another device, scan the QR code or copy the link.',
  );
  const again = within(wayBack).getByRole('link', { name: 'Open the wallet app again' });
  expect([again.getAttribute('href'), again.getAttribute('target')]).toEqual([SHORT_LINK, '_blank']);
  expect(within(wayBack).getByRole('link', { name: 'Get the wallet on the App Store' })).toHaveAttribute(
    'href',
    STORE,
  );
  expect(within(wayBack).getByRole('link', { name: 'Get the wallet on Google Play' })).toHaveAttribute(
    'href',
    STORE,
  );
  expect(
    within(wayBack).getByRole('img', { name: 'QR code with the link that connects your mobile wallet' }),
  ).toBeVisible();
  expect(within(wayBack).getByRole('button', { name: 'Copy QR Code' })).toBeVisible();
  // Nothing of the mobile view is left outside it.
  expect(within(modal).queryByRole('link', { name: 'Open in wallet' })).toBeNull();
});

it('"Open the wallet app again" follows the link again: the way back stays, and the next return focuses it again', async () => {
  const { user, modal } = await openInWallet();
  pageBecomes('hidden');
  pageBecomes('visible');
  const wayBack = await within(modal).findByRole('region', { name: HEADING });
  await user.click(within(wayBack).getByRole('link', { name: 'Open the wallet app again' }));
  expect(within(modal).getByRole('region', { name: HEADING })).toBe(wayBack);
  pageBecomes('hidden');
  pageBecomes('visible');
  await waitFor(() => expect(within(wayBack).getByRole('heading', { name: HEADING })).toHaveFocus());
});

it('the wallet connected while the person was away: nothing is said, and the verify goes on', async () => {
  const { done, modal } = await openInWallet();
  pageBecomes('hidden');
  await act(async () => mockWallet.release());
  pageBecomes('visible');
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
  expect(within(modal).queryByText(HEADING)).toBeNull();
});

it('the wallet answering just after the return (within the wait): nothing is said', async () => {
  mockGrace = 1000;
  let giveNonce = () => undefined as void;
  nonceHeld = new Promise((resolve) => (giveNonce = resolve));
  const { done, modal } = await openInWallet();
  pageBecomes('hidden');
  pageBecomes('visible');
  await settle();
  expect(within(modal).queryByText(HEADING)).toBeNull();
  await act(async () => mockWallet.release());
  // Verify's next step waits in the wallet (the nonce held): the return, heard after the wait, says nothing.
  expect(await within(modal).findByText('Sign the request in your wallet…')).toBeVisible();
  await act(() => new Promise((resolve) => setTimeout(resolve, mockGrace)));
  expect(within(modal).queryByText(HEADING)).toBeNull();
  giveNonce();
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: true }));
});

it('visible again without having been hidden: nothing is said', async () => {
  const { modal } = await openInWallet();
  pageBecomes('visible');
  await settle();
  expect(within(modal).queryByText(HEADING)).toBeNull();
  expect(within(modal).getByRole('link', { name: 'Open in wallet' })).toBeVisible();
});
