import * as v from 'valibot';
import { defineEndpoint } from '@lender/shared/endpoint';
import { limitedText, TEXT_LIMITS } from '../../../rules/text-limits.ts';

/** POST /identity/api/v1/question: completes two-step verification with a security answer. */
export const answerSecurityQuestion = defineEndpoint({
  operationId: 'answerSecurityQuestion',
  tag: 'identity',
  summary: 'Answer a security question',
  method: 'POST',
  path: '/identity/api/v1/question',
  request: {
    body: v.object({
      loginUuid: v.string(),
      answers: v.pipe(
        v.array(
          v.object({
            securityQuestionUuid: v.string(),
            answer: v.pipe(limitedText(TEXT_LIMITS.securityAnswer), v.minLength(1)),
          }),
        ),
        v.minLength(1),
      ),
    }),
  },
  response: v.object({ jwt: v.string() }),
});
