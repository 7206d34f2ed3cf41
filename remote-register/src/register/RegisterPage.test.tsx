import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@lender/shared';
import { hashEmail, setPageTelemetry, type TelemetryEvent } from '@lender/shared/telemetry';
import {
  createMockApi,
  fill,
  identityHandlers,
  installMockApi,
  passcodeFixtures,
  renderWithProviders,
  reply,
  replyErrors,
  route,
  throughEveryFailure,
  throughEveryNewPasswordFailure,
} from '@lender/shared/testing';
import { RegisterPage } from './RegisterPage.tsx';
import { LOCKED_EMAIL_NOTE } from './register-flow.ts';
import { changePassword, redeemToken, register } from '@lender/shared/endpoints/identity';

const api = installMockApi(
  createMockApi(
    ...identityHandlers(),
    route(register, () => reply({ loginUuid: 'login-reg-1' })),
  ),
);

const requestsTo = api.requestsTo;

function renderRegister(at = '/auth/register', variant: 'standard' | 'heloc' = 'standard') {
  const view = renderWithProviders(<RegisterPage variant={variant} />, { route: at });
  return { ...view, user: userEvent.setup() };
}

describe('registration', () => {
  afterEach(() => setPageTelemetry(null));

  it('shows the page: heading, the verify-and-set text, "Log in here" and the agreement links', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your login' })).toBeInTheDocument();
    expect(screen.getByText(/verify your email address and then set a unique password/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in here' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms/');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy/');
    expect(screen.getByRole('link', { name: 'Electronic Communications Policy' })).toHaveAttribute(
      'href',
      '/communications/',
    );
  });

  it('registers a new email: code, then the password step (passwordExpired), then the target; tracks a hashed email', async () => {
    const tracked: TelemetryEvent[] = [];
    setPageTelemetry({
      track: async (event) => void tracked.push(event),
      page: async () => undefined,
      trackingId: async () => null,
    });
    api.use(route(redeemToken, () => reply({ ...passcodeFixtures.redeemed, passwordExpired: true })));
    const { user, router } = renderRegister('/auth/register?flow=wallet');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'new.borrower@example.com');
    await user.keyboard('{Enter}');
    const code = await screen.findByLabelText('Enter code');
    expect(requestsTo(register)[0]!.body).toEqual({
      email: 'new.borrower@example.com',
    });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Please enter the code')).toBeInTheDocument();
    await user.type(code, '12345{Enter}');
    expect(screen.getByText('Please enter a valid code')).toBeInTheDocument();
    await user.type(code, '6{Enter}');
    const password = await screen.findByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Create login' }));
    expect(await screen.findByText('Please enter a password.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the password.')).toBeInTheDocument();
    await user.type(password, 'Granite-Lantern-Harbor-77');
    await user.type(screen.getByLabelText('Confirm password'), 'Granite-Lantern-Harbor-77{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/wallet/create-wallet'));
    expect(requestsTo(changePassword)[0]!.body).toEqual({
      newPassword: 'Granite-Lantern-Harbor-77',
    });
    expect(sessionStore.getState().jwt).toBe(passcodeFixtures.redeemed.jwt);
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toEqual({
      event: 'REGISTER',
      eventType: 'ACTION',
      eventProperties: { emailHash: await hashEmail('new.borrower@example.com') },
    });
  });

  it('finishes at the code when the password is not expired, on the sanitised target', async () => {
    api.use(route(redeemToken, () => reply({ ...passcodeFixtures.redeemed, passwordExpired: false })));
    const { user, router } = renderRegister('/auth/register?redirectUrl=https%3A%2F%2Fevil.example');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'pat@example.com{Enter}');
    await user.type(await screen.findByLabelText('Enter code'), '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(requestsTo(changePassword)).toHaveLength(0);
  });

  it('locks an email from the invitation link, with the note', () => {
    renderRegister('/auth/register?email=ivy.invited%40example.com');
    const email = screen.getByLabelText('Email', { exact: true });
    expect(email).toHaveValue('ivy.invited@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(LOCKED_EMAIL_NOTE)).toBeInTheDocument();
  });

  it('keeps what was typed when a request fails, and says why', async () => {
    api.use(
      route(redeemToken, () => replyErrors(400, 'The code is incorrect. Please check it and try again.')),
    );
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Email', { exact: true }), 'pat@example.com{Enter}');
    const code = await screen.findByLabelText('Enter code');
    await user.type(code, '000000{Enter}');
    expect(
      await screen.findByText('The code is incorrect. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(code).toHaveValue('000000');
  });

  it('names the HELOC account on the HELOC page', () => {
    renderRegister('/account/heloc/register', 'heloc');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Create your login for your HELOC account with Keystone Home Lending',
      }),
    ).toBeInTheDocument();
  });
});

// Every failed answer of the registration's steps (the sweep: @lender/shared/testing's
// throughEveryFailure; issue 40: it ran in a browser, in the register suite's bad-input spec).
describe('registration through every failed answer: said, what was typed kept, sent once', () => {
  const email = () => screen.getByLabelText('Email', { exact: true });
  const continueButton = () => screen.getByRole('button', { name: 'Continue' });

  it('the email step', async () => {
    const { user } = renderRegister();
    await fill(user, email(), 'bad.register@example.com');
    await throughEveryFailure({
      api,
      endpoint: register,
      submit: continueButton,
      sends: { email: 'bad.register@example.com' },
      kept: () => expect(email()).toHaveValue('bad.register@example.com'),
    });
  });

  it('the code step', async () => {
    const { user } = renderRegister();
    await fill(user, email(), 'bad.register@example.com');
    await user.keyboard('{Enter}');
    const code = () => screen.getByLabelText('Enter code');
    await fill(user, await screen.findByLabelText('Enter code'), '000000');
    await throughEveryFailure({
      api,
      endpoint: redeemToken,
      submit: () => screen.getByRole('button', { name: 'Verify' }),
      sends: { loginUuid: 'login-reg-1', token: '000000' },
      kept: () => expect(code()).toHaveValue('000000'),
    });
  });

  it('the password step', async () => {
    api.use(route(redeemToken, () => reply({ ...passcodeFixtures.redeemed, passwordExpired: true })));
    const { user } = renderRegister();
    await fill(user, email(), 'bad.register@example.com');
    await user.keyboard('{Enter}');
    await fill(user, await screen.findByLabelText('Enter code'), '123456');
    await user.keyboard('{Enter}');
    await screen.findByLabelText('Password', { exact: true });
    await throughEveryNewPasswordFailure({ api, submitLabel: 'Create login' });
  });
});
