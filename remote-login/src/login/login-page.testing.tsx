/** What the login page's test files share: rendering it, filling it, waiting for a dialog. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lender/shared/testing';
import type { Telemetry } from '@lender/shared/telemetry';
import { DIALOG_LOADING_LABEL } from '../dialogs/DialogSlot.tsx';
import { LoginPage } from './LoginPage.tsx';

export function renderLogin(route = '/auth/login') {
  const view = renderWithProviders(<LoginPage />, { route });
  return { ...view, user: userEvent.setup() };
}

/** A dialog once its code has loaded: until then its frame shows a loading status. */
export async function loadedDialog(name: string): Promise<HTMLElement> {
  await waitFor(() =>
    expect(
      within(screen.getByRole('dialog', { name })).queryByRole('status', { name: DIALOG_LOADING_LABEL }),
    ).not.toBeInTheDocument(),
  );
  return screen.getByRole('dialog', { name });
}

/** The shell's page telemetry, as far as the login reads it. */
export const pageTelemetryWithTracker = (tracker: string): Telemetry => ({
  track: () => Promise.resolve(),
  page: () => Promise.resolve(),
  trackingId: () => Promise.resolve(tracker),
});

export async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  password?: string,
) {
  await user.type(screen.getByLabelText('Email'), email);
  if (password !== undefined) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /^(Log in|Send email)$/ }));
}
