/**
 * Whether a newer version of a remote this tab uses is out, looked for at each trigger
 * (./use-look-triggers.ts: the return to the tab, a navigation; the checker holds them to
 * one look a minute) and, with `lookOnMount`, once when it mounts (it was loaded by a
 * trigger: ./NewVersionWatch.tsx). A look that finds no usable answer leaves what the last
 * one found.
 */
import { useCallback, useEffect, useState } from 'react';
import type { UpdateChecker } from './update-checker.ts';
import { useLookTriggers } from './use-look-triggers.ts';

export function useNewVersion(checker: UpdateChecker, { lookOnMount = false } = {}): boolean {
  const [available, setAvailable] = useState(false);
  const look = useCallback(() => {
    // check() never rejects; null: no look, or no usable answer.
    void checker.check().then((moved) => {
      if (moved) setAvailable(moved.length > 0);
    });
  }, [checker]);

  useLookTriggers(look);
  useEffect(() => {
    if (lookOnMount) look();
    // Once, at mount: later looks come from the triggers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return available;
}
