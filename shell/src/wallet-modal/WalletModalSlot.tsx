/**
 * Where the wallet modal goes on every page: nothing until the wallet session asks
 * for the modal (`modal.showModal`, written by the page wallet), then the host, whose
 * code (and the wallet remote's) loads only then, so the login page carries neither.
 * An address with `?walletModal=Select` (the way back from converting or creating a
 * wallet, on a page load or a navigation) opens the modal there; the parameter is
 * taken out of the address. A page loaded while session storage holds the wallet modal's
 * signing marker (`SESSION_KEYS.walletSigning`: reloaded while the modal waited for a
 * signature, issue 32, item 1) opens the modal, which reads the marker itself and comes
 * back to that step; the shell knows the key, not its shape. A session that ends while the
 * modal is open (its token removed) closes it.
 */
import {
  sessionStorageSource,
  SESSION_KEYS,
  sessionStore,
  storedString,
  useLocation,
  useNavigate,
  useSession,
  WALLET_MODAL_PARAM,
} from '@lender/shared';
import { lazy, Suspense, useEffect } from 'react';

const WalletModalHost = lazy(() => import('./WalletModalHost.tsx'));

/** The sections an address may open the modal on. */
const SECTIONS_BY_ADDRESS = ['Select'] as const;

const signingMarker = storedString(SESSION_KEYS.walletSigning, sessionStorageSource);

/** The page wallet's modal closed (its entry is loaded: the modal was open). */
function closeModal() {
  import('@lender/shared/wallet').then(
    ({ pageWallet }) => pageWallet().closeModal(),
    (error: unknown) => console.warn('The wallet modal could not be closed', error),
  );
}

function openModal(request: { section?: (typeof SECTIONS_BY_ADDRESS)[number] }) {
  import('@lender/shared/wallet').then(
    ({ pageWallet }) => pageWallet().openModal(request),
    (error: unknown) => console.warn('The wallet modal could not be opened', error),
  );
}

export function WalletModalSlot() {
  const open = useSession((state) => state.walletSession.modal.showModal);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  // The session the modal was opened in ended (a 401 removed the token, another tab logged out):
  // the modal is that person's, so it closes, and whoever signs in next starts without it. A
  // modal opened with no stored token (a login's token mode, a brokered session) is not closed.
  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (previous.jwt !== null && state.jwt === null && state.walletSession.modal.showModal) closeModal();
      }),
    [],
  );

  // Once per page load: reloaded mid-signature, the modal comes back (nothing is sent again by it).
  useEffect(() => {
    if (signingMarker.read() !== null) openModal({});
  }, []);

  useEffect(() => {
    const query = new URLSearchParams(search);
    const section = query.get(WALLET_MODAL_PARAM);
    if (section === null) return;
    query.delete(WALLET_MODAL_PARAM);
    const rest = query.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    const known = SECTIONS_BY_ADDRESS.find((name) => name === section);
    if (known) openModal({ section: known });
  }, [pathname, search, hash, navigate]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WalletModalHost />
    </Suspense>
  );
}
