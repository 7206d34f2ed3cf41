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

/** The brand's logo (from the private-label logo source) and tagline, and Log out when signed in (a jwt or a confirmed session). */
export function SiteHeader() {
  const brand = useBrand();
  const signedIn = useSignedIn();
  return (
    <Box as="header" borderBottomWidth="1px" py="3">
      <Container maxW="5xl" display="flex" alignItems="center" justifyContent="space-between" gap="4">
        <Box display="flex" alignItems="center" gap="3" minW="0">
          <RouterLink to={paths.login}>
            <chakra.img
              src={privateLabelLogoUrl(brand, getRuntimeConfig())}
              alt={`${brand.displayName} logo`}
              height="40px"
              width="auto"
              maxW="200px"
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
