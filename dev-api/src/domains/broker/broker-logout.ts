/**
 * POST /identity-broker/{audience}/secure/api/v3/logout: ends a brokered session.
 * The token is revoked and the broker's session cookie cleared (also when the
 * session had already ended, so a stale cookie does not linger); a broker is sent
 * back to the app's login, anyone else gets no redirect.
 */
import type { EndpointInput } from '@lender/shared';
import type { brokerLogout } from '@lender/shared/endpoints/broker';
import type { Handler, Reply } from '../../http/router.ts';
import { isReply, sessionOf } from '../../http/session.ts';
import type { DevState } from '../../state/dev-state.ts';
import { CLEAR_BROKER_SESSION_COOKIE } from './broker-cookie.ts';

export const BROKER_LOGIN_PATH = '/auth/login';

const clearingCookie = (reply: Reply): Reply => ({
  ...reply,
  headers: { ...reply.headers, 'set-cookie': CLEAR_BROKER_SESSION_COOKIE },
});

export function brokerLogoutHandler(
  state: DevState,
  appOrigin: string,
): Handler<EndpointInput<typeof brokerLogout.request>> {
  return async ({ bearer }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return clearingCookie(identity);
    if (bearer) await state.tokens.revoke(bearer);
    const { isBroker } = identity.persona;
    return clearingCookie({
      body: isBroker
        ? { isBroker, redirect: new URL(BROKER_LOGIN_PATH, appOrigin).toString() }
        : { isBroker },
    });
  };
}
