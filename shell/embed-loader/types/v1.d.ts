/**
 * Types for the lender's sign-in embed, `<script src="https://<the lender's sign-in>/embed/v1.js">`
 * (version 1). Save this file into your project (for example as `lender-embed.d.ts`): it declares
 * `window.LenderEmbed`, and its types can be imported (`import type { LenderEmbedSuccess } from
 * './lender-embed'`). The guide is the lender's `docs/embed.md`.
 *
 * Served beside the loader at `/embed/v1.d.ts`; it changes when `/embed/v1.js` does, and only in
 * ways that keep version 1's callers compiling.
 */

/**
 * The screen the overlay opens on: the login (its "Register here" stays in the overlay), the
 * wallet (the login first when needed), or the registration of a new login (email, emailed code,
 * password; its "Log in here" goes to the login).
 */
export type LenderEmbedScreen = 'login' | 'wallet' | 'register';

/** Why the overlay closed, as `onExit({ reason })` says. */
export type LenderEmbedExitReason =
  /** The person used the close control. */
  | 'closed'
  /** The person pressed Escape. */
  | 'escape'
  /** The frame did not answer: it could not load or was refused (see the console). */
  | 'unavailable'
  /** Your page called `close()`. */
  | 'partner';

/** The progress events, `onEvent(name, details)`. */
export type LenderEmbedEventName =
  /** The frame answered; its screen is loading. */
  | 'ready'
  /** The person signed in; the wallet may follow. */
  | 'signed_in'
  /** The wallet modal opened. */
  | 'wallet_opened'
  /** The frame refused this opening; `details.reason` says why (and the frame says so). */
  | 'refused';

export type LenderEmbedEventDetails = Readonly<Record<string, string | number | boolean | null>>;

export interface LenderEmbedAccount {
  name: string;
  address: string;
}

/**
 * What `onSuccess` receives in the browser. Any script on your page can imitate this message: act
 * on `result`, verified by your server, never on `identityUuid` or `account` alone.
 */
export interface LenderEmbedSuccess {
  identityUuid: string;
  /** The account chosen to act as, when the wallet was asked for; else null. */
  account: LenderEmbedAccount | null;
  /**
   * The signed result (a compact JWS, ES256, at most 2048 characters), when `open` was given a
   * `nonce`: then always. Send it to your server, which verifies it (`LenderEmbedResultClaims`).
   */
  result?: string;
}

export interface LenderEmbedOptions {
  /** Your brand, one of the labels the lender set up for your site. */
  label: string;
  screen: LenderEmbedScreen;
  /** With `screen: 'login'` or `'register'`: the wallet step follows the sign-in. */
  wallet?: boolean;
  /**
   * A nonce from your own server (16 to 128 letters, digits, `-` or `_`), used once: `onSuccess`
   * then always carries `result`, signed for this nonce and your site's origin.
   */
  nonce?: string;
  onSuccess?: (success: LenderEmbedSuccess) => unknown;
  onExit?: (exit: { reason: LenderEmbedExitReason }) => unknown;
  onEvent?: (name: LenderEmbedEventName, details: LenderEmbedEventDetails) => unknown;
}

export interface LenderEmbedHandle {
  /** Closes the overlay (`onExit({ reason: 'partner' })`); nothing once it is closed. */
  close(): void;
}

/** `window.LenderEmbed`. `open` throws a sentence naming a wrong option, before any overlay. */
export interface LenderEmbed {
  version: number;
  open(options: LenderEmbedOptions): LenderEmbedHandle;
}

/**
 * The claims of a verified `result` (header `typ: lender-embed-result+jwt`, `alg: ES256`, a `kid`
 * of the keys at `<iss>/embed/jwks.json`), for your server once it has checked them all.
 */
export interface LenderEmbedResultClaims {
  /** The lender's sign-in, as its `/embed/jwks.json` is published. */
  iss: string;
  /** Your site's origin, as the lender's server vouched for it when the overlay opened. */
  aud: string;
  /** The identity the lender's services confirmed. */
  sub: string;
  /** The account acting, when there is one. */
  address?: string;
  /** That account's name, when the wallet service gave one. */
  name?: string;
  /** The nonce your server issued for this opening. */
  nonce: string;
  iat: number;
  /** At most 5 minutes after `iat`. */
  exp: number;
  /** New for each result: take each one once. */
  jti: string;
}

declare global {
  interface Window {
    /** Absent until `/embed/v1.js` has loaded (or when it could not). */
    LenderEmbed?: LenderEmbed;
  }
}
