/**
 * The bot-check note a page that sends a reCAPTCHA token must show (Google's terms,
 * when its badge is hidden): the login page and the partner page carry it.
 */
import { Link, Text } from './chakra.ts';

export function RecaptchaNotice() {
  return (
    <Text fontSize="xs" color="fg.muted">
      This site is protected by reCAPTCHA and the Google{' '}
      <Link href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
        Privacy Policy
      </Link>{' '}
      and{' '}
      <Link href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
        Terms of Service
      </Link>{' '}
      apply.
    </Text>
  );
}
