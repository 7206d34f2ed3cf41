/**
 * The embed's wallet step: the wallet modal for the borrower signed in within this opening (each
 * opening starts signed out, ./fresh-session.ts; the frame's storage is the partner site's
 * partition, so a sign-in on our own site does not count either). Not signed in: the login first,
 * with the wallet after it.
 */
import { LoadingStatus, notifyError, useNavigate, useSession } from '@lender/shared';
import { useEffect } from 'react';
import { embedAddress, type EmbedOpening } from './embed-start.ts';
import { EMBED_PATHS } from './protocol.ts';

export const OPENING_WALLET = 'Opening your wallet…';

export function EmbedWallet({ opening }: { opening: EmbedOpening }) {
  const jwt = useSession((state) => state.jwt);
  const navigate = useNavigate();
  useEffect(() => {
    if (!jwt) {
      void navigate(embedAddress({ ...opening, step: 'login', wallet: true }), { replace: true });
      return;
    }
    import('@lender/shared/wallet').then(
      ({ pageWallet }) => pageWallet().openModal({ returnTo: EMBED_PATHS.done, token: jwt }),
      notifyError,
    );
    // Once per arrival: a token refreshed meanwhile must not open the modal again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LoadingStatus label={OPENING_WALLET} />;
}
