/**
 * The identity broker's sign-in page as the dev API serves it: a plain, accessible,
 * self-contained HTML form (no script, no external style). Every value in it is
 * escaped, since the email, the state nonce, the return path, the return origin
 * and the application name all come from the request. They ride through the form
 * as hidden fields, so the post knows where to send the person (the route checks
 * the return origin again when the form comes back).
 */
import { escapeHtml } from '../../outbox/outbox-page.ts';
import { BROKER_AUTHORIZE_PATH } from './authorize-url.ts';

export const SIGN_IN_TITLE = 'Sign in – Identity broker';
export const SIGN_IN_HEADING = 'Sign in';
export const STAND_IN_NOTE =
  "This is the dev API's local stand-in for the identity broker. No real identity provider is contacted.";
export const SIGN_IN_BUTTON = 'Sign in';

/** What the form carries through from the link that opened it. */
export interface SignInCarry {
  state?: string;
  returnPath?: string;
  /** The product origin to return to, already checked against the allowed origins. */
  returnOrigin?: string;
  applicationName?: string;
}

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

const ERROR_ID = 'sign-in-error';

function hiddenFields(carry: SignInCarry & { botToken?: string }): string {
  return (['state', 'returnPath', 'returnOrigin', 'applicationName', 'botToken'] as const)
    .flatMap((name) => {
      const value = carry[name];
      return value ? [`<input type="hidden" name="${name}" value="${escapeHtml(value)}">`] : [];
    })
    .join('\n');
}

export function renderSignInPage(options: SignInPageOptions = {}): string {
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="${ERROR_ID}"` : '';
  const error = options.error
    ? `<p id="${ERROR_ID}" class="error" role="alert">${escapeHtml(options.error)}</p>\n`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(SIGN_IN_TITLE)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111;max-width:28rem}label{display:block;font-weight:600;margin-top:1rem}input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}button{font:inherit;margin-top:1.25rem;padding:.5rem 1.25rem}.note{color:#444}.error{color:#a00000;font-weight:600}</style>
</head>
<body>
<main>
<h1>${escapeHtml(SIGN_IN_HEADING)}</h1>
<p class="note">${escapeHtml(STAND_IN_NOTE)}</p>
${error}<form method="post" action="${BROKER_AUTHORIZE_PATH}">
${hiddenFields(options)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">${escapeHtml(SIGN_IN_BUTTON)}</button>
</form>
</main>
</body>
</html>
`;
}
