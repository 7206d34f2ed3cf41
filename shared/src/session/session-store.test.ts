import type { FlowIntentRecord } from '../rules/flow-intent.ts';
import { initialWalletSession } from '../wallet/wallet-session.ts';
import { act, renderHook } from '@testing-library/react';
import {
  createSessionStore,
  defaultStorages,
  sessionStore,
  type SessionState,
  useSession,
} from './session-store.ts';
import { storedString } from './web-storage.ts';

const record = { intent: 'kyc', redirectUrl: '/dashboard' } as FlowIntentRecord;

const identity = {
  form: 'broker',
  value: { uuid: 'u', organizationCode: 'o', profileType: 'p', email: 'e', isBroker: false },
} as const;

/** The state's values, without its actions. */
const dataOf = (state: SessionState): Record<string, unknown> =>
  Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'));

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
    });
    expect(state.flowRecord).toMatchObject(record);
  });

  it('ignores a stored flow record that is not one', () => {
    window.localStorage.setItem('gatekeep-up', '{"intent":"nope"}');
    expect(createSessionStore().getState().flowRecord).toBeNull();
    window.localStorage.setItem('gatekeep-up', 'not json');
    expect(createSessionStore().getState().flowRecord).toBeNull();
  });

  it.each([
    ['a right-to-left override', { intent: 'kyc', description: 'Fund \u202eI' }],
    ['a control character', { intent: 'kyc', offeringAttribute: 'a\u0000b' }],
    ['a description too long', { intent: 'kyc', description: 'x'.repeat(1001) }],
    ['a redirect too long', { intent: 'kyc', redirectUrl: `/${'x'.repeat(2048)}` }],
  ])('reads a stored record with %s as none (issue 26, item 8: validated again)', (_, stored) => {
    window.localStorage.setItem('gatekeep-up', JSON.stringify(stored));
    expect(createSessionStore().getState().flowRecord).toBeNull();
  });

  it('writes a new token to state and storage together', () => {
    sessionStore.getState().setJwt('fresh');
    expect(sessionStore.getState().jwt).toBe('fresh');
    expect(window.localStorage.getItem('jwt')).toBe('fresh');
  });

  it('removes the token and the identity on clear', () => {
    sessionStore.getState().setJwt('fresh');
    sessionStore.getState().setIdentity(identity);
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

  it('keeps the wallet session in memory only', () => {
    sessionStore
      .getState()
      .setWalletSession({ ...initialWalletSession, status: 'connected', signedJWT: 'wallet-token' });
    expect(sessionStore.getState()).toMatchObject({
      walletSession: { signedJWT: 'wallet-token' },
    });
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('forgets everything the session stored on clearSession (logout), as a fresh page has it', () => {
    const fresh = dataOf(createSessionStore().getState());
    const state = sessionStore.getState();
    state.setJwt('t');
    state.setIdentity(identity);
    state.saveFlowRecord(record);
    state.setOwnerWallet('o');
    state.setWalletSession({ ...initialWalletSession, signedJWT: 'w' });
    const before = dataOf(sessionStore.getState());
    // Every value was set above, so the comparison below covers each of them.
    expect(Object.keys(fresh).filter((key) => before[key] === fresh[key])).toEqual([]);
    state.clearSession();
    expect(dataOf(sessionStore.getState())).toEqual(fresh);
    expect([window.localStorage.length, window.sessionStorage.length]).toEqual([0, 0]);
  });

  it('keeps a value where the caller says, leaving the browser default alone', () => {
    const memory = new Map<string, string>();
    const inMemory = storedString(
      'ownerWallet',
      () =>
        ({
          getItem: (key: string) => memory.get(key) ?? null,
          setItem: (key: string, value: string) => void memory.set(key, value),
          removeItem: (key: string) => void memory.delete(key),
        }) as Storage,
    );
    const store = createSessionStore({ ...defaultStorages, ownerWallet: inMemory });
    store.getState().setOwnerWallet('owner-2');
    expect([memory.get('ownerWallet'), window.sessionStorage.length]).toEqual(['owner-2', 0]);
    expect(createSessionStore({ ...defaultStorages, ownerWallet: inMemory }).getState().ownerWallet).toBe(
      'owner-2',
    );
  });

  it('re-renders a component with what it selects when the store changes', () => {
    const { result } = renderHook(() => useSession((state) => state.jwt !== null));
    expect(result.current).toBe(false);
    act(() => sessionStore.getState().setJwt('t'));
    expect(result.current).toBe(true);
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
