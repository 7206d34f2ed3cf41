/**
 * Connect options (spec section 4) and the check a freshly connected wallet must pass.
 * The wallet is judged by its session: `address` is the individual wallet and
 * `representedGroupPolicy.address` the group it acts for, if any. Addresses compare
 * without regard to case (hex addresses may carry checksum capitals; bech32 ones are
 * lower case anyway).
 */
import type { WalletSession } from './wallet-session.ts';

export interface ConnectOptions {
  /** Refuse a wallet that acts for a group. */
  prohibitGroups?: boolean;
  /** The wallet must act for this group. */
  requiredGroupAddress?: string;
  /** The wallet must be this individual wallet. */
  requiredIndividualAddress?: string;
}

export type ConnectOption = keyof ConnectOptions;

/** Thrown by the driver when a connected wallet fails its connect options. */
export class ConnectOptionsError extends Error {
  constructor(readonly option: ConnectOption) {
    super(`The connected wallet does not satisfy ${option}`);
    this.name = 'ConnectOptionsError';
  }
}

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/**
 * Returns `null` when the wallet satisfies every given option, otherwise the name of the
 * first option it violates, checked in the order: requiredIndividualAddress,
 * prohibitGroups, requiredGroupAddress.
 */
export function checkConnectOptions(
  wallet: Pick<WalletSession, 'address' | 'representedGroupPolicy'>,
  options: ConnectOptions = {},
): ConnectOption | null {
  const group = wallet.representedGroupPolicy?.address ?? null;
  if (
    options.requiredIndividualAddress !== undefined &&
    !same(wallet.address, options.requiredIndividualAddress)
  )
    return 'requiredIndividualAddress';
  if (options.prohibitGroups && group !== null) return 'prohibitGroups';
  if (options.requiredGroupAddress !== undefined && !same(group, options.requiredGroupAddress))
    return 'requiredGroupAddress';
  return null;
}
