/**
 * The wallet modal's start and Select, rendered against the mock API: Select by
 * default, Connect for the wallet a login token names (no way back to Select), the
 * token error, and a failed account list. The journeys that connect real wallets are
 * Playwright's (e2e/tests/wallet-modal.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMockApi,
  installMockApi,
  renderWithProviders,
  reply,
  replyErrors,
  route,
} from '@lender/shared/testing';
import { pageExit, sessionStore } from '@lender/shared';
import { provenanceConversionTicket } from '@lender/shared/endpoints/public';
import { listAccounts, selectAccount, type Account } from '@lender/shared/endpoints/wallet';
import { pageWallet } from '@lender/shared/wallet';
import WalletModal from './WalletModal.tsx';

const SELF_CUSTODY = '0x0d8e461687b7d06f86ec348e0c270b0f279855f0';
const PROVENANCE = 'pb1provenance0000000000000000000000000001';
const accounts: Account[] = [
  {
    name: 'Sky Self-Custody',
    address: SELF_CUSTODY,
    authorizedWallets: [
      {
        name: 'Sky',
        address: SELF_CUSTODY,
        type: 'SELF_CUSTODY',
        authorizationType: 'Owner',
        verified: true,
      },
    ],
  },
  {
    name: 'Old Provenance',
    address: PROVENANCE,
    authorizedWallets: [
      { name: 'Old', address: PROVENANCE, type: 'PROVENANCE', authorizationType: 'Owner', verified: true },
    ],
  },
  {
    name: 'Acme Holdings',
    address: '0xacme000000000000000000000000000000000001',
    authorizedWallets: [
      { name: 'Sky', address: SELF_CUSTODY, type: 'SELF_CUSTODY', authorizationType: 'RBAC', verified: true },
    ],
  },
];
let listFails = false;
let ticketFails = false;
let listed: Account[] = accounts;
/** The selection's answer; held until `release` when `hold` is set. */
let selectAnswer = () => replyErrors(403, 'Forbidden');
let hold: Promise<void> | null = null;
const api = installMockApi(
  createMockApi(
    route(listAccounts, () => (listFails ? replyErrors(500, 'down') : reply(listed))),
    // A Provenance wallet's selection is refused until it is converted (spec section 4).
    route(selectAccount, async () => {
      await hold;
      return selectAnswer();
    }),
    route(provenanceConversionTicket, () =>
      ticketFails ? replyErrors(404, 'No wallet to convert') : reply({ ticket: 'ticket-1' }),
    ),
  ),
);
const unsigned = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

function open(request: Parameters<ReturnType<typeof pageWallet>['openModal']>[0]) {
  pageWallet().openModal(request);
  const done = jest.fn();
  const view = renderWithProviders(<WalletModal onDone={done} />, { route: '/dashboard' });
  return { ...view, done };
}

beforeEach(() => {
  listFails = false;
  ticketFails = false;
  listed = accounts;
  selectAnswer = () => replyErrors(403, 'Forbidden');
  hold = null;
});
afterEach(() => pageWallet().closeModal());

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
  listFails = true;
  open({});
  await screen.findByRole('dialog', { name: 'Choose an Account' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.',
  );
  listFails = false;
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
    ticketFails = true;
    const { user, dialog } = await openProvenance();
    await user.click(within(dialog).getByRole('button', { name: 'Convert wallet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No wallet to convert');
    expect(within(dialog).getByRole('button', { name: 'Convert wallet' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Select, on its literal texts', () => {
  it('says "Switching Accounts..." while a card is selected, then "Error selecting wallet", the list kept', async () => {
    const user = userEvent.setup();
    let release = () => undefined as void;
    hold = new Promise<void>((resolve) => (release = resolve));
    selectAnswer = () => replyErrors(500, 'down');
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
    listed = [];
    const { router } = open({ returnTo: '/dashboard?tab=loans' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/wallet/create-wallet'));
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(
      '/dashboard?tab=loans&walletModal=Select',
    );
  });
});
