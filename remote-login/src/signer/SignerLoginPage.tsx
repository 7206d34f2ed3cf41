/**
 * The mortgage-signer login (`/account/heloc/heloc-signer/login`): a signer who has
 * no password signs in with their email and the access code from the signing
 * invitation. A wrong or expired code is refused with the server's message; success
 * stores the session and lands on the sanitised target (default `/dashboard`).
 */
import { useState } from 'react';
import {
  Form,
  apiClient,
  Button,
  DEFAULT_REDIRECT,
  EmailField,
  Heading,
  Link,
  useStartupParams,
  paths,
  notifyError,
  RouterLink,
  sessionStore,
  Stack,
  Text,
  TextField,
  useFormFields,
  useNavigate,
  useSingleFlight,
  validateEmail,
} from '@lender/shared';
import { accessCodeLogin } from '@lender/shared/endpoints/identity';

export const SIGNER_TITLE = 'Mortgage Signer Login';
export const SIGNER_INTRO = 'Enter your email and the access code from your signing invitation.';
export const ACCESS_CODE_REQUIRED = 'Please enter your access code.';

export function SignerLoginPage() {
  const navigate = useNavigate();
  const target = useStartupParams().redirectUrl ?? DEFAULT_REDIRECT;
  const [email, setEmail] = useState('');
  const [accessCode, setAccessCode] = useState('');
  const form = useFormFields<'email' | 'accessCode'>();

  const [pending, submit] = useSingleFlight(async () => {
    const valid = form.check({
      email: validateEmail(email),
      accessCode: accessCode.trim() ? null : ACCESS_CODE_REQUIRED,
    });
    if (!valid) return;
    try {
      const { jwt } = await accessCodeLogin.call(apiClient, {
        body: { email: email.trim(), accessCode: accessCode.trim() },
      });
      sessionStore.getState().setJwt(jwt);
      await navigate(target);
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <Stack gap="5" maxWidth="28rem" marginInline="auto">
      <Heading as="h1" size="xl">
        {SIGNER_TITLE}
      </Heading>
      <Text>{SIGNER_INTRO}</Text>
      <Form onSubmit={submit}>
        <Stack gap="4">
          <EmailField value={email} onChange={setEmail} {...form.field('email')} required />
          <TextField
            label="Access code"
            autoComplete="off"
            value={accessCode}
            onChange={setAccessCode}
            {...form.field('accessCode')}
            required
          />
          <Button type="submit" colorPalette="brand" loading={pending} loadingText="Log in" width="full">
            Log in
          </Button>
        </Stack>
      </Form>
      <Text>
        Not a signer?{' '}
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.login}>Log in with your password</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
