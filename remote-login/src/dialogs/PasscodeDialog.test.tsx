import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lender/shared/testing';
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
