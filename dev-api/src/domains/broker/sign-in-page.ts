/**
 * The identity broker's sign-in pages as the dev API serves them: plain, accessible,
 * self-contained HTML forms (no script, no external style). The first asks for the
 * email and password (this file); the later steps ask for a second factor or a new
 * password (second-step-pages.ts). Every value in them is escaped, since the email,
 * the state nonce, the return path, the return origin and the application name all
 * come from the request. They ride through each form as hidden fields, so the last
 * post knows where to send the person (the route checks the return origin again
 * whenever a form comes back).
 */
import { escapeHtml } from '../../outbox/outbox-page.ts';
import { BROKER_AUTHORIZE_PATH } from './authorize-url.ts';

export const SIGN_IN_TITLE = 'Sign in – Identity broker';
export const SIGN_IN_HEADING = 'Sign in';
export const STAND_IN_NOTE =
  "This is the dev API's local stand-in for the identity broker. No real identity provider is contacted.";
export const SIGN_IN_BUTTON = 'Sign in';

/** What each form carries through from the link that opened the first. */
export interface SignInCarry {
  state?: string;
  returnPath?: string;
  /** The product origin to return to, already checked against the allowed origins. */
  returnOrigin?: string;
  applicationName?: string;
}

/** The form's steps: the route reads `step` to know which form came back. */
export type SignInStep = 'password' | 'method' | 'code' | 'question' | 'new-password';

export interface SignInPageOptions extends SignInCarry {
  /** Kept after a failed attempt. */
  email?: string;
  error?: string;
  /**
   * The bot check's token for this rendering of the form (the stand-in for a bot-check
   * widget): single use, short-lived, checked when the form comes back.
   */
  botToken?: string;
}

export const ERROR_ID = 'sign-in-error';

/** Hidden fields, the empty ones left out. */
export function hiddenFields(fields: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(fields)
    .flatMap(([name, value]) =>
      value ? [`<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`] : [],
    )
    .join('\n');
}

/** A form of the sign-in flow: it posts back to the page, naming its step and carrying the link's values. */
export function stepForm(
  step: SignInStep,
  carry: SignInCarry,
  fields: string,
  hidden: Record<string, string> = {},
) {
  const { state, returnPath, returnOrigin, applicationName } = carry;
  return `<form method="post" action="${BROKER_AUTHORIZE_PATH}">
${hiddenFields({ step, state, returnPath, returnOrigin, applicationName, ...hidden })}
${fields}
</form>`;
}

/** The error under the heading, read out when the page opens (`role="alert"`). */
export const errorParagraph = (error: string | undefined, id = ERROR_ID) =>
  error ? `<p id="${id}" class="error" role="alert">${escapeHtml(error)}</p>\n` : '';

/** `aria-invalid` and the error that describes a field, when there is one. */
export const invalidWhen = (error: string | undefined, id = ERROR_ID) =>
  error ? ` aria-invalid="true" aria-describedby="${id}"` : '';

export function brokerPage(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading === SIGN_IN_HEADING ? SIGN_IN_TITLE : `${heading} – Identity broker`)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111;max-width:28rem}label,legend{display:block;font-weight:600;margin-top:1rem}fieldset{border:0;padding:0;margin:0}fieldset label{font-weight:400;margin-top:.5rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}input[type=radio]{width:auto;margin-right:.5rem}button{font:inherit;margin-top:1.25rem;padding:.5rem 1.25rem}.note{color:#444}.error{color:#a00000;font-weight:600}.secondary{margin-top:1.5rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p class="note">${escapeHtml(STAND_IN_NOTE)}</p>
${body}
</main>
</body>
</html>
`;
}

export function renderSignInPage(options: SignInPageOptions = {}): string {
  const invalid = invalidWhen(options.error);
  const fields = `<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">${escapeHtml(SIGN_IN_BUTTON)}</button>`;
  const botToken = options.botToken ? { botToken: options.botToken } : undefined;
  return brokerPage(
    SIGN_IN_HEADING,
    `${errorParagraph(options.error)}${stepForm('password', options, fields, botToken)}`,
  );
}
