/**
 * "Give Your Account a Name": the new wallet account's name, then Submit (disabled while
 * the name is empty) creates it, never as the default wallet; the person goes to the
 * redirect the page was given, else on to onboarding with the new account selected
 * ("Error selecting account" when the selection fails; the account exists, so the
 * person may go on and choose it there). A failed submit says so on the field, with
 * the server's messages, and keeps the name.
 */
import {
  apiClient,
  Button,
  Form,
  Heading,
  Link,
  paths,
  registerDebugHandle,
  RouterLink,
  Stack,
  Text,
  TextField,
  useFormFields,
  useNavigate,
  useSingleFlight,
  useStartupParams,
  type RemoteScreen,
} from '@lender/shared';
import { useState } from 'react';
import {
  accountNameProblem,
  afterCreate,
  ERROR_SELECTING_ACCOUNT,
  submitProblem,
  withRedirect,
} from '../create/create-account.ts';
import { select } from '../calls/account-calls.ts';

registerDebugHandle('remote_wallet');

const NameAccountScreen = (() => {
  const navigate = useNavigate();
  const { redirectUrl } = useStartupParams();
  const [name, setName] = useState('');
  const [selectFailed, setSelectFailed] = useState(false);
  const form = useFormFields<'name'>({ focus: 'name' });
  const [submitting, submit] = useSingleFlight(async () => {
    if (!form.check({ name: accountNameProblem(name) })) return;
    let address: string;
    try {
      const { createWallet } = await import('@lender/shared/endpoints/wallet');
      ({ address } = await createWallet.call(apiClient, {
        body: { walletName: name.trim(), defaultWallet: false },
      }));
    } catch (error) {
      form.check({ name: submitProblem(error) });
      return;
    }
    // On to onboarding (no redirect given): it acts as the new account, so that one is selected first.
    if (!redirectUrl && !(await select(address)).ok) return setSelectFailed(true);
    void navigate(afterCreate(redirectUrl));
  });

  if (selectFailed)
    return (
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="xl">
          Give Your Account a Name
        </Heading>
        <Text role="alert">
          {ERROR_SELECTING_ACCOUNT}. Your account {name.trim()} was created: continue and choose it there.
        </Text>
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.passportOnboarding}>Continue</RouterLink>
        </Link>
      </Stack>
    );

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        Give Your Account a Name
      </Heading>
      <Form onSubmit={submit}>
        <Stack gap="4">
          <TextField label="Account Name" value={name} onChange={setName} required {...form.field('name')} />
          <Stack direction="row" gap="3">
            <Button
              variant="outline"
              onClick={() => void navigate(withRedirect(paths.createWallet, redirectUrl))}
            >
              Back
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={!name.trim()}
              loading={submitting}
              loadingText="Submit"
            >
              Submit
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Stack>
  );
}) satisfies RemoteScreen;

export default NameAccountScreen;
