/** The register page's footer: signing up means agreeing to the three policies (spec section 2). */
import { Link, paths, RouterLink, Text } from '@lender/shared';

export function LegalAgreement() {
  return (
    <Text fontSize="sm" color="fg.muted">
      By signing up, you agree to our{' '}
      <Link asChild colorPalette="brand">
        <RouterLink to={paths.terms}>Terms of Service</RouterLink>
      </Link>
      ,{' '}
      <Link asChild colorPalette="brand">
        <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
      </Link>{' '}
      and{' '}
      <Link asChild colorPalette="brand">
        <RouterLink to={paths.communications}>Electronic Communications Policy</RouterLink>
      </Link>
      .
    </Text>
  );
}
