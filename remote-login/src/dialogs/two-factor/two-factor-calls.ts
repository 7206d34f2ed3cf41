/**
 * The "2 Step Verification" dialog's calls (spec section 7): send a code to an alias,
 * load the security questions, verify an authenticator or a sent code, answer a
 * question. The controller (./use-two-factor.ts) decides when and which; the dialog
 * imports no endpoint.
 *
 * The identity group is fetched when a call needs it, as ../../login/login-calls.ts
 * does, not with the dialog's chunk: by the time the dialog opens the login's password
 * call has fetched it already, so no call waits on the network for it.
 */
import { apiClient } from '@lender/shared';

const identityCalls = () => import('@lender/shared/endpoints/identity');

/** Sends a one-time code to one of the login's aliases (also the resend). */
export async function sendTwoFactorCodeCall(loginUuid: string, alias: string) {
  const { sendTwoFactorCode } = await identityCalls();
  return sendTwoFactorCode.call(apiClient, { body: { loginUuid, alias } });
}

export async function securityQuestionsCall(loginUuid: string) {
  const { retrieveSecurityQuestions } = await identityCalls();
  return retrieveSecurityQuestions.call(apiClient, { body: { loginUuid } });
}

/** Checks a code from an authenticator app. */
export async function verifyTotpCall(loginUuid: string, code: string) {
  const { verifyTotp } = await identityCalls();
  return verifyTotp.call(apiClient, { body: { code, loginUuid } });
}

/** Redeems a code sent to an alias. */
export async function redeemTwoFactorCodeCall(loginUuid: string, code: string) {
  const { redeemTwoFactorCode } = await identityCalls();
  return redeemTwoFactorCode.call(apiClient, { body: { token: code, loginUuid } });
}

export async function answerSecurityQuestionCall(loginUuid: string, questionUuid: string, answer: string) {
  const { answerSecurityQuestion } = await identityCalls();
  return answerSecurityQuestion.call(apiClient, {
    body: { loginUuid, answers: [{ securityQuestionUuid: questionUuid, answer }] },
  });
}
