/**
 * The login page's controller: it makes the calls (./login-calls.ts), keeps which
 * dialog is open, and carries out the steps `planLogin` decides (./login-outcome.ts). Components stay
 * thin: they render the state and call these actions. Every action reports its own
 * failure (a toast per message of the answer's `errors` list, 429's sentence, or
 * the error's own message) and resolves either way, so no promise goes uncaught and
 * the form keeps what the user typed.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  announce,
  CODE_RESENT_MESSAGE,
  DEFAULT_REDIRECT,
  newStateNonce,
  saveLoginState,
  createBotCheck,
  getRuntimeConfig,
  notify,
  pageExit,
  notifyError,
  notifyFormError,
  sessionStore,
  useNavigate,
} from '@lender/shared';
import { type TwoFactorOptions } from '@lender/shared/endpoints/identity';
import {
  ACCOUNT_LOCKED_MESSAGE,
  brokerSteps,
  planLogin,
  signedInSteps,
  type LoginAnswer,
  UNEXPECTED_ANSWER_MESSAGE,
  type LoginOutcomeContext,
  type LoginStep,
} from './login-outcome.ts';
import type { PasswordDialogMode } from './dialog-titles.ts';
import {
  brokerLoginCall,
  changePasswordCall,
  passwordLoginCall,
  redeemPasscodeCall,
  saveLandingQuery,
  sendPasscode,
} from './login-calls.ts';
import { emailDraft } from './email-draft.ts';
import { COUNTDOWN_FORMS } from './countdown-forms.ts';

export type LoginDialog =
  | { kind: 'none' }
  | { kind: 'passcode'; email: string; loginUuid: string; purpose: 'login' | 'forgot' }
  | { kind: 'password'; mode: PasswordDialogMode }
  | { kind: 'two-factor'; options: TwoFactorOptions }
  | { kind: 'redirecting' };

export interface LoginFlowOptions {
  walletconnect: boolean;
  redirectTarget?: string;
  /** The page's query, saved for the lead portal once signed in. */
  search: string;
}

export function useLoginFlow(options: LoginFlowOptions) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<LoginDialog>({ kind: 'none' });
  const resetModeRef = useRef<PasswordDialogMode>('reset');
  /** The answer a password reset interrupted; the login continues from it afterwards. */
  const pendingAnswer = useRef<LoginAnswer>({});
  const botCheck = useMemo(() => {
    const config = getRuntimeConfig();
    return createBotCheck(config.botCheck, () => getRuntimeConfig().apiBase);
  }, []);
  const context: LoginOutcomeContext = useMemo(
    () => ({
      walletconnect: options.walletconnect,
      redirectTarget: options.redirectTarget,
      brokerOrigins: getRuntimeConfig().brokerOrigins,
    }),
    [options.walletconnect, options.redirectTarget],
  );

  const run = useCallback(
    (steps: LoginStep[]) => {
      if (steps.length === 0) void notify({ kind: 'error', title: UNEXPECTED_ANSWER_MESSAGE });
      for (const step of steps) {
        switch (step.kind) {
          case 'forget-email-draft':
            emailDraft.remove();
            break;
          case 'store-token':
            sessionStore.getState().setJwt(step.jwt);
            break;
          case 'reset-password':
            setDialog({ kind: 'password', mode: resetModeRef.current });
            break;
          case 'leave':
            try {
              pageExit.assign(step.url);
              setDialog({ kind: 'redirecting' });
            } catch (error) {
              notifyError(error);
            }
            break;
          case 'locked':
            void notify({ kind: 'error', title: ACCOUNT_LOCKED_MESSAGE });
            break;
          case 'two-factor':
            setDialog({ kind: 'two-factor', options: step.options });
            break;
          case 'open-wallet-modal':
            setDialog({ kind: 'none' });
            // The page wallet is the one writer of the wallet session; its entry loads only now.
            // The login's token goes with the request: one that names a wallet starts on Connect.
            import('@lender/shared/wallet').then(
              ({ pageWallet }) =>
                pageWallet().openModal({ returnTo: step.returnTo, token: sessionStore.getState().jwt }),
              notifyError,
            );
            break;
          case 'save-query-params':
            saveLandingQuery(options.search);
            break;
          case 'go':
            setDialog({ kind: 'none' });
            void navigate(step.to);
            break;
        }
      }
    },
    [navigate, options.search],
  );

  const passwordLogin = useCallback(
    async (email: string, password: string): Promise<void> => {
      try {
        const answer = await passwordLoginCall(botCheck, email, password);
        resetModeRef.current = 'reset';
        pendingAnswer.current = answer;
        run(planLogin(answer, context));
      } catch (error) {
        notifyFormError(COUNTDOWN_FORMS.login, error);
      }
    },
    [botCheck, context, run],
  );

  const startPasscode = useCallback(async (email: string, purpose: 'login' | 'forgot'): Promise<void> => {
    try {
      const { uuid } = await sendPasscode(email);
      setDialog({ kind: 'passcode', email, loginUuid: uuid, purpose });
    } catch (error) {
      notifyFormError(COUNTDOWN_FORMS.login, error);
    }
  }, []);

  const resendPasscode = useCallback(async (): Promise<boolean> => {
    if (dialog.kind !== 'passcode') return false;
    try {
      const { uuid } = await sendPasscode(dialog.email);
      // Only if the dialog is still open: a resend must not reopen a closed dialog.
      setDialog((current) => (current.kind === 'passcode' ? { ...current, loginUuid: uuid } : current));
      announce(CODE_RESENT_MESSAGE);
      return true;
    } catch (error) {
      notifyFormError(COUNTDOWN_FORMS.passcode, error);
      return false;
    }
  }, [dialog]);

  const redeemPasscode = useCallback(
    async (code: string): Promise<void> => {
      if (dialog.kind !== 'passcode') return;
      try {
        const answer = await redeemPasscodeCall(dialog.loginUuid, code);
        resetModeRef.current = 'set';
        pendingAnswer.current = answer;
        if (dialog.purpose === 'forgot' && answer.jwt) {
          // Forgot Password: the code proves the email; a new password follows.
          run([{ kind: 'store-token', jwt: answer.jwt }, { kind: 'reset-password' }]);
          return;
        }
        run(planLogin(answer, context));
      } catch (error) {
        notifyFormError(COUNTDOWN_FORMS.passcode, error);
      }
    },
    [context, dialog, run],
  );

  /** The 2-step dialog finished: the user is signed in. */
  const finishSignedIn = useCallback(
    (jwt?: string) => {
      run([...(jwt ? [{ kind: 'store-token', jwt } as const] : []), ...signedInSteps(context)]);
    },
    [context, run],
  );

  /** Sets the new password; then the interrupted login continues (a second factor, a redirect, …). */
  const saveNewPassword = useCallback(
    async (password: string): Promise<void> => {
      try {
        await changePasswordCall(password);
        run(planLogin(pendingAnswer.current, { ...context, passwordReset: true }));
      } catch (error) {
        notifyError(error);
      }
    },
    [context, run],
  );

  /** Agents sign in through the identity broker, which asks for their credentials itself. */
  const brokeredLogin = useCallback(async (): Promise<void> => {
    try {
      // The broker hands the nonce back as `state`; start-up then goes where the agent was headed.
      const nonce = newStateNonce();
      const { redirect } = await brokerLoginCall(options.search, nonce);
      saveLoginState(localStorage, nonce, context.redirectTarget ?? DEFAULT_REDIRECT);
      run(brokerSteps(redirect, context.brokerOrigins));
    } catch (error) {
      notifyError(error);
    }
  }, [context, options.search, run]);

  /**
   * Closing the password dialog without a new password ends the session it needed:
   * an expired password must not reach the signed-in pages.
   */
  const closeDialog = useCallback(() => {
    setDialog((current) => {
      if (current.kind === 'password') sessionStore.getState().clearJwt();
      return { kind: 'none' };
    });
  }, []);

  return {
    dialog,
    closeDialog,
    passwordLogin,
    startPasscode,
    resendPasscode,
    redeemPasscode,
    finishSignedIn,
    saveNewPassword,
    brokeredLogin,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
