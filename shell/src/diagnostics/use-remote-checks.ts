/**
 * Runs the checks of every remote of the runtime configuration in parallel (./check-remote.ts),
 * each row "checking" until its own answer; `checkAgain` starts a new run, whose answers
 * replace the last ones (an answer of an earlier run arriving late is dropped). Each check
 * resets a remote this tab holds no screen of (./diagnosis.ts, `shouldReset`). When a run is
 * over its summary is announced, politely, once.
 */
import { announce, getRuntimeConfig } from '@lender/shared';
import { type RemoteContainer, type RemoteModuleId } from '@lender/shared/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { cachedScreen } from '../federation/remote-loader.ts';
import { checkRemote } from './check-remote.ts';
import { shouldReset, summaryOf, type Diagnosis } from './diagnosis.ts';

export interface RemoteRow {
  container: RemoteContainer;
  manifestUrl: string;
  diagnosis: Diagnosis;
}

type Answers = Partial<Record<RemoteContainer, Diagnosis>>;

const CHECKING: Diagnosis = { state: 'checking' };

export function useRemoteChecks(): { rows: RemoteRow[]; done: boolean; checkAgain: () => void } {
  const remotes = useMemo(
    () => Object.entries(getRuntimeConfig().remotes) as [RemoteContainer, string][],
    [],
  );
  const [run, setRun] = useState(0);
  const [answers, setAnswers] = useState<{ run: number; answers: Answers }>({ run: 0, answers: {} });

  useEffect(() => {
    let current = true;
    const isCached = (id: RemoteModuleId) => cachedScreen(id) !== undefined;
    const checks = remotes.map(([container, url]) =>
      checkRemote(container, url, shouldReset(container, isCached)).then((diagnosis) => {
        if (current)
          setAnswers((state) => ({
            run,
            answers: { ...(state.run === run ? state.answers : {}), [container]: diagnosis },
          }));
        return diagnosis;
      }),
    );
    // checkRemote never rejects.
    void Promise.all(checks).then((all) => current && announce(summaryOf(all)));
    return () => {
      current = false;
    };
  }, [remotes, run]);

  const checkAgain = useCallback(() => setRun((n) => n + 1), []);
  const shown = answers.run === run ? answers.answers : {};
  const rows = remotes.map(([container, manifestUrl]) => ({
    container,
    manifestUrl,
    diagnosis: shown[container] ?? CHECKING,
  }));
  return { rows, done: rows.every((row) => row.diagnosis.state !== 'checking'), checkAgain };
}
