import { Button, Heading, LoadingStatus, Stack, Text } from '@lender/shared';
import { useEffect, useRef } from 'react';
import { REFUSAL_SENTENCES, type Refusal } from './compatibility.ts';

export const UNAVAILABLE_HEADING = 'This section is temporarily unavailable';
export const UNAVAILABLE_TEXT =
  "We couldn't load this part of the site. Check your connection and try again.";

export function RemoteLoading() {
  return <LoadingStatus label="Loading…" size="lg" />;
}

/**
 * The fallback for a remote that is down, slow or broken, or that the shell refused to run
 * (then the sentence says why, and `onRetry` reloads the page: ./use-remote.ts). Focus moves to it.
 */
export function RemoteUnavailable({ onRetry, refusal }: { onRetry: () => void; refusal?: Refusal }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack role="alert" gap="4" py="8" align="flex-start">
      <Heading as="h1" size="lg" ref={headingRef} tabIndex={-1}>
        {UNAVAILABLE_HEADING}
      </Heading>
      <Text>{refusal ? REFUSAL_SENTENCES[refusal.kind] : UNAVAILABLE_TEXT}</Text>
      <Button colorPalette="brand" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}

/**
 * The same news on a page the server made with its first screen (docs/performance.md, "Server-made
 * HTML"): the server's form stays with what was typed, and this sentence and Retry go under it.
 * The focus stays where the person is; the alert is announced.
 */
export function RemoteUnavailableNote({ onRetry, refusal }: { onRetry: () => void; refusal?: Refusal }) {
  return (
    <Stack role="alert" gap="3" pt="4" align="flex-start">
      <Text>{refusal ? REFUSAL_SENTENCES[refusal.kind] : UNAVAILABLE_TEXT}</Text>
      <Button colorPalette="brand" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}
