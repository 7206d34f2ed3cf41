import type { FlowIntentRecord } from '../rules/flow-intent.ts';
import { initialWalletSession } from '../wallet/wallet-session.ts';
import { createSessionStore, defaultStorages, sessionStore, type WalletSelection } from './session-store.ts';

const record = { intent: 'kyc', redirectUrl: '/dashboard' } as FlowIntentRecord;
const selection: WalletSelection = {
  wallet: {
    name: 'Pat',
    address: 'addr-w',
    type: 'SELF_CUSTODY',
    authorizationType: 'Owner',
    representedGroupPolicy: null,
  },
  account: { name: 'Pat', address: 'addr-w' },
  credentials: { walletAddress: 'addr-w' },
};

describe('session store', () => {
  it('starts from what the browser stored', () => {
    window.localStorage.setItem('jwt', 'stored');
    window.localStorage.setItem('gatekeep-up', JSON.stringify(record));
    window.sessionStorage.setItem('ownerWallet', 'owner-1');
    const state = createSessionStore().getState();
    expect(state).toMatchObject({
      jwt: 'stored',
      ownerWallet: 'owner-1',
      identity: null,
      walletSelection: null,
    });
    expect(state.flowRecord).toMatchObject(record);
  });

  it('ignores a stored flow record that is not one', () => {
    window.localStorage.setItem('gatekeep-up', '{"intent":"nope"}');
    expect(createSessionStore().getState().flowRecord).toBeNull();
    window.localStorage.setItem('gatekeep-up', 'not json');
    expect(createSessionStore().getState().flowRecord).toBeNull();
  });

  it('writes a new token to state and storage together', () => {
    sessionStore.getState().setJwt('fresh');
    expect(sessionStore.getState().jwt).toBe('fresh');
    expect(window.localStorage.getItem('jwt')).toBe('fresh');
  });

  it('removes the token and the identity on clear', () => {
    sessionStore.getState().setJwt('fresh');
    sessionStore.getState().setIdentity({
      form: 'broker',
      value: { uuid: 'u', organizationCode: 'o', profileType: 'p', email: 'e', isBroker: false },
    });
    sessionStore.getState().clearJwt();
    expect(sessionStore.getState()).toMatchObject({ jwt: null, identity: null });
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it.each([
    [
      'the flow record',
      'gatekeep-up',
      window.localStorage,
      () => sessionStore.getState().saveFlowRecord(record),
      JSON.stringify(record),
    ],
    [
      'the owner wallet',
      'ownerWallet',
      window.sessionStorage,
      () => sessionStore.getState().setOwnerWallet('owner-9'),
      'owner-9',
    ],
  ])('keeps %s in web storage under its key', (_, key, storage, write, stored) => {
    write();
    expect(storage.getItem(key)).toBe(stored);
  });

  it('keeps the wallet selection and the wallet session in memory only', () => {
    sessionStore.getState().selectWallet(selection);
    sessionStore
      .getState()
      .setWalletSession({ ...initialWalletSession, status: 'connected', signedJWT: 'wallet-token' });
    expect(sessionStore.getState()).toMatchObject({
      walletSelection: selection,
      walletSession: { signedJWT: 'wallet-token' },
    });
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('forgets everything the session stored on clearSession (logout)', () => {
    const state = sessionStore.getState();
    state.setJwt('t');
    state.saveFlowRecord(record);
    state.setOwnerWallet('o');
    state.selectWallet(selection);
    state.setWalletSession({ ...initialWalletSession, signedJWT: 'w' });
    state.clearSession();
    expect(sessionStore.getState()).toMatchObject({
      jwt: null,
      walletSession: initialWalletSession,
      identity: null,
      walletSelection: null,
      flowRecord: null,
      ownerWallet: null,
    });
    expect([window.localStorage.length, window.sessionStorage.length]).toEqual([0, 0]);
    expect(defaultStorages.flowRecord.key).toBe('gatekeep-up');
    expect(defaultStorages.ownerWallet.key).toBe('ownerWallet');
  });

  it('notifies subscribers, which is how the shell sees a remote write', () => {
    const seen: Array<string | null> = [];
    const unsubscribe = sessionStore.subscribe((state) => seen.push(state.jwt));
    sessionStore.getState().setJwt('a');
    sessionStore.getState().clearJwt();
    unsubscribe();
    expect(seen).toEqual(['a', null]);
  });
});
