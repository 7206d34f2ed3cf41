/**
 * The wallet modal's controller: which section shows, and the calls and wallet
 * steps behind each (the rules are ./modal-rules.ts, the verify flow
 * ./verify-flow.ts). It works through the page wallet, the one writer of the wallet
 * session; the modal's own state is only what the person sees.
 * - It starts where `modalStart` says: Connect for the wallet a login token names
 *   (token mode: no way back to Select), a given section, or Select.
 * - Select loads the accounts (none: off to create a wallet, with a way back); a card
 *   click selects, then closes, connects, verifies, converts or says why not.
 * - Connect and Verify connect the chosen wallet by its type (one kind: at once;
 *   several: the person picks); Verify then signs the nonce and attaches it.
 * - Closing mid-pairing or mid-signature disconnects what was pending.
 * - A verify calls the host's account-switch callback once the new token is stored.
 */
import {
  apiClient,
  errorMessages,
  getRuntimeConfig,
  notify,
  pageExit,
  paths,
  sessionStore,
  useNavigate,
  WALLET_MODAL_PARAM,
  type SwitchedAccount,
} from '@lender/shared';
import type { AuthorizedWallet } from '@lender/shared/endpoints/wallet';
import {
  pageWallet,
  prefetchSignClient,
  type TokenAddresses,
  type WalletAppKind,
} from '@lender/shared/wallet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withRedirect } from '../create/create-account.ts';
import { accountGroups, type AccountCard, type AccountGroups } from '../accounts/account-cards.ts';
import { connectKindsFor, connectProblem } from '../connect/connect-kinds.ts';
import { afterSelect, ERROR_RETRIEVING_ACCOUNTS, modalStart, walletNamedBy } from './modal-rules.ts';
import { listAccounts, select } from '../calls/account-calls.ts';
import { walletLinks } from '../connect/wallet-links.ts';
import {
  ATTACHED_ELSEWHERE,
  SELECT_FROM_LIST,
  verifyConnectedWallet,
  type VerifyState,
} from './verify-flow.ts';

export type ModalView =
  | {
      section: 'Select';
      status: 'loading' | 'ready' | 'selecting' | 'failed';
      groups: AccountGroups;
      error?: string;
    }
  | {
      section: 'Connect' | 'Verify';
      /** The wallet chosen in Select; null for "Connect a Wallet" (any wallet). */
      wallet: AuthorizedWallet | null;
      kinds: readonly WalletAppKind[];
      /** Token mode: the wallet the login token names (no way back to Select). */
      fromToken: TokenAddresses | null;
      kind: WalletAppKind | null;
      /** `finding`: token mode looks the named wallet up in the account list. */
      step: 'finding' | 'choose' | 'connecting' | VerifyState;
      pairingUri: string | null;
      error?: string;
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

const ALL_KINDS: readonly WalletAppKind[] = ['mobile', 'extension', 'hosted'];
const noGroups: AccountGroups = { individual: [], organizational: [] };

/** What Connect or Verify is for: the section, the wallet (chosen or named by the token) and how it may connect. */
export type ConnectTarget = Pick<
  Extract<ModalView, { section: 'Connect' | 'Verify' }>,
  'section' | 'wallet' | 'kinds' | 'fromToken'
>;

/**
 * Where the modal was headed (else this page), with the modal open on Select: the way
 * back from converting a wallet, or from creating one.
 */
function backToSelect(returnTo: string | null): string {
  const url = new URL(returnTo ?? window.location.href, window.location.origin);
  url.searchParams.set(WALLET_MODAL_PARAM, 'Select');
  return url.toString();
}

/** Mints the conversion's ticket and leaves for the conversion page. */
async function openConversion(walletAddress: string, redirectUrl: string): Promise<void> {
  const { provenanceConversionTicket, provenanceConversionUrl } =
    await import('@lender/shared/endpoints/public');
  const { ticket } = await provenanceConversionTicket.call(apiClient, { params: { walletAddress } });
  pageExit.assign(provenanceConversionUrl(getRuntimeConfig().apiBase, walletAddress, redirectUrl, ticket));
}

export function useWalletModal(
  onDone: (result: { connected: boolean }) => void,
  onAccountSwitch?: (account: SwitchedAccount) => void,
) {
  const wallet = pageWallet();
  const navigate = useNavigate();
  const [view, setView] = useState<ModalView>({ section: 'Select', status: 'loading', groups: noGroups });
  // Only the latest step may change the view: one the person left behind settles into nothing.
  const step = useRef(0);
  const current = () => ++step.current;
  const stillCurrent = (id: number) => id === step.current;

  const loadAccounts = useCallback(() => {
    const id = current();
    setView({ section: 'Select', status: 'loading', groups: noGroups });
    listAccounts().then(
      (accounts) => {
        if (!stillCurrent(id)) return;
        if (accounts.length === 0) {
          wallet.closeModal();
          // Back to where the modal was headed, the modal open on Select to choose the new account.
          const back = new URL(backToSelect(wallet.modalRequest().returnTo));
          void navigate(withRedirect(paths.createWallet, `${back.pathname}${back.search}`));
          return;
        }
        setView({ section: 'Select', status: 'ready', groups: accountGroups(accounts) });
      },
      () =>
        stillCurrent(id) &&
        setView({ section: 'Select', status: 'failed', groups: noGroups, error: ERROR_RETRIEVING_ACCOUNTS }),
    );
  }, [wallet, navigate]);

  useEffect(
    () =>
      wallet.on('pairing-uri', ({ uri }) =>
        setView((shown) => ('pairingUri' in shown ? { ...shown, pairingUri: uri } : shown)),
      ),
    [wallet],
  );

  /** Connects the chosen wallet with `kind`; Verify then signs the nonce and attaches. */
  const connectWith = useCallback(
    (target: ConnectTarget, kind: WalletAppKind) => {
      const id = current();
      const { section, wallet: chosen, kinds, fromToken } = target;
      const shown = { section, wallet: chosen, kinds, fromToken, kind, pairingUri: null } as const;
      setView({ ...shown, step: 'connecting' });
      // The chosen wallet, else the one the token names, must be the one that connects.
      const required = chosen?.address ?? fromToken?.address ?? null;
      const failed = (error: unknown) =>
        stillCurrent(id) && setView({ ...shown, step: 'choose', error: connectProblem(error, required) });
      const options = required ? { requiredIndividualAddress: required } : {};
      wallet.connect(kind, options).then(async (session) => {
        if (!stillCurrent(id) || session.status !== 'connected') return;
        if (section === 'Connect') return setView({ section: 'Success' });
        const jwt = sessionStore.getState().jwt ?? '';
        const { walletNonce, attachWallet } = await import('@lender/shared/endpoints/identity');
        const headers = { 'X-Identity-Token': jwt };
        const outcome = await verifyConnectedWallet({
          fetchNonce: async () => (await walletNonce.call(apiClient, { headers })).hexEncodedNonce,
          signNonce: (hexNonce) => wallet.signHexMessage(hexNonce),
          attach: async (signedNonceHex) =>
            (await attachWallet.call(apiClient, { query: { signedNonceHex, defaultWallet: false }, headers }))
              .jwt,
          storeJwt: (token) => sessionStore.getState().setJwt(token),
          onAccountSwitch: () => onAccountSwitch?.({ walletAddress: session.address ?? '' }),
          onState: (state) => stillCurrent(id) && setView({ ...shown, step: state }),
        });
        if (!stillCurrent(id)) return;
        if (outcome.result === 'verified') return setView({ section: 'Success' });
        if (outcome.result === 'attached-elsewhere') {
          void notify({ kind: 'error', title: ATTACHED_ELSEWHERE, description: SELECT_FROM_LIST });
          await wallet.disconnect();
          return setView({ section: 'Verification_Error' });
        }
        setView({ ...shown, step: 'choose', error: outcome.message });
      }, failed);
    },
    [wallet, onAccountSwitch],
  );

  /** After a card click or a given start: connect at once when the type has one way, else let the person pick. */
  const openConnect = useCallback(
    (
      section: 'Connect' | 'Verify',
      chosen: AuthorizedWallet | null,
      fromToken: TokenAddresses | null = null,
    ) => {
      const kinds = chosen ? connectKindsFor(chosen.type) : ALL_KINDS;
      const target: ConnectTarget = { section, wallet: chosen, kinds, fromToken };
      if (kinds.length === 1) return connectWith(target, kinds[0]!);
      current();
      setView({ ...target, kind: null, step: 'choose', pairingUri: null });
    },
    [connectWith],
  );

  /**
   * Token mode: Connect for the wallet the login token names. Its type (how it
   * connects) comes from the account list; a wallet not listed, or a list that fails,
   * is offered every kind, and the connection must still be that wallet.
   */
  const connectNamed = useCallback(
    (named: TokenAddresses) => {
      const id = current();
      setView({
        section: 'Connect',
        wallet: null,
        kinds: [],
        fromToken: named,
        kind: null,
        step: 'finding',
        pairingUri: null,
      });
      listAccounts().then(
        (accounts) =>
          stillCurrent(id) && openConnect('Connect', walletNamedBy(accounts, named) ?? null, named),
        () => stillCurrent(id) && openConnect('Connect', null, named),
      );
    },
    [openConnect],
  );

  // The start is read once, when the modal opens (not again when a callback it uses is remade).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // What the mobile view needs, fetched while the person reads the first section.
    prefetchSignClient();
    import('qrcode').catch(() => undefined);
    const begin = modalStart(wallet.modalRequest());
    if (begin.start === 'token') connectNamed(begin.wallet);
    else if (begin.start === 'Connect' || begin.start === 'Verify') openConnect(begin.start, null);
    else if (begin.start === 'token-error')
      setView({
        section: 'Connect',
        wallet: null,
        kinds: [],
        fromToken: null,
        kind: null,
        step: 'choose',
        pairingUri: null,
        error: begin.message,
      });
    else loadAccounts();
  }, [wallet, connectNamed, openConnect, loadAccounts]);

  const choose = useCallback(
    ({ wallet: chosen, selectAddress }: AccountCard) => {
      const id = current();
      setView((shown) => ({ ...(shown as Extract<ModalView, { section: 'Select' }>), status: 'selecting' }));
      void select(selectAddress).then(async (answer) => {
        if (!stillCurrent(id)) return;
        const connected = wallet.getState();
        const next = afterSelect(chosen, answer, connected.status === 'connected' ? connected.address : null);
        if (next.next === 'error')
          return setView((shown) => ({
            ...(shown as Extract<ModalView, { section: 'Select' }>),
            status: 'ready',
            error: next.message,
          }));
        if (next.next === 'close') return onDone({ connected: true });
        if (next.next === 'unsupported') return setView({ section: 'Unsupported', wallet: chosen });
        if (next.next === 'Provenance')
          return setView({ section: 'Provenance', wallet: chosen, status: 'ready' });
        if (next.disconnectFirst) await wallet.disconnect();
        openConnect(next.next, chosen);
      });
    },
    [wallet, onDone, openConnect],
  );

  /**
   * Convert: the conversion page is reached by navigation, which cannot carry the
   * session's token, so a single-use ticket is minted first (an authenticated call)
   * and goes in the page's address. A failed call says why and leaves the button.
   */
  const convert = useCallback(() => {
    if (view.section !== 'Provenance' || view.status === 'opening') return;
    const id = current();
    const chosen = view.wallet;
    setView({ section: 'Provenance', wallet: chosen, status: 'opening' });
    void openConversion(chosen.address, backToSelect(wallet.modalRequest().returnTo)).catch(
      (error: unknown) =>
        stillCurrent(id) &&
        setView({
          section: 'Provenance',
          wallet: chosen,
          status: 'ready',
          error: errorMessages(error).join(' '),
        }),
    );
  }, [view, wallet]);

  /** The person closes the modal: whatever was pending is disconnected first. */
  const close = useCallback(() => {
    current();
    // Mid-pairing (pending) or mid-signature (a verify step waiting in the wallet): nothing may stay pending.
    const midVerify = 'step' in view && (view.step === 'GET_NONCE' || view.step === 'ATTACH');
    const leaveNothingPending = wallet.getState().status === 'pending' || midVerify;
    const finish = () => onDone({ connected: wallet.getState().status === 'connected' });
    if (leaveNothingPending) void wallet.disconnect().then(finish);
    else finish();
  }, [wallet, onDone, view]);

  useEffect(() => {
    if (view.section === 'Success') onDone({ connected: true });
  }, [view.section, onDone]);

  /** Back to Select: anything pending is disconnected first. */
  const reselect = useCallback(() => {
    if (wallet.getState().status === 'pending') void wallet.disconnect();
    loadAccounts();
  }, [wallet, loadAccounts]);

  const { stores, universalLink } = useMemo(walletLinks, []);

  return {
    view,
    stores,
    universalLink,
    choose,
    close,
    reselect,
    convert,
    retryAccounts: loadAccounts,
    connectAny: () => openConnect('Connect', null),
    connectWith,
    createOrganization: () => {
      current();
      wallet.closeModal();
      void navigate(paths.organizationSelectAccount);
    },
  };
}
