/**
 * The wallet methods as requests in the mobile protocol (./mobile/mobile-protocol.ts),
 * for every adapter whose wallet answers that protocol: the mobile wallet over
 * WalletConnect, and the hosted wallet over postMessage. An adapter gives the way to
 * send one request and the connection it holds; each request is announced
 * (`request-waiting`, `request-settled`) while it waits for the person; the token to sign is built here (the
 * wallet signs the hex of its `header.payload`), as is every request's metadata.
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
import { NO_WALLET_CONNECTED } from './wallet-constants.ts';
import type { RepresentedGroupPolicy, WalletMethod } from './wallet-session.ts';

export interface RpcWalletMethodsOptions {
  /** Sends one request to the wallet and resolves to its answer. */
  send: <T>(rpcMethod: string, params: string[]) => Promise<T>;
  /** Reports `request-waiting` and `request-settled` around each request. */
  emit: (event: WalletAdapterEvent) => void;
  /** The connection the adapter holds (null when there is none); a switch to a group updates it. */
  held: HeldConnection;
  /** `iss` of the tokens the product asks the wallet to sign. */
  issuer: string;
  now: () => number;
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
  const { now, emit } = options;

  /** One request while connected, announced while it waits for the person. */
  async function request<T>(method: WalletMethod, rpcMethod: string, params: string[]): Promise<T> {
    connected();
    emit({ type: 'request-waiting', method });
    try {
      return await options.send<T>(rpcMethod, params);
    } finally {
      emit({ type: 'request-settled', method });
    }
  }

  function connected(): WalletConnection {
    const connection = options.held.current;
    if (!connection) throw new Error(NO_WALLET_CONNECTED);
    return connection;
  }

  function metadata(description: string, extra: Partial<RequestMetadata> = {}): string {
    const value: RequestMetadata = { address: connected().address, description, date: now(), ...extra };
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
      const signature = await request<string>('signJWT', MOBILE_METHODS.sign, [
        metadata('Sign JWT Token'),
        utf8ToHex(signingInput),
      ]);
      return jwtWithSignature(signingInput, signature);
    },
    async signHexMessage(hexMessage) {
      if (!isHexMessage(hexMessage)) throw new Error(HEX_MESSAGE_ERROR);
      return request<string>('signHexMessage', MOBILE_METHODS.sign, [metadata('Sign Message'), hexMessage]);
    },
    async sendMessage(message) {
      const { txResponse } = await request<{ txResponse: TxResponse }>('sendMessage', MOBILE_METHODS.send, [
        metadata(message.description ?? 'Send Message'),
        ...message.messages,
      ]);
      return { code: txResponse.code, rawLog: txResponse.rawLog, txHash: txResponse.txhash };
    },
    async switchToGroup(groupAddress): Promise<SwitchToGroupResult> {
      const payload = groupAddress ? { address: groupAddress } : undefined;
      const answer = await request<{ jwt?: string; representedGroupPolicy?: RepresentedGroupPolicy | null }>(
        'switchToGroup',
        MOBILE_METHODS.action,
        [metadata('Send Wallet Action', { action: 'switchToGroup', ...(payload ? { payload } : {}) })],
      );
      const representedGroupPolicy = answer.representedGroupPolicy ?? null;
      // Held only with its token: a switch answered without one fails ("Error updating jwt on
      // switchToGroup") and the session keeps its group, so the wallet's next token must too.
      if (options.held.current && answer.jwt)
        options.held.current = { ...options.held.current, representedGroupPolicy };
      return { signedJWT: answer.jwt ?? null, representedGroupPolicy };
    },
    async removePendingMethod(requestId) {
      await request<unknown>('removePendingMethod', MOBILE_METHODS.action, [
        metadata('Send Wallet Action', { action: 'removePendingMethod', payload: { customId: requestId } }),
      ]);
    },
  };
}
