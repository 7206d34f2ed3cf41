/** Selecting: which method verifies it is you (each alias, and the security questions once known). */
import { useEffect, useRef, useState } from 'react';
import { Button, chakra, Form, Stack } from '@lender/shared';
import { type Alias } from '@lender/shared/endpoints/identity';
import { QUESTION_METHOD } from './use-two-factor.ts';

export const METHOD_LEGEND = 'How would you like to verify it is you?';
export const QUESTION_METHOD_LABEL = 'Answer a security question';

export function methodLabel(alias: Alias): string {
  if (alias.type === 'Email') return `Email a code to ${alias.value}`;
  if (alias.type === 'Phone') return `Text a code to ${alias.value}`;
  return 'Use my authenticator app';
}

export interface MethodStepProps {
  aliases: readonly Alias[];
  /** Offered once the security questions are known to exist. */
  offerQuestions: boolean;
  /** The method chosen before going back, selected again. */
  initialMethod?: string;
  onChoose: (method: string) => void;
}

export function MethodStep({ aliases, offerQuestions, initialMethod, onChoose }: MethodStepProps) {
  const [choice, setChoice] = useState(initialMethod ?? aliases[0]?.uuid ?? '');
  const methods = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // The chosen method (a selector list would match the first radio in document order).
    const fieldset = methods.current;
    (fieldset?.querySelector<HTMLInputElement>('input:checked') ?? fieldset?.querySelector('input'))?.focus();
  }, []);
  const options = [
    ...aliases.map((alias) => ({ value: alias.uuid, label: methodLabel(alias) })),
    ...(offerQuestions ? [{ value: QUESTION_METHOD, label: QUESTION_METHOD_LABEL }] : []),
  ];

  return (
    <Form onSubmit={() => onChoose(choice)}>
      <chakra.fieldset ref={methods}>
        <chakra.legend fontWeight="medium" mb="2">
          {METHOD_LEGEND}
        </chakra.legend>
        <Stack gap="2">
          {options.map((method) => (
            <chakra.label key={method.value} display="flex" gap="2" alignItems="center">
              <chakra.input
                type="radio"
                name="two-factor-method"
                value={method.value}
                checked={choice === method.value}
                onChange={() => setChoice(method.value)}
                accentColor="brand.solid"
              />
              {method.label}
            </chakra.label>
          ))}
        </Stack>
      </chakra.fieldset>
      <Button type="submit" colorPalette="brand" width="full" mt="4">
        Continue
      </Button>
    </Form>
  );
}
