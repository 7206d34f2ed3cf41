/**
 * What each wallet method resolves with, and what its result means for the session:
 * a new token from signJWT; a new token and group from switchToGroup (no token is
 * "Error updating jwt on switchToGroup"); and a sendMessage broadcast whose code is
 * not 0 is a failure carrying the raw log (SendMessageError, message = raw log).
 * Kept apart from the driver so these rules are tested as plain functions.
 */
import type { SendMessageResult, SwitchToGroupResult } from './wallet-adapter.ts';
import { SWITCH_TO_GROUP_JWT_ERROR } from './wallet-constants.ts';
import type { WalletMethod, WalletSession } from './wallet-session.ts';

export interface WalletMethodResults {
  sendMessage: SendMessageResult;
  switchToGroup: SwitchToGroupResult;
  signJWT: string;
  signHexMessage: string;
  removePendingMethod: void;
}

export type WalletSessionUpdate = Partial<Pick<WalletSession, 'signedJWT' | 'representedGroupPolicy'>>;

/** A broadcast transaction the chain refused; `message` is its raw log. */
export class SendMessageError extends Error {
  constructor(readonly result: SendMessageResult) {
    super(result.rawLog);
    this.name = 'SendMessageError';
  }
}

/** The session update a successful result brings; throws when the result is a failure. */
export function sessionUpdateFor<M extends WalletMethod>(
  method: M,
  result: WalletMethodResults[M],
): WalletSessionUpdate | undefined {
  if (method === 'signJWT') return { signedJWT: result as string };
  if (method === 'switchToGroup') {
    const switched = result as SwitchToGroupResult;
    if (!switched.signedJWT) throw new Error(SWITCH_TO_GROUP_JWT_ERROR);
    return { signedJWT: switched.signedJWT, representedGroupPolicy: switched.representedGroupPolicy };
  }
  if (method === 'sendMessage' && (result as SendMessageResult).code !== 0)
    throw new SendMessageError(result as SendMessageResult);
  return undefined;
}
