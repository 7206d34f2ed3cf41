/** Answering: one security question, chosen at random among the identity's. */
import { useEffect, useState } from 'react';
import { Button, Form, Stack, TextField, useFormFields, useSingleFlight } from '@lender/shared';
import type { SecurityQuestion } from '../../login/two-factor.ts';

export const ANSWER_REQUIRED_MESSAGE = 'Please enter your answer.';

export interface QuestionStepProps {
  question: SecurityQuestion;
  onAnswer: (answer: string) => Promise<void>;
  onBack?: () => void;
}

export function QuestionStep({ question, onAnswer, onBack }: QuestionStepProps) {
  const [answer, setAnswer] = useState('');
  const form = useFormFields<'answer'>();
  const { inputRef } = form.field('answer');
  useEffect(() => inputRef.current?.focus(), [inputRef]);

  const [verifying, verify] = useSingleFlight(async () => {
    if (form.check({ answer: answer.trim() ? null : ANSWER_REQUIRED_MESSAGE })) await onAnswer(answer);
  });

  return (
    <Form onSubmit={verify}>
      <Stack gap="4">
        <TextField
          label={question.question}
          value={answer}
          onChange={setAnswer}
          autoComplete="off"
          {...form.field('answer')}
        />
        <Button type="submit" colorPalette="brand" loading={verifying} loadingText="Verifying" width="full">
          Verify
        </Button>
        {onBack ? (
          <Button type="button" variant="ghost" onClick={onBack}>
            Choose another method
          </Button>
        ) : null}
      </Stack>
    </Form>
  );
}
