/**
 * The organization select-account page against the mock API and a page wallet of
 * in-memory wallets: Select lists only the individual wallets (names isolated), its
 * failure and its empty state; Connect connects the chosen wallet through the one
 * connect flow: the owner wallet stored and on to onboarding, another wallet refused
 * and back on Select, the way back. The real wallets' journeys are Playwright's
 * (e2e/tests/wallet/organization.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
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
import { listAccounts, type Account } from '@lender/shared/endpoints/wallet';
import { createTestPageWallet, type TestPageWallet } from '../connect/test-page-wallet.testing.ts';
import SelectAccountScreen from './SelectAccountScreen.tsx';

let mockWallet: TestPageWallet;
jest.mock('@lender/shared/wallet', () => ({
  ...jest.requireActual<object>('@lender/shared/wallet'),
  pageWallet: () => mockWallet.page,
}));

const owner = (address: string, type: string, authorizationType = 'Owner') => ({
  name: 'Sky',
  address,
  type,
  authorizationType,
  verified: true,
});
const SKY = '0x0d8e461687b7d06f86ec348e0c270b0f279855f0';
const SPOOF = '\u202Etxt.exe — Reyes Holdings';
let answer: () => ReturnType<typeof reply> = () => reply([]);
installMockApi(createMockApi(route(listAccounts, () => answer())));
const PAGE = '/auth/wallet/organization/select-account?redirectUrl=%2Fdashboard&intent=kyc';
const ONBOARDING = '/auth/wallet/onboarding?redirectUrl=%2Fdashboard&intent=kyc';
const TITLE = 'Select the Individual Wallet that will be the controlling member of this Organization';

beforeEach(() => {
  mockWallet = createTestPageWallet();
});
const listing = (accounts: Account[]) => {
  answer = () => reply(accounts);
};
const open = () => ({
  user: userEvent.setup(),
  ...renderWithProviders(<SelectAccountScreen />, { route: PAGE }),
});
const currentStep = () => screen.getByRole('listitem', { current: 'step' }).textContent;
const place = (router: ReturnType<typeof open>['router']) =>
  router.state.location.pathname + router.state.location.search;

it('Select lists the individual wallets only: an organization the wallet acts for is not one', async () => {
  listing([
    { name: 'Sky Self-Custody', address: SKY, authorizedWallets: [owner(SKY, 'SELF_CUSTODY')] },
    { name: 'Acme', address: '0xacme', authorizedWallets: [owner(SKY, 'SELF_CUSTODY', 'RBAC')] },
  ]);
  open();
  expect(screen.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const list = await screen.findByRole('region', { name: 'Individual Accounts' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((card) => card.textContent),
  ).toEqual(['Sky Self-Custody0x0d8...855f0OwnerVerified']);
  expect(screen.queryByText('Acme')).toBeNull();
  expect(currentStep()).toBe('1. Select');
});

it('Connect offers how a self-custody wallet connects, and "Select Another Wallet" goes back', async () => {
  listing([{ name: 'Sky Self-Custody', address: SKY, authorizedWallets: [owner(SKY, 'SELF_CUSTODY')] }]);
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: /Sky Self-Custody/ }));
  expect(screen.getByRole('heading', { level: 2, name: 'Connect Sky Self-Custody' })).toHaveFocus();
  expect(currentStep()).toBe('2. Connect');
  expect(screen.getByText('(0x0d8...855f0) will control the organization.', { exact: false })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Mobile wallet' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Chrome Extension Wallet' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Select Another Wallet' }));
  expect(await screen.findByRole('button', { name: /Sky Self-Custody/ })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Select a wallet' })).toHaveFocus();
});

it('a hosted wallet connects at once, is stored as the owner wallet, and the page goes on to onboarding', async () => {
  const mine = mockWallet.wallet.address;
  listing([{ name: 'Hugo Hosted', address: mine, authorizedWallets: [owner(mine, 'PROVIDER')] }]);
  const { user, router } = open();
  mockWallet.hold();
  await user.click(await screen.findByRole('button', { name: /Hugo Hosted/ }));
  expect(screen.getByRole('status')).toHaveTextContent('Awaiting signature in the wallet window...');
  mockWallet.release();
  await waitFor(() => expect(place(router)).toBe(ONBOARDING));
  expect(sessionStore.getState().ownerWallet).toBe(mine);
});

it('another wallet is refused: disconnected, back on Select, saying so; the chosen one then goes on', async () => {
  const mine = mockWallet.wallet.address;
  listing([
    { name: 'Sky Self-Custody', address: SKY, authorizedWallets: [owner(SKY, 'SELF_CUSTODY')] },
    { name: 'Mine', address: mine, authorizedWallets: [owner(mine, 'SELF_CUSTODY')] },
  ]);
  const { user, router } = open();
  await user.click(await screen.findByRole('button', { name: /Sky Self-Custody/ }));
  await user.click(screen.getByRole('button', { name: 'Chrome Extension Wallet' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'That is not the wallet you chose (0x0d8...855f0). Connect that one, or select another wallet.',
  );
  expect(currentStep()).toBe('1. Select');
  expect(mockWallet.page.getState().status).toBe('disconnected');
  expect(sessionStore.getState().ownerWallet).toBeNull();

  await user.click(screen.getByRole('button', { name: /Mine/ }));
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Chrome Extension Wallet' }));
  await waitFor(() => expect(place(router)).toBe(ONBOARDING));
  expect(sessionStore.getState().ownerWallet).toBe(mine);
});

it('the chosen wallet already connected goes on at once, without asking the wallet again', async () => {
  const mine = mockWallet.wallet.address;
  await mockWallet.page.connect('extension');
  listing([{ name: 'Mine', address: mine, authorizedWallets: [owner(mine, 'SELF_CUSTODY')] }]);
  const { user, router } = open();
  await user.click(await screen.findByRole('button', { name: /Mine/ }));
  expect(place(router)).toBe(ONBOARDING);
  expect(mockWallet.connects()).toBe(1);
});

it('names are data: a name with a right-to-left override is isolated on the card, the heading and the sentence', async () => {
  listing([{ name: SPOOF, address: SKY, authorizedWallets: [owner(SKY, 'SELF_CUSTODY')] }]);
  const { user } = open();
  const name = await screen.findByText(SPOOF);
  expect(name.tagName).toBe('BDI');
  expect(getComputedStyle(name).overflowWrap).toBe('anywhere');
  await user.click(screen.getByRole('button', { name: /Reyes Holdings/ }));
  const shown = screen.getAllByText(SPOOF);
  expect(shown).toHaveLength(2);
  for (const element of shown) expect(element.tagName).toBe('BDI');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Connect ${SPOOF}`);
});

it('says the accounts could not be retrieved, in full, and tries again', async () => {
  answer = () => replyErrors(500, 'down');
  const { user } = open();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.',
  );
  listing([]);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByText(
      'You have no individual wallet yet. Create one first; it will control the organization.',
    ),
  ).toBeVisible();
});

it('with no individual wallet, Create Wallet comes back to this page', async () => {
  listing([]);
  const { user, router } = open();
  await user.click(await screen.findByRole('button', { name: 'Create Wallet' }));
  expect(router.state.location.pathname).toBe('/auth/wallet/create-wallet');
  expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(
    '/auth/wallet/organization/select-account',
  );
});
