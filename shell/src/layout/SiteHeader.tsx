import {
  Box,
  chakra,
  Container,
  getRuntimeConfig,
  Link,
  paths,
  privateLabelLogoUrl,
  RouterLink,
  Text,
  useBrand,
} from '@lender/shared';
import { useSignedIn } from '../session/confirmed-session.tsx';

/** The logo's box: every brand's logo is scaled into it (a fixed size, so the header never shifts). */
export const LOGO_WIDTH = 200;
export const LOGO_HEIGHT = 40;

/** The brand's logo (from the private-label logo source) and tagline, and Log out when signed in (a jwt or a confirmed session). */
export function SiteHeader() {
  const brand = useBrand();
  const signedIn = useSignedIn();
  return (
    <Box as="header" borderBottomWidth="1px" py="3">
      <Container maxW="5xl" display="flex" alignItems="center" justifyContent="space-between" gap="4">
        <Box display="flex" alignItems="center" gap="3" minW="0">
          <RouterLink to={paths.login}>
            {/* A fixed box (the logo scaled into it), so nothing moves when the image arrives. */}
            <chakra.img
              src={privateLabelLogoUrl(brand, getRuntimeConfig())}
              alt={`${brand.displayName} logo`}
              // Pixel strings: a bare number would be read as a spacing token (40 is 10rem).
              width={`${LOGO_WIDTH}px`}
              height={`${LOGO_HEIGHT}px`}
              objectFit="contain"
              objectPosition="left center"
              display="block"
            />
          </RouterLink>
          <Text fontSize="sm" color="fg.muted" hideBelow="sm">
            {brand.titles.tagline}
          </Text>
        </Box>
        {signedIn && (
          <Link asChild colorPalette="brand" color="colorPalette.fg">
            <RouterLink to={paths.logout}>Log out</RouterLink>
          </Link>
        )}
      </Container>
    </Box>
  );
}
