/**
 * The wallet area's guard (spec section 2, "Wallet area"), as a function of its
 * calls so every branch is tested without a browser. A visitor is let in only when
 * the session check says so: a stored jwt is not enough (it may be revoked), and a
 * brokered session has no jwt at all (its cookie is the session). Otherwise a
 * login redirect starts with a fresh random state nonce: for a brokered
 * organization the page saves where it was under the nonce and leaves for the
 * broker (only on one of the configured broker origins, `isBrokerUrl` in @lender/shared); for everyone else (or when the redirect call fails) it is the login
 * page, which brings the visitor back here.
 */
import { paths } from '@lender/shared';
import { isBrokerUrl } from '@lender/shared';

export type GuardDecision =
  { kind: 'allow' } | { kind: 'leave'; url: string } | { kind: 'login'; to: string };

export interface LoginRedirectAnswer {
  isBroker: boolean;
  redirectUrl?: string;
}

export interface GuardDeps {
  /** True when the session is valid; a failed or unreachable check is false. */
  checkSession(): Promise<boolean>;
  newNonce(): string;
  loginRedirect(nonce: string, path: string): Promise<LoginRedirectAnswer>;
  saveState(nonce: string, path: string): void;
  /** The origins a broker's redirect may lead to (runtime configuration, `brokerOrigins`). */
  brokerOrigins: readonly string[];
  log?: (message: string, cause?: unknown) => void;
}

export const loginPageFor = (path: string) => `${paths.login}?redirectUrl=${encodeURIComponent(path)}`;

/** `path` is the guarded page's path and query, where the visitor returns after logging in. */
export async function guardPage(path: string, deps: GuardDeps): Promise<GuardDecision> {
  const log = deps.log ?? console.warn;
  if (await deps.checkSession().catch(() => false)) return { kind: 'allow' };
  const nonce = deps.newNonce();
  try {
    const answer = await deps.loginRedirect(nonce, path);
    if (answer.isBroker && isBrokerUrl(answer.redirectUrl, deps.brokerOrigins)) {
      deps.saveState(nonce, path);
      return { kind: 'leave', url: answer.redirectUrl };
    }
  } catch (error) {
    log('The login redirect could not be started; using the login page', error);
  }
  return { kind: 'login', to: loginPageFor(path) };
}
