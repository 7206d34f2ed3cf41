/**
 * The mortgage-signer login's controller: the two fields, their checks (./signer-login.ts)
 * and the submit. Success stores the session and goes to the sanitised target (default
 * `/dashboard`); a refusal is a toast with the server's message, and the form keeps what
 * was typed. The submit resolves either way, so no promise goes uncaught.
 */
import {
  DEFAULT_REDIRECT,
  notifyError,
  sessionStore,
  useFormFields,
  useNavigate,
  useSingleFlight,
  useStartupParams,
} from '@lender/shared';
import { useState } from 'react';
import { accessCodeLoginCall } from './signer-calls.ts';
import { signerCredentials, signerProblems } from './signer-login.ts';

export function useSignerLogin() {
  const navigate = useNavigate();
  const target = useStartupParams().redirectUrl ?? DEFAULT_REDIRECT;
  const [email, setEmail] = useState('');
  const [accessCode, setAccessCode] = useState('');
  const form = useFormFields<'email' | 'accessCode'>();

  const [pending, submit] = useSingleFlight(async () => {
    if (!form.check(signerProblems(email, accessCode))) return;
    try {
      sessionStore.getState().setJwt(await accessCodeLoginCall(signerCredentials(email, accessCode)));
      await navigate(target);
    } catch (error) {
      notifyError(error);
    }
  });

  return {
    email: { value: email, onChange: setEmail, ...form.field('email') },
    accessCode: { value: accessCode, onChange: setAccessCode, ...form.field('accessCode') },
    pending,
    submit,
  };
}
