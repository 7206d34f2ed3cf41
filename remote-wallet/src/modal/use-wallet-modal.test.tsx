/**
 * The modal's runner: effects queued for a change the person superseded before they
 * ran are skipped (only the latest change's effects run).
 */
import { act, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@lender/shared/testing';
import { selectAccount } from '@lender/shared/endpoints/wallet';
import { pageWallet } from '@lender/shared/wallet';
import { installModalApi } from '../exposes/wallet-modal.testing.tsx';
import { useWalletModal } from './use-wallet-modal.ts';

const api = installModalApi();

it('a card chosen and the modal closed before the next render: no selection is sent, the host goes on', async () => {
  const done = jest.fn();
  let modal!: ReturnType<typeof useWalletModal>;
  function Probe() {
    modal = useWalletModal(done);
    return null;
  }
  pageWallet().openModal({ returnTo: '/dashboard' });
  renderWithProviders(<Probe />, { route: '/dashboard' });
  await waitFor(() => expect(modal.view).toMatchObject({ section: 'Select', status: 'ready' }));
  const card = modal.view.section === 'Select' ? modal.view.groups.individual[0]! : null;
  act(() => {
    modal.send({ type: 'choose', card: card! });
    modal.close();
  });
  await waitFor(() => expect(done).toHaveBeenCalledWith({ connected: false }));
  expect(api.requestsTo(selectAccount)).toHaveLength(0);
});
