import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands, ModalDialog, supportPhoneOf } from '@lender/shared';
import { type TwoFactorOptions } from '@lender/shared/endpoints/identity';
import {
  answerSecurityQuestion,
  redeemTwoFactorCode,
  retrieveSecurityQuestions,
  sendTwoFactorCode,
  verifyTotp,
} from '@lender/shared/endpoints/identity';
import {
  createMockApi,
  fill,
  identityHandlers,
  installMockApi,
  loginFixtures,
  renderWithProviders,
  reply,
  replyErrors,
  route,
  throughEveryFailure,
} from '@lender/shared/testing';
import {
  FIRST_FACTOR_EXPIRED_MESSAGE,
  NO_RECOVERY_MESSAGE,
  SECOND_FACTOR_SPENT_MESSAGE,
} from '../../login/two-factor.ts';
import { TWO_FACTOR_TITLE } from '../../login/dialog-titles.ts';
import TwoFactorDialog from './TwoFactorDialog.tsx';

const api = installMockApi(createMockApi(...identityHandlers()));

/** A fixture's options as the dialog takes them (the fixtures are deeply read-only). */
const optionsOf = (fixture: { twoFactorOptions: unknown }) =>
  structuredClone(fixture.twoFactorOptions) as TwoFactorOptions;
const several = optionsOf(loginFixtures.twoFactorRequired);
const totpOnly = optionsOf(loginFixtures.twoFactorTotpOnly);
const [emailAlias] = several.aliases;
const emailOnly: TwoFactorOptions = { ...several, aliases: [emailAlias!] };
const none: TwoFactorOptions = { ...several, aliases: [] };

function renderDialog(options: TwoFactorOptions, brand = brands.own) {
  const onSignedIn = jest.fn();
  const onClose = jest.fn();
  // In the frame the login page gives it (DialogSlot).
  const view = renderWithProviders(
    <ModalDialog open title={TWO_FACTOR_TITLE} onClose={onClose}>
      <TwoFactorDialog options={options} onSignedIn={onSignedIn} onClose={onClose} />
    </ModalDialog>,
    { brand },
  );
  return { ...view, onSignedIn, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: TWO_FACTOR_TITLE });

describe('the 2-step dialog', () => {
  it.each([
    ['the first factor has expired (the specification’s message)', 401, FIRST_FACTOR_EXPIRED_MESSAGE],
    ['one wrong answer too many has spent the login', 400, SECOND_FACTOR_SPENT_MESSAGE],
  ])('closes, saying so, when %s', async (_, status, message) => {
    api.use(route(verifyTotp, () => replyErrors(status, message)));
    const { user, onClose, onSignedIn } = renderDialog(totpOnly);
    await user.type(within(dialog()).getByLabelText('Enter code'), '123456{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps the dialog and the code for any other failure', async () => {
    api.use(route(verifyTotp, () => replyErrors(400, 'The code is incorrect.')));
    const { user, onClose } = renderDialog(totpOnly);
    const code = within(dialog()).getByLabelText('Enter code');
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('The code is incorrect.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(code).toHaveValue('123456');
  });

  it('with no method configured: the message and the brand’s support phone as a tel: link', async () => {
    api.use(route(retrieveSecurityQuestions, () => reply([])));
    renderDialog(none, brands.apollo);
    const message = await within(dialog()).findByText(NO_RECOVERY_MESSAGE);
    // It takes the focus, so a screen reader reads it and the keyboard starts there.
    expect(message.parentElement).toHaveFocus();
    const phone = within(dialog()).getByRole('link');
    const digits = supportPhoneOf(brands.apollo).replace(/\D/g, '').slice(-10);
    expect(phone).toHaveAttribute('href', `tel:+1${digits}`);
    expect(phone).toHaveTextContent(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
  });

  it('asks one security question while no alias exists, and signs in with the answer', async () => {
    const { user, onSignedIn } = renderDialog(none);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading your security question…');
    const answer = await within(dialog()).findByRole('textbox');
    expect(answer).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByText('Please enter your answer.')).toBeInTheDocument();
    await user.type(answer, 'Biscuit{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(loginFixtures.passwordAccepted.jwt));
    expect(api.requestsTo(answerSecurityQuestion)[0]!.body).toMatchObject({
      answers: [{ answer: 'Biscuit' }],
    });
  });

  it('sends the only alias its code at once; Resend sends again and says "Code successfully resent."', async () => {
    const { user } = renderDialog(emailOnly);
    await waitFor(() => expect(api.requestsTo(sendTwoFactorCode)).toHaveLength(1));
    expect(within(dialog()).queryByRole('button', { name: 'Choose another method' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code successfully resent.')).toBeInTheDocument();
    expect(api.requestsTo(sendTwoFactorCode)).toHaveLength(2);
    expect(api.requestsTo(sendTwoFactorCode)[1]!.body).toEqual({
      loginUuid: several.loginUuid,
      alias: emailAlias!.uuid,
    });
  });

  it('offers the security questions among several methods, and goes back to the methods', async () => {
    const { user } = renderDialog(several);
    const question = await within(dialog()).findByRole('radio', { name: 'Answer a security question' });
    expect(within(dialog()).getByRole('radio', { name: /^Email a code to/ })).toHaveFocus();
    await user.click(question);
    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog()).findByRole('textbox')).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Choose another method' }));
    // The method chosen before is selected again, and has the focus.
    expect(within(dialog()).getByRole('radio', { name: 'Answer a security question' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Answer a security question' })).toHaveFocus();
    expect(api.requestsTo(sendTwoFactorCode)).toHaveLength(0);
  });
});

// The sweep is @lender/shared/testing's (e2e/tests/login/bad-input.spec.ts keeps the answer's
// field checks).
describe('the 2-step dialog through every failed answer: said, what was typed kept, sent once', () => {
  const verify = () => within(dialog()).getByRole('button', { name: 'Verify' });

  it('an emailed code, after choosing where it goes', async () => {
    const { user } = renderDialog(several);
    await user.click(await within(dialog()).findByRole('radio', { name: /^Email a code to/ }));
    // Choosing sends the code and moves on at once; the code is what waits for an answer.
    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    const code = () => within(dialog()).getByLabelText('Enter code');
    await fill(user, await within(dialog()).findByLabelText('Enter code'), '654321');
    await throughEveryFailure({
      api,
      endpoint: redeemTwoFactorCode,
      submit: verify,
      sends: { loginUuid: several.loginUuid, token: '654321' },
      kept: () => expect(code()).toHaveValue('654321'),
    });
    expect(api.requestsTo(sendTwoFactorCode)).toHaveLength(1);
  });

  it('an authenticator code', async () => {
    const { user } = renderDialog(totpOnly);
    const code = () => within(dialog()).getByLabelText('Enter code');
    await fill(user, code(), '654321');
    await throughEveryFailure({
      api,
      endpoint: verifyTotp,
      submit: verify,
      sends: { loginUuid: totpOnly.loginUuid, code: '654321' },
      kept: () => expect(code()).toHaveValue('654321'),
    });
  });

  it('a security answer, its unicode sent as typed', async () => {
    const { user } = renderDialog(none);
    await fill(user, await within(dialog()).findByRole('textbox'), 'Zoë’s 猫 🐈');
    await throughEveryFailure({
      api,
      endpoint: answerSecurityQuestion,
      submit: verify,
      sends: { loginUuid: none.loginUuid, answers: [{ answer: 'Zoë’s 猫 🐈' }] },
      kept: () => expect(within(dialog()).getByRole('textbox')).toHaveValue('Zoë’s 猫 🐈'),
    });
  });
});
