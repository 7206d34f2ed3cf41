/**
 * What the product and a mobile wallet say to each other over WalletConnect v2. The
 * library the specification follows (walletconnect-js 3.10.2) speaks WalletConnect v1
 * (docs/wallet-protocol.md); over v2 we keep its method names and payloads and choose
 * the rest, recorded in docs/spec-decisions.md:
 * - one namespace, `provenance`, on one chain per environment, the account being
 *   `provenance:<chain>:<address>`;
 * - `provenance_sign` takes `[metadata JSON, hex payload]` and answers the 64-byte
 *   r‖s secp256k1 signature of SHA-256(payload bytes), hex (a JWT's payload is the
 *   hex of `header.payload`, a nonce is signed as given);
 * - the wallet's compressed public key (hex) and name travel in the session's
 *   `sessionProperties`.
 */
export const PROVENANCE_NAMESPACE = 'provenance';
export const TEST_CHAIN = 'pio-testnet-1';
export const WALLET_METHODS = {
  sign: 'provenance_sign',
  send: 'provenance_sendTransaction',
  action: 'wallet_action',
} as const;

export const chainIdOf = (chain: string) => `${PROVENANCE_NAMESPACE}:${chain}`;
export const accountIdOf = (chain: string, address: string) => `${chainIdOf(chain)}:${address}`;

/** What a `provenance_sign` request carries besides the payload. */
export interface SignMetadata {
  address: string;
  description: string;
  date: number;
}
