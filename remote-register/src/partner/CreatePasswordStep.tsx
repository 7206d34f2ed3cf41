/** `step=2`: "Create Password", sent with the jwt the code gave. */
import { Heading, Text } from '@lender/shared';
import { PasswordStep } from '../password/PasswordStep.tsx';

export const PASSWORD_HEADING = 'Create Password';
export const PASSWORD_TEXT = 'Create a password to enable you to check the status of your loan.';

export interface CreatePasswordStepProps {
  onSubmit: (password: string) => Promise<void>;
  onLoadError: (error: unknown) => void;
}

export function CreatePasswordStep({ onSubmit, onLoadError }: CreatePasswordStepProps) {
  return (
    <>
      <Heading as="h1" size="xl">
        {PASSWORD_HEADING}
      </Heading>
      <Text>{PASSWORD_TEXT}</Text>
      <PasswordStep
        submitLabel="Create password"
        userInputs={[]}
        onSubmit={onSubmit}
        onLoadError={onLoadError}
      />
    </>
  );
}
