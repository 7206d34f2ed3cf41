/**
 * One countdown for "too many attempts" (issue 32, item 2), used by every form that
 * can get a 429. The screen's controller starts it (`notifyFormError(form, error)`);
 * the form reads it with `useRetryCountdown(form)`, shows `<RetryCountdown>` near its
 * button and spreads `buttonProps` on the button:
 *
 * - the button is `aria-disabled` rather than `disabled`, so it keeps the focus and is
 *   described (`aria-describedby`) by the sentence and the time left; a click or an
 *   Enter in a field (the browser's implicit click on the default button) is cancelled;
 * - the clock ticks once a second and is not a live region: the page's live region says
 *   the start once (the store) and the end once (here); the button works again at zero
 *   with no reload.
 */
import { useEffect, useId, useReducer, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../api/errors.ts';
import { Button, chakra, Text } from '../chakra.ts';
import { announce } from '../live-region.tsx';
import {
  announcesEnd,
  countdownText,
  RETRY_COUNTDOWN_ENDED_MESSAGE,
  secondsLeft,
} from './retry-countdown.ts';
import { clearRetryEnd, readRetryEnd, subscribeRetryCountdowns } from './retry-countdown-store.ts';

export interface RetryCountdownButtonProps {
  'aria-disabled'?: true;
  'aria-describedby'?: string;
  onClick?: (event: MouseEvent) => void;
}

export interface RetryCountdownState {
  /** True while the form must wait. */
  active: boolean;
  secondsLeft: number;
  /** "Try again in 42 seconds" while active. */
  text: string;
  /** The id of the shown sentence and time (the button's description). */
  id: string;
  /** For the form's submit button: empty when not counting down. */
  buttonProps: RetryCountdownButtonProps;
}

const cancel = (event: MouseEvent) => event.preventDefault();

export function useRetryCountdown(form: string): RetryCountdownState {
  const id = useId();
  const endsAt = useSyncExternalStore(
    subscribeRetryCountdowns,
    () => readRetryEnd(form),
    () => null,
  );
  const [ticks, tick] = useReducer((count: number) => count + 1, 0);
  // Read at render: the stored moment is the truth, the tick only asks to look again.
  const seconds = endsAt === null ? 0 : secondsLeft(endsAt, Date.now());
  const previous = useRef<number | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = endsAt === null ? null : seconds;
    if (endsAt === null) return undefined;
    if (seconds === 0) {
      clearRetryEnd(form);
      if (announcesEnd(before, seconds)) announce(RETRY_COUNTDOWN_ENDED_MESSAGE);
      return undefined;
    }
    // Wake at the next whole second of the count, not on a drifting 1 s interval.
    const timer = setTimeout(tick, (endsAt - Date.now()) % 1000 || 1000);
    return () => clearTimeout(timer);
    // `ticks` too: a timer that wakes a hair early must still set the next one.
  }, [endsAt, form, seconds, ticks]);

  const active = seconds > 0;
  return {
    active,
    secondsLeft: seconds,
    text: active ? countdownText(seconds) : '',
    id,
    buttonProps: active ? { 'aria-disabled': true, 'aria-describedby': id, onClick: cancel } : {},
  };
}

/** The specification's sentence as it is and, beside it, the time left; nothing when not waiting. */
export function RetryCountdown({ countdown }: { countdown: RetryCountdownState }) {
  if (!countdown.active) return null;
  return (
    <Text id={countdown.id} fontSize="sm" color="red.700" data-testid="retry-countdown">
      {TOO_MANY_REQUESTS_MESSAGE}{' '}
      <chakra.span fontWeight="semibold" whiteSpace="nowrap">
        {countdown.text}
      </chakra.span>
    </Text>
  );
}

export interface SubmitWithCountdownProps {
  countdown: RetryCountdownState;
  /** The form's request is under way. */
  loading: boolean;
  /** Said while loading; the label unless told. */
  loadingText?: string;
  children: string;
}

/**
 * A form's submit button with its countdown above it, as every form that can get a 429 has
 * them: the button waits while the countdown runs and is described by it.
 */
export function SubmitWithCountdown({ countdown, loading, loadingText, children }: SubmitWithCountdownProps) {
  return (
    <>
      <RetryCountdown countdown={countdown} />
      <Button
        type="submit"
        colorPalette="brand"
        {...countdown.buttonProps}
        loading={loading}
        loadingText={loadingText ?? children}
        width="full"
      >
        {children}
      </Button>
    </>
  );
}
