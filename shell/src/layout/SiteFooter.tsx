import {
  Box,
  Container,
  Flex,
  formatPhone,
  Link,
  paths,
  RouterLink,
  supportPhoneOf,
  telHref,
  Text,
  useBrand,
} from '@lender/shared';
import { PrivacyOptionsButton } from './consent/PrivacyOptionsButton.tsx';

/**
 * The legal footer (spec section 2, "Banners and footer"): Terms of Service,
 * Privacy Policy, Licenses, the support phone, the copyright with the current year,
 * the mortgage licensing number and Equal Housing Opportunity, all from the
 * active brand's data, plus "Your privacy options".
 */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const brand = useBrand();
  const phone = supportPhoneOf(brand);
  const link = { colorPalette: 'brand', color: 'colorPalette.fg' } as const;
  return (
    <Box as="footer" borderTopWidth="1px" py="6" fontSize="sm">
      <Container maxW="5xl">
        <Flex as="nav" aria-label="Legal" gap="4" wrap="wrap" align="center">
          <Link asChild {...link}>
            <RouterLink to={paths.terms}>Terms of Service</RouterLink>
          </Link>
          <Link asChild {...link}>
            <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
          </Link>
          <Link asChild {...link}>
            <RouterLink to={paths.communications}>Electronic Communications Policy</RouterLink>
          </Link>
          <Link href={brand.licensesUrl} {...link}>
            Licenses
          </Link>
          <PrivacyOptionsButton />
        </Flex>
        <Text mt="3">
          Questions? Call us at{' '}
          <Link href={telHref(phone)} {...link}>
            {formatPhone(phone)}
          </Link>
          .
        </Text>
        <Flex mt="2" gap="4" wrap="wrap">
          <Text>
            © {year} {brand.displayName}. All rights reserved.
          </Text>
          <Link href={brand.companyLicenseUrl} {...link}>
            {brand.licensingNumber}
          </Link>
          <Text>Equal Housing Opportunity</Text>
        </Flex>
      </Container>
    </Box>
  );
}
