/**
 * Which wallets the hosted test wallet lists and signs for, once a person has signed
 * in to the provider (issue 26, item 5): the wallets of that identity's own accounts
 * whose keys the provider holds (seeded PROVIDER wallets, and those the wallet
 * endpoints created), except one attached to another identity, which is not theirs.
 * Before, it listed every key it held, so one persona attached another's wallet.
 */
import type { WalletBook } from '../../state/wallet-book.ts';

export interface HeldWallet {
  /** Lower case. */
  address: string;
  name: string;
  /** The accounts it acts for besides its own, in this identity's accounts (the groups it may switch to). */
  groups: string[];
}

export type HeldWalletBook = Pick<WalletBook, 'accountsOf' | 'attachedTo' | 'providerKeyOf'>;

export function heldWalletsOf(book: HeldWalletBook, identityUuid: string): HeldWallet[] {
  const held = new Map<string, HeldWallet>();
  for (const account of book.accountsOf(identityUuid))
    for (const wallet of account.authorizedWallets) {
      const address = wallet.address.toLowerCase();
      const attachedTo = book.attachedTo(address);
      if (!book.providerKeyOf(address) || (attachedTo !== undefined && attachedTo !== identityUuid)) continue;
      const entry = held.get(address) ?? { address, name: '', groups: [] };
      entry.name ||= wallet.name;
      if (wallet.representedGroupPolicy && !entry.groups.includes(wallet.representedGroupPolicy))
        entry.groups.push(wallet.representedGroupPolicy);
      held.set(address, entry);
    }
  return [...held.values()].map((wallet) => ({ ...wallet, name: wallet.name || wallet.address }));
}
