/**
 * The standalone page's stand-in for the shell's wallet modal host: the screen at the
 * address, until it asks for a step only the full site can take (./full-site.ts); then,
 * in its place, as the shell's modal would cover it, a message with a link to the same
 * page on the shell. Stateful pieces from `@lender/shared`, as in ./StandaloneApp.tsx.
 */
import { Heading, Link, Outlet, Stack, Text, useLocation, useSession } from '@lender/shared';
import { useEffect, useRef } from 'react';
import {
  fullSiteAddress,
  fullSiteStepOf,
  NEEDS_FULL_SITE,
  OPEN_ON_FULL_SITE,
  WALLET_NEEDS_FULL_SITE,
} from './full-site.ts';

/**
 * An alert, so a screen reader says it as it appears; the focus goes to its heading, since
 * the control that asked (a submit button, "Connect a Wallet") is gone, and the link is next.
 */
function NeedsFullSite({ address }: { address: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="4" role="alert">
      <Heading as="h1" size="xl" ref={heading} tabIndex={-1} _focus={{ outline: 'none' }}>
        {NEEDS_FULL_SITE}
      </Heading>
      <Text>{WALLET_NEEDS_FULL_SITE}</Text>
      <Link href={address} colorPalette="brand" color="colorPalette.fg" alignSelf="start">
        {OPEN_ON_FULL_SITE}
      </Link>
    </Stack>
  );
}

export function FullSiteOutlet({ shellOrigin }: { shellOrigin: string }) {
  const walletModalOpen = useSession((state) => state.walletSession.modal.showModal);
  const { pathname, search } = useLocation();
  if (!fullSiteStepOf({ walletModalOpen, search })) return <Outlet />;
  return <NeedsFullSite address={fullSiteAddress(shellOrigin, { pathname, search })} />;
}
