/**
 * The two ways a login is sent to the identity broker's sign-in page:
 * - POST /identity-broker/{audience}/api/v3/login (a brokered login), answered with
 *   `redirect`;
 * - POST /identity/api/v1/login-redirect (a guarded page's login), answered with
 *   `isBroker` and, for a broker organization, `redirectUrl`.
 * Both carry the caller's `externalStateNonce` to the page as `state`, and the page
 * hands it back as `state` on its redirect to the app. A return path goes along
 * only when it is a path on the app, and the request's Origin as `returnOrigin`
 * only when it is one of the allowed origins (return-url.ts), so the page returns
 * to the origin whose storage holds the nonce.
 */
import type { IncomingMessage } from 'node:http';
import type { EndpointInput } from '@lender/shared/endpoint';
import type { brokerLogin } from '@lender/shared/endpoints/broker';
import type { loginRedirect } from '@lender/shared/endpoints/identity';
import type { Handler } from '../../http/router.ts';
import type { Persona } from '../../seed/seed-schema.ts';
import { brokerAuthorizeUrl } from './authorize-url.ts';
import { allowedReturnOrigin, safeReturnPath } from './return-url.ts';

/** The query names a brokered login's return path may arrive under. */
const RETURN_PATH_PARAMS = ['returnPath', 'redirectPath'] as const;

/** The first of the return-path query parameters that is a safe app path. */
export function returnPathOf(query: Record<string, unknown>): string | undefined {
  for (const name of RETURN_PATH_PARAMS) {
    const path = safeReturnPath(query[name]);
    if (path) return path;
  }
  return undefined;
}

/** The request's Origin header when it is one of `allowedOrigins`. */
export const requestReturnOrigin = (request: IncomingMessage, allowedOrigins: readonly string[]) =>
  allowedReturnOrigin(request.headers.origin, allowedOrigins);

export function brokerLoginHandler(
  publicOrigin: string,
  allowedOrigins: readonly string[],
): Handler<EndpointInput<typeof brokerLogin.request>> {
  return ({ input, request }) => ({
    body: {
      redirect: brokerAuthorizeUrl(publicOrigin, {
        state: input.query.externalStateNonce,
        applicationName: input.headers['X-Auth0-Application-Name'],
        returnPath: returnPathOf(input.query),
        returnOrigin: requestReturnOrigin(request, allowedOrigins),
      }),
    },
  });
}

const orgKey = (code: string) => code.trim().toUpperCase();

/** The organizations whose people sign in through the broker: those of the seeded brokers. */
export function brokerOrganizations(personas: readonly Persona[]): ReadonlySet<string> {
  return new Set(personas.filter((p) => p.isBroker).map((p) => orgKey(p.organizationCode)));
}

export function loginRedirectHandler(
  publicOrigin: string,
  personas: readonly Persona[],
  allowedOrigins: readonly string[],
): Handler<EndpointInput<typeof loginRedirect.request>> {
  const brokered = brokerOrganizations(personas);
  return ({ input, request }) => {
    const { orgCode, applicationName, redirectPath } = input.body;
    if (!orgCode || !brokered.has(orgKey(orgCode))) return { body: { isBroker: false } };
    return {
      body: {
        isBroker: true,
        redirectUrl: brokerAuthorizeUrl(publicOrigin, {
          state: input.query.externalStateNonce,
          applicationName,
          returnPath: safeReturnPath(redirectPath),
          returnOrigin: requestReturnOrigin(request, allowedOrigins),
        }),
      },
    };
  };
}
