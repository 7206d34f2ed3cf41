/** The sections that end in a way back to Select: Unsupported and Verification_Error. Thin views. */
import { Button, Stack, Text } from '@lender/shared';
import { CONTINUE, SELECT_FROM_LIST, SELECT_TITLE, UNSUPPORTED_TEXT } from '../modal-texts.ts';

export function UnsupportedSection({ onContinue }: { onContinue: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Text>{UNSUPPORTED_TEXT}</Text>
      <Button colorPalette="brand" onClick={onContinue}>
        {CONTINUE}
      </Button>
    </Stack>
  );
}

/** After "Provided wallet is already attached to an identity" (the notice says it). */
export function VerificationErrorSection({ onBack }: { onBack: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Text>{SELECT_FROM_LIST}</Text>
      <Button colorPalette="brand" onClick={onBack}>
        {SELECT_TITLE}
      </Button>
    </Stack>
  );
}
