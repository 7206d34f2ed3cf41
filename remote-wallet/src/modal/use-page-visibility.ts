/**
 * The page's visibility (`document.visibilityState`, `visibilitychange`) for the wallet
 * modal's way back (./way-back.ts): a person who followed "Open in wallet" leaves the page
 * (hidden) and comes back to it (visible). "Hidden" is told at once; "visible" only once
 * the page has stayed in view for `visibleAfterMs` (`WAY_BACK_AFTER_MS`: a wallet that
 * answered meanwhile goes first). Listens while mounted; nothing is told after unmount.
 */
import { useEffect } from 'react';

export function usePageVisibility(
  onChange: (state: DocumentVisibilityState) => void,
  visibleAfterMs: number,
): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(timer);
      const state = document.visibilityState;
      if (state === 'visible') timer = setTimeout(() => onChange(state), visibleAfterMs);
      else onChange(state);
    };
    document.addEventListener('visibilitychange', heard);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', heard);
    };
  }, [onChange, visibleAfterMs]);
}
