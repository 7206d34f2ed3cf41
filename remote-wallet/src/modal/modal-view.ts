/**
 * The wallet modal's state, what moves it, and what it asks the page to do: the types of
 * the reducer (./modal-reducer.ts). The state is only what the person sees; the wallet
 * session stays the page wallet's, and the connect step's own status (choose, waiting in
 * the wallet) is the connect flow's (../connect/).
 */
import type { Account, AuthorizedWallet } from '@lender/shared/endpoints/wallet';
import type { TokenAddresses, WalletAppKind } from '@lender/shared/wallet';
import type { WalletStatus } from '@lender/shared';
import type { AccountCard, AccountGroups } from '../accounts/account-cards.ts';
import type { VerifyStep } from '../verify/verify-sequence.ts';
import type { SelectAnswer } from '../calls/account-calls.ts';
import type { ModalStart } from './modal-rules.ts';

export type ConnectSection = 'Connect' | 'Verify';

export type ModalView =
  | {
      section: 'Select';
      status: 'loading' | 'ready' | 'selecting' | 'failed';
      groups: AccountGroups;
      error?: string;
      /** While `selecting`: the wallet of the card clicked. */
      chosen?: AuthorizedWallet;
    }
  | {
      section: ConnectSection;
      /** The wallet chosen in Select; null for "Connect a Wallet" (any wallet) and token mode. */
      wallet: AuthorizedWallet | null;
      kinds: readonly WalletAppKind[];
      /** Token mode: the wallet the login token names (no way back to Select). */
      fromToken: TokenAddresses | null;
      /**
       * `finding`: token mode looks the named wallet up in the account list; `connect`:
       * the connect panel (CONNECT_NEW); then the verify sequence's steps.
       */
      step: 'finding' | 'connect' | VerifyStep;
      error?: string;
      /** The API refused the wallet's token: "Reconnect the wallet" is offered. */
      reconnect?: boolean;
      /** "Open in wallet" followed, and what came of it so far (./way-back.ts). */
      openedInWallet?: OpenedInWallet;
      /** A verify step's wait for the wallet's signature (./signing-reducer.ts). */
      wait?: SigningWait;
    }
  | {
      section: 'Provenance';
      wallet: AuthorizedWallet;
      /** `opening`: the conversion's ticket is being minted, then the page is left for it. */
      status: 'ready' | 'opening';
      error?: string;
    }
  | { section: 'Unsupported'; wallet: AuthorizedWallet }
  | { section: 'Success' }
  | { section: 'Verification_Error' };

export type ConnectView = Extract<ModalView, { section: ConnectSection }>;

/** What the person does (each supersedes whatever was under way). */
export type PersonEvent =
  | { type: 'open'; start: ModalStart }
  | { type: 'choose'; card: AccountCard }
  | { type: 'retry-accounts' }
  | { type: 'connect-any' }
  | { type: 'create-organization' }
  | { type: 'pick-kind'; kind: WalletAppKind }
  | { type: 'reconnect' }
  | { type: 'reselect' }
  | { type: 'convert' }
  /** Stop waiting for the signature: withdrawn, back to the wallet's Connect panel, still connected. */
  | { type: 'cancel-request' }
  /** The signature asked for anew (the waiting one withdrawn first). */
  | { type: 'request-again' }
  /** `wallet`: the session's status as the person closes. */
  | { type: 'close'; wallet: WalletStatus };

/** What an effect answers (only while nothing newer has happened: ./modal-reducer.ts, `modalTurn`). */
export type AnswerEvent =
  | { type: 'accounts'; accounts: readonly Account[] }
  | { type: 'accounts-failed' }
  /** `connectedAddress`: the wallet connected when the answer came, if any. */
  | { type: 'selected'; answer: SelectAnswer; connectedAddress: string | null }
  | { type: 'previous-disconnected'; next: ConnectSection; wallet: AuthorizedWallet }
  | { type: 'reconnect-ready' }
  /** The connect panel connected the wallet; its token as it was then, and the time. */
  | { type: 'connected'; address: string | null; walletToken: string | null; now: number }
  | { type: 'verify-step'; step: VerifyStep }
  | { type: 'verified' }
  | { type: 'verify-failed'; message: string; tokenRefused: boolean }
  | { type: 'attached-elsewhere' }
  | { type: 'verification-error' }
  | { type: 'conversion-failed'; message: string }
  /** The wallet was asked for a signature (the page wallet's `request-waiting`), at `now`. */
  | { type: 'wallet-waiting'; requestId: string; kind: WalletAppKind | null; now: number }
  /** The wait for `requestId` reached its limit. */
  | { type: 'wait-ran-out'; requestId: string }
  /** The withdrawal settled (the wallet answered, or its wait ran out). */
  | { type: 'withdrawn' };

/**
 * What the page sees of a person gone to the wallet app and back (./way-back.ts): none
 * supersedes what is under way (the connect goes on).
 */
export type PageEvent = { type: 'opened-in-wallet' } | { type: 'page-hidden' } | { type: 'page-visible' };

/**
 * After "Open in wallet" (phone-sized screens), while nothing has connected: `away` once
 * the page went hidden since; `returns`, how often the person came back to it still
 * unconnected (from the first the way back is shown, its heading focused at each).
 */
export interface OpenedInWallet {
  away: boolean;
  returns: number;
}

/**
 * A verify step's wait for the wallet's signature (issue 32, item 1): `waiting` until
 * `until`; `timed-out` (already withdrawn); `interrupted` by a reload (the request from
 * before it may still wait in the wallet: withdrawn before anything is sent again);
 * `withdrawing` before sending anew (`next`: the verify, or after a reload the connection).
 * `kind`: the wallet's kind, when known.
 */
export type SigningWait =
  | { state: 'waiting'; requestId: string; kind: WalletAppKind | null; until: number }
  | { state: 'timed-out'; requestId: string; kind: WalletAppKind | null }
  | { state: 'interrupted'; requestId: string | null; kind: WalletAppKind | null }
  | {
      state: 'withdrawing';
      requestId: string | null;
      kind: WalletAppKind | null;
      next: 'verify' | 'connect';
    };

export type ModalEvent = PersonEvent | AnswerEvent | PageEvent;

/** What the runner (./use-wallet-modal.ts, ./modal-effects.ts) does; data, so the reducer stays pure. */
export type ModalEffect =
  /** What the mobile view needs, fetched while the person reads the first section. */
  | { type: 'prefetch' }
  | { type: 'load-accounts' }
  | { type: 'select'; address: string }
  | { type: 'connect'; kind: WalletAppKind }
  /** Stops the connect panel's attempt (a pending pairing is disconnected) and clears its status. */
  | { type: 'cancel-connect' }
  /** Disconnects the wallet, then answers `then`, if given. */
  | { type: 'disconnect'; then?: AnswerEvent }
  /** The verify sequence; `renew`: a new wallet token first. */
  | { type: 'verify'; address: string | null; renew: boolean }
  /** Answers `wait-ran-out` at `until` (the wait for the wallet's signature, ./signing-reducer.ts). */
  | { type: 'time-wait'; requestId: string; until: number }
  /** Withdraws the request from the wallet (`removePendingMethod`; none: nothing to withdraw), then answers `then`. */
  | { type: 'withdraw'; requestId: string | null; then?: AnswerEvent }
  | { type: 'notify-attached-elsewhere' }
  | { type: 'open-conversion'; address: string }
  /** Off to Create Wallet, with the way back to the modal on Select. */
  | { type: 'create-wallet' }
  | { type: 'create-organization' }
  /** The modal's work is done: the host is told, connected. */
  | { type: 'done' }
  /** The person closes: the connect attempt stops, the wallet is disconnected if asked, the host is told. */
  | { type: 'close'; disconnect: boolean };
