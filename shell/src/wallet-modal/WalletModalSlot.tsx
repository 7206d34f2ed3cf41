/**
 * Where the wallet modal goes on every page: nothing until the wallet session asks
 * for the modal (`modal.showModal`, written by the page wallet), then the host, whose
 * code (and the wallet remote's) loads only then, so the login page carries neither.
 */
import { useSession } from '@lender/shared';
import { lazy, Suspense } from 'react';

const WalletModalHost = lazy(() => import('./WalletModalHost.tsx'));

export function WalletModalSlot() {
  const open = useSession((state) => state.walletSession.modal.showModal);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WalletModalHost />
    </Suspense>
  );
}
