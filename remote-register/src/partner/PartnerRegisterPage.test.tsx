import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@lender/shared';
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
import { PASSWORD_TEXT } from './CreatePasswordStep.tsx';
import { MAIL_TEXT } from './MailStep.tsx';
import { PartnerRegisterPage } from './PartnerRegisterPage.tsx';
import { featureFlag } from '@lender/shared/endpoints/experiments';
import {
  changePassword,
  createBrokerInvite,
  redeemToken,
  registrationVerification,
} from '@lender/shared/endpoints/identity';

const status = (registered: boolean, welcomeSent: boolean, expired: boolean) =>
  reply({
    uuid: 'v-1',
    identityUuid: 'identity-1',
    isIdentityRegistered: registered,
    isInquiryWelcomeEmailSent: welcomeSent,
    isTokenExpired: expired,
  });

const api = installMockApi(
  createMockApi(
    ...identityHandlers(),
    route(featureFlag, () => reply({ flag: 'partner-register-auto-checks', enabled: true })),
    route(registrationVerification, () => status(false, true, false)),
    route(createBrokerInvite, () => reply({ loginUuid: 'login-new' })),
  ),
);

const requestsTo = api.requestsTo;
const LINK = '/auth/credit-karma/register?loginUuid=login-1&identityUuid=identity-1&referrer=partner';

function renderPartner(at = LINK) {
  const view = renderWithProviders(<PartnerRegisterPage />, { route: at });
  return { ...view, user: userEvent.setup() };
}

describe('the partner register page', () => {
  it('step one: "You\'ve got mail!", the code, and on to step=2 with the jwt stored', async () => {
    const { user, router } = renderPartner();
    expect(screen.getByRole('heading', { level: 1, name: "You've got mail!" })).toBeInTheDocument();
    expect(screen.getByText(MAIL_TEXT)).toBeInTheDocument();
    const code = await screen.findByLabelText('Enter code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('The code must be 6 digits.')).toBeInTheDocument();
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('step=2'));
    expect(requestsTo(redeemToken)[0]!.body).toEqual({
      loginUuid: 'login-1',
      token: '123456',
    });
    expect(sessionStore.getState().jwt).toBe(passcodeFixtures.redeemed.jwt);
    expect(requestsTo(createBrokerInvite)).toHaveLength(0);
  });

  it('step=2: "Create Password" and the password form, sent with the stored jwt', async () => {
    sessionStore.getState().setJwt('stored-jwt');
    const { user, router } = renderPartner(`${LINK}&step=2`);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Password' })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TEXT)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'Granite-Lantern-Harbor-77');
    await user.type(screen.getByLabelText('Confirm password'), 'Granite-Lantern-Harbor-77{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [request] = requestsTo(changePassword);
    expect(request!.headers.get('authorization')).toBe('Bearer stored-jwt');
  });

  it('sends a registered identity to /login', async () => {
    api.use(route(registrationVerification, () => status(true, true, false)));
    const { router } = renderPartner();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it.each([
    ['the token expired', status(false, true, true), LINK],
    [
      'the link has no loginUuid',
      status(false, true, false),
      '/auth/credit-karma/register?identityUuid=identity-1',
    ],
    ['no welcome email was sent', status(false, false, false), LINK],
  ])('sends a new code when %s', async (_, answer, link) => {
    api.use(route(registrationVerification, () => answer));
    const { router } = renderPartner(link);
    await waitFor(() => expect(requestsTo(createBrokerInvite)).toHaveLength(1));
    expect(requestsTo(createBrokerInvite)[0]!.body).toEqual({ borrowerIdentityUuid: 'identity-1' });
    await waitFor(() => expect(router.state.location.search).toContain('loginUuid=login-new'));
  });

  it('Resend Code emails a new code through the invite and says so', async () => {
    const { user, router } = renderPartner();
    await screen.findByLabelText('Enter code');
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Code successfully resent.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('loginUuid=login-new');
  });

  it('skips the checks when the flag is off', async () => {
    api.use(route(featureFlag, () => reply({ flag: 'partner-register-auto-checks', enabled: false })));
    renderPartner();
    await screen.findByLabelText('Enter code');
    expect(requestsTo(registrationVerification)).toHaveLength(0);
  });

  it('shows the first message of an errors list as the toast', async () => {
    api.use(route(redeemToken, () => replyErrors(400, 'First problem.', 'Second problem.')));
    const { user } = renderPartner();
    await user.type(await screen.findByLabelText('Enter code'), '123456{Enter}');
    expect(await screen.findByText('First problem.')).toBeInTheDocument();
    expect(screen.queryByText('Second problem.')).not.toBeInTheDocument();
  });

  it('has the footer: legal links, support phone, copyright, licence link, Equal Housing Opportunity, bot-check note', async () => {
    renderPartner();
    await screen.findByLabelText('Enter code');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Keystone Home Lending`);
    expect(footer).toHaveTextContent('Equal Housing Opportunity');
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(screen.getByRole('link', { name: 'NMLS #100001' })).toHaveAttribute(
      'href',
      'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/100001',
    );
    expect(footer).toHaveTextContent(/protected by reCAPTCHA/);
  });
});

// The sweep is @lender/shared/testing's (issue 40: it ran in a browser, in the register suite's
// bad-input spec).
describe('the partner page through every failed answer: said, what was typed kept, sent once', () => {
  it('the code step', async () => {
    const { user } = renderPartner();
    const code = () => screen.getByLabelText('Enter code');
    await fill(user, await screen.findByLabelText('Enter code'), '000000');
    await throughEveryFailure({
      api,
      endpoint: redeemToken,
      submit: () => screen.getByRole('button', { name: 'Continue' }),
      sends: { loginUuid: 'login-1', token: '000000' },
      kept: () => expect(code()).toHaveValue('000000'),
    });
  });

  it('the password step (step=2)', async () => {
    sessionStore.getState().setJwt('stored-jwt');
    renderPartner(`${LINK}&step=2`);
    await screen.findByLabelText('Password', { exact: true });
    await throughEveryNewPasswordFailure({ api, submitLabel: 'Create password' });
  });
});
