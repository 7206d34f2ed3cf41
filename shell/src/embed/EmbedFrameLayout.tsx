/**
 * The frame's page around a step: a close control, then the step in the main landmark, and
 * nothing of the site's chrome (header, banners, footer): the partner's page is the context.
 * The live frame (./EmbedFrame.tsx) and the server-made one (../layout/ServerChrome.tsx, rendered
 * by the shell's build for its server) both render this, so the live login lays out where the
 * server's painted it.
 */
import { Button, Container, Flex } from '@lender/shared';
import type { ReactNode } from 'react';
import { EMBED_CLOSE_LABEL } from './texts.ts';

/** The main landmark's id: the focus goes there when the frame moves to another step (./EmbedFrame.tsx). */
export const EMBED_MAIN_ID = 'main';

export function EmbedFrameLayout({ onClose, children }: { onClose?: () => void; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Flex justify="flex-end" px="4" pt="3">
        <Button variant="ghost" aria-label={EMBED_CLOSE_LABEL} onClick={onClose}>
          Close ✕
        </Button>
      </Flex>
      <Container
        as="main"
        id={EMBED_MAIN_ID}
        tabIndex={-1}
        maxW="lg"
        flex="1"
        pb="10"
        _focus={{ outline: 'none' }}
      >
        {children}
      </Container>
    </Flex>
  );
}
