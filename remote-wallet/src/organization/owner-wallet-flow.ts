/**
 * The organization select-account page's rules, pure (spec section 2,
 * "Organization select-account"; section 4, the organization Connect step): the
 * person chooses the individual wallet that will control the organization (Select),
 * connects it (Connect: a PROVIDER or OLDNET wallet at once through the hosted wallet,
 * a SELF_CUSTODY one by the mobile wallet or the extension), and once the connection
 * is that wallet's it is stored as the owner wallet and the page goes on to
 * onboarding. Another wallet is disconnected and the page goes back to Select.
 * The connect itself is the one connect flow's (../connect/).
 */
import { paths } from '@lender/shared';
import type { Account } from '@lender/shared/endpoints/wallet';
import { sameAddress } from '@lender/shared/contracts';
import { type WalletAppKind } from '@lender/shared/wallet';
import { type WalletSession } from '@lender/shared';
import { accountGroups, type AccountCard } from '../accounts/account-cards.ts';
import { autoKind, type ConnectRequest } from '../connect/connect-flow.ts';
import { connectKindsFor } from '../connect/connect-kinds.ts';
import { withRedirect } from '../create/create-account.ts';

export const OWNER_PAGE_TITLE =
  'Select the Individual Wallet that will be the controlling member of this Organization';
export const NO_INDIVIDUAL_WALLET =
  'You have no individual wallet yet. Create one first; it will control the organization.';

/** The wallets that may control an organization: the owner wallets of the individual accounts, each once. */
export function ownerCandidates(accounts: readonly Account[]): AccountCard[] {
  const seen = new Set<string>();
  return accountGroups(accounts).individual.filter((card) => {
    const owner = sameAddress(card.wallet.address, card.account.address);
    const key = card.wallet.address.toLowerCase();
    if (!owner || seen.has(key)) return false;
    seen.add(key);
    return connectKindsFor(card.wallet.type).length > 0;
  });
}

/** How the chosen wallet connects: the ways its type offers, and it must be the one that answers. */
export const ownerConnectRequest = (card: AccountCard): ConnectRequest => ({
  kinds: connectKindsFor(card.wallet.type),
  required: card.wallet.address,
});

export type AfterChoose =
  { next: 'onboarding'; ownerWallet: string } | { next: 'Connect'; connectAtOnce: WalletAppKind | null };

/**
 * A card is chosen. The wallet already connected is the owner wallet at once (nothing to
 * ask the wallet); otherwise Connect, connecting at once when the type has one way.
 */
export function afterChoose(
  card: AccountCard,
  session: Pick<WalletSession, 'status' | 'address'>,
): AfterChoose {
  if (session.status === 'connected' && session.address && sameAddress(session.address, card.wallet.address))
    return { next: 'onboarding', ownerWallet: session.address };
  return { next: 'Connect', connectAtOnce: autoKind(ownerConnectRequest(card)) };
}

export type AfterOwnerConnect = { next: 'onboarding'; ownerWallet: string } | { next: 'Select' };

/** Once a connection is established: the chosen wallet goes on; any other goes back to Select (disconnected). */
export function afterOwnerConnect(chosenAddress: string, connectedAddress: string | null): AfterOwnerConnect {
  return connectedAddress !== null && sameAddress(chosenAddress, connectedAddress)
    ? { next: 'onboarding', ownerWallet: connectedAddress }
    : { next: 'Select' };
}

/**
 * Where the page goes once the owner wallet is connected: the onboarding screen,
 * which decides the passport page (issue 15), with this page's query (the
 * `redirectUrl` and the flow intent) carried along.
 */
export function onboardingAddress(search: string): string {
  const query = new URLSearchParams(search);
  const rest = query.toString();
  return rest ? `${paths.passportOnboarding}?${rest}` : paths.passportOnboarding;
}

/**
 * With no individual wallet to choose, "Create Wallet" and back to this page (without
 * its query: the new account is chosen here, then the query is this page's again).
 */
export const createWalletAddress = (): string =>
  withRedirect(paths.createWallet, paths.organizationSelectAccount);
