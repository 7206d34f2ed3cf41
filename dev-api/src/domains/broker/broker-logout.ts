/**
 * POST /identity-broker/{audience}/secure/api/v3/logout: ends a brokered session.
 * The token is revoked and the broker's session cookie cleared (also when the
 * session had already ended, so a stale cookie does not linger); a broker is sent
 * back to the app's login, on the origin the call came from when it is one of the
 * allowed origins (else the app's origin); anyone else gets no redirect.
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type { brokerLogout } from '@lender/shared/endpoints/broker';
import { cookieTokenOf, type Handler, type Reply } from '../../http/router.ts';
import { endLoginOf, isReply, sessionOf } from '../../http/session.ts';
import type { DevState } from '../../state/dev-state.ts';
import { CLEAR_BROKER_SESSION_COOKIE } from './broker-cookie.ts';
import { returnOriginFor } from './return-url.ts';

export const BROKER_LOGIN_PATH = '/auth/login';

const clearingCookie = (reply: Reply): Reply => ({
  ...reply,
  headers: { ...reply.headers, 'set-cookie': CLEAR_BROKER_SESSION_COOKIE },
});

export function brokerLogoutHandler(
  state: DevState,
  appOrigin: string,
  allowedOrigins: readonly string[],
): Handler<EndpointInput<typeof brokerLogout.request>> {
  return async ({ bearer, request }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return clearingCookie(identity);
    // Each login ends, and with it every token it minted.
    if (bearer) await endLoginOf(state, bearer);
    // A call with both a bearer and the cookie ends both: the cookie is cleared in the browser.
    const cookieToken = cookieTokenOf(request);
    if (cookieToken && cookieToken !== bearer) await endLoginOf(state, cookieToken);
    const { isBroker } = identity.persona;
    const origin = returnOriginFor(request.headers.origin, appOrigin, allowedOrigins);
    return clearingCookie({
      body: isBroker ? { isBroker, redirect: new URL(BROKER_LOGIN_PATH, origin).toString() } : { isBroker },
    });
  };
}
