import { Container, Flex, Link, Outlet, StartupParamsProvider } from '@lender/shared';
import { ConfirmedSessionProvider } from '../session/confirmed-session.tsx';
import { WalletModalSlot } from '../wallet-modal/WalletModalSlot.tsx';
import { BannerList } from './banners/BannerList.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/**
 * The frame around every page: skip link, brand header, announcements, the main
 * landmark (with the wallet modal's place), the legal footer.
 * The start-up query parameters are read here, once per address, and handed to
 * every screen below.
 */
export function ShellLayout() {
  return (
    <StartupParamsProvider>
      <ConfirmedSessionProvider>
        <Flex direction="column" minH="100vh">
          <Link
            href="#main"
            position="absolute"
            left="-9999px"
            _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg', p: '2' }}
          >
            Skip to main content
          </Link>
          <SiteHeader />
          <BannerList />
          <Container as="main" id="main" tabIndex={-1} maxW="lg" flex="1" py="10">
            <WalletModalSlot />
            <Outlet />
          </Container>
          <SiteFooter />
        </Flex>
      </ConfirmedSessionProvider>
    </StartupParamsProvider>
  );
}
