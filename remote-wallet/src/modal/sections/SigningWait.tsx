/**
 * Under a verify step's spinner while the wallet is asked for a signature (issue 32, item 1;
 * ../signing-reducer.ts): the time left (shown every second, not announced), what screen
 * readers hear at most every 30 s (a status whose text changes only at 120/90/60/30 s), and
 * "Cancel" and "Request again"; once timed out or interrupted by a reload, the alert saying
 * so with both buttons. A thin view: the texts and times are ../signing-countdown.ts's.
 */
import { Button, chakra, Stack, Text } from '@lender/shared';
import { useEffect, useState } from 'react';
import { CANCEL_REQUEST, REQUEST_AGAIN, SIGNING_INTERRUPTED, SIGNING_TIMED_OUT } from '../modal-texts.ts';
import type { SigningWait as Wait } from '../modal-view.ts';
import { secondsLeft, spokenAt, timeLeftText } from '../signing-countdown.ts';

/** Seconds left until `until`, read from the clock each second (the page clock drives it in Playwright). */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return secondsLeft(until, now);
}

function TimeLeft({ until }: { until: number }) {
  const seconds = useSecondsLeft(until);
  return (
    <>
      <Text>{timeLeftText(seconds)}</Text>
      <chakra.span srOnly role="status">
        {spokenAt(seconds)}
      </chakra.span>
    </>
  );
}

const STOPPED = { 'timed-out': SIGNING_TIMED_OUT, interrupted: SIGNING_INTERRUPTED } as const;

export function SigningWait(props: { wait: Wait; onCancel: () => void; onRequestAgain: () => void }) {
  const { wait } = props;
  return (
    <Stack gap="3">
      {wait.state === 'waiting' && <TimeLeft until={wait.until} />}
      {(wait.state === 'timed-out' || wait.state === 'interrupted') && (
        <Text role="alert">{STOPPED[wait.state]}</Text>
      )}
      <Stack direction="row" gap="3">
        {wait.state !== 'withdrawing' && (
          <Button colorPalette="brand" onClick={props.onRequestAgain}>
            {REQUEST_AGAIN}
          </Button>
        )}
        <Button variant="outline" onClick={props.onCancel}>
          {CANCEL_REQUEST}
        </Button>
      </Stack>
    </Stack>
  );
}
