/**
 * The partner-branded sign-up (`/auth/credit-karma/register?loginUuid&identityUuid&step&referrer`).
 * Step one: "You've got mail!", the code the invitation emailed, and Resend Code.
 * `step=2`: "Create Password" with the password form, sent with the jwt the code
 * gave. On load, when the experiment flag is on, the registration status decides
 * whether to send the visitor to log in, email a new code, or create the invite
 * (./partner-checks.ts). The first message of a failure's `errors` list is the toast.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  apiClient,
  ApiError,
  Box,
  Button,
  CodeField,
  DEFAULT_REDIRECT,
  errorMessages,
  Form,
  formatPhone,
  getRuntimeConfig,
  Heading,
  Link,
  notify,
  useStartupParams,
  paths,
  RouterLink,
  sessionStore,
  Spinner,
  Stack,
  telHref,
  Text,
  useBrand,
  useLocation,
  useNavigate,
  useSingleFlight,
  validatePartnerCode,
} from '@lender/shared';
import { featureFlag } from '@lender/shared/endpoints/experiments';
import {
  changePassword,
  createBrokerInvite,
  redeemToken,
  registrationVerification,
} from '@lender/shared/endpoints/identity';
import { AUTO_CHECKS_FLAG, partnerCheck } from './partner-checks.ts';

const PasswordSetupForm = lazy(async () => ({
  default: (await import('@lender/shared/password-form')).PasswordSetupForm,
}));

export const MAIL_HEADING = "You've got mail!";
export const MAIL_TEXT =
  'We sent a 6-digit code to the email address your loan officer has on file. Enter it below to continue.';
export const PASSWORD_HEADING = 'Create Password';
export const PASSWORD_TEXT = 'Create a password to enable you to check the status of your loan.';
export const CODE_RESENT_TOAST = 'Code successfully resent.';

/** On the partner page the first message of the `errors` list is the toast (spec section 8). */
export function reportPartnerError(error: unknown): void {
  const [first] = errorMessages(error);
  if (first) void notify({ kind: 'error', title: first });
}

export function PartnerFooter() {
  const brand = useBrand();
  return (
    <Stack as="footer" gap="2" fontSize="sm" color="fg.muted" borderTopWidth="1px" pt="4">
      <Box display="flex" gap="4" flexWrap="wrap">
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.terms}>Terms of Service</RouterLink>
        </Link>
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.privacy}>Privacy Policy</RouterLink>
        </Link>
        {brand.supportPhone ? (
          <Link href={telHref(brand.supportPhone)} colorPalette="brand">
            {formatPhone(brand.supportPhone)}
          </Link>
        ) : null}
      </Box>
      <Text>
        © {new Date().getFullYear()} {brand.displayName}.{' '}
        <Link href={brand.companyLicenseUrl} colorPalette="brand" target="_blank" rel="noreferrer">
          {brand.licensingNumber}
        </Link>
        . Equal Housing Opportunity.
      </Text>
      <Text>
        This page is protected by reCAPTCHA, and the Google{' '}
        <Link href="https://policies.google.com/privacy" target="_blank" rel="noreferrer">
          Privacy Policy
        </Link>{' '}
        and{' '}
        <Link href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
          Terms of Service
        </Link>{' '}
        apply.
      </Text>
    </Stack>
  );
}

export function PartnerRegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useStartupParams();
  const [loginUuid, setLoginUuid] = useState(params.loginUuid);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(params.step !== 2 && !!params.identityUuid);
  const codeInput = useRef<HTMLInputElement>(null);
  const step = params.step ?? 1;

  const withQuery = (changes: Record<string, string>) => {
    const query = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) query.set(name, value);
    return `${location.pathname}?${query}`;
  };

  /** Emails a new code (the invite call); `stillHere` guards a page the visitor has left. */
  const invite = async (stillHere: () => boolean = () => true): Promise<boolean> => {
    if (!params.identityUuid) return false;
    const answer = await createBrokerInvite.call(apiClient, {
      body: { borrowerIdentityUuid: params.identityUuid },
    });
    if (!stillHere()) return false;
    setLoginUuid(answer.loginUuid);
    void navigate(withQuery({ loginUuid: answer.loginUuid }), { replace: true });
    return true;
  };

  // The automatic checks, once on load of step one.
  useEffect(() => {
    if (step !== 1 || !params.identityUuid) return;
    let live = true;
    void (async () => {
      try {
        const context = getRuntimeConfig().audience;
        const flag = await featureFlag.call(apiClient, { params: { context, flag: AUTO_CHECKS_FLAG } });
        if (!flag.enabled || !live) return;
        const status = await registrationVerification.call(apiClient, {
          query: { identityUuid: params.identityUuid, ...(loginUuid ? { loginUuid } : {}) },
        });
        if (!live) return;
        const check = partnerCheck(status, loginUuid);
        if (check === 'go-to-login') await navigate(paths.login);
        else if (check === 'send-new-code' || check === 'create-invite') await invite(() => live);
      } catch (failure) {
        if (live && !(failure instanceof ApiError && failure.status === 404)) reportPartnerError(failure);
      } finally {
        if (live) setChecking(false);
      }
    })();
    return () => {
      live = false;
    };
    // Once per page load: the checks decide from the link the visitor arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [verifying, submitCode] = useSingleFlight(async () => {
    const problem = validatePartnerCode(code);
    setError(problem);
    if (problem) return codeInput.current?.focus();
    try {
      const answer = await redeemToken.call(apiClient, { body: { loginUuid: loginUuid ?? '', token: code } });
      if (answer.jwt) sessionStore.getState().setJwt(answer.jwt);
      await navigate(withQuery({ step: '2' }));
    } catch (failure) {
      reportPartnerError(failure);
    }
  });

  const [resending, resend] = useSingleFlight(async () => {
    try {
      if (await invite()) void notify({ kind: 'success', title: CODE_RESENT_TOAST });
    } catch (failure) {
      reportPartnerError(failure);
    }
  });

  const setPassword = async (password: string) => {
    try {
      await changePassword.call(apiClient, { body: { newPassword: password } });
      await navigate(params.redirectUrl ?? DEFAULT_REDIRECT);
    } catch (failure) {
      reportPartnerError(failure);
    }
  };

  return (
    <Stack gap="5" maxWidth="28rem" marginInline="auto">
      {step === 2 ? (
        <>
          <Heading as="h1" size="xl">
            {PASSWORD_HEADING}
          </Heading>
          <Text>{PASSWORD_TEXT}</Text>
          <Suspense fallback={<Spinner size="sm" aria-label="Loading the password form" />}>
            <PasswordSetupForm
              userInputs={[]}
              submitLabel="Create password"
              onSubmit={setPassword}
              onLoadError={reportPartnerError}
            />
          </Suspense>
        </>
      ) : (
        <>
          <Heading as="h1" size="xl">
            {MAIL_HEADING}
          </Heading>
          <Text>{MAIL_TEXT}</Text>
          {checking ? (
            <Text role="status">Checking your invitation…</Text>
          ) : (
            <Form onSubmit={submitCode}>
              <Stack gap="4">
                <CodeField
                  label="Enter code"
                  value={code}
                  onChange={setCode}
                  error={error}
                  inputRef={codeInput}
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={verifying}
                  loadingText="Continue"
                  width="full"
                >
                  Continue
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => void resend()}
                  disabled={resending || !params.identityUuid}
                >
                  Resend Code
                </Button>
              </Stack>
            </Form>
          )}
        </>
      )}
      <PartnerFooter />
    </Stack>
  );
}
