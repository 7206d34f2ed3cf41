/**
 * The test mobile wallet for people: the wallets a person pairs from the page
 * (./wallet-page.ts), one per seeded wallet they choose, and the proposals and
 * requests waiting for their Approve or Reject. The keys stay here, in the server:
 * the page names a wallet by its address. The list of seeded wallets comes from the
 * dev API (`GET /__dev/wallets`), asked each time so a reset or a new seed is seen.
 */
import { randomUUID } from 'node:crypto';
import { seededByAddress, walletChoices, type SeededWallet, type SeededWallets } from '../seeded-wallets.ts';
import { requestSummaryOf } from '../request-summary.ts';
import {
  createTestMobileWallet,
  SESSION_PROPOSAL,
  type TestMobileWallet,
  type WalletRequest,
} from './test-mobile-wallet.ts';

export interface PendingDecision {
  id: string;
  address: string;
  /** `session_proposal` or the request's JSON-RPC method. */
  method: string;
  /** What a person reads to decide: who asks, and for what. */
  summary: string;
}

export interface WalletDeskOptions {
  relayUrl: string;
  seededWallets: SeededWallets;
}

/** One line for a person: the app asking to connect, or what it asks the wallet to do. */
export function summaryOf(request: WalletRequest): string {
  if (request.method !== SESSION_PROPOSAL) return requestSummaryOf(request);
  const proposer = (request.params as { proposer?: { metadata?: { name?: string; url?: string } } }).proposer
    ?.metadata;
  return `Connect to ${proposer?.name ?? 'an unnamed app'} (${proposer?.url ?? 'no address given'})`;
}

export function createWalletDesk({ relayUrl, seededWallets }: WalletDeskOptions) {
  const wallets = new Map<string, Promise<TestMobileWallet>>();
  const pending = new Map<string, PendingDecision & { settle: (approve: boolean) => void }>();

  function walletFor(seeded: SeededWallet): Promise<TestMobileWallet> {
    const key = seeded.address.toLowerCase();
    let wallet = wallets.get(key);
    if (!wallet) {
      wallet = createTestMobileWallet({
        relayUrl,
        privateKey: seeded.privateKey,
        name: `Test mobile wallet (${seeded.name})`,
        decide: (request, withdrawn) =>
          new Promise<boolean>((settle) => {
            const id = randomUUID();
            pending.set(id, {
              id,
              address: key,
              method: request.method,
              summary: summaryOf(request),
              settle,
            });
            // Withdrawn by the product: the page stops listing it; the wallet has answered it.
            withdrawn.addEventListener('abort', () => pending.delete(id) && settle(false), { once: true });
          }),
      });
      wallet.catch(() => wallets.delete(key));
      wallets.set(key, wallet);
    }
    return wallet;
  }

  async function seeded(address: string): Promise<SeededWallet> {
    const wallet = await seededByAddress(seededWallets, address);
    if (!wallet) throw new DeskError(`No seeded wallet has the address ${address}`);
    return wallet;
  }

  return {
    /** The seeded wallets a person can choose, without their keys. */
    choices: () => walletChoices(seededWallets),
    async pair(address: string, uri: string): Promise<void> {
      if (!/^wc:[0-9a-f]{64}@2\?/.test(uri.trim()))
        throw new DeskError('That is not a WalletConnect v2 pairing link (it starts with wc: and has @2?).');
      const wallet = await walletFor(await seeded(address));
      await wallet.pair(uri.trim()).catch((error: unknown) => {
        throw new DeskError(`The wallet could not pair: ${(error as Error).message}`);
      });
    },
    /** Approves or rejects a waiting proposal or request; false when there is none by that id. */
    decide(id: string, approve: boolean): boolean {
      const decision = pending.get(id);
      if (!decision) return false;
      pending.delete(id);
      decision.settle(approve);
      return true;
    },
    async disconnect(address: string): Promise<void> {
      await (await wallets.get(address.toLowerCase()))?.disconnectAll();
    },
    /** The paired wallets with their sessions, and what waits for a decision, oldest first. */
    async state() {
      const paired = await Promise.all(
        [...wallets.values()].map(async (wallet) => {
          const ready = await wallet.catch(() => null);
          return ready && { address: ready.address, name: ready.name, sessions: ready.sessions() };
        }),
      );
      return {
        wallets: paired.filter((wallet) => wallet !== null),
        requests: [...pending.values()].map(({ settle: _settle, ...decision }) => decision),
      };
    },
    async close(): Promise<void> {
      for (const decision of pending.values()) decision.settle(false);
      pending.clear();
      for (const wallet of wallets.values()) await (await wallet.catch(() => null))?.close();
      wallets.clear();
    },
  };
}

export type WalletDesk = ReturnType<typeof createWalletDesk>;

/** A person's mistake, answered 400 with its message. */
export class DeskError extends Error {
  override name = 'DeskError';
}
