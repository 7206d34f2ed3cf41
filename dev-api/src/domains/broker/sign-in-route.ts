/**
 * The identity broker's sign-in page at BROKER_AUTHORIZE_PATH, outside the contract
 * and on in every mode. GET shows the form, empty (an identity id in the link
 * pre-fills nothing), with a bot-check token. POST refuses another site's form (its
 * `Origin`, 403), then checks the address's rate limit, the bot-check token (403),
 * and the email and password: wrong credentials show the
 * form again with an error (401) and the email kept; success signs the person in
 * with a session token in the broker's cookie and answers 303 to the app's return
 * path, with the state nonce as `state`, on the link's `returnOrigin` when that is
 * one of the allowed origins (checked when the page is shown and again when the
 * form comes back, never taken on trust), else on the app's origin. Attempts count
 * against the address's rate limit and the account's failed passwords like the password
 * login's.
 */
import type { IncomingMessage } from 'node:http';
import { clientKey } from '../../http/replies.ts';
import { errors, redirect, type PathRoute, type Reply } from '../../http/router.ts';
import { TOO_MANY_REQUESTS } from '../../security/rate-limit.ts';
import type { DevState } from '../../state/dev-state.ts';
import { issueLoginToken } from '../identity/login-token.ts';
import { BOT_CHECK_FAILED } from '../identity/login.ts';
import { attemptPassword } from '../identity/password-attempt.ts';
import { BROKER_AUTHORIZE_PATH } from './authorize-url.ts';
import { brokerSessionCookie } from './broker-cookie.ts';
import { allowedReturnOrigin, appReturnUrl } from './return-url.ts';
import { renderSignInPage, type SignInCarry, type SignInPageOptions } from './sign-in-page.ts';

export const BROKER_INCORRECT_CREDENTIALS = 'The email or password you entered is incorrect.';
export const BROKER_ACCOUNT_LOCKED = 'This account is locked. Please contact your lender to unlock it.';

/** Where a person may be sent back to: the app's origin, or another allowed one; and where the page itself is. */
export interface ReturnOrigins {
  appOrigin: string;
  allowedOrigins: readonly string[];
  /** The dev API's own origin: a post must come from its page (its `Origin`), not from another site. */
  publicOrigin: string;
}

export const CROSS_SITE_POST = 'This form can only be sent from the sign-in page itself.';

/**
 * A page of our own: no framing by another site, nothing loaded from elsewhere,
 * posts only to us. `form-action` also names the origin returned to, because
 * browsers apply it to the redirect that answers the post (the 303 back to the app).
 */
const pageHeaders = (appOrigin: string, returnOrigin: string | undefined) => {
  const targets = returnOrigin && returnOrigin !== appOrigin ? `${appOrigin} ${returnOrigin}` : appOrigin;
  return {
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${targets}; frame-ancestors 'none'; base-uri 'none'`,
    'x-frame-options': 'DENY',
    // Not `no-referrer`: with it a browser sends `Origin: null` on the form's own post,
    // which the post must refuse (a sandboxed frame on another site sends that too).
    'referrer-policy': 'same-origin',
  };
};

const page = (
  appOrigin: string,
  options: SignInPageOptions,
  status = 200,
  headers: Record<string, string> = {},
): Reply => ({
  status,
  html: renderSignInPage(options),
  headers: { ...pageHeaders(appOrigin, options.returnOrigin), ...headers },
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The posted form's fields (a form post arrives as an object of strings; anything else reads as empty). */
export function formFields(
  body: unknown,
): SignInCarry & { email: string; password: string; botToken: string } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    email: text(fields.email).trim(),
    password: text(fields.password),
    botToken: text(fields.botToken),
    state: text(fields.state) || undefined,
    returnPath: text(fields.returnPath) || undefined,
    returnOrigin: text(fields.returnOrigin) || undefined,
    applicationName: text(fields.applicationName) || undefined,
  };
}

/** What the link carries through the form; a return origin only when it is allowed. */
function carryOf(query: URLSearchParams, allowedOrigins: readonly string[]): SignInCarry {
  return {
    state: query.get('state') ?? undefined,
    returnPath: query.get('returnPath') ?? undefined,
    returnOrigin: allowedReturnOrigin(query.get('returnOrigin'), allowedOrigins),
    applicationName: query.get('applicationName') ?? undefined,
  };
}

/**
 * The empty form. Nothing is pre-filled from the link: an identity id in an address
 * must not reveal whose account it is to whoever opens it.
 */
function showForm(state: DevState, origins: ReturnOrigins, query: URLSearchParams): Reply {
  return page(origins.appOrigin, {
    ...carryOf(query, origins.allowedOrigins),
    botToken: state.recaptcha.issue(),
  });
}

async function signIn(state: DevState, origins: ReturnOrigins, request: IncomingMessage, body: unknown) {
  const { email, password, botToken, ...posted } = formFields(body);
  // The posted form is as untrusted as the link: its return origin is checked again.
  const carry = { ...posted, returnOrigin: allowedReturnOrigin(posted.returnOrigin, origins.allowedOrigins) };
  const { appOrigin } = origins;
  const again = (error: string, status: number, headers?: Record<string, string>) =>
    page(appOrigin, { ...carry, email, error, botToken: state.recaptcha.issue() }, status, headers);

  // A browser names the page a form was sent from: another site's form (or an opaque
  // `null` one) is refused before anything is counted or checked.
  const from = request.headers.origin;
  if (from !== undefined && from !== origins.publicOrigin) return again(CROSS_SITE_POST, 403);

  const waitFor = (retryAfterS: number) =>
    again(TOO_MANY_REQUESTS, 429, { 'retry-after': String(retryAfterS) });
  const decision = state.limiter.check(clientKey(request));
  if (!decision.allowed) return waitFor(decision.retryAfterS);
  // The same bot check as the v2 login: the token this form was rendered with.
  if (!state.recaptcha.verify(botToken)) return again(BOT_CHECK_FAILED, 403);

  const attempt = await attemptPassword(state, email, password);
  if (attempt.outcome === 'backoff') return waitFor(attempt.retryAfterS);
  if (attempt.outcome === 'wrong') return again(BROKER_INCORRECT_CREDENTIALS, 401);
  const { identity } = attempt;
  if (identity.persona.locked) return again(BROKER_ACCOUNT_LOCKED, 403);

  const token = await issueLoginToken(state, identity);
  const reply = redirect(appReturnUrl(carry.returnOrigin ?? appOrigin, carry.returnPath, carry.state), 303);
  return { ...reply, headers: { ...reply.headers, 'set-cookie': brokerSessionCookie(token) } };
}

export function brokerSignInRoute(state: DevState, origins: ReturnOrigins): PathRoute {
  return (request, url, body) => {
    if (url.pathname !== BROKER_AUTHORIZE_PATH) return null;
    if (request.method === 'GET') return showForm(state, origins, url.searchParams);
    if (request.method === 'POST') return signIn(state, origins, request, body);
    const refusal = errors(405, `${request.method} is not allowed on ${url.pathname}`);
    return { ...refusal, headers: { allow: 'GET, POST' } };
  };
}
