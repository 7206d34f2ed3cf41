import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';

/**
 * GET /identity/api/v3/wallet/nonce: a single-use nonce for the connected wallet to
 * sign. The wallet's JWT is the bearer; the stored session jwt travels in
 * `X-Identity-Token`, as on attach, so the nonce is bound to both the wallet and the
 * identity it will be attached to.
 */
export const walletNonce = defineEndpoint({
  operationId: 'walletNonce',
  tag: 'identity',
  summary: 'A nonce for the connected wallet to sign',
  method: 'GET',
  path: '/identity/api/v3/wallet/nonce',
  auth: 'wallet',
  request: { headers: v.object({ 'X-Identity-Token': v.pipe(v.string(), v.minLength(1)) }) },
  response: v.object({ hexEncodedNonce: v.pipe(v.string(), v.hexadecimal()) }),
});
