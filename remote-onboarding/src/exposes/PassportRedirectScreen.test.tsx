/**
 * The passport redirect screen's states that need no wallet: a link it cannot read (a
 * flow, a redirect it will not send anyone to), and no wallet connected (the modal opens
 * first). The journeys through a connected
 * wallet to the passport site are Playwright's (e2e/tests/shell/onboarding.spec.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localRuntimeConfig, renderWithProviders } from '@lender/shared/testing';
import { sessionStore, setRuntimeConfig } from '@lender/shared';
import { pageWallet } from '@lender/shared/wallet';
import PassportRedirectScreen from './PassportRedirectScreen.tsx';

beforeAll(() => setRuntimeConfig(localRuntimeConfig()));
afterEach(() => pageWallet().closeModal());

it('says a flow it cannot read, and offers a way back', async () => {
  renderWithProviders(<PassportRedirectScreen />, { route: '/auth/wallet/onboarding?intent=kyb' });
  expect(screen.getByRole('heading', { level: 1, name: 'Investor Passport' })).toBeVisible();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The link\'s flow is not one we can continue: "intent" has a value we do not know.',
  );
  expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/dashboard');
  expect(pageWallet().getState().modal.showModal).toBe(false);
});

it('with no wallet connected, opens the wallet modal first, and again on "Connect a Wallet"', async () => {
  const user = userEvent.setup();
  renderWithProviders(<PassportRedirectScreen />, { route: '/auth/wallet/onboarding?intent=506c' });
  expect(await screen.findByText('Connect a wallet to continue to your investor passport.')).toBeVisible();
  await waitFor(() => expect(pageWallet().getState().modal.showModal).toBe(true));
  // Opened for this page: it stays here once the modal is done.
  expect(pageWallet().modalRequest()).toEqual({ returnTo: null, section: null, token: null });
  pageWallet().closeModal();
  await user.click(screen.getByRole('button', { name: 'Connect a Wallet' }));
  expect(pageWallet().getState().modal.showModal).toBe(true);
});

it.each([
  ['redirectUrl', 'https://evil.example/'],
  ['redirectUrl', 'javascript:alert(document.domain)'],
  ['incompleteRedirectUrl', '//evil.example'],
])(
  'refuses a link whose %s is %s: the message naming it, nothing stored, no wallet asked for',
  async (field, address) => {
    const before = { intent: '506b', passportUuid: 'p-1' } as const;
    sessionStore.getState().saveFlowRecord(before);
    const stored = window.localStorage.getItem('gatekeep-up');
    renderWithProviders(<PassportRedirectScreen />, {
      route: `/auth/wallet/onboarding?intent=kyc&${field}=${encodeURIComponent(address)}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The ${field} in this link is not an address we can send you to.`,
    );
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/dashboard');
    expect(window.localStorage.getItem('gatekeep-up')).toBe(stored);
    expect(sessionStore.getState().flowRecord).toEqual(before);
    expect(pageWallet().getState().modal.showModal).toBe(false);
  },
);
