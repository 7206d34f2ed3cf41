/**
 * "Give Your Account a Name": the new wallet account's name, then Submit (disabled while
 * the name is empty) creates it, never as the default wallet; the person goes to the
 * redirect the page was given, else on to onboarding with the new account selected
 * ("Error selecting account" when the selection fails; the account exists, so the
 * person may go on and choose it there). A failed submit says so on the field, with
 * the server's messages, and keeps the name. The flow is ./use-name-account.ts.
 */
import { Box, Button, Form, Heading, Link, paths, RouterLink, Stack, Text, TextField } from '@lender/shared';
import { ERROR_SELECTING_ACCOUNT, NAME_ACCOUNT_TITLE } from './create-account.ts';
import { useNameAccount } from './use-name-account.ts';

const Title = () => (
  <Heading as="h1" size="xl">
    {NAME_ACCOUNT_TITLE}
  </Heading>
);

export function NameAccountPage() {
  const flow = useNameAccount();

  if (flow.selectFailed)
    return (
      <Stack gap="4" align="flex-start">
        <Title />
        {/* The name is the person's own text: <bdi> keeps its direction from turning the sentence. */}
        <Text role="alert">
          {ERROR_SELECTING_ACCOUNT}. Your account <bdi>{flow.createdName}</bdi> was created: continue and
          choose it there.
        </Text>
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.passportOnboarding}>Continue</RouterLink>
        </Link>
      </Stack>
    );

  return (
    <Stack gap="4">
      <Title />
      <Form onSubmit={flow.submit}>
        <Stack gap="4">
          {/* The field takes no blur handler of its own; its input's blur bubbles here. */}
          <Box onBlur={flow.leaveField}>
            <TextField label="Account Name" required {...flow.field} />
          </Box>
          <Stack direction="row" gap="3">
            <Button variant="outline" onClick={flow.back}>
              Back
            </Button>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={flow.submitDisabled}
              loading={flow.submitting}
              loadingText="Submit"
            >
              Submit
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Stack>
  );
}
