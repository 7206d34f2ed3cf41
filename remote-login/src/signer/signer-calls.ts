/**
 * The mortgage-signer login's call: the access-code login (spec section 7). The controller
 * (./use-signer-login.ts) decides when to make it; the page imports no endpoint.
 */
import { apiClient } from '@lender/shared';
import { accessCodeLogin } from '@lender/shared/endpoints/identity';
import type { SignerCredentials } from './signer-login.ts';

/** The session token for a signer's email and access code; rejects with the server's refusal. */
export async function accessCodeLoginCall(credentials: SignerCredentials): Promise<string> {
  const { jwt } = await accessCodeLogin.call(apiClient, { body: credentials });
  return jwt;
}
