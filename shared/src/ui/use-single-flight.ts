/**
 * Runs a submit handler at most once at a time: while it runs, `pending` is true (the
 * button shows it and is disabled) and further calls are ignored, so a double click
 * sends one request. The guard is a ref, not state, so even two clicks within the
 * same frame (before React re-renders the disabled button) send one request.
 */
import { useCallback, useRef, useState } from 'react';

export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
): [pending: boolean, run: (...args: A) => Promise<void>] {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return [pending, run];
}
