/**
 * A page wallet for tests of the connect flow and the screens over it: every kind is
 * one in-memory wallet (a real key, real tokens, mirrored into the session store as the
 * page's own wallet does), whose connect can be held (the
 * person has not answered yet) and released, and which can send a pairing link. Use it
 * as `pageWallet()` with
 * `jest.mock('@lender/shared/wallet', () => ({ ...jest.requireActual('@lender/shared/wallet'), pageWallet: () => mockWallet.page }))`.
 */
import { sessionStore } from '@lender/shared';
import {
  createInMemoryWallet,
  createPageWallet,
  type InMemoryWallet,
  type PageWallet,
  type WalletAdapter,
} from '@lender/shared/wallet';

export interface TestPageWallet {
  page: PageWallet;
  /** The wallet that answers (its address is the one that connects). */
  wallet: InMemoryWallet;
  /** How many times the wallet was asked to connect. */
  connects: () => number;
  /** Holds the next connects until `release` (the person is still in the wallet). */
  hold: () => void;
  release: () => void;
  /** The mobile wallet's pairing link arrives. */
  sendPairingUri: (uri: string) => void;
}

export function createTestPageWallet(wallet: InMemoryWallet = createInMemoryWallet()): TestPageWallet {
  let held = false;
  let waiting: (() => void)[] = [];
  let connects = 0;
  const adapter: WalletAdapter = {
    ...wallet,
    connect: (options) => {
      connects += 1;
      if (!held) return wallet.connect(options);
      return new Promise((resolve, reject) =>
        waiting.push(() => void wallet.connect(options).then(resolve, reject)),
      );
    },
  };
  const page = createPageWallet({
    adapters: { mobile: () => adapter, extension: () => adapter, hosted: () => adapter },
    environment: () => 'test',
    saved: { read: () => null, write: () => undefined, remove: () => undefined },
    // As the page's own wallet does: the API client sends the wallet's token from the session store.
    onSession: (session) => sessionStore.getState().setWalletSession(session),
  });
  return {
    page,
    wallet,
    connects: () => connects,
    hold: () => void (held = true),
    release: () => {
      held = false;
      const run = waiting;
      waiting = [];
      run.forEach((go) => go());
    },
    sendPairingUri: (uri) => wallet.emit({ type: 'pairing-uri', uri }),
  };
}
