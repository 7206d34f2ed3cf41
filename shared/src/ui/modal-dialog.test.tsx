import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render.tsx';
import { announce } from './live-region.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { notify } from './notify.tsx';
import { toaster } from './toaster.tsx';

describe('the modal dialog', () => {
  afterEach(() => act(() => toaster.remove()));

  it('is a labelled dialog, and toasts and announcements render inside it while it is open', async () => {
    const view = renderWithProviders(
      <ModalDialog open title="One-Time Passcode" onClose={() => undefined}>
        <p>Body</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'One-Time Passcode' });
    await act(async () => {
      await notify({ kind: 'error', title: 'The code is incorrect.' });
    });
    await waitFor(() => expect(dialog).toContainElement(screen.getByText('The code is incorrect.')));
    act(() => announce('Code successfully resent.'));
    expect(dialog).toContainElement(screen.getByTestId('live-region'));
    expect(screen.getByTestId('live-region')).toHaveTextContent('Code successfully resent.');
    view.unmount();
  });

  it('gives the toaster back to the page once it closes', async () => {
    const view = renderWithProviders(
      <ModalDialog open={false} title="Closed">
        <p>Body</p>
      </ModalDialog>,
    );
    await act(async () => {
      await notify({ kind: 'info', title: 'On the page' });
    });
    expect(await screen.findByText('On the page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();
  });

  it('gives the focus back to the element that last had it, when the page had it at opening', () => {
    let setOpen: (open: boolean) => void = () => undefined;
    function Page() {
      const [open, set] = useState(false);
      setOpen = set;
      return (
        <>
          <button type="button">Log in</button>
          <ModalDialog open={open} title="2 Step Verification" onClose={() => set(false)}>
            <input aria-label="Enter code" />
          </ModalDialog>
        </>
      );
    }
    const view = renderWithProviders(<Page />);
    const logIn = screen.getByRole('button', { name: 'Log in' });
    logIn.focus();
    // Disabled while its call runs: the focus falls to the page before the dialog opens.
    logIn.blur();
    expect(document.activeElement).toBe(document.body);
    act(() => setOpen(true));
    expect(screen.getByRole('dialog', { name: '2 Step Verification' })).toBeInTheDocument();
    act(() => setOpen(false));
    expect(logIn).toHaveFocus();
    view.unmount();
  });
});
