import { Container, Flex, Outlet, SkipLink, StartupParamsProvider } from '@lender/shared';
import { useEffect, useState } from 'react';
import { usePageInfo } from '../app/page-context.tsx';
import { ConfirmedSessionProvider } from '../session/confirmed-session.tsx';
import { NewVersionWatch } from '../updates/NewVersionWatch.tsx';
import { WalletModalSlot } from '../wallet-modal/WalletModalSlot.tsx';
import { BannerList } from './banners/BannerList.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/**
 * The frame around every page: skip link, brand header, announcements, the main
 * landmark (with the wallet modal's place), the legal footer, and after it the
 * new-version notice (loaded at the first return to the tab or navigation, held at the bottom
 * of the window while it shows).
 * The start-up query parameters are read here, once per address, and handed to
 * every screen below.
 *
 * Nothing may move once painted (CLS): the main landmark is at least a screen tall, so
 * the footer starts below the fold and content growing above it moves nothing in view;
 * and it stays invisible (laid out, not painted) until the banners above it have
 * settled, at most BANNER_WAIT_MS, so their arrival does not push a painted page down (banners
 * the page's server gave with its first screen are settled from the start).
 * The screen itself loads meanwhile; on a slow phone it arrives after the banners.
 */
export const BANNER_WAIT_MS = 1000;

export function ShellLayout({ year }: { year?: number }) {
  const { banners } = usePageInfo();
  const [bannersSettled, setBannersSettled] = useState(banners !== undefined);
  useEffect(() => {
    const timer = setTimeout(() => setBannersSettled(true), BANNER_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <StartupParamsProvider>
      <ConfirmedSessionProvider>
        <Flex direction="column" minH="100vh">
          <SkipLink />
          <SiteHeader />
          <BannerList onSettled={() => setBannersSettled(true)} given={banners} />
          <Container
            as="main"
            id="main"
            tabIndex={-1}
            maxW="lg"
            flex="1"
            minH="100vh"
            py="10"
            visibility={bannersSettled ? undefined : 'hidden'}
            // Focused after each navigation for screen readers, not for the eye: no ring around the page.
            _focus={{ outline: 'none' }}
          >
            <WalletModalSlot />
            <Outlet />
          </Container>
          <SiteFooter year={year} />
          <NewVersionWatch />
        </Flex>
      </ConfirmedSessionProvider>
    </StartupParamsProvider>
  );
}
