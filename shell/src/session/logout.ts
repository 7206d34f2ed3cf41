/**
 * Logout (spec section 2, "Logout"), in the order the issue gives: a connected
 * wallet is disconnected first; the token is read and removed from storage, and
 * only then sent with the server call, so a slow or failed call never leaves a
 * usable token behind; everything the product stored for the session is cleared;
 * a broker's answer sends the page to its redirect URL (on a configured broker origin,
 * `isBrokerUrl` in @lender/shared), anything else to /login.
 * A failed server call is logged and the local logout still completes.
 */
import { isBrokerUrl } from '@lender/shared';

export const AFTER_LOGOUT_PATH = '/login';

export interface EndSessionAnswer {
  isBroker: boolean;
  redirectUrl?: string;
}

export interface LogoutDeps {
  disconnectWallet(): Promise<void>;
  /** Reads the stored token and removes it from storage. */
  takeToken(): string | null;
  endSession(token: string | null): Promise<EndSessionAnswer>;
  /** Clears the session in memory and in local and session storage. */
  clearSession(): void;
  /** The origins a broker's redirect may lead to (runtime configuration, `brokerOrigins`). */
  brokerOrigins: readonly string[];
  log?: (message: string, cause?: unknown) => void;
}

export type LogoutTarget = { kind: 'leave'; url: string } | { kind: 'navigate'; to: string };

export async function logOut(deps: LogoutDeps): Promise<LogoutTarget> {
  const log = deps.log ?? console.warn;
  await deps.disconnectWallet();
  const token = deps.takeToken();
  let answer: EndSessionAnswer | null = null;
  try {
    answer = await deps.endSession(token);
  } catch (error) {
    log('The server did not confirm the logout; the session was ended on this device', error);
  }
  deps.clearSession();
  if (answer?.isBroker && isBrokerUrl(answer.redirectUrl, deps.brokerOrigins))
    return { kind: 'leave', url: answer.redirectUrl };
  return { kind: 'navigate', to: AFTER_LOGOUT_PATH };
}
