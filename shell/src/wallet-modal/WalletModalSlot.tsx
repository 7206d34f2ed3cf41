/**
 * Where the wallet modal goes on every page: nothing until the wallet session asks
 * for the modal (`modal.showModal`, written by the page wallet), then the host, whose
 * code (and the wallet remote's) loads only then, so the login page carries neither.
 * An address with `?walletModal=Select` (the way back from converting or creating a
 * wallet, on a page load or a navigation) opens the modal there; the parameter is
 * taken out of the address.
 */
import { useLocation, useNavigate, useSession, WALLET_MODAL_PARAM } from '@lender/shared';
import { lazy, Suspense, useEffect } from 'react';

const WalletModalHost = lazy(() => import('./WalletModalHost.tsx'));

/** The sections an address may open the modal on. */
const SECTIONS_BY_ADDRESS = ['Select'] as const;

export function WalletModalSlot() {
  const open = useSession((state) => state.walletSession.modal.showModal);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const query = new URLSearchParams(search);
    const section = query.get(WALLET_MODAL_PARAM);
    if (section === null) return;
    query.delete(WALLET_MODAL_PARAM);
    const rest = query.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    const known = SECTIONS_BY_ADDRESS.find((name) => name === section);
    if (known)
      import('@lender/shared/wallet').then(
        ({ pageWallet }) => pageWallet().openModal({ section: known }),
        (error: unknown) => console.warn('The wallet modal could not be opened', error),
      );
  }, [pathname, search, hash, navigate]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WalletModalHost />
    </Suspense>
  );
}
