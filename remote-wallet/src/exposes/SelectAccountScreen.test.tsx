/**
 * The organization select-account page against the mock API: the Select step's list,
 * its failure and its empty state, and the Connect step's choice for a self-custody
 * wallet with the way back. Connecting real wallets is Playwright's
 * (e2e/tests/wallet-organization.spec.ts).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMockApi,
  installMockApi,
  renderWithProviders,
  reply,
  replyErrors,
  route,
} from '@lender/shared/testing';
import { listAccounts, type Account } from '@lender/shared/endpoints/wallet';
import SelectAccountScreen from './SelectAccountScreen.tsx';

const self = (address: string, type: string) => ({
  name: 'Sky',
  address,
  type,
  authorizationType: 'Owner',
  verified: true,
});
let answer: () => ReturnType<typeof reply> = () => reply([]);
installMockApi(createMockApi(route(listAccounts, () => answer())));
const PAGE = '/auth/wallet/organization/select-account?redirectUrl=%2Fdashboard';

it('lists the individual wallets, picks how a self-custody one connects, and goes back', async () => {
  const accounts: Account[] = [
    { name: 'Sky Self-Custody', address: '0xsky', authorizedWallets: [self('0xsky', 'SELF_CUSTODY')] },
    { name: 'Acme', address: '0xacme', authorizedWallets: [self('0xsky', 'SELF_CUSTODY')] },
  ];
  answer = () => reply(accounts);
  const user = userEvent.setup();
  renderWithProviders(<SelectAccountScreen />, { route: PAGE });
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Select the Individual Wallet that will be the controlling member of this Organization',
    }),
  ).toBeVisible();
  await user.click(await screen.findByRole('button', { name: /Sky Self-Custody/ }));
  // The organization's account is not an individual wallet.
  expect(screen.queryByRole('button', { name: /Acme/ })).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'Connect Sky Self-Custody' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Mobile wallet' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Chrome Extension Wallet' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Select Another Wallet' }));
  expect(await screen.findByRole('button', { name: /Sky Self-Custody/ })).toBeVisible();
});

it('says the accounts could not be retrieved, in full, and tries again', async () => {
  answer = () => replyErrors(500, 'down');
  const user = userEvent.setup();
  renderWithProviders(<SelectAccountScreen />, { route: PAGE });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.',
  );
  answer = () => reply([]);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByText(
      'You have no individual wallet yet. Create one first; it will control the organization.',
    ),
  ).toBeVisible();
});

it('with no individual wallet, Create Wallet comes back to this page', async () => {
  answer = () => reply([]);
  const user = userEvent.setup();
  const { router } = renderWithProviders(<SelectAccountScreen />, { route: PAGE });
  await user.click(await screen.findByRole('button', { name: 'Create Wallet' }));
  expect(router.state.location.pathname).toBe('/auth/wallet/create-wallet');
  expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(
    '/auth/wallet/organization/select-account',
  );
});
