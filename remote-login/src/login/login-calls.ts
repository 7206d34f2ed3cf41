/**
 * The login page's calls, as the specification shapes them (section 7): the bot-check
 * token on the password login, the page's telemetry tracker on the login, passcode
 * and broker calls, the page's query and organization on the broker login. The
 * controller (./use-login-flow.ts) decides when to make them.
 *
 * The endpoint groups are fetched when a call needs them, not with the screen:
 * imported with it they cost the login page's first load about 11 KB gzipped in four
 * requests (identity and broker from the shell's build, lead-portal from this
 * remote's with its own copy of valibot). `preloadLoginCalls` starts the fetch as
 * soon as the visitor turns to the form, so a submit rarely waits for it.
 */
import { apiClient, type BotCheck } from '@lender/shared';
import { APPLICATION_NAME } from '@lender/shared/contracts';
import { pageOrgCode, queryParamsOf, telemetryTrackingId } from './page-context.ts';

const identityCalls = () => import('@lender/shared/endpoints/identity');
const brokerCalls = () => import('@lender/shared/endpoints/broker');
const leadPortalCalls = () => import('@lender/shared/endpoints/lead-portal');

/** Starts fetching the calls' endpoint groups (a failure shows when a call needs them). */
export function preloadLoginCalls(): void {
  for (const calls of [identityCalls, brokerCalls, leadPortalCalls]) calls().catch(() => undefined);
}

const withTracker = (telemetryTrackingId: string | undefined) =>
  telemetryTrackingId ? { telemetryTrackingId } : {};

export async function passwordLoginCall(botCheck: BotCheck, email: string, password: string) {
  const [token, { login }, telemetryId] = await Promise.all([
    botCheck.token('login'),
    identityCalls(),
    telemetryTrackingId(),
  ]);
  return login.call(apiClient, {
    body: { email, password, ...withTracker(telemetryId) },
    headers: { 'X-Recaptcha-Token': token },
  });
}

/** Emails a one-time passcode (also the resend). */
export async function sendPasscode(email: string) {
  const [{ sendToken }, telemetryId] = await Promise.all([identityCalls(), telemetryTrackingId()]);
  return sendToken.call(apiClient, { body: { email, ...withTracker(telemetryId) } });
}

export async function redeemPasscodeCall(loginUuid: string, code: string) {
  const { redeemToken } = await identityCalls();
  return redeemToken.call(apiClient, { body: { loginUuid, token: code } });
}

export async function changePasswordCall(password: string): Promise<void> {
  const { changePassword } = await identityCalls();
  await changePassword.call(apiClient, { body: { newPassword: password } });
}

/**
 * Starts an agent's brokered login; the answer is where to send the browser. The
 * page's query goes along; the nonce (handed back as `state`) and the tracker are
 * only ever ours.
 */
export async function brokerLoginCall(search: string, nonce: string) {
  const [{ brokerLogin }, telemetryId] = await Promise.all([brokerCalls(), telemetryTrackingId()]);
  const orgCode = pageOrgCode();
  return brokerLogin.call(apiClient, {
    params: { audience: 'agent' },
    query: { ...queryParamsOf(search), externalStateNonce: nonce, ...withTracker(telemetryId) },
    headers: { 'X-Auth0-Application-Name': APPLICATION_NAME, ...(orgCode && { 'X-Org': orgCode }) },
  });
}

/** The query parameters saved for the lead portal: everything but the credentials-ish ones. */
function leadQueryParams(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  params.delete('email');
  return Object.fromEntries(params);
}

/** Saves the landing query for the lead portal; a failure is logged, never shown. */
export function saveLandingQuery(search: string): void {
  leadPortalCalls()
    .then(({ storeBorrowerQueryParams }) =>
      storeBorrowerQueryParams.call(apiClient, { body: { queryParams: leadQueryParams(search) } }),
    )
    .catch((error: unknown) => console.warn('Could not save the landing query', error));
}
