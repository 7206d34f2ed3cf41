/**
 * The partner page's controller (the login page's pattern). On load of step one,
 * once, it runs the automatic checks (./partner-checks.ts) and carries out what
 * they decide; then it verifies the code, resends it, and sets the password. On
 * this page the toast is the first message of an `errors` list (spec section 8).
 * An action that ends after the visitor left the page changes nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  CODE_RESENT_MESSAGE,
  DEFAULT_REDIRECT,
  notify,
  notifyError,
  notifyFormError,
  paths,
  useLocation,
  useNavigate,
  type StartupParams,
} from '@lender/shared';
import { redeemEmailedCode, setNewPassword } from '../identity-calls.ts';
import { useStillHere } from '../use-still-here.ts';
import { partnerCheckCalls, sendInvite } from './partner-calls.ts';
import { automaticCheck } from './partner-checks.ts';
import { COUNTDOWN_FORMS } from '../countdown-forms.ts';

export const reportPartnerError = (error: unknown) => notifyError(error, { firstOnly: true });
/** Step one's errors: a 429 is the code form's countdown, anything else the page's toast. */
const reportCodeError = (error: unknown) =>
  notifyFormError(COUNTDOWN_FORMS.partnerCode, error, { firstOnly: true });

type PartnerParams = Pick<StartupParams, 'loginUuid' | 'identityUuid' | 'step' | 'redirectUrl'>;

export function usePartnerRegisterFlow(params: PartnerParams) {
  const location = useLocation();
  const navigate = useNavigate();
  const step = params.step ?? 1;
  const [loginUuid, setLoginUuid] = useState(params.loginUuid);
  const [checking, setChecking] = useState(step === 1 && !!params.identityUuid);
  const here = useStillHere();
  const checked = useRef(false);

  /** This page with some query parameters changed. */
  const withQuery = useCallback(
    (changes: Record<string, string>) => {
      const query = new URLSearchParams(location.search);
      for (const [name, value] of Object.entries(changes)) query.set(name, value);
      return `${location.pathname}?${query}`;
    },
    [location.pathname, location.search],
  );

  /** Emails a new code (the invite call); false when there is no identity or the page was left. */
  const invite = useCallback(async (): Promise<boolean> => {
    if (!params.identityUuid) return false;
    const newLoginUuid = await sendInvite(params.identityUuid);
    if (!here.current) return false;
    setLoginUuid(newLoginUuid);
    await navigate(withQuery({ loginUuid: newLoginUuid }), { replace: true });
    return true;
  }, [here, navigate, params.identityUuid, withQuery]);

  // The automatic checks, once per page load and only if it opened on step one: they
  // decide from the link the visitor arrived with.
  useEffect(() => {
    const identityUuid = params.identityUuid;
    if (checked.current) return;
    checked.current = true;
    if (step !== 1 || !identityUuid) return;
    automaticCheck(partnerCheckCalls(identityUuid, loginUuid), loginUuid)
      .then(async (check) => {
        if (!here.current) return;
        if (check === 'go-to-login') await navigate(paths.login);
        else if (check === 'send-new-code' || check === 'create-invite') await invite();
      })
      // An identity the service does not know (404) keeps the form: the code may still work.
      .catch((failure: unknown) => {
        if (here.current && !(failure instanceof ApiError && failure.status === 404))
          reportCodeError(failure);
      })
      .finally(() => {
        if (here.current) setChecking(false);
      });
  }, [here, invite, loginUuid, navigate, params.identityUuid, step]);

  const verifyCode = useCallback(
    async (code: string) => {
      try {
        await redeemEmailedCode(loginUuid ?? '', code);
        if (here.current) await navigate(withQuery({ step: '2' }));
      } catch (failure) {
        reportCodeError(failure);
      }
    },
    [here, loginUuid, navigate, withQuery],
  );

  const resend = useCallback(async () => {
    try {
      if (await invite()) void notify({ kind: 'success', title: CODE_RESENT_MESSAGE });
    } catch (failure) {
      reportCodeError(failure);
    }
  }, [invite]);

  const setPassword = useCallback(
    async (password: string) => {
      try {
        await setNewPassword(password);
        if (here.current) await navigate(params.redirectUrl ?? DEFAULT_REDIRECT);
      } catch (failure) {
        reportPartnerError(failure);
      }
    },
    [here, navigate, params.redirectUrl],
  );

  return { step, checking, canResend: !!params.identityUuid, verifyCode, resend, setPassword };
}
