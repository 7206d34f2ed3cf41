/**
 * The onboarding remote's standalone page (./standalone.tsx, as its server serves it):
 * with no wallet connected the screen asks for the wallet modal, which only the full site
 * hosts. Alone, the page says so and links to the same page on the shell's origin (the
 * one its server inlined) instead of waiting; in the shell the modal opens as before
 * (./exposes/PassportRedirectScreen.test.tsx).
 */
import { screen, waitFor } from '@testing-library/react';
import { sessionStore, setRuntimeConfig } from '@lender/shared';
import { localRuntimeConfig, openStandalonePage, renderWithProviders } from '@lender/shared/testing';
import { pageWallet } from '@lender/shared/wallet';
import PassportRedirectScreen, { CONNECT_FIRST } from './exposes/PassportRedirectScreen.tsx';

/** Not the default port: the link follows what the server was told. */
const SHELL_ORIGIN = 'https://sign-in.lender.example';
const PATH = '/auth/wallet/onboarding?intent=506c&label=hamilton';

afterEach(() => pageWallet().closeModal());

// First: the standalone page's root stays mounted to the end of the file.
it('in the shell: the screen waits for the wallet modal, with no such message', async () => {
  setRuntimeConfig(localRuntimeConfig());
  renderWithProviders(<PassportRedirectScreen />, { route: PATH });
  expect(await screen.findByText(CONNECT_FIRST)).toBeVisible();
  await waitFor(() => expect(pageWallet().getState().modal.showModal).toBe(true));
  expect(screen.queryByText('This step needs the full site')).not.toBeInTheDocument();
});

it('alone, signed in (as its suite starts): says the step needs the full site and links to the same page there', async () => {
  sessionStore.getState().setJwt('header.payload.signature');
  openStandalonePage(PATH, SHELL_ORIGIN);
  await import('./standalone.tsx');

  const heading = await screen.findByRole('heading', { level: 2, name: 'This step needs the full site' });
  expect(screen.getByRole('alert')).toContainElement(heading);
  expect(screen.getByRole('link', { name: 'Open this page on the full site' })).toHaveAttribute(
    'href',
    `${SHELL_ORIGIN}${PATH}`,
  );
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  // The screen stays below it, saying which step this is; as the page loads, the focus stays put
  // (the first Tab is the skip link).
  expect(screen.getByRole('heading', { level: 1, name: 'Investor Passport' })).toBeInTheDocument();
  expect(screen.getByText(CONNECT_FIRST)).toBeInTheDocument();
  expect(document.body).toHaveFocus();
});
