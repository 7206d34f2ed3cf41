/**
 * The connect step as the person sees it, pure (the one connect flow the wallet
 * modal's Connect and Verify and the organization page's Connect step share; its
 * runner is ./use-connect.ts, its view ./ConnectPanel.tsx). It does not decide what
 * follows a connection: the modal's reducer and the organization page's rules do.
 */
import { sameAddress } from '@lender/shared/contracts';
import { type WalletAppKind } from '@lender/shared/wallet';
import { type WalletSession } from '@lender/shared';

/** What a connect is for: the ways offered and the address that must connect (null: any wallet). */
export interface ConnectRequest {
  kinds: readonly WalletAppKind[];
  required: string | null;
}

/** The connect step as the person sees it. */
export type ConnectStatus =
  /**
   * The kind buttons (and an error, if any). `wrongWallet`: the error is that another
   * wallet than the required one answered (it was disconnected); a screen may go back.
   */
  | { step: 'choose'; error?: string; wrongWallet?: boolean }
  /** Waiting in the wallet (mobile: the QR code once the pairing link comes). */
  | { step: 'connecting'; kind: WalletAppKind; pairingUri: string | null };

export type ConnectEvent =
  | { type: 'start'; kind: WalletAppKind }
  | { type: 'pairing-uri'; uri: string }
  | { type: 'failed'; message: string; wrongWallet?: boolean }
  | { type: 'reset' };

export const initialConnectStatus: ConnectStatus = { step: 'choose' };

export function connectStep(status: ConnectStatus, event: ConnectEvent): ConnectStatus {
  switch (event.type) {
    // A new attempt replaces whatever showed, its error included ("one kind connects at once").
    case 'start':
      return { step: 'connecting', kind: event.kind, pairingUri: null };
    // The link arrives for the attempt under way; with none under way there is nothing to show it in.
    case 'pairing-uri':
      return status.step === 'connecting' ? { ...status, pairingUri: event.uri } : status;
    case 'failed':
      return event.wrongWallet
        ? { step: 'choose', error: event.message, wrongWallet: true }
        : { step: 'choose', error: event.message };
    case 'reset':
      return initialConnectStatus;
  }
}

/** One way only: connect at once (returns that kind), else null (the person picks). */
export function autoKind(request: ConnectRequest): WalletAppKind | null {
  return request.kinds.length === 1 ? request.kinds[0]! : null;
}

/**
 * What the page wallet must do before a connect. The driver answers a connect while
 * connected with the session it has, whichever wallet that is, and a pending pairing
 * would be left behind: so a wallet other than the required one, or a pairing still
 * pending, is disconnected first; the required wallet (or any, when none is required)
 * already connected is the answer itself.
 */
export type BeforeConnect = 'connect' | 'disconnect-first' | 'already-connected';

export function beforeConnect(
  session: Pick<WalletSession, 'status' | 'address'>,
  required: string | null,
): BeforeConnect {
  if (session.status === 'disconnected') return 'connect';
  if (session.status === 'connected' && (required === null || sameAddress(session.address ?? '', required)))
    return 'already-connected';
  return 'disconnect-first';
}

/**
 * A request's identity: when it changes, a `choose` step starts afresh (its error was
 * about the request before); an attempt under way is never interrupted by it.
 */
export const requestKey = (request: ConnectRequest | null): string =>
  request ? `${request.kinds.join(',')}|${request.required?.toLowerCase() ?? ''}` : '';
