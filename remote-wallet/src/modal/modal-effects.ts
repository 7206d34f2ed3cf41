/**
 * What the modal's effects do (the reducer, ./modal-reducer.ts, only names them): the
 * calls (../calls/), the connect flow (../connect/use-connect.ts), the verify sequence
 * (../verify/), the page wallet and the host's callbacks. Each answer goes back through
 * `answer`, which drops it once the person has moved on. Nothing here rejects.
 */
import { errorMessages, notify, pageExit, paths } from '@lender/shared';
import { type SwitchedAccount } from '@lender/shared/contracts';
import { prefetchSignClient, type PageWallet } from '@lender/shared/wallet';
import { listAccounts, select } from '../calls/account-calls.ts';
import { conversionAddress } from '../calls/conversion-calls.ts';
import type { ConnectHandle } from '../connect/use-connect.ts';
import { verifyWithWallet } from '../verify/verify-with-wallet.ts';
import { backToSelect, createWalletPath } from './modal-rules.ts';
import { ATTACHED_ELSEWHERE, SELECT_FROM_LIST } from './modal-texts.ts';
import type { AnswerEvent, ModalEffect } from './modal-view.ts';

export interface EffectContext {
  wallet: PageWallet;
  connect: ConnectHandle;
  navigate: (to: string) => unknown;
  onDone: (result: { connected: boolean }) => void;
  onAccountSwitch?: (account: SwitchedAccount) => void;
  answer: (event: AnswerEvent) => void;
  /** Whether the change that asked for the effect is still the latest (its answers still count). */
  isCurrent: () => boolean;
}

const ignore = () => undefined;

function verify(ctx: EffectContext, effect: Extract<ModalEffect, { type: 'verify' }>): void {
  const { answer, onAccountSwitch } = ctx;
  void verifyWithWallet(ctx.wallet, {
    renew: effect.renew,
    onStep: (step) => answer({ type: 'verify-step', step }),
    onAccountSwitch: () => onAccountSwitch?.({ walletAddress: effect.address ?? '' }),
    isCurrent: ctx.isCurrent,
  }).then((outcome) => {
    if (outcome.result === 'verified') answer({ type: 'verified' });
    else if (outcome.result === 'attached-elsewhere') answer({ type: 'attached-elsewhere' });
    else answer({ type: 'verify-failed', message: outcome.message, tokenRefused: outcome.tokenRefused });
  });
}

export function runModalEffect(effect: ModalEffect, ctx: EffectContext): void {
  const { wallet, connect, answer } = ctx;
  const here = () => window.location.href;
  switch (effect.type) {
    case 'prefetch':
      prefetchSignClient();
      import('qrcode').catch(ignore);
      return;
    case 'load-accounts':
      listAccounts().then(
        (accounts) => answer({ type: 'accounts', accounts }),
        () => answer({ type: 'accounts-failed' }),
      );
      return;
    case 'select':
      void select(effect.address)
        .catch(() => ({ ok: false, status: 0 }) as const)
        .then((selected) => {
          const session = wallet.getState();
          const connectedAddress = session.status === 'connected' ? session.address : null;
          answer({ type: 'selected', answer: selected, connectedAddress });
        });
      return;
    case 'connect':
      void connect.connect(effect.kind).then((session) => {
        if (session)
          answer({
            type: 'connected',
            address: session.address,
            walletToken: session.signedJWT,
            now: Date.now(),
          });
      });
      return;
    case 'cancel-connect':
      connect.cancel().catch(ignore);
      return;
    case 'disconnect':
      void wallet
        .disconnect()
        .catch(ignore)
        .then(() => effect.then && answer(effect.then));
      return;
    case 'verify':
      return verify(ctx, effect);
    case 'notify-attached-elsewhere':
      notify({ kind: 'error', title: ATTACHED_ELSEWHERE, description: SELECT_FROM_LIST }).catch(ignore);
      return;
    case 'open-conversion':
      conversionAddress(effect.address, backToSelect(wallet.modalRequest().returnTo, here()))
        .then((address) => pageExit.assign(address))
        .catch((error: unknown) =>
          answer({ type: 'conversion-failed', message: errorMessages(error).join(' ') }),
        );
      return;
    case 'create-wallet':
      wallet.closeModal();
      void ctx.navigate(createWalletPath(wallet.modalRequest().returnTo, here()));
      return;
    case 'create-organization':
      wallet.closeModal();
      void ctx.navigate(paths.organizationSelectAccount);
      return;
    case 'done':
      return ctx.onDone({ connected: true });
    case 'close':
      void connect
        .cancel()
        .then(() =>
          effect.disconnect && wallet.getState().status !== 'disconnected' ? wallet.disconnect() : undefined,
        )
        .catch(ignore)
        .then(() => ctx.onDone({ connected: wallet.getState().status === 'connected' }));
      return;
  }
}
