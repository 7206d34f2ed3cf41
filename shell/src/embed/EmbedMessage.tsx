/**
 * The frame's page when it cannot show a step: why, and (when the partner's page answered, so the
 * loader will hear it) a Close control. Focused, so a screen reader reads it at once.
 */
import { Button, Container, Heading, Stack, Text } from '@lender/shared';
import { useEffect, useRef } from 'react';
import { EMBED_REFUSED_TITLE } from './texts.ts';

export function EmbedMessage({ text, onClose }: { text: string; onClose?: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container as="main" maxW="lg" py="10">
      <Stack role="alert" gap="4" align="flex-start">
        <Heading as="h1" size="lg" ref={heading} tabIndex={-1}>
          {EMBED_REFUSED_TITLE}
        </Heading>
        <Text>{text}</Text>
        {onClose && (
          <Button colorPalette="brand" onClick={onClose}>
            Close
          </Button>
        )}
      </Stack>
    </Container>
  );
}
