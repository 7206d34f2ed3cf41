/**
 * The modal's start, Select and token mode's look-up (part of ./modal-reducer.ts): the
 * account list, a card's selection and what follows it (`afterSelect`). Pure.
 */
import { accountGroups } from '../accounts/account-cards.ts';
import { afterSelect, walletNamedBy } from './modal-rules.ts';
import { openConnect, stay, toSelect, isConnect, type ModalStep } from './modal-steps.ts';
import { interruptedView } from './signing-marker.ts';
import { ERROR_RETRIEVING_ACCOUNTS } from '../accounts/account-texts.ts';
import type { ModalEffect, ModalEvent, ModalView } from './modal-view.ts';

export type SelectEvent = Extract<
  ModalEvent,
  {
    type:
      | 'open'
      | 'accounts'
      | 'accounts-failed'
      | 'retry-accounts'
      | 'choose'
      | 'selected'
      | 'previous-disconnected'
      | 'connect-any'
      | 'create-organization';
  }
>;

function opened(start: Extract<SelectEvent, { type: 'open' }>['start']): ModalStep {
  const prefetch: ModalEffect = { type: 'prefetch' };
  // Back at the step a reload interrupted: nothing is sent until the person asks (./signing-reducer.ts).
  if (start.start === 'interrupted') return stay(interruptedView(start.marker), prefetch);
  if (start.start === 'token')
    return stay(
      { section: 'Connect', wallet: null, kinds: [], fromToken: start.wallet, step: 'finding' },
      prefetch,
      { type: 'load-accounts' },
    );
  if (start.start === 'token-error')
    return stay(
      { section: 'Connect', wallet: null, kinds: [], fromToken: null, step: 'connect', error: start.message },
      prefetch,
    );
  const begun = start.start === 'Select' ? toSelect() : openConnect(start.start, null, null);
  return stay(begun.view, prefetch, ...begun.effects);
}

export function selectStep(view: ModalView, event: SelectEvent): ModalStep {
  const none = stay(view);
  switch (event.type) {
    case 'open':
      return opened(event.start);
    case 'accounts':
      if (view.section === 'Select' && view.status === 'loading')
        return event.accounts.length === 0
          ? stay(view, { type: 'create-wallet' })
          : stay({ section: 'Select', status: 'ready', groups: accountGroups(event.accounts) });
      // Token mode: the named wallet's type (how it connects) from the list; not listed: every kind.
      if (isConnect(view) && view.step === 'finding' && view.fromToken)
        return openConnect('Connect', walletNamedBy(event.accounts, view.fromToken) ?? null, view.fromToken);
      return none;
    case 'accounts-failed':
      if (view.section === 'Select' && view.status === 'loading')
        return stay({ ...view, status: 'failed', error: ERROR_RETRIEVING_ACCOUNTS });
      if (isConnect(view) && view.step === 'finding') return openConnect('Connect', null, view.fromToken);
      return none;
    case 'retry-accounts':
      return view.section === 'Select' && view.status === 'failed' ? toSelect() : none;
    case 'choose':
      if (view.section !== 'Select' || view.status !== 'ready') return none;
      return stay(
        { ...view, status: 'selecting', chosen: event.card.wallet },
        { type: 'select', address: event.card.selectAddress },
      );
    case 'selected': {
      if (view.section !== 'Select' || view.status !== 'selecting' || !view.chosen) return none;
      const { chosen, groups } = view;
      const next = afterSelect(chosen, event.answer, event.connectedAddress);
      switch (next.next) {
        case 'error':
          return stay({ section: 'Select', status: 'ready', groups, error: next.message });
        case 'close':
          return stay(view, { type: 'done' });
        case 'unsupported':
          return stay({ section: 'Unsupported', wallet: chosen });
        case 'Provenance':
          return stay({ section: 'Provenance', wallet: chosen, status: 'ready' });
        default:
          // Another wallet connected goes first (still "Switching Accounts..." meanwhile).
          if (!next.disconnectFirst) return openConnect(next.next, chosen, null);
          return stay(view, {
            type: 'disconnect',
            then: { type: 'previous-disconnected', next: next.next, wallet: chosen },
          });
      }
    }
    case 'previous-disconnected':
      return view.section === 'Select' && view.status === 'selecting'
        ? openConnect(event.next, event.wallet, null)
        : none;
    case 'connect-any':
      return view.section === 'Select' && view.status === 'ready' ? openConnect('Connect', null, null) : none;
    case 'create-organization':
      // Only while the list is shown or said to have failed: not mid-load, not mid-selection.
      return view.section === 'Select' && (view.status === 'ready' || view.status === 'failed')
        ? stay(view, { type: 'create-organization' })
        : none;
  }
}
