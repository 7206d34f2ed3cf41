/**
 * The strength meter under a new password: a bar of five steps and a word, updated
 * as the user types. The word is in a polite live region so a screen reader hears
 * the change without losing its place. The score comes from zxcvbn, which the
 * password form loads on demand (`loadPasswordStrength`); until it arrives the
 * meter says it is checking.
 */
import { Box, Text, type PasswordScore } from '@lender/shared';

export const STRENGTH_WORDS: Record<PasswordScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

const STEP_COLOURS: Record<PasswordScore, string> = {
  0: 'red.700',
  1: 'red.700',
  2: 'orange.700',
  3: 'green.700',
  4: 'green.700',
};

export interface PasswordStrengthMeterProps {
  /** null while the scorer loads or the field is empty. */
  score: PasswordScore | null;
  loading?: boolean;
}

export function PasswordStrengthMeter({ score, loading = false }: PasswordStrengthMeterProps) {
  const word = loading
    ? 'Checking strength…'
    : score === null
      ? ''
      : `Password strength: ${STRENGTH_WORDS[score]}`;
  return (
    <Box mt="2">
      <Box display="flex" gap="1" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((step) => (
          <Box
            key={step}
            flex="1"
            height="1.5"
            borderRadius="full"
            bg={score !== null && step <= score ? STEP_COLOURS[score] : 'gray.200'}
          />
        ))}
      </Box>
      <Text
        fontSize="sm"
        mt="1"
        aria-live="polite"
        minHeight="1.25rem"
        // While the checker loads this line is a loading state (the browser suites wait it out).
        data-loading={loading ? '' : undefined}
      >
        {word}
      </Text>
    </Box>
  );
}
