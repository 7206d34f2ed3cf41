/**
 * The identity calls both sign-up pages make. The endpoint group loads with the first
 * call, not with the page. A redeemed code's session is stored at once: the password
 * step that may follow is sent with it.
 */
import { apiClient, sessionStore } from '@lender/shared';

export const identityCalls = () => import('@lender/shared/endpoints/identity');

/** Sends the email its code; the answer is the `loginUuid` the code is redeemed with. */
export async function startRegistration(email: string): Promise<string> {
  const { register } = await identityCalls();
  const answer = await register.call(apiClient, { body: { email } });
  return answer.loginUuid ?? '';
}

export async function redeemEmailedCode(loginUuid: string, code: string) {
  const { redeemToken } = await identityCalls();
  const answer = await redeemToken.call(apiClient, { body: { loginUuid, token: code } });
  if (answer.jwt) sessionStore.getState().setJwt(answer.jwt);
  return answer;
}

export async function setNewPassword(password: string): Promise<void> {
  const { changePassword } = await identityCalls();
  await changePassword.call(apiClient, { body: { newPassword: password } });
}
