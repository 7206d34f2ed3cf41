/**
 * `/auth/register` and `/account/heloc/register`: email, then the emailed code, then
 * (for an email with no password yet) a password. One component per step; the
 * controller (./use-register-flow.ts) makes the calls; the rules are
 * ./register-flow.ts.
 */
import {
  Heading,
  Link,
  paths,
  notifyError,
  RouterLink,
  Stack,
  Text,
  useBrand,
  useStartupParams,
} from '@lender/shared';
import { PasswordStep } from '../password/PasswordStep.tsx';
import { CodeStep } from './CodeStep.tsx';
import { EmailStep } from './EmailStep.tsx';
import { LegalAgreement } from './LegalAgreement.tsx';
import { REGISTER_INTRO, registerHeading } from './register-flow.ts';
import { useRegisterFlow } from './use-register-flow.ts';

export function RegisterPage({ variant }: { variant: 'standard' | 'heloc' }) {
  const brand = useBrand();
  const params = useStartupParams();
  const { state, sendEmail, verifyCode, setPassword } = useRegisterFlow(params);

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
      {state.step === 'email' ? <EmailStep lockedEmail={params.email} onSubmit={sendEmail} /> : null}
      {state.step === 'code' ? <CodeStep email={state.email} onSubmit={verifyCode} /> : null}
      {state.step === 'password' ? (
        <PasswordStep
          submitLabel="Create login"
          userInputs={[state.email]}
          onSubmit={setPassword}
          onLoadError={notifyError}
        />
      ) : null}
      <LegalAgreement />
    </Stack>
  );
}
