import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { redeemToken } from '@lender/shared/endpoints/identity';
import {
  createMockApi,
  fill,
  identityHandlers,
  installMockApi,
  leadPortalHandlers,
  passcodeFixtures,
  renderWithProviders,
  throughEveryFailure,
} from '@lender/shared/testing';
import { loadedDialog, renderLogin } from '../login/login-page.testing.tsx';
import PasscodeDialog, { CODE_SENT_LABEL_MS } from './PasscodeDialog.tsx';

describe('the One-Time Passcode dialog', () => {
  it('keeps "Code Sent" for five seconds after a resend (shortened here), then offers "Resend code" again', async () => {
    expect(CODE_SENT_LABEL_MS).toBe(5_000);
    const onResend = jest.fn(async () => true);
    renderWithProviders(
      <PasscodeDialog
        email="pat@example.com"
        onContinue={async () => undefined}
        onResend={onResend}
        codeSentLabelMs={200}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Code Sent' })).toBeDisabled();
    expect(screen.getByText('Code successfully resent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled());
    expect(screen.queryByText('Code successfully resent.')).not.toBeInTheDocument();
  });

  it('says nothing was resent when the resend failed', async () => {
    renderWithProviders(
      <PasscodeDialog
        email="pat@example.com"
        onContinue={async () => undefined}
        onResend={async () => false}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.queryByText('Code successfully resent.')).not.toBeInTheDocument();
  });
});

// The sweep is @lender/shared/testing's (e2e/tests/login/bad-input.spec.ts keeps what needs a browser).
describe('the One-Time Passcode dialog of the login page', () => {
  const api = installMockApi(createMockApi(...identityHandlers(), ...leadPortalHandlers()));

  it('through every failed answer: said, the dialog and the code kept, sent once', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('checkbox', { name: /one-time passcode/ }));
    await fill(user, screen.getByLabelText('Email'), 'bad.passcode@example.com');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    const dialog = () => screen.getByRole('dialog', { name: 'One-Time Passcode' });
    await loadedDialog('One-Time Passcode');
    await fill(user, within(dialog()).getByLabelText('Enter code'), '12 34 56');
    await throughEveryFailure({
      api,
      endpoint: redeemToken,
      submit: () => within(dialog()).getByRole('button', { name: 'Continue' }),
      sends: { loginUuid: passcodeFixtures.sent.uuid, token: '123456' },
      kept: () => expect(within(dialog()).getByLabelText('Enter code')).toHaveValue('123456'),
    });
  });
});
