/**
 * Whether a newer version of a remote this tab uses is out, looked for when the person
 * comes back to the tab and on each navigation (the checker holds them to one look a
 * minute). The page's own load is not a look: its configuration is the pointer as it
 * stood then. A look that finds no usable answer leaves what the last one found.
 */
import { useLocation } from '@lender/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UpdateChecker } from './update-checker.ts';

export function useNewVersion(checker: UpdateChecker): boolean {
  const [available, setAvailable] = useState(false);
  const look = useCallback(() => {
    // check() never rejects; null: no look, or no usable answer.
    void checker.check().then((moved) => {
      if (moved) setAvailable(moved.length > 0);
    });
  }, [checker]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') look();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [look]);

  // Each navigation has a new location key; the first one is the page's load.
  const { key } = useLocation();
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    look();
  }, [key, look]);

  return available;
}
