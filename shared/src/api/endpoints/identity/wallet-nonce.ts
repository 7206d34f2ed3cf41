import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint.ts';

/** GET /identity/api/v3/wallet/nonce: a single-use nonce for the connected wallet to sign. */
export const walletNonce = defineEndpoint({
  operationId: 'walletNonce',
  tag: 'identity',
  summary: 'A nonce for the connected wallet to sign',
  method: 'GET',
  path: '/identity/api/v3/wallet/nonce',
  auth: 'wallet',
  request: {},
  response: v.object({ hexEncodedNonce: v.pipe(v.string(), v.hexadecimal()) }),
});
