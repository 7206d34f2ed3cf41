/**
 * What the modal's effects do (the reducer, ./modal-reducer.ts, only names them): the
 * calls (../calls/), the connect flow (../connect/use-connect.ts), the verify sequence
 * (../verify/), the page wallet and the host's callbacks. Each answer goes back through
 * `answer`, which drops it once the person has moved on. Nothing here rejects.
 */
import { errorMessages, notify, pageExit, paths } from '@lender/shared';
import { type SwitchedAccount } from '@lender/shared/contracts';
import { prefetchSignClient, type PageWallet } from '@lender/shared/wallet';
import { readAccounts, select } from '../calls/account-calls.ts';
import { conversionAddress } from '../calls/conversion-calls.ts';
import type { ConnectHandle } from '../connect/use-connect.ts';
import { verifyWithWallet } from '../verify/verify-with-wallet.ts';
import { backToSelect, createWalletPath } from './modal-rules.ts';
import { connectionReady } from './settled-connection.ts';
import { ATTACHED_ELSEWHERE, SELECT_FROM_LIST } from './modal-texts.ts';

/**
 * How long a withdrawal waits for the connection to be taken up after a reload: as long as the
 * page waits for the WalletConnect relay (10 s, `WALLET_RELAY_TIMEOUT_MS`), since resuming the
 * session goes through it. A connection in use goes on at once.
 */
const WITHDRAW_SETTLE_MS = 10_000;
import { signingMarkerStore } from './signing-marker.ts';
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
  /** Runs `run` in `ms` unless the modal has gone (its timers are the runner's). */
  after: (ms: number, run: () => void) => void;
}

const ignore = () => undefined;

/** The signatures the verify asks for: their waits are the modal's (./signing-reducer.ts). */
const SIGNING_METHODS: ReadonlySet<string> = new Set(['signJWT', 'signHexMessage']);

function verify(ctx: EffectContext, effect: Extract<ModalEffect, { type: 'verify' }>): void {
  const { answer, onAccountSwitch, wallet } = ctx;
  // While it runs, each signature it waits for is told to the reducer, with its id (to withdraw it).
  const stopListening = wallet.onRequest((event) => {
    if (event.type === 'request-waiting' && SIGNING_METHODS.has(event.method))
      answer({ type: 'wallet-waiting', requestId: event.requestId, kind: wallet.kind(), now: Date.now() });
  });
  void verifyWithWallet(wallet, {
    renew: effect.renew,
    onStep: (step) => answer({ type: 'verify-step', step }),
    // Sent again ("Request again") the verify names no address: the wallet's, connected.
    onAccountSwitch: () =>
      onAccountSwitch?.({ walletAddress: effect.address ?? wallet.getState().address ?? '' }),
    isCurrent: ctx.isCurrent,
  }).then((outcome) => {
    stopListening();
    // Withdrawn by the modal itself (timed out, Cancel, Request again): nothing to show.
    if (outcome.result === 'withdrawn') return;
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
      readAccounts().then(
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
    case 'time-wait':
      ctx.after(effect.until - Date.now(), () =>
        answer({ type: 'wait-ran-out', requestId: effect.requestId }),
      );
      return;
    case 'withdraw': {
      // Resolves within 3 s whatever the wallet does (the page wallet's own limit); never rejects.
      const { requestId } = effect;
      const withdrawal =
        requestId === null
          ? Promise.resolve()
          : connectionReady(wallet, WITHDRAW_SETTLE_MS).then(() => wallet.removePendingMethod(requestId));
      void withdrawal.catch(ignore).then(() => effect.then && answer(effect.then));
      return;
    }
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
      // Closed: a reload no longer comes back to a signing step.
      signingMarkerStore.remove();
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
