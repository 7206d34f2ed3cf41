/**
 * The organization select-account page's rules, pure (spec section 2,
 * "Organization select-account"; section 4, the organization Connect step): the
 * person chooses the individual wallet that will control the organization (Select),
 * connects it (Connect: a PROVIDER or OLDNET wallet at once through the hosted wallet,
 * a SELF_CUSTODY one by the mobile wallet or the extension), and once the connection
 * is that wallet's it is stored as the owner wallet and the page goes on to
 * onboarding. Another wallet is disconnected and the page goes back to Select.
 */
import { paths } from '@lender/shared';
import type { Account } from '@lender/shared/endpoints/wallet';
import { sameAddress } from '@lender/shared/wallet';
import { accountGroups, type AccountCard } from '../accounts/account-cards.ts';
import { connectKindsFor } from '../connect/connect-kinds.ts';

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
