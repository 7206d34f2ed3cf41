/**
 * The identity broker (customer and agent): figureinfo, brokered login and logout,
 * the login redirect for guarded pages, and the broker's sign-in page (a route on
 * in every mode) that ends a brokered login with a session cookie. Every return
 * goes to the product origin the login started from when it is an allowed one,
 * else to the app's origin.
 */
import type { Domain, DomainContext } from '../domain.ts';
import { brokerLoginHandler, loginRedirectHandler } from './broker-login.ts';
import { brokerLogoutHandler } from './broker-logout.ts';
import { brokerFigureInfoHandler } from './figure-info.ts';
import { brokerSignInRoute } from './sign-in-route.ts';

export function brokerDomain({ state, publicOrigin, appOrigin, allowedOrigins }: DomainContext): Domain {
  // The dev API keeps no edit history: an identity was last updated when the seed was (re)loaded.
  let loadedAt = new Date(state.now()).toISOString();
  state.onReset(() => {
    loadedAt = new Date(state.now()).toISOString();
  });
  return {
    handlers: {
      brokerFigureInfo: brokerFigureInfoHandler(state, () => loadedAt),
      brokerLogin: brokerLoginHandler(publicOrigin, allowedOrigins),
      brokerLogout: brokerLogoutHandler(state, appOrigin, allowedOrigins),
      loginRedirect: loginRedirectHandler(publicOrigin, state.seed.personas, allowedOrigins),
    },
    routes: brokerSignInRoute(state, { appOrigin, allowedOrigins, publicOrigin }),
  };
}
