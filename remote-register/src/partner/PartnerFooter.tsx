/** The partner page's own footer (spec section 2 "Partner register page"). */
import {
  Box,
  formatPhone,
  Link,
  paths,
  RecaptchaNotice,
  RouterLink,
  Stack,
  telHref,
  Text,
  useBrand,
} from '@lender/shared';

export function PartnerFooter() {
  const brand = useBrand();
  return (
    <Stack as="footer" gap="2" fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="4">
      <Box display="flex" gap="4" flexWrap="wrap">
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.terms}>Terms of Service</RouterLink>
        </Link>
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
        </Link>
        {brand.supportPhone ? (
          <Link href={telHref(brand.supportPhone)} colorPalette="brand">
            {formatPhone(brand.supportPhone)}
          </Link>
        ) : null}
      </Box>
      <Text>
        © {new Date().getFullYear()} {brand.displayName}.{' '}
        <Link href={brand.companyLicenseUrl} colorPalette="brand" target="_blank" rel="noreferrer">
          {brand.licensingNumber}
        </Link>
        . Equal Housing Opportunity.
      </Text>
      <RecaptchaNotice />
    </Stack>
  );
}
