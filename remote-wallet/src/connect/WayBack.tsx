/**
 * The way back when the wallet app did not open (the wallet modal's rules:
 * ../modal/way-back.ts): one region, named by its heading, around the mobile view's offers
 * (open it again, the store links, the QR code and its copy button). Each return without a
 * connection moves the focus to its heading, so a keyboard or screen-reader user lands on
 * what happened; everything in it is a link or a button.
 */
import { chakra, Heading, Stack, Text } from '@lender/shared';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { WAY_BACK_HEADING, WAY_BACK_TEXT } from './connect-texts.ts';

/** What the mobile view needs of the way back: how often the person came back (0: not shown), and "opened". */
export interface WayBack {
  returns: number;
  /** "Open in wallet" (or "Open the wallet app again") followed. */
  onOpened: () => void;
}

export function WayBackRegion({ returns, children }: { returns: number; children: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [returns]);
  return (
    <chakra.section aria-labelledby={id} alignSelf="stretch">
      <Stack gap="3" align="center">
        <Heading as="h3" size="md" id={id} ref={heading} tabIndex={-1} alignSelf="stretch">
          {WAY_BACK_HEADING}
        </Heading>
        <Text alignSelf="stretch">{WAY_BACK_TEXT}</Text>
        {children}
      </Stack>
    </chakra.section>
  );
}
