/**
 * The wallet modal rendered against the mock API, for its component tests: the accounts
 * listed (a self-custody wallet, a Provenance wallet, an organization's), the answers each
 * test may change (`modalApi`), and `openModal`.
 */
import {
  createMockApi,
  installMockApi,
  renderWithProviders,
  reply,
  replyErrors,
  route,
} from '@lender/shared/testing';
import { provenanceConversionTicket } from '@lender/shared/endpoints/public';
import { listAccounts, selectAccount, type Account } from '@lender/shared/endpoints/wallet';
import { pageWallet } from '@lender/shared/wallet';
import WalletModal from './WalletModal.tsx';

export const SELF_CUSTODY = '0x0d8e461687b7d06f86ec348e0c270b0f279855f0';
export const PROVENANCE = 'pb1provenance0000000000000000000000000001';
export const accounts: Account[] = [
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

/** What the mock API answers; each test may change it, and it is reset before each. */
export const modalApi = {
  listFails: false,
  ticketFails: false,
  listed: accounts,
  /** The selection's answer (a Provenance wallet's is refused until converted: spec section 4). */
  selectAnswer: () => replyErrors(403, 'Forbidden'),
  /** Holds the selection's answer until it settles, when set. */
  hold: null as Promise<void> | null,
};

/** Installs the mock API for this test file, resetting its answers before each test. */
export function installModalApi() {
  const api = installMockApi(
    createMockApi(
      route(listAccounts, () => (modalApi.listFails ? replyErrors(500, 'down') : reply(modalApi.listed))),
      route(selectAccount, async () => {
        await modalApi.hold;
        return modalApi.selectAnswer();
      }),
      route(provenanceConversionTicket, () =>
        modalApi.ticketFails ? replyErrors(404, 'No wallet to convert') : reply({ ticket: 'ticket-1' }),
      ),
    ),
  );
  beforeEach(() => {
    Object.assign(modalApi, {
      listFails: false,
      ticketFails: false,
      listed: accounts,
      selectAnswer: () => replyErrors(403, 'Forbidden'),
      hold: null,
    });
  });
  afterEach(() => pageWallet().closeModal());
  return api;
}

/** An unsigned token with `claims` (the modal reads a login token's claims, never its signature). */
export { unsignedToken as unsigned } from '../verify/unsigned-token.testing.ts';

/** Opens the modal as the page wallet would with `request`, on /dashboard. */
export function openModal(request: Parameters<ReturnType<typeof pageWallet>['openModal']>[0]) {
  pageWallet().openModal(request);
  const done = jest.fn();
  const view = renderWithProviders(<WalletModal onDone={done} />, { route: '/dashboard' });
  return { ...view, done };
}
