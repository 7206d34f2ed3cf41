/**
 * The wallet methods as requests in the mobile protocol (./mobile/mobile-protocol.ts),
 * for every adapter whose wallet answers that protocol: the mobile wallet over
 * WalletConnect, and the hosted wallet over postMessage. An adapter gives the way to
 * send one request and the connection it holds; the token to sign is built here (the
 * wallet signs the hex of its `header.payload`), as is every request's metadata.
 * - Every request's metadata carries a fresh `customId` (walletconnect-js's name for it), the
 *   request's id: it is announced with it (`request-waiting`, `request-settled`) while it
 *   waits for the person, and `removePendingMethod(customId)` withdraws it.
 * - A withdrawal stops the page's wait at once (the request rejects with
 *   WalletRequestWithdrawnError; its late answer is dropped), then asks the wallet to drop
 *   it too, unannounced, waiting for its answer at most WITHDRAW_WAIT_MS. It never rejects:
 *   the wallet may not know the id, may be gone, or may not answer.
 */
import { HEX_MESSAGE_ERROR, isHexMessage } from '../crypto/hex-message.ts';
import { jwtSigningInput, jwtWithSignature } from '../crypto/jwt-es256k.ts';
import { buildSignedTokenPayload } from '../crypto/signed-token-payload.ts';
import {
  MOBILE_METHODS,
  utf8ToHex,
  type RequestMetadata,
  type TxResponse,
} from './mobile/mobile-protocol.ts';
import type {
  SwitchToGroupResult,
  WalletAdapter,
  WalletAdapterEvent,
  WalletConnection,
} from './wallet-adapter.ts';
import { NO_WALLET_CONNECTED, WITHDRAW_WAIT_MS } from './wallet-constants.ts';
import { unlessAborted, WalletRequestWithdrawnError, withinTime } from './wallet-errors.ts';
import type { RepresentedGroupPolicy, WalletMethod } from './wallet-session.ts';

export { WITHDRAW_WAIT_MS };

export interface RpcWalletMethodsOptions {
  /**
   * Sends one request to the wallet and resolves to its answer. On `signal`'s abort the
   * adapter stops waiting for it; a `quiet` request (a withdrawal) shows nothing to the person.
   */
  send: <T>(rpcMethod: string, params: string[], signal?: AbortSignal, quiet?: boolean) => Promise<T>;
  /** Reports `request-waiting` and `request-settled` around each request. */
  emit: (event: WalletAdapterEvent) => void;
  /** The connection the adapter holds (null when there is none); a switch to a group updates it. */
  held: HeldConnection;
  /** `iss` of the tokens the product asks the wallet to sign. */
  issuer: string;
  now: () => number;
  /** A fresh request id (`customId`); default `crypto.randomUUID()`. */
  newRequestId?: () => string;
}

/** The connection an adapter holds, shared with its methods. */
export interface HeldConnection {
  current: WalletConnection | null;
}

export type RpcWalletMethods = Pick<
  WalletAdapter,
  'signJWT' | 'signHexMessage' | 'sendMessage' | 'switchToGroup' | 'removePendingMethod'
>;

export function createRpcWalletMethods(options: RpcWalletMethodsOptions): RpcWalletMethods {
  const { now, emit, newRequestId = () => crypto.randomUUID() } = options;
  /** The requests waiting for the person, by id, to withdraw. */
  const waiting = new Map<string, AbortController>();

  /**
   * One request while connected, announced while it waits for the person; `params` are the
   * ones after its metadata (`description`, `extra`), which carries the request's id.
   */
  async function request<T>(
    method: WalletMethod,
    rpcMethod: string,
    [description, extra]: [string, Partial<RequestMetadata>?],
    params: string[] = [],
  ): Promise<T> {
    const requestId = newRequestId();
    const sent = [metadata(requestId, description, extra), ...params];
    const controller = new AbortController();
    waiting.set(requestId, controller);
    emit({ type: 'request-waiting', method, requestId });
    try {
      return await unlessAborted(options.send<T>(rpcMethod, sent, controller.signal), controller.signal);
    } finally {
      waiting.delete(requestId);
      emit({ type: 'request-settled', method, requestId });
    }
  }

  /** Asks the wallet to drop the request; settles within WITHDRAW_WAIT_MS, and never rejects. */
  async function askToDrop(requestId: string): Promise<void> {
    if (!options.held.current) return;
    const removal = new AbortController();
    try {
      const params = [
        metadata(newRequestId(), 'Send Wallet Action', {
          action: 'removePendingMethod',
          payload: { customId: requestId },
        }),
      ];
      await withinTime(
        options.send<unknown>(MOBILE_METHODS.action, params, removal.signal, true),
        WITHDRAW_WAIT_MS,
      );
    } catch {
      // Unknown to the wallet, refused, or unanswered: the page stopped waiting already.
    } finally {
      removal.abort(new WalletRequestWithdrawnError());
    }
  }

  function connected(): WalletConnection {
    const connection = options.held.current;
    if (!connection) throw new Error(NO_WALLET_CONNECTED);
    return connection;
  }

  function metadata(customId: string, description: string, extra: Partial<RequestMetadata> = {}): string {
    const value: RequestMetadata = {
      address: connected().address,
      description,
      date: now(),
      customId,
      ...extra,
    };
    return JSON.stringify(value);
  }

  return {
    async signJWT({ expiresAt }) {
      const { address, publicKey, representedGroupPolicy } = connected();
      const signingInput = jwtSigningInput(
        buildSignedTokenPayload({
          address,
          groupAddress: representedGroupPolicy?.address ?? null,
          subject: publicKey,
          issuer: options.issuer,
          now: now(),
          expiresAt,
        }),
      );
      const signature = await request<string>(
        'signJWT',
        MOBILE_METHODS.sign,
        ['Sign JWT Token'],
        [utf8ToHex(signingInput)],
      );
      return jwtWithSignature(signingInput, signature);
    },
    async signHexMessage(hexMessage) {
      if (!isHexMessage(hexMessage)) throw new Error(HEX_MESSAGE_ERROR);
      return request<string>('signHexMessage', MOBILE_METHODS.sign, ['Sign Message'], [hexMessage]);
    },
    async sendMessage(message) {
      const { txResponse } = await request<{ txResponse: TxResponse }>(
        'sendMessage',
        MOBILE_METHODS.send,
        [message.description ?? 'Send Message'],
        message.messages,
      );
      return { code: txResponse.code, rawLog: txResponse.rawLog, txHash: txResponse.txhash };
    },
    async switchToGroup(groupAddress): Promise<SwitchToGroupResult> {
      const payload = groupAddress ? { address: groupAddress } : undefined;
      const answer = await request<{ jwt?: string; representedGroupPolicy?: RepresentedGroupPolicy | null }>(
        'switchToGroup',
        MOBILE_METHODS.action,
        ['Send Wallet Action', { action: 'switchToGroup', ...(payload ? { payload } : {}) }],
      );
      const representedGroupPolicy = answer.representedGroupPolicy ?? null;
      // Held only with its token: a switch answered without one fails ("Error updating jwt on
      // switchToGroup") and the session keeps its group, so the wallet's next token must too.
      if (options.held.current && answer.jwt)
        options.held.current = { ...options.held.current, representedGroupPolicy };
      return { signedJWT: answer.jwt ?? null, representedGroupPolicy };
    },
    async removePendingMethod(requestId) {
      waiting.get(requestId)?.abort(new WalletRequestWithdrawnError());
      await askToDrop(requestId);
    },
  };
}
