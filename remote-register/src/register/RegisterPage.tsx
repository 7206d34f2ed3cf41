/**
 * `/auth/register` and `/account/heloc/register`: email, then the emailed code, then
 * (for an email with no password yet) a password. Each step is a form Enter submits;
 * a failed request keeps what was typed; every failure goes through one handler.
 * The password form (with zxcvbn) is loaded only when the password step opens.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  apiClient,
  Button,
  CodeField,
  errorMessages,
  Form,
  Heading,
  Link,
  notify,
  useStartupParams,
  paths,
  RouterLink,
  sessionStore,
  Spinner,
  Stack,
  Text,
  TextField,
  useBrand,
  useNavigate,
  useSingleFlight,
  validateEmail,
  validateRegistrationCode,
} from '@lender/shared';
import { changePassword, redeemToken, register } from '@lender/shared/endpoints/identity';
import {
  LOCKED_EMAIL_NOTE,
  REGISTER_INTRO,
  registerHeading,
  registerTarget,
  stepAfterCode,
  type RegisterStep,
} from './register-flow.ts';

const PasswordSetupForm = lazy(async () => ({
  default: (await import('@lender/shared/password-form')).PasswordSetupForm,
}));

/** The one handler registration failures go through: each message as an error toast. */
export function reportRegistrationError(error: unknown): void {
  for (const message of errorMessages(error)) void notify({ kind: 'error', title: message });
}

async function trackRegistration(email: string): Promise<void> {
  const { getPageTelemetry, registerEvent } = await import('@lender/shared/telemetry');
  await getPageTelemetry()?.track(await registerEvent(email));
}

export function LegalAgreement() {
  return (
    <Text fontSize="sm" color="fg.muted">
      By signing up, you agree to our{' '}
      <Link asChild colorPalette="brand">
        <RouterLink to={paths.terms}>Terms of Service</RouterLink>
      </Link>
      ,{' '}
      <Link asChild colorPalette="brand">
        <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
      </Link>{' '}
      and{' '}
      <Link asChild colorPalette="brand">
        <RouterLink to={paths.communications}>Electronic Communications Policy</RouterLink>
      </Link>
      .
    </Text>
  );
}

export function RegisterPage({ variant }: { variant: 'standard' | 'heloc' }) {
  const brand = useBrand();
  const navigate = useNavigate();
  const params = useStartupParams();
  const lockedEmail = params.email;
  const [step, setStep] = useState<RegisterStep>('email');
  const [email, setEmail] = useState(lockedEmail ?? '');
  const [code, setCode] = useState('');
  const [loginUuid, setLoginUuid] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; code?: string | null }>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  // Each new step takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const finish = async () => {
    void trackRegistration(email.trim()).catch((error: unknown) => console.warn(error));
    await navigate(registerTarget(params));
  };

  const [sending, submitEmail] = useSingleFlight(async () => {
    const problem = validateEmail(email);
    setErrors({ email: problem });
    if (problem) return emailInput.current?.focus();
    try {
      const answer = await register.call(apiClient, { body: { email: email.trim() } });
      setLoginUuid(answer.loginUuid ?? '');
      setStep('code');
    } catch (error) {
      reportRegistrationError(error);
    }
  });

  const [verifying, submitCode] = useSingleFlight(async () => {
    const problem = validateRegistrationCode(code);
    setErrors({ code: problem });
    if (problem) return codeInput.current?.focus();
    try {
      const answer = await redeemToken.call(apiClient, { body: { loginUuid, token: code } });
      if (answer.jwt) sessionStore.getState().setJwt(answer.jwt);
      if (stepAfterCode(answer) === 'password') setStep('password');
      else await finish();
    } catch (error) {
      reportRegistrationError(error);
    }
  });

  const setPassword = async (password: string) => {
    try {
      await changePassword.call(apiClient, { body: { newPassword: password } });
      await finish();
    } catch (error) {
      reportRegistrationError(error);
    }
  };

  return (
    <Stack gap="5" maxWidth="28rem" marginInline="auto">
      <Heading as="h1" size="xl">
        {registerHeading(variant, brand.displayName)}
      </Heading>
      <Text>{REGISTER_INTRO}</Text>
      <Text>
        Already have a login?{' '}
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.login}>Log in here</RouterLink>
        </Link>
      </Text>

      {step === 'email' ? (
        <Form onSubmit={submitEmail}>
          <Stack gap="4">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={setEmail}
              readOnly={lockedEmail !== undefined}
              hint={lockedEmail !== undefined ? LOCKED_EMAIL_NOTE : undefined}
              error={errors.email}
              inputRef={emailInput}
              required
            />
            <Button type="submit" colorPalette="brand" loading={sending} loadingText="Continue" width="full">
              Continue
            </Button>
          </Stack>
        </Form>
      ) : null}

      {step === 'code' ? (
        <Form onSubmit={submitCode}>
          <Stack gap="4">
            <Text>We sent a 6-digit code to {email.trim()}. Enter it to verify your email address.</Text>
            <CodeField
              label="Enter code"
              value={code}
              onChange={setCode}
              error={errors.code}
              inputRef={codeInput}
            />
            <Button type="submit" colorPalette="brand" loading={verifying} loadingText="Verify" width="full">
              Verify
            </Button>
          </Stack>
        </Form>
      ) : null}

      {step === 'password' ? (
        <Suspense fallback={<Spinner size="sm" aria-label="Loading the password form" />}>
          <PasswordSetupForm
            userInputs={[email.trim()]}
            submitLabel="Create login"
            onSubmit={setPassword}
            onLoadError={reportRegistrationError}
          />
        </Suspense>
      ) : null}

      <LegalAgreement />
    </Stack>
  );
}
