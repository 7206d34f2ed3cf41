/**
 * When to look for a new version: the person comes back to the tab (the document becomes
 * visible again) and each navigation (a new location key; the first key is the page's own
 * load, which is not a look). Kept apart from the checker so the page's first load carries
 * only this: the rest loads at the first trigger (./NewVersionWatch.tsx).
 */
import { useLocation } from '@lender/shared';
import { useEffect, useRef } from 'react';

export function useLookTriggers(onTrigger: () => void): void {
  const trigger = useRef(onTrigger);
  trigger.current = onTrigger;

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') trigger.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const { key } = useLocation();
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    trigger.current();
  }, [key]);
}
