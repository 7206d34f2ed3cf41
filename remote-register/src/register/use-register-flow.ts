/**
 * The register page's controller (the login page's pattern): it makes the calls
 * and moves between the steps `register-flow.ts` decides; the step components
 * render and call it. Every action reports its own failure and resolves, so the
 * step keeps what the user typed. The identity calls load with the first call.
 */
import { useCallback, useState } from 'react';
import { apiClient, reportError, sessionStore, useNavigate, type StartupParams } from '@lender/shared';
import { registerTarget, stepAfterCode } from './register-flow.ts';

const identityCalls = () => import('@lender/shared/endpoints/identity');

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
  const [state, setState] = useState<RegisterState>({ step: 'email' });

  const finish = useCallback(
    async (email: string) => {
      trackRegistration(email).catch((error: unknown) => console.warn('Registration not tracked', error));
      await navigate(registerTarget(params));
    },
    [navigate, params],
  );

  const sendEmail = useCallback(async (email: string) => {
    try {
      const { register } = await identityCalls();
      const answer = await register.call(apiClient, { body: { email } });
      setState({ step: 'code', email, loginUuid: answer.loginUuid ?? '' });
    } catch (error) {
      reportError(error);
    }
  }, []);

  const verifyCode = useCallback(
    async (code: string) => {
      if (state.step !== 'code') return;
      try {
        const { redeemToken } = await identityCalls();
        const answer = await redeemToken.call(apiClient, {
          body: { loginUuid: state.loginUuid, token: code },
        });
        if (answer.jwt) sessionStore.getState().setJwt(answer.jwt);
        if (stepAfterCode(answer) === 'password') setState({ step: 'password', email: state.email });
        else await finish(state.email);
      } catch (error) {
        reportError(error);
      }
    },
    [finish, state],
  );

  const setPassword = useCallback(
    async (password: string) => {
      if (state.step !== 'password') return;
      try {
        const { changePassword } = await identityCalls();
        await changePassword.call(apiClient, { body: { newPassword: password } });
        await finish(state.email);
      } catch (error) {
        reportError(error);
      }
    },
    [finish, state],
  );

  return { state, sendEmail, verifyCode, setPassword };
}
