/**
 * "2 Step Verification": choose a method, enter a code, or answer a security
 * question (states and rules in ../login/two-factor.ts). Codes sent by email or SMS
 * go to the 2FA redeem call, authenticator codes to the TOTP call. When the first
 * factor has expired, the dialog closes with "First factor is expired, please start
 * a new login.".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Form,
  apiClient,
  ApiError,
  Box,
  Button,
  chakra,
  CodeField,
  formatPhone,
  Link,
  ModalDialog,
  notify,
  Stack,
  supportPhoneOf,
  telHref,
  Text,
  TextField,
  useBrand,
  useSingleFlight,
  validateTwoFactorCode,
  type Alias,
  type TwoFactorOptions,
} from '@lender/shared';
import {
  answerSecurityQuestion,
  redeemTwoFactorCode,
  retrieveSecurityQuestions,
  sendTwoFactorCode,
  verifyTotp,
} from '@lender/shared/endpoints/identity';
import { reportError } from '../login/use-login-flow.ts';
import {
  chooseAlias,
  chooseQuestion,
  FIRST_FACTOR_EXPIRED_MESSAGE,
  isTotp,
  NO_RECOVERY_MESSAGE,
  questionsLoaded,
  randomPick,
  startTwoFactor,
  TWO_FACTOR_TITLE,
  type SecurityQuestion,
  type TwoFactorEffects,
  type TwoFactorState,
} from '../login/two-factor.ts';

export const ANSWER_REQUIRED_MESSAGE = 'Please enter your answer.';
export const QUESTION_METHOD_LABEL = 'Answer a security question';

export function methodLabel(alias: Alias): string {
  if (alias.type === 'Email') return `Email a code to ${alias.value}`;
  if (alias.type === 'Phone') return `Text a code to ${alias.value}`;
  return 'Use my authenticator app';
}

const isFirstFactorExpired = (error: unknown) =>
  error instanceof ApiError && error.messages.includes(FIRST_FACTOR_EXPIRED_MESSAGE);

export interface TwoFactorDialogProps {
  options: TwoFactorOptions;
  onSignedIn: (jwt: string) => void;
  onClose: () => void;
}

export default function TwoFactorDialog({ options, onSignedIn, onClose }: TwoFactorDialogProps) {
  const brand = useBrand();
  const { loginUuid } = options;
  const [state, setState] = useState<TwoFactorState>(() => startTwoFactor(options).state);
  const [choice, setChoice] = useState<string>(options.aliases[0]?.uuid ?? '');
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const methods = useRef<HTMLFieldSetElement>(null);
  /** The questions, once loaded: going back to selecting still offers them. */
  const loadedQuestions = useRef<readonly SecurityQuestion[]>([]);

  /** Ends the dialog when the first factor is no longer valid; otherwise reports the error. */
  const fail = useCallback(
    (failure: unknown) => {
      if (isFirstFactorExpired(failure)) {
        void notify({ kind: 'error', title: FIRST_FACTOR_EXPIRED_MESSAGE });
        onClose();
      } else reportError(failure);
    },
    [onClose],
  );

  const perform = useCallback(
    (effects: TwoFactorEffects) => {
      if (effects.sendCodeTo)
        sendTwoFactorCode
          .call(apiClient, { body: { loginUuid, alias: effects.sendCodeTo.uuid } })
          .catch(fail);
      if (effects.loadQuestions)
        retrieveSecurityQuestions.call(apiClient, { body: { loginUuid } }).then(
          (questions) => {
            loadedQuestions.current = questions;
            setState((current) => questionsLoaded(current, questions, randomPick));
          },
          (failure: unknown) => {
            let asked = false;
            setState((current) => {
              asked = current.step === 'loading-questions';
              return asked ? questionsLoaded(current, [], randomPick) : current;
            });
            // In selecting the questions were only an extra option: leave it out quietly,
            // unless the whole login has expired.
            if (asked || isFirstFactorExpired(failure)) fail(failure);
          },
        );
    },
    [fail, loginUuid],
  );

  useEffect(() => {
    perform(startTwoFactor(options).effects);
    // Once per dialog: the options do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    setError(null);
    if (state.step === 'selecting')
      methods.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    else field.current?.focus();
  }, [state.step]);

  const [verifying, verify] = useSingleFlight(async () => {
    try {
      if (state.step === 'entering') {
        const problem = validateTwoFactorCode(code);
        setError(problem);
        if (problem) return field.current?.focus();
        const { jwt } = isTotp(state.alias)
          ? await verifyTotp.call(apiClient, { body: { code, loginUuid } })
          : await redeemTwoFactorCode.call(apiClient, { body: { token: code, loginUuid } });
        onSignedIn(jwt);
      } else if (state.step === 'answering') {
        if (!answer.trim()) {
          setError(ANSWER_REQUIRED_MESSAGE);
          return field.current?.focus();
        }
        const { jwt } = await answerSecurityQuestion.call(apiClient, {
          body: { loginUuid, answers: [{ securityQuestionUuid: state.question.uuid, answer }] },
        });
        onSignedIn(jwt);
      }
    } catch (failure) {
      fail(failure);
    }
  });

  const [resending, resend] = useSingleFlight(async () => {
    if (state.step !== 'entering' || isTotp(state.alias)) return;
    try {
      await sendTwoFactorCode.call(apiClient, { body: { loginUuid, alias: state.alias.uuid } });
      void notify({ kind: 'success', title: 'Code successfully resent.' });
    } catch (failure) {
      fail(failure);
    }
  });

  const selectMethod = () => {
    if (state.step !== 'selecting') return;
    if (choice === 'question') return setState(chooseQuestion(state, randomPick));
    const alias = state.aliases.find((candidate) => candidate.uuid === choice);
    if (!alias) return;
    setCode('');
    const next = chooseAlias(alias);
    setState(next.state);
    perform(next.effects);
  };

  const back = () => {
    const start = startTwoFactor(options).state;
    setState(start.step === 'selecting' ? { ...start, questions: loadedQuestions.current } : start);
  };
  const supportPhone = supportPhoneOf(brand);

  return (
    <ModalDialog open title={TWO_FACTOR_TITLE} onClose={onClose}>
      {state.step === 'selecting' ? (
        <Form onSubmit={selectMethod}>
          <chakra.fieldset ref={methods}>
            <chakra.legend fontWeight="medium" mb="2">
              How would you like to verify it is you?
            </chakra.legend>
            <Stack gap="2">
              {[
                ...state.aliases.map((alias) => ({ value: alias.uuid, label: methodLabel(alias) })),
                ...(state.questions.length > 0 ? [{ value: 'question', label: QUESTION_METHOD_LABEL }] : []),
              ].map((method) => (
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
      ) : null}

      {state.step === 'entering' || state.step === 'answering' ? (
        <Form onSubmit={verify}>
          <Stack gap="4">
            {state.step === 'entering' ? (
              <CodeField
                label="Enter code"
                value={code}
                onChange={setCode}
                error={error}
                inputRef={field}
                hint={
                  isTotp(state.alias)
                    ? 'Enter the 6-digit code from your authenticator app.'
                    : `We sent a 6-digit code to ${state.alias.value}.`
                }
              />
            ) : (
              <TextField
                label={state.question.question}
                value={answer}
                onChange={setAnswer}
                error={error}
                inputRef={field}
                autoComplete="off"
              />
            )}
            <Button
              type="submit"
              colorPalette="brand"
              loading={verifying}
              loadingText="Verifying"
              width="full"
            >
              Verify
            </Button>
            {state.step === 'entering' && !isTotp(state.alias) ? (
              <Button type="button" variant="ghost" onClick={() => void resend()} disabled={resending}>
                Resend code
              </Button>
            ) : null}
            {state.canGoBack ? (
              <Button type="button" variant="ghost" onClick={back}>
                Choose another method
              </Button>
            ) : null}
          </Stack>
        </Form>
      ) : null}

      {state.step === 'loading-questions' ? <Text>Loading your security question…</Text> : null}

      {state.step === 'no-recovery' ? (
        <Box>
          <Text>{NO_RECOVERY_MESSAGE}</Text>
          <Text mt="2">
            Call us at <Link href={telHref(supportPhone)}>{formatPhone(supportPhone)}</Link>.
          </Text>
        </Box>
      ) : null}
    </ModalDialog>
  );
}
