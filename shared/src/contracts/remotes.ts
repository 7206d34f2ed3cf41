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
