/**
 * No method is configured: the specification's message and the brand's support phone.
 * It takes the focus when it appears, so it is read out and the keyboard starts there.
 */
import { useEffect, useRef } from 'react';
import { Box, formatPhone, Link, supportPhoneOf, telHref, Text, useBrand } from '@lender/shared';
import { NO_RECOVERY_MESSAGE } from '../../login/two-factor.ts';

export function NoRecoveryStep() {
  const phone = supportPhoneOf(useBrand());
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <Box ref={message} tabIndex={-1} outline="none">
      <Text>{NO_RECOVERY_MESSAGE}</Text>
      <Text mt="2">
        Call us at <Link href={telHref(phone)}>{formatPhone(phone)}</Link>.
      </Text>
    </Box>
  );
}
