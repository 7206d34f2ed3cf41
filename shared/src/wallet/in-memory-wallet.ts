/**
 * An in-memory wallet: a WalletAdapter backed by a secp256k1 private key held in the
 * page, signing with the crypto module exactly as a real wallet would (ES256K tokens,
 * hex-message signatures). For tests and local development only: a real wallet keeps
 * its key elsewhere. Its address is the crypto module's simple hex stand-in.
 * `emit` plays the wallet's own events (a session update, a disconnect from its side).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { signHexMessage } from '../crypto/hex-signature.ts';
import { signJwtES256K } from '../crypto/jwt-es256k.ts';
import { addressFromPublicKey, generateKeyPair, publicKeyHex, type KeyInput } from '../crypto/keys.ts';
import { buildSignedTokenPayload } from '../crypto/signed-token-payload.ts';
import type { WalletAdapter, WalletAdapterEvent, WalletMessage } from './wallet-adapter.ts';
import { NO_WALLET_CONNECTED } from './wallet-constants.ts';

export interface InMemoryWalletOptions {
  /** Default: a fresh random key. */
  privateKey?: KeyInput;
  /** The wallet's name (walletInfo.name and peer name). */
  name?: string;
  /** `iss` of the tokens it signs. */
  issuer?: string;
  /** Group policy addresses it may act for. */
  groups?: string[];
  now?: () => number;
}

export interface InMemoryWallet extends WalletAdapter {
  readonly address: string;
  readonly publicKey: string;
  /** Every message it was asked to send, in order. */
  readonly sent: WalletMessage[];
  emit(event: WalletAdapterEvent): void;
}

/** Runs `work` as a promise, so a throw becomes a rejection as in a real wallet. */
const attempt = <T>(work: () => T): Promise<T> => new Promise((resolve) => resolve(work()));

export function createInMemoryWallet(options: InMemoryWalletOptions = {}): InMemoryWallet {
  const privateKey = options.privateKey ?? generateKeyPair().privateKey;
  const publicKey = publicKeyHex(privateKey);
  const address = addressFromPublicKey(publicKey);
  const { name = 'In-memory wallet', issuer = 'in-memory-wallet', groups = [], now = Date.now } = options;
  const listeners = new Set<(event: WalletAdapterEvent) => void>();
  const sent: WalletMessage[] = [];
  let connected = false;
  let group: string | null = null;

  const whileConnected = <T>(work: () => T) =>
    attempt(() => {
      if (!connected) throw new Error(NO_WALLET_CONNECTED);
      return work();
    });
  const token = (expiresAt?: number) =>
    signJwtES256K(
      buildSignedTokenPayload({
        address,
        groupAddress: group,
        subject: publicKey,
        issuer,
        now: now(),
        expiresAt,
      }),
      privateKey,
    );

  return {
    kind: 'in-memory',
    address,
    publicKey,
    sent,
    connect: () =>
      attempt(() => {
        connected = true;
        group = null;
        return { address, publicKey, signedJWT: token(), peer: { name }, walletInfo: { name } };
      }),
    disconnect: () => attempt(() => void (connected = false)),
    signJWT: ({ expiresAt }) => whileConnected(() => token(expiresAt)),
    signHexMessage: (hexMessage) => whileConnected(() => signHexMessage(hexMessage, privateKey)),
    sendMessage: (message) =>
      whileConnected(() => {
        sent.push(message);
        const txHash = bytesToHex(sha256(new TextEncoder().encode(JSON.stringify(message))));
        return { code: 0, rawLog: '', txHash };
      }),
    switchToGroup: (groupAddress) =>
      whileConnected(() => {
        if (groupAddress !== undefined && !groups.includes(groupAddress))
          throw new Error(`Not a member of group ${groupAddress}`);
        group = groupAddress ?? null;
        return { signedJWT: token(), representedGroupPolicy: group ? { address: group } : null };
      }),
    // Its requests never wait, so there is nothing to withdraw; a withdrawal always resolves.
    removePendingMethod: () => Promise.resolve(),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event) {
      if (event.type === 'disconnect') connected = false;
      for (const listener of [...listeners]) listener(event);
    },
  };
}
