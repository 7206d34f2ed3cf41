/** How a wallet of each type connects, and what a failed connect says. Pure. */
import { walletTypeSupport, type WalletTypeSupport } from '@lender/shared/contracts';
import { ConnectOptionsError, shortenAddress, type WalletAppKind } from '@lender/shared/wallet';

/** The wallet kinds each kind of wallet type connects through (the types: `walletTypeSupport`). */
const KINDS_BY_SUPPORT: Record<WalletTypeSupport, readonly WalletAppKind[]> = {
  hosted: ['hosted'],
  'self-custody': ['mobile', 'extension'],
  convert: [],
  unsupported: [],
};

/** How a wallet of each type connects: the wallet kinds offered, or none (unsupported; PROVENANCE converts first). */
export const connectKindsFor = (type: string): readonly WalletAppKind[] =>
  KINDS_BY_SUPPORT[walletTypeSupport(type)];

/** What a failed connect says: a wallet other than the one required is said in words. */
export function connectProblem(error: unknown, required: string | null): string {
  if (error instanceof ConnectOptionsError && required)
    return `That is not the wallet you chose (${shortenAddress(required)}). Connect that one, or select another wallet.`;
  return error instanceof Error ? error.message : String(error);
}
