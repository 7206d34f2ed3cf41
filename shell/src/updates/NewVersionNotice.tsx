/**
 * "A new version is available" with a Reload button, once a remote this tab uses has
 * moved (./use-new-version.ts). A bar at the end of the layout that sticks to the
 * bottom of the window: not modal, and its arrival moves nothing already painted. While
 * it shows it covers the bottom strip of the window (at the end of the page it sits below
 * the footer, covering nothing), so the document's bottom scroll padding is its height
 * (./scroll-padding.ts): a control that takes the focus is scrolled into view above it,
 * never hidden behind it. It takes no focus; Reload is in the tab order after the page.
 * It never reloads by itself, and it waits for every open dialog and any wallet modal or
 * signature to end.
 *
 * Announced once: the bar's status region is in the page, empty, from the start, and
 * its text is put in once, when the notice first shows. While something hides it
 * again the text stays (the bar is only not displayed), so nothing is announced anew.
 */
import { Box, Button, Flex, useSession } from '@lender/shared';
import { useRef, useState } from 'react';
import { pageReload } from '../federation/page-reload.ts';
import { useDialogOpen } from './dialog-watch.ts';
import { useScrollPaddingBelow } from './scroll-padding.ts';
import { createUpdateChecker, type UpdateChecker } from './update-checker.ts';
import { mayShowNotice, noticeView, walletBusy } from './update-rules.ts';
import { useNewVersion } from './use-new-version.ts';

export const NEW_VERSION_TEXT = 'A new version is available';
export const RELOAD_LABEL = 'Reload';

export function NewVersionNotice({
  checker,
  lookOnMount = false,
}: {
  checker?: UpdateChecker;
  /** Look once when it mounts (it was loaded by a trigger: ./NewVersionWatch.tsx). */
  lookOnMount?: boolean;
}) {
  const [ownChecker] = useState(() => checker ?? createUpdateChecker());
  const available = useNewVersion(ownChecker, { lookOnMount });
  const dialogOpen = useDialogOpen(available);
  const busy = useSession((state) => walletBusy(state.walletSession));
  const show = mayShowNotice({ available, dialogOpen, walletBusy: busy });
  // Once shown, its content stays in the page for good (see above).
  const [shown, setShown] = useState(false);
  const view = noticeView({ show, shown });
  if (view.shown !== shown) setShown(view.shown);
  const bar = useRef<HTMLDivElement>(null);
  useScrollPaddingBelow(bar, view.filled && view.displayed);

  return (
    <Flex
      ref={bar}
      data-testid="new-version-notice"
      position="sticky"
      bottom="0"
      zIndex="sticky"
      display={view.displayed ? 'flex' : 'none'}
      align="center"
      justify="center"
      wrap="wrap"
      gap="4"
      {...(view.filled && { bg: 'bg', borderTopWidth: '1px', boxShadow: 'md', px: '4', py: '3' })}
    >
      <Box role="status">{view.filled ? NEW_VERSION_TEXT : null}</Box>
      {view.filled ? (
        <Button size="sm" colorPalette="brand" onClick={() => pageReload.reload()}>
          {RELOAD_LABEL}
        </Button>
      ) : null}
    </Flex>
  );
}
