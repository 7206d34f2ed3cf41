import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMockApi,
  fill,
  installMockApi,
  LISTED_FAILURE,
  renderWithProviders,
  reply,
  replyErrors,
  route,
  throughEveryFailure,
} from '@lender/shared/testing';
import { createWallet, selectAccount } from '@lender/shared/endpoints/wallet';
import { ERROR_SUBMITTING_ACCOUNT } from '../create/create-account.ts';
import CreateWalletScreen from './CreateWalletScreen.tsx';
import NameAccountScreen from './NameAccountScreen.tsx';

const api = installMockApi(
  createMockApi(
    route(createWallet, () => reply({ address: '0xnew' })),
    route(selectAccount, () => reply({})),
  ),
);
const BACK = '/dashboard?walletModal=Select';
const withBack = (path: string) => `${path}?redirectUrl=${encodeURIComponent(BACK)}`;

it('Create Wallet lists the three benefits and Continue carries the redirect to naming', async () => {
  const user = userEvent.setup();
  const { router } = renderWithProviders(<CreateWalletScreen />, {
    route: withBack('/auth/wallet/create-wallet'),
  });
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Control your crypto and digital assets.',
    'Sign transactions securely.',
    'Reuse your identity information.',
  ]);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(router.state.location.pathname + router.state.location.search).toBe(
    withBack('/auth/wallet/create-account'),
  );
});

describe('Give Your Account a Name', () => {
  it('keeps Submit disabled while the name is empty, then creates the account (not default) and goes back', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NameAccountScreen />, {
      route: withBack('/auth/wallet/create-account'),
    });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Account Name'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Account Name'), ' My wallet ');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(BACK));
    expect(api.requestsTo(createWallet).map((request) => request.body)).toEqual([
      { walletName: 'My wallet', defaultWallet: false },
    ]);
  });

  it('goes on to onboarding with the new account selected when no redirect was given', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NameAccountScreen />, { route: '/auth/wallet/create-account' });
    await user.type(screen.getByLabelText('Account Name'), 'Mine');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/wallet/onboarding'));
    expect(api.requestsTo(selectAccount).map((request) => request.body)).toEqual([
      { walletAddress: '0xnew' },
    ]);
  });

  it('says "Error selecting account" when the new account cannot be selected, and still offers to go on', async () => {
    api.use(route(selectAccount, () => replyErrors(500, 'down')));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NameAccountScreen />, { route: '/auth/wallet/create-account' });
    await user.type(screen.getByLabelText('Account Name'), 'Mine');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error selecting account. Your account Mine was created: continue and choose it there.',
    );
    expect(router.state.location.pathname).toBe('/auth/wallet/create-account');
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/auth/wallet/onboarding');
  });

  it('a failed submit says so on the field with the server’s messages, and keeps the name', async () => {
    api.use(route(createWallet, () => replyErrors(400, 'That name is taken')));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NameAccountScreen />, { route: '/auth/wallet/create-account' });
    await user.type(screen.getByLabelText('Account Name'), 'Taken');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Error submitting New Account: That name is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Account Name')).toHaveValue('Taken');
    expect(screen.getByLabelText('Account Name')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/auth/wallet/create-account');
  });

  it('says "Account name is required" on the field once an edit leaves it empty, not on a fresh page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NameAccountScreen />, { route: '/auth/wallet/create-account' });
    const field = screen.getByLabelText('Account Name');
    await user.tab();
    expect(screen.queryByText('Account name is required')).not.toBeInTheDocument();

    await user.type(field, 'Mine');
    await user.clear(field);
    expect(field).toHaveAccessibleDescription('Account name is required');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'M');
    expect(screen.queryByText('Account name is required')).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '   ');
    expect(screen.queryByText('Account name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(field).toHaveAccessibleDescription('Account name is required');
    expect(field).not.toHaveFocus();
    expect(api.requestsTo(createWallet)).toHaveLength(0);
  });

  it('isolates the typed name where a message repeats it', async () => {
    api.use(route(selectAccount, () => replyErrors(500, 'down')));
    const user = userEvent.setup();
    renderWithProviders(<NameAccountScreen />, { route: '/auth/wallet/create-account' });
    await user.type(screen.getByLabelText('Account Name'), ' Reyes Holdings ');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Reyes Holdings').tagName).toBe('BDI');
  });

  it('Back returns to Create Wallet with the redirect', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<NameAccountScreen />, {
      route: withBack('/auth/wallet/create-account'),
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      withBack('/auth/wallet/create-wallet'),
    );
  });

  // The sweep is @lender/shared/testing's (e2e/tests/wallet/bad-input.spec.ts keeps the field checks).
  it('through every failed answer: said on the field, the unicode name kept and sent as typed, sent once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NameAccountScreen />, { route: '/auth/wallet/create-account' });
    const name = () => screen.getByLabelText('Account Name');
    await fill(user, name(), 'Zoë’s 住宅 🏠');
    const onField = ERROR_SUBMITTING_ACCOUNT;
    await throughEveryFailure({
      api,
      endpoint: createWallet,
      submit: () => screen.getByRole('button', { name: 'Submit' }),
      sends: { walletName: 'Zoë’s 住宅 🏠', defaultWallet: false },
      kept: () => expect(name()).toHaveValue('Zoë’s 住宅 🏠'),
      said: {
        listed: `${onField}: ${LISTED_FAILURE}`,
        unlisted: onField,
        unreadable: onField,
        timeout: onField,
      },
      message: (text) => screen.getByText(text),
    });
  });
});
