/**
 * The standalone page's stand-in for the shell's wallet modal host: the screen at the
 * address and, once it asks for a step only the full site can take (./full-site.ts), a
 * message above it with a link to the same page on the shell. The screen stays, as it stays
 * behind the shell's modal, so the page still says which step this is ("Investor Passport",
 * "Connect a wallet to continue…"). Stateful pieces from `@lender/shared`, as in ./StandaloneApp.tsx.
 */
import { Heading, Link, Outlet, Stack, Text, useLocation, useSession } from '@lender/shared';
import {
  fullSiteAddress,
  fullSiteStepOf,
  NEEDS_FULL_SITE,
  OPEN_ON_FULL_SITE,
  WALLET_NEEDS_FULL_SITE,
} from './full-site.ts';

/**
 * An alert, so a screen reader says it as it appears, first in the main landmark, so the skip
 * link and then Tab reach its link. It takes no focus: it may appear as the page loads (the
 * onboarding screen asks for the modal at once), where the first Tab must stay the skip link.
 */
function NeedsFullSite({ address }: { address: string }) {
  return (
    <Stack gap="3" role="alert" mb="8">
      <Heading as="h2" size="lg">
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
  const step = fullSiteStepOf({ walletModalOpen, search });
  return (
    <>
      {step && <NeedsFullSite address={fullSiteAddress(shellOrigin, { pathname, search })} />}
      <Outlet />
    </>
  );
}
