/**
 * The one loading state: a polite status named by its visible text, with the
 * spinner hidden from assistive technology (a spinner is not a role that may carry
 * a label; axe's `aria-prohibited-attr`). `data-loading` marks it for the browser
 * suites, whose audits wait until no loading state is left (or audit one on
 * purpose).
 */
import { useId } from 'react';
import { Spinner, Stack } from './chakra.ts';

export interface LoadingStatusProps {
  /** What is loading, in words: it is what a screen reader announces. */
  label: string;
  size?: 'sm' | 'lg';
}

export function LoadingStatus({ label, size = 'sm' }: LoadingStatusProps) {
  const large = size === 'lg';
  const labelId = useId();
  return (
    <Stack
      role="status"
      aria-labelledby={labelId}
      aria-live="polite"
      data-loading=""
      direction={large ? 'column' : 'row'}
      align="center"
      gap="3"
      py={large ? '12' : '0'}
    >
      <Spinner size={size} color="colorPalette.solid" aria-hidden="true" />
      <span id={labelId}>{label}</span>
    </Stack>
  );
}
