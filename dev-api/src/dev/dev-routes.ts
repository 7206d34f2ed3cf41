/**
 * Development endpoints, on only when asked for (`devRoutes`, app.ts) and only for
 * callers on this machine (`loopbackOnly`): the outbox (JSON and a page
 * for a person), reset to the seed (all, or one persona), run-time rate limits,
 * bot-check tokens for the local reCAPTCHA adapter, and two aids for browser tests
 * that cannot wait or read a phone: the current TOTP code of a persona, and ending
 * a persona's pending first factors now. `GET /__dev/wallets` lists the seeded wallets
 * that hold a key, with it, for the test wallets (test-wallets) to sign as them.
 */
import * as v from 'valibot';
import { renderOutboxPage } from '../outbox/outbox-page.ts';
import { passwordFailureLimitSchema } from '../security/password-failures.ts';
import { rateLimitsSchema } from '../security/rate-limit.ts';
import { RECAPTCHA_TOKEN_PATH } from '../security/recaptcha.ts';
import { currentTotp } from '../security/totp.ts';
import { unframedPageHeaders } from '../http/framing.ts';
import { errors, type PathRoute } from '../http/router.ts';
import type { DevState } from '../state/dev-state.ts';

const emailOf = (body: unknown): string | undefined =>
  body && typeof body === 'object' && 'email' in body && typeof body.email === 'string'
    ? body.email
    : undefined;

export const SEEDED_WALLETS_PATH = '/__dev/wallets';

/** POST /__dev/limits: the rate limits' dimensions and the failed-password backoff, any of them. */
const limitsBody = v.strictObject({
  ...rateLimitsSchema.entries,
  failedPasswords: v.optional(passwordFailureLimitSchema),
});

/** Whether a socket's peer is this machine (IPv4 127/8, IPv6 ::1, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** `route` for callers on this machine; to anyone else the paths do not exist. */
export const loopbackOnly =
  (route: PathRoute): PathRoute =>
  (request, url, body) =>
    isLoopback(request.socket.remoteAddress) ? route(request, url, body) : null;

/** Every seeded wallet with a key, once (a wallet can act in several accounts): whose it is, its names, address, type and key. */
function seededWallets(state: DevState) {
  const wallets = state.seed.personas.flatMap((persona) =>
    persona.accounts.flatMap((account) =>
      account.wallets.flatMap(({ privateKey, name, address, type }) =>
        privateKey ? [{ email: persona.email, account: account.name, name, address, type, privateKey }] : [],
      ),
    ),
  );
  return wallets.filter((wallet, index) => wallets.findIndex((w) => w.address === wallet.address) === index);
}

export function devRoutes(state: DevState): PathRoute {
  return async (request, url, body) => {
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /__dev/outbox': {
        const to = url.searchParams.get('to');
        return { body: to ? state.outbox.list(to) : state.outbox.all() };
      }
      case 'GET /__dev/outbox.html': {
        const to = url.searchParams.get('to') ?? undefined;
        return {
          html: renderOutboxPage(to ? state.outbox.list(to) : state.outbox.all(), { address: to }),
          // A page a person opens, never framed; its filter form reloads it.
          headers: unframedPageHeaders("'self'"),
        };
      }
      case 'POST /__dev/reset': {
        // With {"email"}: only that persona goes back to the seed (suites running in
        // parallel keep their state); without a body: everything.
        const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
        if (email === undefined) {
          await state.reset();
          return { body: { reset: true } };
        }
        const identity = typeof email === 'string' ? state.byEmail(email) : undefined;
        if (!identity || !(await state.resetIdentity(identity.uuid)))
          return errors(404, `No seeded persona has the email ${JSON.stringify(email)}`);
        return { body: { reset: true, email: identity.email } };
      }
      case 'POST /__dev/first-factors/expire': {
        const identity = emailOf(body) ? state.byEmail(emailOf(body)!) : undefined;
        if (!identity) return errors(400, 'Give the email of a persona: {"email": "..."}');
        return { body: { expired: state.firstFactors.expireFor(identity.uuid) } };
      }
      case 'GET /__dev/totp': {
        const identity = state.byEmail(url.searchParams.get('email') ?? '');
        const secret = identity?.persona.totpSecret;
        if (!secret) return errors(404, 'That persona has no authenticator app enrolled.');
        return { body: { code: currentTotp(secret, state.now) } };
      }
      case 'POST /__dev/limits': {
        const parsed = v.safeParse(limitsBody, body);
        if (!parsed.success)
          return errors(400, ...parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`));
        const { failedPasswords, ...rates } = parsed.output;
        state.limiter.setLimits(rates);
        if (failedPasswords) state.passwordFailures.setLimit(failedPasswords);
        return { body: { ...state.limiter.limits(), failedPasswords: state.passwordFailures.limit() } };
      }
      case `GET ${SEEDED_WALLETS_PATH}`:
        return { body: seededWallets(state) };
      case `GET ${RECAPTCHA_TOKEN_PATH}`:
        return { body: { token: state.recaptcha.issue() } };
      default:
        return url.pathname.startsWith('/__dev/') ? errors(404, `No development route ${route}`) : null;
    }
  };
}
