/**
 * The names a wallet gives itself (issue 26, item 4): its `walletInfo.name` and its
 * peer's name, from any kind's connect answer, a session update or a saved session.
 * They are shown to the person and kept in the saved session, and any script on the
 * page can answer for the extension, so they take an account name's limits (length,
 * no control or bidi character, `limitedName` in ../rules/text-limits.ts). A name that
 * fails them (or is not text at all) is dropped, not cut: the session then has no
 * wallet name, as when a wallet gives none, and whatever shows it falls back.
 * The connection reducer applies this to everything it takes in, the one place every
 * kind's answer becomes the session.
 */
import * as v from 'valibot';
import { limitedName, TEXT_LIMITS } from '../rules/text-limits.ts';
import type { WalletPeer } from './wallet-session.ts';

const WalletName = limitedName(TEXT_LIMITS.accountName);

/** True when a wallet's name for itself may be kept. */
export const isFitWalletName = (name: unknown): name is string => v.is(WalletName, name);

interface NamedByWallet {
  walletInfo?: { name?: string };
  peer?: WalletPeer | null;
}

/**
 * The same value with a `walletInfo.name` that fails the limits dropped (walletInfo
 * then `{}`), and a peer whose name fails them dropped whole (null: the peer's name is
 * required, and nothing else of it is shown). Unchanged (the same object) when both fit.
 */
export function withFitWalletNames<T extends NamedByWallet>(value: T): T {
  const { walletInfo, peer } = value;
  const infoFits = walletInfo?.name === undefined || isFitWalletName(walletInfo.name);
  const peerFits = !peer || isFitWalletName(peer.name);
  if (infoFits && peerFits) return value;
  return { ...value, ...(infoFits ? {} : { walletInfo: {} }), ...(peerFits ? {} : { peer: null }) };
}
