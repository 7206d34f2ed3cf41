/**
 * The identity broker's sign-in page, which the dev API serves in its place
 * (`GET /identity-broker/authorize`). The password login sends a broker agent there;
 * the broker login and the login redirect send there with the state nonce, which
 * comes back as `state` on the redirect to the app, on the origin the login
 * started from (`returnOrigin`) when that is one of the product's.
 */
export const BROKER_AUTHORIZE_PATH = '/identity-broker/authorize';

export interface BrokerAuthorizeParams {
  /** Prefills the page for a known identity (the password login's broker redirect). */
  identityUuid?: string;
  /** The state nonce the app saved its path under; returned as `state`. */
  state?: string;
  /** The app path to return to (default `/dashboard`). */
  returnPath?: string;
  /**
   * The product origin the login started from (its Origin header, when allowed).
   * The page checks it against the allowed origins again before returning there.
   */
  returnOrigin?: string;
  applicationName?: string;
}

export function brokerAuthorizeUrl(publicOrigin: string, params: BrokerAuthorizeParams): string {
  const url = new URL(BROKER_AUTHORIZE_PATH, publicOrigin);
  for (const [name, value] of Object.entries(params))
    if (typeof value === 'string') url.searchParams.set(name, value);
  return url.toString();
}
