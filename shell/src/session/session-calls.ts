/**
 * The guard's and logout's dependencies, wired to the page's API client, the
 * runtime configuration and web storage. The endpoint declarations are imported
 * when a guarded page or the logout page first needs them, so the login page does
 * not download them.
 */
import { APPLICATION_NAME, type OrgInfo } from '@lender/shared/contracts';
import {
  apiClient,
  clearStoredSession,
  createApiClient,
  disconnectRegisteredWallet,
  getRuntimeConfig,
  jwtStorage,
  newStateNonce,
  orgCodeOf,
  saveLoginState,
  sessionStore,
} from '@lender/shared';
import type { GuardDeps } from './session-guard.ts';
import type { LogoutDeps } from './logout.ts';

export function guardDeps(orgInfo: OrgInfo | null): GuardDeps {
  return {
    async checkSession() {
      const { sessionCheck } = await import('@lender/shared/endpoints/identity');
      const answer = await sessionCheck.call(apiClient, { query: { applicationName: APPLICATION_NAME } });
      return answer.authenticated;
    },
    newNonce: () => newStateNonce(),
    async loginRedirect(nonce, path) {
      const { loginRedirect } = await import('@lender/shared/endpoints/identity');
      const orgCode = orgCodeOf(orgInfo);
      return loginRedirect.call(apiClient, {
        query: { externalStateNonce: nonce },
        body: {
          applicationName: APPLICATION_NAME,
          redirectPath: path,
          mode: 'login',
          ...(orgCode && { orgCode }),
        },
      });
    },
    saveState: (nonce, path) => saveLoginState(localStorage, nonce, path),
    brokerOrigins: getRuntimeConfig().brokerOrigins,
  };
}

/** A client that sends exactly `token` (already removed from storage) and stores nothing. */
function clientCarrying(token: string | null) {
  return createApiClient({
    baseUrl: () => getRuntimeConfig().apiBase,
    getSessionToken: () => token,
    getWalletToken: () => null,
    onNewToken: () => undefined,
    onUnauthenticated: () => undefined,
  });
}

export const logoutDeps: LogoutDeps = {
  get brokerOrigins() {
    return getRuntimeConfig().brokerOrigins;
  },
  disconnectWallet: () => disconnectRegisteredWallet(),
  takeToken() {
    const token = sessionStore.getState().jwt ?? jwtStorage.read();
    jwtStorage.remove();
    return token;
  },
  async endSession(token) {
    const client = clientCarrying(token);
    const { audience } = getRuntimeConfig();
    if (audience === 'agent') {
      const { brokerLogout } = await import('@lender/shared/endpoints/broker');
      const answer = await brokerLogout.call(client, { params: { audience } });
      return { isBroker: answer.isBroker, redirectUrl: answer.redirect };
    }
    const { logout } = await import('@lender/shared/endpoints/identity');
    return logout.call(client, { body: { applicationName: APPLICATION_NAME } });
  },
  clearSession() {
    sessionStore.getState().clearSession();
    clearStoredSession();
  },
};
