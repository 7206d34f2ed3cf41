/**
 * "Give Your Account a Name": the new wallet account's name, then Submit (disabled while
 * the name is empty) creates it, never as the default wallet; the person goes to the
 * redirect the page was given, else on to onboarding. A failed submit says so on the
 * field, with the server's messages, and keeps the name.
 */
import {
  apiClient,
  Button,
  Form,
  Heading,
  paths,
  registerDebugHandle,
  Stack,
  TextField,
  useFormFields,
  useNavigate,
  useSingleFlight,
  useStartupParams,
  type RemoteScreen,
} from '@lender/shared';
import { useState } from 'react';
import { accountNameProblem, afterCreate, submitProblem, withRedirect } from '../create/create-account.ts';

registerDebugHandle('remote_wallet');

const NameAccountScreen = (() => {
  const navigate = useNavigate();
  const { redirectUrl } = useStartupParams();
  const [name, setName] = useState('');
  const form = useFormFields<'name'>({ focus: 'name' });
  const [submitting, submit] = useSingleFlight(async () => {
    if (!form.check({ name: accountNameProblem(name) })) return;
    try {
      const { createWallet } = await import('@lender/shared/endpoints/wallet');
      await createWallet.call(apiClient, { body: { walletName: name.trim(), defaultWallet: false } });
    } catch (error) {
      form.check({ name: submitProblem(error) });
      return;
    }
    void navigate(afterCreate(redirectUrl));
  });

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
