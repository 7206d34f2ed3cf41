/**
 * The contract between the shell and the remotes: which container exposes which
 * screen. The shell loads `'<container>/<Screen>'` at run time; each remote's
 * `src/exposes/*` file default-exports a component of the declared type, checked
 * by `satisfies RemoteScreen` there. Types only: nothing here is bundled.
 */
import type { ComponentType } from 'react';

/** Screens take no props: they read start-up parameters and session from `shared`. */
export type RemoteScreen = ComponentType;

export interface RemoteScreenModule {
  default: RemoteScreen;
}

export const remoteContainers = [
  'remote_login',
  'remote_register',
  'remote_wallet',
  'remote_onboarding',
] as const;
export type RemoteContainer = (typeof remoteContainers)[number];

export interface RemoteExposes {
  remote_login: 'LoginScreen' | 'SignerLoginScreen';
  remote_register: 'RegisterScreen' | 'PartnerRegisterScreen' | 'HelocRegisterScreen';
  remote_wallet: 'CreateWalletScreen' | 'NameAccountScreen' | 'SelectAccountScreen';
  remote_onboarding: 'PassportRedirectScreen';
}

export type RemoteModuleId = {
  [C in RemoteContainer]: `${C}/${RemoteExposes[C]}`;
}[RemoteContainer];

/** The wallet modal's sections (spec section 2, "Wallet modal"). */
export type WalletModalSection =
  'Select' | 'Connect' | 'Verify' | 'Provenance' | 'Success' | 'Verification_Error';

/** What the page asks of the wallet modal when it opens it (the page wallet keeps it). */
export interface WalletModalRequest {
  /** Where the page goes once the modal succeeds; null: it stays (opened from a wallet page). */
  returnTo: string | null;
  /** The section it opens on; null: Select (or Connect when a token supplies the wallet). */
  section: WalletModalSection | null;
  /**
   * The login's session token (token mode): when it names a wallet (`addr`), the modal
   * starts on Connect for that wallet; null or absent: no token was given. Optional, so
   * a wallet remote built before 0.2.1 still reads the request it knows.
   */
  token?: string | null;
}

/** The account a verify made the session act as (the account-switch callback's argument). */
export interface SwitchedAccount {
  /** The wallet now attached and acting. */
  walletAddress: string;
}

export interface WalletModalProps {
  /** Called once the modal is done: after Success (`connected`), or closed by the person. */
  onDone: (result: { connected: boolean }) => void;
  /**
   * The account-switch callback: called after a verify stored the new session token
   * (the page reloads what depends on the acting account). Optional for hosts built
   * before 0.2.1.
   */
  onAccountSwitch?: (account: SwitchedAccount) => void;
}

/**
 * Components a remote exposes that take props, unlike screens: the shell renders them
 * where it chooses. Each remote's `src/exposes/*` file default-exports one, checked by
 * `satisfies ComponentType<RemoteComponents[id]>`.
 */
export interface RemoteComponents {
  'remote_wallet/WalletModal': WalletModalProps;
}
export type RemoteComponentId = keyof RemoteComponents;
export interface RemoteComponentModule<Id extends RemoteComponentId> {
  default: ComponentType<RemoteComponents[Id]>;
}
