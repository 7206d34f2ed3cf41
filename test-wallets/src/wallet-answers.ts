/**
 * What a test wallet answers the product's requests with, in the protocol every
 * wallet of ours speaks (`@lender/shared/wallet`, mobile-protocol.ts): it signs with
 * its real secp256k1 key, so the dev API's checks are the real ones. The test mobile
 * wallet and the dev API's hosted test wallet both answer through this.
 * - `provenance_sign`: the 64-byte r‖s signature of the hex payload, hex;
 * - `provenance_sendTransaction`: `{ txResponse: { code: 0, rawLog: '', txhash } }`;
 * - `wallet_action` `switchToGroup`: a fresh token for the group (one it may act for) and
 *   its policy; `removePendingMethod`: true.
 * Anything else throws, and the wallet answers with the error.
 */
import { createHash } from 'node:crypto';
import {
  addressFromPublicKey,
  buildSignedTokenPayload,
  publicKeyHex,
  signHexMessage,
  signJwtES256K,
} from '@lender/shared/stand-ins';
import { MOBILE_METHODS, type RequestMetadata } from '@lender/shared/stand-ins';

/** A request as a wallet receives it. */
export interface WalletRequest {
  method: string;
  params: unknown;
}

export interface WalletAnswersOptions {
  /** The wallet's private key, hex. */
  privateKey: string;
  /** Group policy addresses it may act for. */
  groups?: string[];
  /** `iss` of the tokens it signs itself. */
  issuer: string;
}

/** The request's metadata (its first parameter, a JSON string). */
function metadataOf(params: unknown): RequestMetadata {
  if (!Array.isArray(params) || typeof params[0] !== 'string') throw new Error('The request has no metadata');
  return JSON.parse(params[0]) as RequestMetadata;
}

export function createWalletAnswers({ privateKey, groups = [], issuer }: WalletAnswersOptions) {
  const publicKey = publicKeyHex(privateKey);
  const address = addressFromPublicKey(publicKey);
  let group: string | null = null;

  const token = () =>
    signJwtES256K(
      buildSignedTokenPayload({ address, groupAddress: group, subject: publicKey, issuer, now: Date.now() }),
      privateKey,
    );

  return {
    address,
    publicKey,
    /** A token the wallet signs itself (on connect), for the group it acts for, if any. */
    token,
    group: () => group,
    /** A new connection starts as the individual wallet. */
    reset: () => void (group = null),
    answer({ method, params }: WalletRequest): unknown {
      switch (method) {
        case MOBILE_METHODS.sign: {
          metadataOf(params);
          const payload = (params as unknown[])[1];
          if (typeof payload !== 'string') throw new Error('provenance_sign needs a hex payload');
          return signHexMessage(payload, privateKey);
        }
        case MOBILE_METHODS.send: {
          metadataOf(params);
          const messages = (params as unknown[]).slice(1);
          const txhash = createHash('sha256').update(JSON.stringify(messages)).digest('hex').toUpperCase();
          return { txResponse: { code: 0, rawLog: '', txhash } };
        }
        case MOBILE_METHODS.action: {
          const { action, payload } = metadataOf(params);
          if (action === 'removePendingMethod') return true;
          if (action !== 'switchToGroup') throw new Error(`Unknown wallet action ${String(action)}`);
          const target = payload?.address ?? null;
          if (target !== null && !groups.includes(target)) throw new Error(`Not a member of group ${target}`);
          group = target;
          return { jwt: token(), representedGroupPolicy: group ? { address: group } : null };
        }
        default:
          throw new Error(`${method} is not supported`);
      }
    },
  };
}

export type WalletAnswers = ReturnType<typeof createWalletAnswers>;
