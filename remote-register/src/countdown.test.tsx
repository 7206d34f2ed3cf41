/**
 * "Too many attempts" on the sign-up forms (issue 32, item 2): the email and code steps
 * of registration and the partner page's code show the sentence and the time left; the
 * button waits until zero, then works with no reload; a remount keeps the time.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOO_MANY_REQUESTS_MESSAGE } from '@lender/shared';
import { featureFlag } from '@lender/shared/endpoints/experiments';
import { redeemToken, register } from '@lender/shared/endpoints/identity';
import {
  createMockApi,
  identityHandlers,
  installMockApi,
  renderWithProviders,
  reply,
  route,
} from '@lender/shared/testing';
import { PartnerRegisterPage } from './partner/PartnerRegisterPage.tsx';
import { RegisterPage } from './register/RegisterPage.tsx';

const api = installMockApi(
  createMockApi(
    ...identityHandlers(),
    route(register, () => reply({ loginUuid: 'login-reg-1' })),
    route(featureFlag, () => reply({ flag: 'partner-register-auto-checks', enabled: false })),
  ),
);
const tooMany = () => reply({}, { status: 429, headers: { 'retry-after': '42' } });
const COUNTING = `${TOO_MANY_REQUESTS_MESSAGE} Try again in 42 seconds`;
const PARTNER = '/auth/credit-karma/register?loginUuid=login-1&identityUuid=identity-1&referrer=partner';

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());
const newUser = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

async function expectCountdownThenEnabled(button: string) {
  expect(await screen.findByTestId('retry-countdown')).toHaveTextContent(COUNTING);
  const submit = screen.getByRole('button', { name: button });
  expect(submit).toHaveAttribute('aria-disabled', 'true');
  expect(submit).toHaveAccessibleDescription(COUNTING);
  act(() => jest.advanceTimersByTime(42_000));
  expect(screen.queryByTestId('retry-countdown')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: button })).not.toHaveAttribute('aria-disabled');
}

const renderRegister = () =>
  renderWithProviders(<RegisterPage variant="standard" />, { route: '/auth/register' });

async function sendEmail(user: ReturnType<typeof newUser>) {
  await user.type(screen.getByLabelText('Email', { exact: true }), 'new.borrower@example.com{Enter}');
}

describe('the sign-up forms’ countdown', () => {
  it('registration’s email step: Continue waits, kept over a remount', async () => {
    api.use(route(register, tooMany));
    const user = newUser();
    const first = renderRegister();
    await sendEmail(user);
    expect(await screen.findByTestId('retry-countdown')).toHaveTextContent(COUNTING);
    first.unmount();
    renderRegister();
    await expectCountdownThenEnabled('Continue');
  });

  it('registration’s code step: Verify waits, kept over a remount', async () => {
    api.use(route(redeemToken, tooMany));
    const user = newUser();
    const first = renderRegister();
    await sendEmail(user);
    await user.type(await screen.findByLabelText('Enter code'), '123456{Enter}');
    expect(await screen.findByTestId('retry-countdown')).toHaveTextContent(COUNTING);
    first.unmount();
    renderRegister();
    await sendEmail(user);
    await screen.findByLabelText('Enter code');
    await expectCountdownThenEnabled('Verify');
  });

  it('the partner page’s code: Continue waits, kept over a remount', async () => {
    api.use(route(redeemToken, tooMany));
    const first = renderWithProviders(<PartnerRegisterPage />, { route: PARTNER });
    await newUser().type(await screen.findByLabelText('Enter code'), '123456{Enter}');
    expect(await screen.findByTestId('retry-countdown')).toHaveTextContent(COUNTING);
    first.unmount();
    renderWithProviders(<PartnerRegisterPage />, { route: PARTNER });
    await screen.findByLabelText('Enter code');
    await expectCountdownThenEnabled('Continue');
  });
});
