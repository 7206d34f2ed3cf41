/**
 * The "2 Step Verification" dialog's controller: it holds the state of the pure
 * machine in ../../login/two-factor.ts, performs the calls each transition names
 * (./two-factor-calls.ts), and offers the steps their actions. Every action reports
 * its own failure and resolves. When the first factor has expired, the dialog closes
 * with "First factor is expired, please start a new login.": nothing typed here can
 * succeed any more.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, CODE_RESENT_MESSAGE, notify, notifyFormError } from '@lender/shared';
import { type TwoFactorOptions } from '@lender/shared/endpoints/identity';
import {
  chooseAlias,
  chooseQuestion,
  LOGIN_ENDED_MESSAGES,
  isTotp,
  questionsLoaded,
  randomPick,
  startTwoFactor,
  type SecurityQuestion,
  type TwoFactorEffects,
  type TwoFactorState,
} from '../../login/two-factor.ts';
import {
  answerSecurityQuestionCall,
  redeemTwoFactorCodeCall,
  securityQuestionsCall,
  sendTwoFactorCodeCall,
  verifyTotpCall,
} from './two-factor-calls.ts';
import { COUNTDOWN_FORMS } from '../../login/countdown-forms.ts';

/** The method value that stands for "Answer a security question" among the aliases' uuids. */
export const QUESTION_METHOD = 'question';

/** The message of an error that ends the login (expired, or spent by wrong answers), if it is one. */
const loginEndedBy = (error: unknown) =>
  error instanceof ApiError
    ? error.messages.find((message) => LOGIN_ENDED_MESSAGES.includes(message))
    : undefined;

export interface TwoFactorCallbacks {
  onSignedIn: (jwt: string) => void;
  onClose: () => void;
}

export function useTwoFactor(options: TwoFactorOptions, { onSignedIn, onClose }: TwoFactorCallbacks) {
  const { loginUuid } = options;
  const [state, setState] = useState<TwoFactorState>(() => startTwoFactor(options).state);
  /** The questions, once loaded: going back to selecting still offers them. */
  const loadedQuestions = useRef<readonly SecurityQuestion[]>([]);
  /** The method last chosen: going back offers it again. */
  const [lastMethod, setLastMethod] = useState<string | undefined>(undefined);
  const started = useRef(false);
  /** A call that ends after the dialog closed must not touch whatever is open by then. */
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  /**
   * Ends the dialog when the login can no longer go on (expired, or spent by wrong answers:
   * never a countdown); otherwise reports the error, a 429 as the dialog's countdown.
   */
  const fail = useCallback(
    (failure: unknown) => {
      if (!open.current) return;
      const ended = loginEndedBy(failure);
      if (!ended) return notifyFormError(COUNTDOWN_FORMS.twoFactor, failure);
      void notify({ kind: 'error', title: ended });
      onClose();
    },
    [onClose],
  );

  const perform = useCallback(
    (effects: TwoFactorEffects) => {
      if (effects.sendCodeTo) sendTwoFactorCodeCall(loginUuid, effects.sendCodeTo.uuid).catch(fail);
      if (effects.loadQuestions)
        securityQuestionsCall(loginUuid).then(
          (questions) => {
            loadedQuestions.current = questions;
            if (open.current) setState((current) => questionsLoaded(current, questions, randomPick));
          },
          (failure: unknown) => {
            if (!open.current) return;
            let asked = false;
            setState((current) => {
              asked = current.step === 'loading-questions';
              return asked ? questionsLoaded(current, [], randomPick) : current;
            });
            // In selecting the questions were only an extra option: leave it out quietly,
            // unless the whole login has expired.
            if (asked || loginEndedBy(failure)) fail(failure);
          },
        );
    },
    [fail, loginUuid],
  );

  // Once per dialog (the options do not change while it is open).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    perform(startTwoFactor(options).effects);
  }, [options, perform]);

  const choose = useCallback(
    (method: string) => {
      if (state.step !== 'selecting') return;
      setLastMethod(method);
      if (method === QUESTION_METHOD) return setState(chooseQuestion(state, randomPick));
      const alias = state.aliases.find((candidate) => candidate.uuid === method);
      if (!alias) return;
      const next = chooseAlias(alias);
      setState(next.state);
      perform(next.effects);
    },
    [perform, state],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      if (state.step !== 'entering') return;
      try {
        const { jwt } = isTotp(state.alias)
          ? await verifyTotpCall(loginUuid, code)
          : await redeemTwoFactorCodeCall(loginUuid, code);
        onSignedIn(jwt);
      } catch (failure) {
        fail(failure);
      }
    },
    [fail, loginUuid, onSignedIn, state],
  );

  const answer = useCallback(
    async (text: string) => {
      if (state.step !== 'answering') return;
      try {
        const { jwt } = await answerSecurityQuestionCall(loginUuid, state.question.uuid, text);
        onSignedIn(jwt);
      } catch (failure) {
        fail(failure);
      }
    },
    [fail, loginUuid, onSignedIn, state],
  );

  const resend = useCallback(async () => {
    if (state.step !== 'entering' || isTotp(state.alias)) return;
    try {
      await sendTwoFactorCodeCall(loginUuid, state.alias.uuid);
      void notify({ kind: 'success', title: CODE_RESENT_MESSAGE });
    } catch (failure) {
      fail(failure);
    }
  }, [fail, loginUuid, state]);

  /** Back to choosing a method, keeping the questions already loaded. */
  const back = useCallback(() => {
    const start = startTwoFactor(options).state;
    setState(start.step === 'selecting' ? { ...start, questions: loadedQuestions.current } : start);
  }, [options]);

  return { state, lastMethod, choose, verifyCode, answer, resend, back };
}
