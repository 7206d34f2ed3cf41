import { Spinner, Stack, Text } from '@lender/shared';

/** A status while the guard decides, while the page leaves for the broker, and during logout. */
export function SessionChecking({ message = 'Checking your session…' }: { message?: string }) {
  return (
    <Stack align="center" py="12" role="status" aria-live="polite">
      <Spinner size="lg" color="colorPalette.solid" />
      <Text>{message}</Text>
    </Stack>
  );
}
