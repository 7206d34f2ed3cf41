/**
 * What the connection driver's tests share: fake timers from T0, the in-memory wallet they
 * connect (fresh for each test), the redirect spy, and a driver that is disposed after each test.
 */
import { createWalletConnectionDriver, type WalletConnectionDriverOptions } from './connection-driver.ts';
import { createInMemoryWallet, type InMemoryWallet } from './in-memory-wallet.ts';

export const T0 = 1_700_000_000_000;
export const DAY = 86_400_000;
export const KEY = '0000000000000000000000000000000000000000000000000000000000000001';
export const OTHER_KEY = '0000000000000000000000000000000000000000000000000000000000000002';

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A second wallet, for answers that name another one. */
export const otherWallet = () => createInMemoryWallet({ privateKey: OTHER_KEY });

/** Registers the hooks; the returned harness's `wallet` and `onRedirect` are each test's own. */
export function driverHarness() {
  let wallet: InMemoryWallet | undefined;
  let onRedirect: jest.Mock | undefined;
  let drivers: { dispose(): void }[] = [];

  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    wallet = createInMemoryWallet({ privateKey: KEY, groups: ['0xgrp'], now: () => Date.now() });
    onRedirect = jest.fn();
    drivers = [];
  });

  afterEach(() => {
    drivers.forEach((driver) => driver.dispose());
    jest.useRealTimers();
  });

  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('driverHarness: used outside a test');
    return value;
  };

  /** A driver over this test's wallet, with every event it emits recorded in `seen`. */
  function setup(extra: Partial<WalletConnectionDriverOptions> = {}) {
    const driver = createWalletConnectionDriver({
      adapter: current(wallet),
      onRedirect: current(onRedirect),
      redirectUrlWhenDisconnected: '/auth/login',
      walletAppId: 'mobile-test',
      now: () => Date.now(),
      ...extra,
    });
    drivers.push(driver);
    const seen: { name: string; payload: unknown }[] = [];
    for (const name of ['connected', 'disconnected', 'signJWT:complete', 'signJWT:failed'] as const)
      driver.on(name, (payload: unknown) => seen.push({ name, payload }));
    return { driver, seen };
  }

  return {
    get wallet(): InMemoryWallet {
      return current(wallet);
    },
    get onRedirect(): jest.Mock {
      return current(onRedirect);
    },
    setup,
  };
}

export type Driver = ReturnType<ReturnType<typeof driverHarness>['setup']>['driver'];
