/**
 * The page's one API client, wired to the runtime configuration and the session
 * store. `shared` is a federation singleton, so the shell and every remote call
 * through this same instance.
 */
import { getRuntimeConfig } from '../config/page-config.ts';
import { sessionStore } from '../session/session-store.ts';
import { createApiClient } from './client.ts';

export const apiClient = createApiClient({
  baseUrl: () => getRuntimeConfig().apiBase,
  getSessionToken: () => sessionStore.getState().jwt,
  getWalletToken: () => sessionStore.getState().walletSession.signedJWT,
  onNewToken: (token) => sessionStore.getState().setJwt(token),
  onUnauthenticated: () => sessionStore.getState().clearJwt(),
});
