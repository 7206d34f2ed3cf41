/** The wallet modal's Provenance section against the mock API: the conversion's ticket, and its failure. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageExit, sessionStore } from '@lender/shared';
import { provenanceConversionTicket } from '@lender/shared/endpoints/public';
import {
  installModalApi,
  modalApi,
  openModal as open,
  PROVENANCE,
  unsigned,
} from './wallet-modal.testing.tsx';

const api = installModalApi();

describe('a Provenance wallet', () => {
  afterEach(() => jest.restoreAllMocks());

  async function openProvenance() {
    const user = userEvent.setup();
    sessionStore.getState().setJwt(unsigned({ sub: 'u-1', email: 'pat@example.com' }));
    open({ returnTo: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: /Old Provenance/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert your Provenance Wallet' });
    return { user, dialog };
  }

  it('mints a ticket with the session, then leaves for the conversion page with it', async () => {
    const assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    const { user, dialog } = await openProvenance();
    await user.click(within(dialog).getByRole('button', { name: 'Convert wallet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [ticketCall] = api.requestsTo(provenanceConversionTicket);
    expect(ticketCall?.params).toEqual({ walletAddress: PROVENANCE });
    expect(ticketCall?.headers.get('authorization')).toMatch(/^Bearer ey/);
    const target = new URL(assign.mock.calls[0]![0]);
    expect(`${target.origin}${target.pathname}`).toBe(
      `http://127.0.0.1:4000/auth/wallet/provenance/${PROVENANCE}/convert`,
    );
    expect(target.searchParams.get('ticket')).toBe('ticket-1');
    // Back to where the modal was headed, with the modal open on Select.
    expect(target.searchParams.get('redirectUrl')).toBe('http://localhost/dashboard?walletModal=Select');
  });

  it('says why when the ticket cannot be had, and leaves the button to try again', async () => {
    const assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => undefined);
    modalApi.ticketFails = true;
    const { user, dialog } = await openProvenance();
    await user.click(within(dialog).getByRole('button', { name: 'Convert wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No wallet to convert');
    expect(within(dialog).getByRole('button', { name: 'Convert wallet' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});
