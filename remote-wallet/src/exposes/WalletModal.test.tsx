/**
 * The wallet modal's start and Select, rendered against the mock API: Select by
 * default, Connect for the wallet a login token names (no way back to Select), the
 * token error, and a failed account list. The journeys that connect real wallets are
 * Playwright's (e2e/tests/shell/wallet-modal.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replyErrors } from '@lender/shared/testing';
import { pageWallet } from '@lender/shared/wallet';
import {
  installModalApi,
  modalApi,
  openModal as open,
  SELF_CUSTODY,
  unsigned,
} from './wallet-modal.testing.tsx';

installModalApi();

it('starts on Select: individual accounts first, then organizational, with the footer links', async () => {
  open({ returnTo: '/dashboard' });
  const dialog = await screen.findByRole('dialog', { name: 'Choose an Account' });
  const groups = await within(dialog).findAllByRole('heading', { level: 3 });
  expect(groups.map((heading) => heading.textContent)).toEqual([
    'Individual Accounts',
    'Organizational Accounts',
  ]);
  expect(within(dialog).getByRole('button', { name: /Acme Holdings/ })).toHaveTextContent('Signing as Sky');
  expect(within(dialog).getByText('Looking for something else?')).toBeVisible();
});

it('says the accounts could not be retrieved, in full, and tries again', async () => {
  const user = userEvent.setup();
  modalApi.listFails = true;
  open({});
  await screen.findByRole('dialog', { name: 'Choose an Account' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.',
  );
  modalApi.listFails = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: /Acme Holdings/ })).toBeVisible();
});

it('token mode: starts on Connect for the wallet the login token names, with no way back to Select', async () => {
  open({ returnTo: '/dashboard', token: unsigned({ sub: 'u-1', addr: SELF_CUSTODY }) });
  const dialog = await screen.findByRole('dialog', { name: 'Connect Your Wallet' });
  // A self-custody wallet (its type from the account list): the person picks how.
  expect(await within(dialog).findByRole('button', { name: 'Mobile wallet' })).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Chrome Extension Wallet' })).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: 'Use your provider account' })).toBeNull();
  expect(within(dialog).queryByRole('button', { name: /Select (Another|A Different) Wallet/ })).toBeNull();
});

it('a login token that names no wallet starts on Select', async () => {
  open({ returnTo: '/dashboard', token: unsigned({ sub: 'u-1', email: 'pat@example.com' }) });
  expect(await screen.findByRole('dialog', { name: 'Choose an Account' })).toBeVisible();
});

it('token mode: a token naming an account without its wallet says "jwt is missing addr claim" and offers the list', async () => {
  const user = userEvent.setup();
  open({ returnTo: '/dashboard', token: unsigned({ sub: 'u-1', grp: '0xacme' }) });
  const dialog = await screen.findByRole('dialog', { name: 'Connect Your Wallet' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('jwt is missing addr claim');
  await user.click(within(dialog).getByRole('button', { name: 'Select Another Wallet' }));
  expect(await screen.findByRole('dialog', { name: 'Choose an Account' })).toBeVisible();
});

it('a given Connect section offers every kind of wallet', async () => {
  open({ section: 'Connect' });
  const dialog = await screen.findByRole('dialog', { name: 'Connect Your Wallet' });
  await waitFor(() =>
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(
      expect.arrayContaining(['Mobile wallet', 'Chrome Extension Wallet', 'Use your provider account']),
    ),
  );
});

describe('Select, on its literal texts', () => {
  it('says "Switching Accounts..." while a card is selected, then "Error selecting wallet", the list kept', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    modalApi.hold = new Promise<void>((resolve) => (release = resolve));
    modalApi.selectAnswer = () => replyErrors(500, 'down');
    open({});
    await user.click(await screen.findByRole('button', { name: /Sky Self-Custody/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Switching Accounts...');
    expect(screen.getByRole('button', { name: /Sky Self-Custody/ })).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error selecting wallet');
    expect(screen.getByRole('button', { name: /Sky Self-Custody/ })).toBeEnabled();
  });

  it('"Create an Organization" goes to the organization page, the modal closed', async () => {
    const user = userEvent.setup();
    const { router } = open({});
    await user.click(await screen.findByRole('button', { name: 'Create an Organization' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/auth/wallet/organization/select-account'),
    );
    expect(pageWallet().getState().modal.showModal).toBe(false);
  });

  it('no account yet: off to Create Wallet, which comes back to the modal on Select where it was headed', async () => {
    modalApi.listed = [];
    const { router } = open({ returnTo: '/dashboard?tab=loans' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/wallet/create-wallet'));
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(
      '/dashboard?tab=loans&walletModal=Select',
    );
  });
});
