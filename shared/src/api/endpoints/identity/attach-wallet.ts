import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { limitedName, TEXT_LIMITS } from '../../../rules/text-limits.ts';

/**
 * POST /identity/api/v3/wallet/attach: attaches the connected wallet to the
 * identity by the signature of a nonce. The wallet's JWT is the bearer; the stored
 * session jwt travels in `X-Identity-Token` (the specification says only "an auth
 * header"). A wallet attached elsewhere answers 403 "Provided wallet is already
 * attached to an identity".
 */
export const ATTACHED_ELSEWHERE_MESSAGE = 'Provided wallet is already attached to an identity';

export const attachWallet = defineEndpoint({
  operationId: 'attachWallet',
  tag: 'identity',
  summary: 'Attach the connected wallet to the signed-in identity',
  method: 'POST',
  path: '/identity/api/v3/wallet/attach',
  auth: 'wallet',
  request: {
    query: v.object({
      signedNonceHex: v.pipe(v.string(), v.hexadecimal()),
      defaultWallet: v.boolean(),
      /** The name a wallet gives itself: an account name's limits (issue 26, item 4). */
      walletName: v.optional(v.pipe(v.string(), v.trim(), limitedName(TEXT_LIMITS.accountName))),
    }),
    headers: v.object({ 'X-Identity-Token': v.pipe(v.string(), v.minLength(1)) }),
  },
  response: v.object({ jwt: v.string() }),
});
