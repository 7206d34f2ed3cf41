/**
 * A dialog whose code cannot be loaded: the login page keeps what was typed, the
 * dialog's frame says so with Retry, and Retry loads it. The passcode dialog's
 * module stands in for a chunk that fails until the connection is back (a render
 * error reaches the same boundary a failed import does; that Retry imports again is
 * shared/src/ui/lazy-part.test.tsx's).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockApi, identityHandlers, installMockApi, renderWithProviders } from '@lender/shared/testing';
import { DIALOG_LOAD_FAILED_MESSAGE } from '../dialogs/DialogSlot.tsx';
import { PASSCODE_TITLE } from './dialog-titles.ts';
import { LoginPage } from './LoginPage.tsx';

/** The chunk fails until the test says the connection is back. */
let chunkFails = true;
jest.mock('../dialogs/PasscodeDialog.tsx', () => ({
  __esModule: true,
  default: function PasscodeDialogStandIn() {
    if (chunkFails) throw new Error('Loading chunk 123 failed.');
    return <p>The passcode dialog</p>;
  },
}));

installMockApi(createMockApi(...identityHandlers()));

it('shows the failure and Retry inside the dialog, keeps the typed email, and loads on Retry', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<LoginPage />, { route: '/auth/login' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: /one-time passcode/ }));
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Send email' }));

  // One frame: it said "Loading…" and now says the body failed.
  const dialog = await screen.findByRole('dialog', { name: PASSCODE_TITLE });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(DIALOG_LOAD_FAILED_MESSAGE);
  expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');

  chunkFails = false;
  await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The passcode dialog')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
  jest.restoreAllMocks();
});
