/** @jest-environment node */
import { sessionStore } from '../session/session-store.ts';
import { createMockApi, installMockApi, reply, route } from '../testing/mock-api/mock-api.ts';
import { apiClient } from './instance.ts';
import { passwordStatus, walletNonce } from '@lender/shared/endpoints/identity';

const api = installMockApi(createMockApi());

describe("the page's API client", () => {
  afterEach(() => sessionStore.getState().clearSession());

  it('calls the configured API base with the stored jwt', async () => {
    api.use(route(passwordStatus, () => reply({ passwordExpired: false })));
    sessionStore.getState().setJwt('stored-token');
    await apiClient.request('/identity/secure/api/v1_1/identity');
    const [request] = api.requests;
    expect(request?.headers.get('authorization')).toBe('Bearer stored-token');
  });

  it('stores a renewed token and ends the session on a 401', async () => {
    api.use(
      route({ method: 'GET', path: '/renew' }, () =>
        reply({}, { headers: { authorization: 'Bearer renewed' } }),
      ),
      route({ method: 'GET', path: '/expired' }, () => reply({ message: 'Token expired' }, { status: 401 })),
    );
    sessionStore.getState().setJwt('old');
    await apiClient.request('/renew');
    expect(sessionStore.getState().jwt).toBe('renewed');
    await expect(apiClient.request('/expired')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().jwt).toBeNull();
  });

  it('carries the wallet session token on wallet paths', async () => {
    api.use(route(walletNonce, () => reply({ hexEncodedNonce: 'ab' })));
    sessionStore
      .getState()
      .setWalletSession({ ...sessionStore.getState().walletSession, signedJWT: 'wallet-token' });
    await apiClient.request('/identity/api/v3/wallet/nonce');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer wallet-token');
  });
});
