/** What the modal's reducers (./modal-reducer.ts and the two it delegates to) build their steps from. Pure. */
import type { AuthorizedWallet } from '@lender/shared/endpoints/wallet';
import type { TokenAddresses, WalletAppKind } from '@lender/shared/wallet';
import type { AccountGroups } from '../accounts/account-cards.ts';
import { autoKind } from '../connect/connect-flow.ts';
import { connectKindsFor } from '../connect/connect-kinds.ts';
import type { ConnectSection, ConnectView, ModalEffect, ModalView } from './modal-view.ts';

export interface ModalStep {
  view: ModalView;
  effects: readonly ModalEffect[];
}

const ALL_KINDS: readonly WalletAppKind[] = ['mobile', 'extension', 'hosted'];
const noGroups: AccountGroups = { individual: [], organizational: [] };
export const loadingView: ModalView = { section: 'Select', status: 'loading', groups: noGroups };

export const stay = (view: ModalView, ...effects: ModalEffect[]): ModalStep => ({ view, effects });

/** Select, loading the accounts (after what must stop first). */
export const toSelect = (...before: ModalEffect[]): ModalStep =>
  stay(loadingView, ...before, { type: 'load-accounts' });

/** The connect panel for `view`: a type with one way connects at once, several let the person pick. */
export function connecting(view: ConnectView): ModalStep {
  const kind = autoKind({ kinds: view.kinds, required: null });
  return kind ? stay(view, { type: 'connect', kind }) : stay(view);
}

/** Connect or Verify for the chosen wallet (null: any wallet, every kind), or the one a login token names. */
export const openConnect = (
  section: ConnectSection,
  wallet: AuthorizedWallet | null,
  fromToken: TokenAddresses | null,
): ModalStep =>
  connecting({
    section,
    wallet,
    fromToken,
    kinds: wallet ? connectKindsFor(wallet.type) : ALL_KINDS,
    step: 'connect',
  });

/**
 * The view without the last error, the reconnect offer, a trip to the wallet app
 * (./way-back.ts) or a wait for a signature (./signing-reducer.ts).
 */
export function cleared(view: ConnectView): ConnectView {
  const { error: _error, reconnect: _reconnect, openedInWallet: _trip, wait: _wait, ...rest } = view;
  return rest;
}

/** The view without its wait for a signature (the step it waited in is over). */
export function unwaited(view: ConnectView): ConnectView {
  const { wait: _wait, ...rest } = view;
  return rest;
}

export const isConnect = (view: ModalView): view is ConnectView =>
  view.section === 'Connect' || view.section === 'Verify';

/** Verify with the sequence under way (a step may be waiting in the wallet). */
export const verifying = (view: ModalView): view is ConnectView =>
  view.section === 'Verify' &&
  (view.step === 'RENEW_TOKEN' || view.step === 'GET_NONCE' || view.step === 'ATTACH');
