/**
 * The host of the wallet remote's modal: it passes the modal its callbacks. Once the
 * modal is done the page goes where it was opened for; the account-switch callback
 * reloads the signed-in identity. (A dead remote is the
 * Playwright journey's: e2e/tests/shell/wallet-modal.spec.ts.)
 */
import { setRuntimeConfig } from '@lender/shared';
import { type WalletModalProps } from '@lender/shared/contracts';
import { localRuntimeConfig, renderWithProviders } from '@lender/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import WalletModalHost from './WalletModalHost.tsx';

const reloadIdentity = jest.fn(() => Promise.resolve());
jest.mock('../session/signed-in-identity.ts', () => ({ reloadIdentity: () => reloadIdentity() }));

beforeAll(() => setRuntimeConfig(localRuntimeConfig()));

let props: WalletModalProps | null = null;
function FakeModal(given: WalletModalProps) {
  props = given;
  return <p>the wallet modal</p>;
}
jest.mock('../federation/remote-loader.ts', () => ({
  ...jest.requireActual<object>('../federation/remote-loader.ts'),
  loadRemoteComponent: () => ({
    screen: Promise.resolve(FakeModal),
    deadline: new Promise(() => undefined),
    cancel: () => undefined,
  }),
}));

it('goes where the modal was opened for once it is done', async () => {
  const { pageWallet } = await import('@lender/shared/wallet');
  pageWallet().openModal({ returnTo: '/dashboard?from=login' });
  const { router } = renderWithProviders(<WalletModalHost />, { route: '/auth/login' });
  expect(await screen.findByText('the wallet modal')).toBeInTheDocument();
  act(() => props!.onDone({ connected: true }));
  await waitFor(() =>
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard?from=login'),
  );
  expect(pageWallet().getState().modal.showModal).toBe(false);
});

it('the account-switch callback reloads the signed-in identity', async () => {
  renderWithProviders(<WalletModalHost />);
  await screen.findByText('the wallet modal');
  act(() => props!.onAccountSwitch!({ walletAddress: '0xabc' }));
  await waitFor(() => expect(reloadIdentity).toHaveBeenCalledTimes(1));
});
