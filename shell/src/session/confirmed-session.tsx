/**
 * Whether the server has confirmed a session on this page. A brokered session has
 * no jwt (the broker's cookie is the session), so "signed in" for the header's
 * Log out link is: a stored jwt, or a session the wallet area's guard confirmed.
 */
import { useRequiredContext, useSession } from '@lender/shared';
import { createContext, useMemo, useState, type ReactNode } from 'react';

interface ConfirmedSession {
  confirmed: boolean;
  setConfirmed: (confirmed: boolean) => void;
}

const ConfirmedSessionContext = createContext<ConfirmedSession | null>(null);
ConfirmedSessionContext.displayName = 'ConfirmedSession';

export function ConfirmedSessionProvider({ children }: { children: ReactNode }) {
  const [confirmed, setConfirmed] = useState(false);
  const value = useMemo(() => ({ confirmed, setConfirmed }), [confirmed]);
  return <ConfirmedSessionContext.Provider value={value}>{children}</ConfirmedSessionContext.Provider>;
}

export const useConfirmedSession = () => useRequiredContext(ConfirmedSessionContext, 'useConfirmedSession');

/** Signed in as far as the page knows: a stored jwt, or a session the guard confirmed. */
export function useSignedIn(): boolean {
  const hasJwt = useSession((state) => state.jwt !== null);
  const { confirmed } = useConfirmedSession();
  return hasJwt || confirmed;
}
