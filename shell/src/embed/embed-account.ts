/**
 * The account the borrower chose to act as, as `onSuccess` gives it: read from the wallet
 * connection the modal verified (spec section 3: an organization's account is its group policy,
 * an individual's the wallet itself). Nothing without a connected wallet.
 */
import type { WalletSession } from '@lender/shared';
import type { EmbedAccount } from './protocol.ts';

export function embedAccountOf(wallet: WalletSession): EmbedAccount | null {
  if (!wallet.connected || !wallet.address) return null;
  const name = wallet.walletInfo.name ?? 'Wallet';
  const group = wallet.representedGroupPolicy;
  if (group) {
    const groupName = typeof group.name === 'string' && group.name ? group.name : name;
    return { name: groupName, address: group.address };
  }
  return { name, address: wallet.address };
}
