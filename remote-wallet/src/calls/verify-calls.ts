/**
 * The identity service's verify calls (spec section 4, "Wallet verify flow"): the nonce
 * and the attach. The wallet's signed token is their bearer (the API client sends it on
 * wallet paths); the stored session jwt travels in `X-Identity-Token`, so the nonce is
 * bound to both. The endpoint group loads with the first call.
 */
import { apiClient, sessionStore } from '@lender/shared';
import { forgetAccounts } from './account-calls.ts';

const identityHeaders = () => ({ 'X-Identity-Token': sessionStore.getState().jwt ?? '' });

/** The nonce to sign, hex. */
export async function fetchNonce(): Promise<string> {
  const { walletNonce } = await import('@lender/shared/endpoints/identity');
  return (await walletNonce.call(apiClient, { headers: identityHeaders() })).hexEncodedNonce;
}

/** Attaches the connected wallet by its signature of the nonce; the new session jwt. */
export async function attachWallet(signedNonceHex: string): Promise<string> {
  const { attachWallet: endpoint } = await import('@lender/shared/endpoints/identity');
  const query = { signedNonceHex, defaultWallet: false };
  const { jwt } = await endpoint.call(apiClient, { query, headers: identityHeaders() });
  // The wallet is now one of the identity's: the account list changed (the new token, stored
  // next, drops every entry of the old one too: docs/architecture.md, "Server state").
  await forgetAccounts().catch(() => undefined);
  return jwt;
}
