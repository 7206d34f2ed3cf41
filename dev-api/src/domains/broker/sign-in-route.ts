/**
 * The identity broker's sign-in page at BROKER_AUTHORIZE_PATH, outside the contract
 * and on in every mode. GET shows the form, empty (an identity id in the link
 * pre-fills nothing), with a bot-check token. Every POST first refuses another
 * site's form (its `Origin`, 403). The form's `step` says which form came back:
 * - `password` (the first): the address's rate limit, the bot-check token (403), and
 *   the email and password, counted like the password login's; wrong credentials
 *   show the form again with an error (401) and the email kept;
 * - then the later steps of sign-in-steps.ts: a locked account, the second factor,
 *   a new password for an expired one, each by the v2 login's rules.
 * Only at the end is the person signed in: a session token in the broker's cookie
 * and a 303 to the app's return path, with the state nonce as `state`, on the link's
 * `returnOrigin` when that is one of the allowed origins (checked when the page is
 * shown and again whenever a form comes back, never taken on trust), else on the
 * app's origin.
 */
import type { IncomingMessage } from 'node:http';
import { clientKey } from '../../http/replies.ts';
import { errors, redirect, type PathRoute, type Reply } from '../../http/router.ts';
import { TOO_MANY_REQUESTS } from '../../security/rate-limit.ts';
import type { DevState, IdentityRecord } from '../../state/dev-state.ts';
import { issueLoginToken } from '../identity/login-token.ts';
import { BOT_CHECK_FAILED } from '../identity/login.ts';
import { attemptPassword } from '../identity/password-attempt.ts';
import { BROKER_AUTHORIZE_PATH } from './authorize-url.ts';
import { brokerSessionCookie } from './broker-cookie.ts';
import { allowedReturnOrigin, appReturnUrl } from './return-url.ts';
import { renderSignInPage, type SignInCarry } from './sign-in-page.ts';
import {
  afterPassword,
  answerQuestion,
  chooseMethod,
  enterCode,
  setNewPassword,
  type StepContext,
} from './sign-in-steps.ts';

export const BROKER_INCORRECT_CREDENTIALS = 'The email or password you entered is incorrect.';

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

const html = (appOrigin: string, carry: SignInCarry, body: string, status = 200, headers = {}): Reply => ({
  status,
  html: body,
  headers: { ...pageHeaders(appOrigin, carry.returnOrigin), ...headers },
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The posted form's fields (a form post arrives as an object of strings; anything else reads as empty). */
export function formFields(body: unknown) {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const field = (name: string) => text(fields[name]);
  const carry: SignInCarry = {
    state: field('state') || undefined,
    returnPath: field('returnPath') || undefined,
    returnOrigin: field('returnOrigin') || undefined,
    applicationName: field('applicationName') || undefined,
  };
  return { carry, step: field('step') || 'password', email: field('email').trim(), field };
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
  const carry = carryOf(query, origins.allowedOrigins);
  return html(origins.appOrigin, carry, renderSignInPage({ ...carry, botToken: state.recaptcha.issue() }));
}

/** The first form came back: the address's limit, the bot check, then the password. */
async function passwordStep(
  ctx: StepContext,
  request: IncomingMessage,
  email: string,
  password: string,
  botToken: string,
): Promise<Reply> {
  const { state } = ctx;
  const waitFor = (retryAfterS: number) =>
    ctx.startAgain(TOO_MANY_REQUESTS, 429, email, { 'retry-after': String(retryAfterS) });
  const decision = state.limiter.check(clientKey(request));
  if (!decision.allowed) return waitFor(decision.retryAfterS);
  // The same bot check as the v2 login: the token this form was rendered with.
  if (!state.recaptcha.verify(botToken)) return ctx.startAgain(BOT_CHECK_FAILED, 403, email);
  const attempt = await attemptPassword(state, email, password);
  if (attempt.outcome === 'backoff') return waitFor(attempt.retryAfterS);
  if (attempt.outcome === 'wrong') return ctx.startAgain(BROKER_INCORRECT_CREDENTIALS, 401, email);
  return afterPassword(ctx, attempt.identity);
}

async function post(state: DevState, origins: ReturnOrigins, request: IncomingMessage, body: unknown) {
  const { carry: posted, step, email, field } = formFields(body);
  // The posted form is as untrusted as the link: its return origin is checked again.
  const carry = { ...posted, returnOrigin: allowedReturnOrigin(posted.returnOrigin, origins.allowedOrigins) };
  const { appOrigin } = origins;
  const ctx: StepContext = {
    state,
    carry,
    show: (page, status, headers) => html(appOrigin, carry, page, status, headers),
    startAgain: (error, status, typed, headers) =>
      html(
        appOrigin,
        carry,
        renderSignInPage({ ...carry, email: typed, error, botToken: state.recaptcha.issue() }),
        status,
        headers,
      ),
    async finish(identity: IdentityRecord) {
      const token = await issueLoginToken(state, identity, 'password');
      const reply = redirect(
        appReturnUrl(carry.returnOrigin ?? appOrigin, carry.returnPath, carry.state),
        303,
      );
      return { ...reply, headers: { ...reply.headers, 'set-cookie': brokerSessionCookie(token) } };
    },
  };

  // A browser names the page a form was sent from: another site's form (or an opaque
  // `null` one) is refused before anything is counted or checked.
  const from = request.headers.origin;
  if (from !== undefined && from !== origins.publicOrigin) return ctx.startAgain(CROSS_SITE_POST, 403, email);

  const loginUuid = field('loginUuid');
  switch (step) {
    case 'method':
      return chooseMethod(ctx, loginUuid, field('method'));
    case 'code':
      return enterCode(ctx, loginUuid, field('method'), field('code').trim());
    case 'question':
      return answerQuestion(ctx, loginUuid, field('questionUuid'), field('answer'));
    case 'new-password':
      return setNewPassword(ctx, field('ticket'), field('password'), field('confirmation'));
    default:
      return passwordStep(ctx, request, email, field('password'), field('botToken'));
  }
}

export function brokerSignInRoute(state: DevState, origins: ReturnOrigins): PathRoute {
  return (request, url, body) => {
    if (url.pathname !== BROKER_AUTHORIZE_PATH) return null;
    if (request.method === 'GET') return showForm(state, origins, url.searchParams);
    if (request.method === 'POST') return post(state, origins, request, body);
    const refusal = errors(405, `${request.method} is not allowed on ${url.pathname}`);
    return { ...refusal, headers: { allow: 'GET, POST' } };
  };
}
