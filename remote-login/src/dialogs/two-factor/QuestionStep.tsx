/** Answering: one security question, chosen at random among the identity's. */
import { useState } from 'react';
import {
  Form,
  SECURITY_ANSWER_REQUIRED,
  Stack,
  TextField,
  useFormFields,
  useSingleFlight,
  validateSecurityAnswer,
} from '@lender/shared';
import { VerifyButtons } from './VerifyButtons.tsx';
import type { SecurityQuestion } from '../../login/two-factor.ts';

export const ANSWER_REQUIRED_MESSAGE = SECURITY_ANSWER_REQUIRED;

export interface QuestionStepProps {
  question: SecurityQuestion;
  onAnswer: (answer: string) => Promise<void>;
  onBack?: () => void;
}

export function QuestionStep({ question, onAnswer, onBack }: QuestionStepProps) {
  const [answer, setAnswer] = useState('');
  const form = useFormFields<'answer'>({ focus: 'answer' });

  const [verifying, verify] = useSingleFlight(async () => {
    if (form.check({ answer: validateSecurityAnswer(answer) })) await onAnswer(answer);
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
        <VerifyButtons verifying={verifying} onBack={onBack} />
      </Stack>
    </Form>
  );
}
