/** No method is configured: the specification's message and the brand's support phone. */
import { Box, formatPhone, Link, supportPhoneOf, telHref, Text, useBrand } from '@lender/shared';
import { NO_RECOVERY_MESSAGE } from '../../login/two-factor.ts';

export function NoRecoveryStep() {
  const phone = supportPhoneOf(useBrand());
  return (
    <Box>
      <Text>{NO_RECOVERY_MESSAGE}</Text>
      <Text mt="2">
        Call us at <Link href={telHref(phone)}>{formatPhone(phone)}</Link>.
      </Text>
    </Box>
  );
}
