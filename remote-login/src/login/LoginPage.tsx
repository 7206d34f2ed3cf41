/**
 * The login page (`/auth/login`, spec section 2 "Login page"). What it shows comes
 * from `loginVariant`; what happens comes from `useLoginFlow`. The dialogs are
 * loaded when they open, and the calls' endpoint groups when the visitor turns to
 * the form, so the page's first load carries none of them (nor zxcvbn, which the
 * password dialog loads).
 */
import { useRef, useState } from 'react';
import {
  Box,
  Button,
  getRuntimeConfig,
  Heading,
  lazyPart,
  Link,
  LoadingStatus,
  ModalDialog,
  useStartupParams,
  paths,
  RecaptchaNotice,
  RouterLink,
  Stack,
  Text,
  useBrand,
  useLocation,
  useSingleFlight,
} from '@lender/shared';
import { DialogSlot } from '../dialogs/DialogSlot.tsx';
import {
  PASSCODE_TITLE,
  PASSWORD_DIALOG_TITLES,
  REDIRECTING_TITLE,
  TWO_FACTOR_TITLE,
} from './dialog-titles.ts';
import { emailDraft, initialLoginEmail, keepEmailDraft } from './email-draft.ts';
import { CONTINUE_APPLICATION_TEXT, loginVariant } from './login-variant.ts';
import { LoginForm, type LoginFormHandle } from './LoginForm.tsx';
import { preloadLoginCalls } from './login-calls.ts';
import { useLoginFlow } from './use-login-flow.ts';

const dialogs = {
  passcode: lazyPart(() => import('../dialogs/PasscodeDialog.tsx')),
  password: lazyPart(() => import('../dialogs/PasswordDialog.tsx')),
  twoFactor: lazyPart(() => import('../dialogs/two-factor/TwoFactorDialog.tsx')),
};

export const REDIRECTING_TEXT = 'Taking you to your sign-in page…';
export const FORGOT_PASSWORD_LABEL = 'Forgot Password';
export const SIGNER_LINK_LABEL = 'Mortgage signer? Log in with your access code';

export function LoginPage() {
  const brand = useBrand();
  const location = useLocation();
  const params = useStartupParams();
  const variant = loginVariant({
    params,
    brand,
    pathname: location.pathname,
    search: location.search,
    audience: getRuntimeConfig().audience,
  });
  const flow = useLoginFlow({
    walletconnect: params.walletconnect,
    redirectTarget: params.redirectUrl,
    search: location.search,
  });
  // Read once: the form takes its first value and keeps what is typed from then on.
  const [initialEmail] = useState(() => initialLoginEmail(variant.emailPrefill, emailDraft.read()));
  const form = useRef<LoginFormHandle | null>(null);
  const emailRef = useRef('');

  const [forgetting, forgotPassword] = useSingleFlight(async () => {
    const email = form.current?.checkedEmail();
    if (!email) return;
    emailRef.current = email;
    await flow.startPasscode(email, 'forgot');
  });
  const [redirecting, brokered] = useSingleFlight(flow.brokeredLogin);

  const { dialog } = flow;
  return (
    <Stack
      gap="5"
      maxWidth="28rem"
      marginInline="auto"
      onFocus={preloadLoginCalls}
      onPointerDown={preloadLoginCalls}
    >
      <Heading as="h1" size="xl">
        {variant.heading}
      </Heading>
      {variant.continuing ? <Text>{CONTINUE_APPLICATION_TEXT}</Text> : null}

      {variant.brokered ? (
        <Button
          colorPalette="brand"
          onClick={() => void brokered()}
          loading={redirecting}
          loadingText="Log in"
        >
          Log in
        </Button>
      ) : (
        <>
          <LoginForm
            initialEmail={initialEmail}
            startInPasscodeMode={variant.startInPasscodeMode}
            onPasswordLogin={(email, password) => {
              emailRef.current = email;
              return flow.passwordLogin(email, password);
            }}
            onSendPasscode={(email) => {
              emailRef.current = email;
              return flow.startPasscode(email, 'login');
            }}
            onEmailChange={keepEmailDraft}
            handle={form}
          />
          <Box>
            <Button
              variant="plain"
              colorPalette="brand"
              px="0"
              onClick={() => void forgotPassword()}
              disabled={forgetting}
            >
              {FORGOT_PASSWORD_LABEL}
            </Button>
          </Box>
        </>
      )}

      {variant.register ? (
        <Text>
          {variant.register.prompt}{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to={variant.register.href}>Register here</RouterLink>
          </Link>
        </Text>
      ) : null}

      {variant.showSignerDivider ? (
        <>
          <Box display="flex" alignItems="center" gap="3" aria-hidden="true">
            <Box flex="1" height="1px" bg="border" />
            <Text color="fg.muted">or</Text>
            <Box flex="1" height="1px" bg="border" />
          </Box>
          <Link asChild colorPalette="brand">
            <RouterLink to={paths.helocSignerLogin}>{SIGNER_LINK_LABEL}</RouterLink>
          </Link>
        </>
      ) : null}

      <RecaptchaNotice />

      {dialog.kind === 'passcode' ? (
        <DialogSlot
          part={dialogs.passcode}
          title={PASSCODE_TITLE}
          onClose={flow.closeDialog}
          props={{ email: dialog.email, onContinue: flow.redeemPasscode, onResend: flow.resendPasscode }}
        />
      ) : null}
      {dialog.kind === 'password' ? (
        <DialogSlot
          part={dialogs.password}
          title={PASSWORD_DIALOG_TITLES[dialog.mode]}
          onClose={flow.closeDialog}
          props={{ userInputs: [emailRef.current], onSubmit: flow.saveNewPassword }}
        />
      ) : null}
      {dialog.kind === 'two-factor' ? (
        <DialogSlot
          part={dialogs.twoFactor}
          title={TWO_FACTOR_TITLE}
          onClose={flow.closeDialog}
          props={{ options: dialog.options, onSignedIn: flow.finishSignedIn, onClose: flow.closeDialog }}
        />
      ) : null}
      {dialog.kind === 'redirecting' ? (
        <ModalDialog open title={REDIRECTING_TITLE}>
          <LoadingStatus label={REDIRECTING_TEXT} />
        </ModalDialog>
      ) : null}
    </Stack>
  );
}
