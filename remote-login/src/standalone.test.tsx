/**
 * The login remote's standalone page (./standalone.tsx, as its server serves it): a
 * `walletconnect=true` login, once signed in, asks for the wallet modal, which only the
 * full site hosts. Alone, the page says so and links to the same page on the shell's
 * origin (the one its server inlined); in the shell the modal opens as before.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@lender/shared';
import {
  createMockApi,
  identityHandlers,
  installMockApi,
  leadPortalHandlers,
  openStandalonePage,
} from '@lender/shared/testing';
import { pageWallet } from '@lender/shared/wallet';
import { fillAndSubmit, renderLogin } from './login/login-page.testing.tsx';

installMockApi(createMockApi(...identityHandlers(), ...leadPortalHandlers()));

/** Not the default port: the link follows what the server was told. */
const SHELL_ORIGIN = 'http://127.0.0.1:3200';
const PATH = '/auth/login?walletconnect=true&label=apollo';

afterEach(() => pageWallet().closeModal());

// First: the standalone page's root stays mounted to the end of the file.
it('in the shell: the same login opens the wallet modal, with no such message', async () => {
  const { user } = renderLogin(PATH);
  await fillAndSubmit(user, 'pat@example.com', 'pw');
  await waitFor(() => expect(sessionStore.getState().walletSession.modal.showModal).toBe(true));
  expect(screen.queryByText('This step needs the full site')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: /^Log in to / })).toBeInTheDocument();
});

it('alone: after sign-in, says the step needs the full site and links to the same page there', async () => {
  openStandalonePage(PATH, SHELL_ORIGIN);
  await import('./standalone.tsx');
  const user = userEvent.setup();

  await screen.findByRole('heading', { level: 1, name: /^Log in to / });
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  await fillAndSubmit(user, 'pat@example.com', 'pw');

  const heading = await screen.findByRole('heading', { level: 2, name: 'This step needs the full site' });
  expect(screen.getByRole('alert')).toContainElement(heading);
  expect(screen.getByRole('link', { name: 'Open this page on the full site' })).toHaveAttribute(
    'href',
    `${SHELL_ORIGIN}${PATH}`,
  );
  expect(sessionStore.getState().jwt).toBeTruthy();
});
