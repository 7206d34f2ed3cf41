/**
 * "Too many attempts" on every login form (issue 32, item 2): a 429 with Retry-After
 * shows the specification's sentence and the time left beside the form's button, which
 * waits (aria-disabled, described by the countdown) until zero and then works, with no
 * reload; the time is kept over a remount. A login spent by wrong answers keeps its own
 * message and closes the dialog: no countdown.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog, TOO_MANY_REQUESTS_MESSAGE } from '@lender/shared';
import {
  answerSecurityQuestion,
  login,
  redeemToken,
  redeemTwoFactorCode,
  sendToken,
  verifyTotp,
  type TwoFactorOptions,
} from '@lender/shared/endpoints/identity';
import {
  createMockApi,
  identityHandlers,
  installMockApi,
  leadPortalHandlers,
  loginFixtures,
  renderWithProviders,
  reply,
  replyErrors,
  route,
} from '@lender/shared/testing';
import TwoFactorDialog from '../dialogs/two-factor/TwoFactorDialog.tsx';
import { TWO_FACTOR_TITLE } from './dialog-titles.ts';
import { fillAndSubmit, loadedDialog, renderLogin } from './login-page.testing.tsx';
import { SECOND_FACTOR_SPENT_MESSAGE } from './two-factor.ts';

const api = installMockApi(createMockApi(...identityHandlers(), ...leadPortalHandlers()));
const tooMany = () => reply({}, { status: 429, headers: { 'retry-after': '65' } });
const COUNTING = `${TOO_MANY_REQUESTS_MESSAGE} Try again in 1:05`;

beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => jest.useRealTimers());

const newUser = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

/** The form's button waits, described by the sentence and the time, until zero; then it works. */
async function expectCountdownThenEnabled(scope: HTMLElement, button: string) {
  const countdown = await within(scope).findByTestId('retry-countdown');
  expect(countdown).toHaveTextContent(COUNTING);
  const submit = within(scope).getByRole('button', { name: button });
  expect(submit).toHaveAttribute('aria-disabled', 'true');
  expect(submit).toHaveAccessibleDescription(COUNTING);
  act(() => jest.advanceTimersByTime(30_000));
  expect(countdown).toHaveTextContent(`${TOO_MANY_REQUESTS_MESSAGE} Try again in 35 seconds`);
  act(() => jest.advanceTimersByTime(35_000));
  expect(within(scope).queryByTestId('retry-countdown')).not.toBeInTheDocument();
  expect(within(scope).getByRole('button', { name: button })).not.toHaveAttribute('aria-disabled');
}

const optionsOf = (fixture: { twoFactorOptions: unknown }) =>
  structuredClone(fixture.twoFactorOptions) as TwoFactorOptions;
const several = optionsOf(loginFixtures.twoFactorRequired);
const emailOnly: TwoFactorOptions = { ...several, aliases: [several.aliases[0]!] };
const totpOnly = optionsOf(loginFixtures.twoFactorTotpOnly);
const questionsOnly: TwoFactorOptions = { ...several, aliases: [] };

function renderTwoFactor(options: TwoFactorOptions) {
  const onClose = jest.fn();
  const view = renderWithProviders(
    <ModalDialog open title={TWO_FACTOR_TITLE} onClose={onClose}>
      <TwoFactorDialog options={options} onSignedIn={jest.fn()} onClose={onClose} />
    </ModalDialog>,
  );
  return { ...view, onClose, dialog: () => screen.getByRole('dialog', { name: TWO_FACTOR_TITLE }) };
}

describe('the login page’s countdown', () => {
  it('password login: the sentence and the time, no toast, kept over a remount, enabled at zero', async () => {
    api.use(route(login, tooMany));
    const first = renderLogin();
    await fillAndSubmit(newUser(), 'pat@example.com', 'pw');
    expect(await screen.findByTestId('retry-countdown')).toHaveTextContent(COUNTING);
    expect(screen.queryByRole('status', { name: TOO_MANY_REQUESTS_MESSAGE })).not.toBeInTheDocument();
    first.unmount();
    renderLogin();
    await expectCountdownThenEnabled(document.body, 'Log in');
    expect(api.requestsTo(login)).toHaveLength(1);
  });

  it('passcode: "Send email" waits the same way', async () => {
    api.use(route(sendToken, tooMany));
    renderLogin('/auth/login?otp=true&email=pat%40example.com');
    await newUser().click(screen.getByRole('button', { name: 'Send email' }));
    await expectCountdownThenEnabled(document.body, 'Send email');
  });

  it('passcode: the code’s Continue waits, and the dialog keeps it when opened again', async () => {
    api.use(route(redeemToken, tooMany));
    const user = newUser();
    const first = renderLogin('/auth/login?otp=true&email=pat%40example.com');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    let dialog = await loadedDialog('One-Time Passcode');
    await user.type(within(dialog).getByLabelText('Enter code'), '123456{Enter}');
    expect(await within(dialog).findByTestId('retry-countdown')).toHaveTextContent(COUNTING);
    first.unmount();
    renderLogin('/auth/login?otp=true&email=pat%40example.com');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    dialog = await loadedDialog('One-Time Passcode');
    await expectCountdownThenEnabled(dialog, 'Continue');
  });
});

describe('the 2-step dialog’s countdown', () => {
  it.each([
    ['an emailed or texted code', emailOnly, redeemTwoFactorCode, '123456'],
    ['an authenticator code', totpOnly, verifyTotp, '123456'],
    ['a security answer', questionsOnly, answerSecurityQuestion, 'Biscuit'],
  ] as const)('%s: Verify waits, kept over a remount', async (_, options, endpoint, typed) => {
    api.use(route(endpoint, tooMany));
    const first = renderTwoFactor(options);
    const field = await within(first.dialog()).findByRole('textbox');
    await newUser().type(field, `${typed}{Enter}`);
    expect(await within(first.dialog()).findByTestId('retry-countdown')).toHaveTextContent(COUNTING);
    first.unmount();
    const again = renderTwoFactor(options);
    await within(again.dialog()).findByRole('textbox');
    await expectCountdownThenEnabled(again.dialog(), 'Verify');
  });

  it('a login spent by wrong answers keeps its "start a new login" message and no countdown', async () => {
    api.use(route(verifyTotp, () => replyErrors(400, SECOND_FACTOR_SPENT_MESSAGE)));
    const { dialog, onClose } = renderTwoFactor(totpOnly);
    await newUser().type(within(dialog()).getByLabelText('Enter code'), '123456{Enter}');
    expect(await screen.findByText(SECOND_FACTOR_SPENT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByTestId('retry-countdown')).not.toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('retry-until:'))).toEqual([]);
  });
});
