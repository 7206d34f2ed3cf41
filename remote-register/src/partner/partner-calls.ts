/**
 * The partner page's own calls (spec section 7): what its automatic checks read, and
 * the invite that emails a new code. The endpoint groups load with the first call.
 */
import { apiClient, getRuntimeConfig } from '@lender/shared';
import { identityCalls } from '../identity-calls.ts';
import { AUTO_CHECKS_FLAG, type PartnerCheckCalls } from './partner-checks.ts';

const experimentCalls = () => import('@lender/shared/endpoints/experiments');

/** The calls the automatic checks read, for the identity and code the link carries. */
export function partnerCheckCalls(identityUuid: string, loginUuid: string | undefined): PartnerCheckCalls {
  return {
    async flagEnabled() {
      const { featureFlag } = await experimentCalls();
      const context = getRuntimeConfig().audience;
      return (await featureFlag.call(apiClient, { params: { context, flag: AUTO_CHECKS_FLAG } })).enabled;
    },
    async registrationStatus() {
      const { registrationVerification } = await identityCalls();
      return registrationVerification.call(apiClient, {
        query: { identityUuid, ...(loginUuid ? { loginUuid } : {}) },
      });
    },
  };
}

/** Emails the borrower a new code (the broker invite); the answer is its `loginUuid`. */
export async function sendInvite(identityUuid: string): Promise<string> {
  const { createBrokerInvite } = await identityCalls();
  const answer = await createBrokerInvite.call(apiClient, { body: { borrowerIdentityUuid: identityUuid } });
  return answer.loginUuid;
}
