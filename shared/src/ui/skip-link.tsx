/**
 * "Skip to main content": the first thing a keyboard user reaches on every page, off
 * screen until it has the focus. The shell's layout and a remote's standalone page both
 * start with it, in front of a `<main id={target} tabIndex={-1}>`.
 */
import type { MouseEvent } from 'react';
import { Link } from './chakra.ts';

export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * The link is a plain fragment link (it works before any script and keeps the browser's
 * scrolling), and it also moves the focus itself: not every browser moves the keyboard's
 * place to a fragment's target, and the main landmark is only focusable by script
 * (`tabIndex={-1}`).
 */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const focusTarget = (event: MouseEvent<HTMLAnchorElement>) =>
    event.currentTarget.ownerDocument.getElementById(target)?.focus();
  return (
    <Link
      href={`#${target}`}
      onClick={focusTarget}
      position="absolute"
      left="-9999px"
      _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg', p: '2' }}
    >
      {SKIP_LINK_TEXT}
    </Link>
  );
}
