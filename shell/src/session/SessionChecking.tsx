import { LoadingStatus } from '@lender/shared';

/** A status while the guard decides, while the page leaves for the broker, and during logout. */
export function SessionChecking({ message = 'Checking your session…' }: { message?: string }) {
  return <LoadingStatus label={message} size="lg" />;
}
