import { Button, Heading, LoadingStatus, Stack, Text } from '@lender/shared';
import { useEffect, useRef } from 'react';

export function RemoteLoading() {
  return <LoadingStatus label="Loading…" size="lg" />;
}

/** The fallback for a remote that is down, slow or broken. Focus moves to it. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack role="alert" gap="4" py="8" align="flex-start">
      <Heading as="h1" size="lg" ref={headingRef} tabIndex={-1}>
        This section is temporarily unavailable
      </Heading>
      <Text>We couldn't load this part of the site. Check your connection and try again.</Text>
      <Button colorPalette="brand" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}
