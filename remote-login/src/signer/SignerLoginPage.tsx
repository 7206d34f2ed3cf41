/**
 * The mortgage-signer login (`/account/heloc/heloc-signer/login`): a signer who has
 * no password signs in with their email and the access code from the signing
 * invitation. A wrong or expired code is refused with the server's message; success
 * stores the session and lands on the sanitised target (default `/dashboard`). The
 * flow is ./use-signer-login.ts, its call ./signer-calls.ts.
 */
import {
  Button,
  EmailField,
  Form,
  Heading,
  Link,
  paths,
  RouterLink,
  Stack,
  Text,
  TextField,
} from '@lender/shared';
import { SIGNER_INTRO, SIGNER_TITLE } from './signer-login.ts';
import { useSignerLogin } from './use-signer-login.ts';

export function SignerLoginPage() {
  const flow = useSignerLogin();
  return (
    <Stack gap="5" maxWidth="28rem" marginInline="auto">
      <Heading as="h1" size="xl">
        {SIGNER_TITLE}
      </Heading>
      <Text>{SIGNER_INTRO}</Text>
      <Form onSubmit={flow.submit}>
        <Stack gap="4">
          <EmailField {...flow.email} required />
          <TextField label="Access code" autoComplete="off" {...flow.accessCode} required />
          <Button type="submit" colorPalette="brand" loading={flow.pending} loadingText="Log in" width="full">
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
