/**
 * The broker page's steps after the password, the same as the login dialog's
 * (spec section 4): choose a second factor, enter a code, answer a security
 * question, and set a new password when the old one has expired. Each form carries
 * the login's `loginUuid` (or, for the new password, a ticket that says both factors
 * passed) and the link's values; nothing here decides, the route does.
 */
import { escapeHtml } from '../../outbox/outbox-page.ts';
import { brokerPage, errorParagraph, invalidWhen, stepForm, type SignInCarry } from './sign-in-page.ts';

export const TWO_FACTOR_HEADING = '2 Step Verification';
export const METHOD_LEGEND = 'How would you like to verify it is you?';
export const CONTINUE_BUTTON = 'Continue';
export const CODE_LABEL = 'Enter code';
export const VERIFY_BUTTON = 'Verify';
export const RESEND_BUTTON = 'Resend code';
export const OTHER_METHOD_BUTTON = 'Choose another method';
export const TOTP_PROMPT = 'Enter the 6-digit code from your authenticator app.';
export const codeSentPrompt = (to: string) => `We sent a 6-digit code to ${to}.`;
export const NEW_PASSWORD_HEADING = 'Reset Password';
export const NEW_PASSWORD_PROMPT = 'Your password has expired. Choose a new one to continue.';
export const SAVE_PASSWORD_BUTTON = 'Save password';

/** A second factor the person can choose: an alias's uuid, `totp` or `question`. */
export interface MethodChoice {
  value: string;
  label: string;
}

interface StepPage {
  carry: SignInCarry;
  loginUuid: string;
  error?: string;
}

export function renderMethodPage({
  carry,
  loginUuid,
  error,
  methods,
}: StepPage & { methods: MethodChoice[] }) {
  const options = methods
    .map(
      ({ value, label }, index) =>
        `<label><input type="radio" name="method" value="${escapeHtml(value)}"${index === 0 ? ' checked' : ''} required>${escapeHtml(label)}</label>`,
    )
    .join('\n');
  const fields = `<fieldset${invalidWhen(error)}>
<legend>${escapeHtml(METHOD_LEGEND)}</legend>
${options}
</fieldset>
<button type="submit">${escapeHtml(CONTINUE_BUTTON)}</button>`;
  return brokerPage(
    TWO_FACTOR_HEADING,
    `${errorParagraph(error)}${stepForm('method', carry, fields, { loginUuid })}`,
  );
}

export interface CodePage extends StepPage {
  /** The method the code comes from: an alias's uuid or `totp`. */
  method: string;
  prompt: string;
  /** A code sent to an alias can be sent again. */
  resend: boolean;
  /** More than one method: the person may go back and choose. */
  otherMethods: boolean;
}

const PROMPT_ID = 'step-prompt';

/** The secondary actions under a step's form: each its own small form. */
function secondaryForms({ carry, loginUuid, method, resend, otherMethods }: Omit<CodePage, 'prompt'>) {
  const forms = [
    resend
      ? stepForm('method', carry, `<button type="submit">${escapeHtml(RESEND_BUTTON)}</button>`, {
          loginUuid,
          method,
        })
      : '',
    otherMethods
      ? stepForm('method', carry, `<button type="submit">${escapeHtml(OTHER_METHOD_BUTTON)}</button>`, {
          loginUuid,
        })
      : '',
  ].filter(Boolean);
  return forms.length ? `\n<div class="secondary">\n${forms.join('\n')}\n</div>` : '';
}

export function renderCodePage(page: CodePage) {
  const { carry, loginUuid, method, prompt, error } = page;
  const describedBy = error ? `${PROMPT_ID} sign-in-error` : PROMPT_ID;
  const fields = `<label for="code">${escapeHtml(CODE_LABEL)}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
<button type="submit">${escapeHtml(VERIFY_BUTTON)}</button>`;
  return brokerPage(
    TWO_FACTOR_HEADING,
    `<p id="${PROMPT_ID}">${escapeHtml(prompt)}</p>\n${errorParagraph(error)}${stepForm('code', carry, fields, { loginUuid, method })}${secondaryForms(page)}`,
  );
}

export interface QuestionPage extends StepPage {
  question: { uuid: string; question: string };
  otherMethods: boolean;
}

export function renderQuestionPage(page: QuestionPage) {
  const { carry, loginUuid, question, error } = page;
  const fields = `<label for="answer">${escapeHtml(question.question)}</label>
<input id="answer" name="answer" type="text" autocomplete="off" required autofocus${invalidWhen(error)}>
<button type="submit">${escapeHtml(VERIFY_BUTTON)}</button>`;
  const form = stepForm('question', carry, fields, { loginUuid, questionUuid: question.uuid });
  const others = secondaryForms({
    carry,
    loginUuid,
    method: 'question',
    resend: false,
    otherMethods: page.otherMethods,
  });
  return brokerPage(TWO_FACTOR_HEADING, `${errorParagraph(error)}${form}${others}`);
}

export interface NewPasswordPage {
  carry: SignInCarry;
  ticket: string;
  errors?: { password?: string; confirmation?: string };
  /** A failure of the whole step (too many requests, say), above the form. */
  error?: string;
}

export function renderNewPasswordPage({ carry, ticket, errors = {}, error }: NewPasswordPage) {
  const fieldError = (id: string, message: string | undefined) =>
    message ? `<p id="${id}" class="error">${escapeHtml(message)}</p>\n` : '';
  const fields = `<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus aria-describedby="${PROMPT_ID}${errors.password ? ' password-error' : ''}"${errors.password ? ' aria-invalid="true"' : ''}>
${fieldError('password-error', errors.password)}<label for="confirmation">Confirm password</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required${invalidWhen(errors.confirmation, 'confirmation-error')}>
${fieldError('confirmation-error', errors.confirmation)}<button type="submit">${escapeHtml(SAVE_PASSWORD_BUTTON)}</button>`;
  const summary =
    error ?? (errors.password || errors.confirmation ? 'Please correct the password below.' : undefined);
  return brokerPage(
    NEW_PASSWORD_HEADING,
    `<p id="${PROMPT_ID}">${escapeHtml(NEW_PASSWORD_PROMPT)}</p>\n${errorParagraph(summary)}${stepForm('new-password', carry, fields, { ticket })}`,
  );
}
