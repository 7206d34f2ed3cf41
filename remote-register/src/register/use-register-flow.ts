/**
 * The register page's controller (the login page's pattern): it makes the calls
 * and moves between the steps `register-flow.ts` decides; the step components
 * render and call it. Every action reports its own failure and resolves, so the
 * step keeps what the user typed; one that ends after the visitor left moves nobody.
 */
import { useCallback, useState } from 'react';
import { notifyError, notifyFormError, useNavigate, type StartupParams } from '@lender/shared';
import { COUNTDOWN_FORMS } from '../countdown-forms.ts';
import { redeemEmailedCode, setNewPassword, startRegistration } from '../identity-calls.ts';
import { useStillHere } from '../use-still-here.ts';
import { registerTarget, stepAfterCode } from './register-flow.ts';

export type RegisterState =
  | { step: 'email' }
  | { step: 'code'; email: string; loginUuid: string }
  | { step: 'password'; email: string };

async function trackRegistration(email: string): Promise<void> {
  const { getPageTelemetry, registerEvent } = await import('@lender/shared/telemetry');
  await getPageTelemetry()?.track(await registerEvent(email));
}

export function useRegisterFlow(params: Pick<StartupParams, 'flow' | 'redirectUrl'>) {
  const navigate = useNavigate();
  const here = useStillHere();
  const [state, setState] = useState<RegisterState>({ step: 'email' });

  /** Registered: the event is sent (a failure only logged), and the visitor goes on. */
  const finish = useCallback(
    async (email: string) => {
      trackRegistration(email).catch((error: unknown) => console.warn('Registration not tracked', error));
      if (here.current) await navigate(registerTarget(params));
    },
    [here, navigate, params],
  );

  const sendEmail = useCallback(
    async (email: string) => {
      try {
        const loginUuid = await startRegistration(email);
        if (here.current) setState({ step: 'code', email, loginUuid });
      } catch (error) {
        notifyFormError(COUNTDOWN_FORMS.registerEmail, error);
      }
    },
    [here],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      if (state.step !== 'code') return;
      try {
        const answer = await redeemEmailedCode(state.loginUuid, code);
        if (stepAfterCode(answer) === 'done') await finish(state.email);
        else if (here.current) setState({ step: 'password', email: state.email });
      } catch (error) {
        notifyFormError(COUNTDOWN_FORMS.registerCode, error);
      }
    },
    [finish, here, state],
  );

  const setPassword = useCallback(
    async (password: string) => {
      if (state.step !== 'password') return;
      try {
        await setNewPassword(password);
        await finish(state.email);
      } catch (error) {
        notifyError(error);
      }
    },
    [finish, state],
  );

  return { state, sendEmail, verifyCode, setPassword };
}
