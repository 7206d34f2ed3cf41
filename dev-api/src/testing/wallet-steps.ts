/**
 * For dev API tests: the wallet's side of the verify flow through HTTP, as the front end
 * makes it (spec section 4, "Wallet verify flow"): the wallet's own signed token, a nonce
 * fetched with it, the nonce signed with the wallet's key, and attach.
 */
import * as v from 'valibot';
import {
  addressFromPublicKey,
  buildSignedTokenPayload,
  publicKeyHex,
  signHexMessage,
  signJwtES256K,
} from '@lender/shared/stand-ins';
import { walletNonce } from '@lender/shared/endpoints/identity';
import type { ApiClient } from './http-client.ts';

type Key = string | Uint8Array;

/** The wallet's token for `privateKey`, as a wallet builds it; `claims` override or add (`grp`, `iat`, `exp`). */
export function walletToken(privateKey: Key, claims: { grp?: string; iat?: number; exp?: number } = {}) {
  const publicKey = publicKeyHex(privateKey);
  const address = addressFromPublicKey(publicKey);
  const payload = buildSignedTokenPayload({
    address,
    subject: publicKey,
    issuer: 'test-wallet',
    now: Date.now(),
  });
  return { address, token: signJwtES256K({ ...payload, ...claims }, privateKey) };
}

/** The headers of a wallet-path call: the wallet's token as the bearer, the session's beside it. */
export const walletCallHeaders = (client: ApiClient, walletJwt: string, sessionJwt: string) => ({
  ...client.bearer(walletJwt),
  'X-Identity-Token': sessionJwt,
});

export const nonceAnswer = (client: ApiClient, walletJwt: string, sessionJwt: string) =>
  client.call(
    'GET',
    '/identity/api/v3/wallet/nonce',
    undefined,
    walletCallHeaders(client, walletJwt, sessionJwt),
  );

/** A nonce for the wallet and the session, expecting it to be given. */
export async function fetchNonce(client: ApiClient, walletJwt: string, sessionJwt: string): Promise<string> {
  const answer = await nonceAnswer(client, walletJwt, sessionJwt);
  expect(answer.status).toBe(200);
  return v.parse(walletNonce.response, answer.body).hexEncodedNonce;
}

export function attach(
  client: ApiClient,
  walletJwt: string,
  sessionJwt: string,
  signedNonceHex: string,
  query: Record<string, string> = {},
) {
  const search = new URLSearchParams({
    signedNonceHex,
    defaultWallet: 'false',
    walletName: 'Test wallet',
    ...query,
  });
  return client.call(
    'POST',
    `/identity/api/v3/wallet/attach?${search}`,
    undefined,
    walletCallHeaders(client, walletJwt, sessionJwt),
  );
}

/** Signs the wallet's nonce for `sessionJwt` with `privateKey` and attaches it; the token, the nonce and the answer. */
export async function signAndAttach(
  client: ApiClient,
  sessionJwt: string,
  privateKey: Key,
  {
    wallet = walletToken(privateKey),
    query,
  }: { wallet?: { address: string; token: string }; query?: Record<string, string> } = {},
) {
  const nonce = await fetchNonce(client, wallet.token, sessionJwt);
  return {
    wallet,
    nonce,
    answer: await attach(client, wallet.token, sessionJwt, signHexMessage(nonce, privateKey), query),
  };
}
