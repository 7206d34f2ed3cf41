/**
 * The organization page's two steps as one pure reducer (its runner is
 * ./use-owner-wallet.ts): Select lists the individual wallets (loading, failed, ready,
 * or none: Create Wallet), a chosen one goes to Connect; going back reloads the list,
 * saying why once it is there (another wallet was refused).
 */
import type { AccountCard } from '../accounts/account-cards.ts';
import { ERROR_RETRIEVING_ACCOUNTS } from '../accounts/account-texts.ts';

export type OwnerStep =
  | {
      step: 'Select';
      status: 'loading' | 'ready' | 'failed';
      cards: readonly AccountCard[];
      /** Shown in Select. */
      error?: string;
      /** Said once the list is back (the reason the page came back to Select). */
      reason?: string;
    }
  | { step: 'Connect'; card: AccountCard };

export type OwnerEvent =
  | { type: 'load'; reason?: string }
  | { type: 'loaded'; cards: readonly AccountCard[] }
  | { type: 'load-failed' }
  | { type: 'chosen'; card: AccountCard };

export const initialOwnerStep: Extract<OwnerStep, { step: 'Select' }> = {
  step: 'Select',
  status: 'loading',
  cards: [],
};

export function ownerStep(state: OwnerStep, event: OwnerEvent): OwnerStep {
  switch (event.type) {
    case 'load':
      return event.reason === undefined ? initialOwnerStep : { ...initialOwnerStep, reason: event.reason };
    case 'loaded': {
      if (state.step !== 'Select' || state.status !== 'loading') return state;
      const ready = { step: 'Select', status: 'ready', cards: event.cards } as const;
      return state.reason === undefined ? ready : { ...ready, error: state.reason };
    }
    case 'load-failed':
      if (state.step !== 'Select' || state.status !== 'loading') return state;
      return { step: 'Select', status: 'failed', cards: [], error: ERROR_RETRIEVING_ACCOUNTS };
    case 'chosen':
      return { step: 'Connect', card: event.card };
  }
}

/** Select with its list shown and nothing in it: the person has no individual wallet (Create Wallet). */
export const hasNoWallet = (state: OwnerStep): boolean =>
  state.step === 'Select' && state.status === 'ready' && state.cards.length === 0;
