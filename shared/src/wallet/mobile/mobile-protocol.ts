/**
 * What the product and a mobile wallet say to each other over WalletConnect v2. The
 * library the specification follows (walletconnect-js 3.10.2) speaks WalletConnect v1
 * (docs/wallet-protocol.md); over v2 we keep its method names and payloads and choose
 * the rest, recorded in docs/spec-decisions.md. Both ends use this module: the
 * product's mobile adapter and the test mobile wallet (test-wallets).
 * - One namespace, `provenance`, on one chain per environment; the account is
 *   `provenance:<chain>:<address>`.
 * - `provenance_sign` takes `[metadata JSON, hex payload]` and answers the 64-byte
 *   r‖s secp256k1 signature of SHA-256(payload bytes), hex. A token is signed as the
 *   hex of its `header.payload`; a nonce is signed as given.
 * - `provenance_sendTransaction` takes `[metadata JSON, ...base64 messages]` and answers
 *   `{ txResponse: { code, rawLog, txhash } }`.
 * - `wallet_action` takes `[metadata JSON]` whose `action` is `switchToGroup` (answered
 *   with `{ jwt, representedGroupPolicy }`) or `removePendingMethod` (answered `true`):
 *   the wallet drops the request whose metadata's `customId` is `payload.customId`.
 * - The approved session's `sessionProperties` carry the wallet's compressed public
 *   key (hex), its name, its signed token and, when it acts for a group, the group
 *   policy as JSON. The proposal's carry the connect options, for the wallet to enforce.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import type { WalletEnvironment } from '../wallet-app-ids.ts';
import { sameAddress } from '../../rules/wallet-owner.ts';

export const PROVENANCE_NAMESPACE = 'provenance';
export const PROVENANCE_CHAINS: Record<WalletEnvironment, string> = {
  production: 'pio-mainnet-1',
  test: 'pio-testnet-1',
};
export const MOBILE_METHODS = {
  sign: 'provenance_sign',
  send: 'provenance_sendTransaction',
  action: 'wallet_action',
} as const;

export const chainIdOf = (chain: string) => `${PROVENANCE_NAMESPACE}:${chain}`;
export const accountIdOf = (chain: string, address: string) => `${chainIdOf(chain)}:${address}`;
/** The address of a `provenance:<chain>:<address>` account, or null for any other form. */
export function addressOfAccountId(accountId: string): string | null {
  const [namespace, chain, address] = accountId.split(':');
  return namespace === PROVENANCE_NAMESPACE && chain && address ? address : null;
}

/**
 * What a WalletConnect `session_update` (accounts only: it brings no key or token) means for
 * the connection the page holds: `same` when the held wallet is still among the accounts, or
 * the first account is the group it acts for (a wallet showing the group it switched to);
 * `changed` when it moved to another account (the page has no proof for it); `ignore` when
 * the update names no Provenance account.
 */
export function accountsUpdate(
  accountIds: readonly string[],
  held: { address: string; representedGroupPolicy?: { address: string } | null },
): 'same' | 'changed' | 'ignore' {
  const addresses = accountIds.map(addressOfAccountId).filter((address): address is string => !!address);
  if (addresses.length === 0) return 'ignore';
  if (addresses.some((address) => sameAddress(address, held.address))) return 'same';
  return sameAddress(addresses[0], held.representedGroupPolicy?.address) ? 'same' : 'changed';
}

/** The `sessionProperties` names of an approved session. */
export const SESSION_PROPERTIES = {
  publicKey: 'publicKey',
  walletName: 'walletName',
  jwt: 'jwt',
  representedGroupPolicy: 'representedGroupPolicy',
} as const;

/** What every request's first parameter (a JSON string) carries. */
export interface RequestMetadata {
  address: string;
  description: string;
  /** Epoch milliseconds. */
  date: number;
  /**
   * The request's own id, fresh for each (walletconnect-js's name): what a
   * `removePendingMethod` action names in `payload.customId` to withdraw it.
   */
  customId?: string;
  action?: 'switchToGroup' | 'removePendingMethod';
  payload?: Record<string, string>;
}

/** The code and message of a request the person refused in the wallet (WalletConnect's USER_REJECTED). */
export const USER_REJECTED = { code: 5000, message: 'User rejected.' } as const;
/** The reason a wallet gives when it ends a session itself (WalletConnect's USER_DISCONNECTED). */
export const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const;

/** What `provenance_sendTransaction` answers (the library's `txResponse`, lower-case `txhash`). */
export interface TxResponse {
  code: number;
  rawLog: string;
  txhash?: string;
}

const encoder = new TextEncoder();
/** The hex of a text's UTF-8 bytes, no `0x` (a token's signing input goes to the wallet this way). */
export const utf8ToHex = (text: string) => bytesToHex(encoder.encode(text));
