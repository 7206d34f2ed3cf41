/**
 * The wallet provider's hosted wallet, as the dev API stands in for it: the page the
 * hosted wallet's frame loads (./hosted-wallet-page.ts) and the calls that page makes
 * to sign with the keys the provider keeps (seeded PROVIDER wallets, and the accounts
 * created through the wallet endpoints). Development only, like the test wallets: off
 * in production.
 *
 * - `GET /provider/wallet?origin=` serves the page only to one of the product's
 *   origins; any other gets a page that says so and runs nothing. Either may be framed
 *   by the product's origins (partners' included) only.
 * - `POST /provider/wallet/api/sign-in {email, password}`: like a real custodial
 *   provider, the person signs in to it first (the persona's email and password, the
 *   login's password check and limits); the answer is a provider token
 *   (./provider-sessions.ts) the page sends as a bearer. `POST …/sign-out` ends it.
 * - `GET /provider/wallet/api/accounts`: the signed-in person's wallets it holds keys
 *   for (./held-wallets.ts).
 * - `POST /provider/wallet/api/connect {address}`: the connect answer, with a token it signs.
 * - `POST /provider/wallet/api/answer {address, method, params}`: the answer to a request.
 * Connect and answer act only for the signed-in person's wallets, and the posts take
 * only requests from the page itself (its own origin): a product page cannot have the
 * provider sign without the person approving in the frame.
 */
import { createWalletAnswers, type WalletAnswers } from '@lender/test-wallets/wallet-answers';
import type { HostedConnectAnswer } from '@lender/shared/stand-ins';
import type { IncomingMessage } from 'node:http';
import { frameAncestors } from '../../http/framing.ts';
import { errors, type PathRoute, type Reply } from '../../http/router.ts';
import type { Domain, DomainContext } from '../domain.ts';
import { heldWalletsOf, type HeldWallet } from './held-wallets.ts';
import { HOSTED_WALLET_PATH, renderHostedWalletPage, renderRefusedPage } from './hosted-wallet-page.ts';
import { HOSTED_WALLET_SCRIPT } from './hosted-wallet-script.ts';
import { providerSignIn } from './provider-sign-in.ts';
import { createProviderSessions } from './provider-sessions.ts';

const ISSUER = 'hosted-test-wallet';
export const SIGN_IN_TO_PROVIDER = 'Sign in to your provider account to continue.';
export const NAME_THE_WALLET = 'Name the wallet to use: {"address": "…"}.';
export const NOT_FROM_OWN_PAGE = 'Only the hosted wallet’s own page may ask it to sign.';
export const NOT_HELD_FOR_YOU = (address: string) => `The provider holds no wallet ${address} for you.`;

/** The page's policy: its own script and calls, inline style, framed by `ancestors` only. */
export const hostedWalletPageHeaders = (ancestors: readonly string[]): Record<string, string> => ({
  'content-security-policy':
    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; " +
    `form-action 'none'; base-uri 'none'; ${frameAncestors(ancestors)}`,
});

/** The provider token of a request: its `Authorization: Bearer` only, never a cookie. */
function providerTokenOf(request: IncomingMessage): string | null {
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() || null : null;
}

const textOf = (body: unknown, field: string): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

export function providerDomain({ state, publicOrigin, allowedOrigins }: DomainContext): Domain {
  const sessions = createProviderSessions({ now: state.now });
  // A held wallet's answers keep the group it switched to until it connects again (per person).
  const answers = new Map<string, WalletAnswers>();
  state.onReset(() => {
    answers.clear();
    sessions.clear();
  });
  // A persona put back as seeded starts signed out of the provider, with fresh answers.
  state.onResetIdentity((identityUuid) => {
    sessions.endAllOf(identityUuid);
    for (const key of answers.keys()) if (key.startsWith(`${identityUuid} `)) answers.delete(key);
  });
  const signIn = providerSignIn(state, sessions);
  const pageHeaders = hostedWalletPageHeaders(allowedOrigins);

  /** The signed-in person's wallet at `address`, with its answers; 404 for any other. */
  function answersFor(
    identityUuid: string,
    address: string | undefined,
  ): { wallet: HeldWallet; answers: WalletAnswers } | Reply {
    if (!address) return errors(400, NAME_THE_WALLET);
    const wanted = address.toLowerCase();
    const wallet = heldWalletsOf(state.wallets, identityUuid).find((held) => held.address === wanted);
    const privateKey = wallet && state.wallets.providerKeyOf(wallet.address);
    if (!wallet || !privateKey) return errors(404, NOT_HELD_FOR_YOU(address));
    const key = `${identityUuid} ${wallet.address}`;
    let kept = answers.get(key);
    if (!kept) {
      kept = createWalletAnswers({ privateKey, groups: wallet.groups, issuer: ISSUER });
      answers.set(key, kept);
    }
    return { wallet, answers: kept };
  }

  function signedAnswer(
    at: string,
    found: { wallet: HeldWallet; answers: WalletAnswers },
    body: unknown,
  ): Reply {
    if (at === 'POST /api/connect') {
      found.answers.reset();
      const answer: HostedConnectAnswer = {
        address: found.answers.address,
        publicKey: found.answers.publicKey,
        jwt: found.answers.token(),
        walletName: found.wallet.name,
        representedGroupPolicy: null,
      };
      return { body: answer };
    }
    const method = textOf(body, 'method') ?? '';
    const params = body && typeof body === 'object' ? (body as { params?: unknown }).params : undefined;
    try {
      return { body: { result: found.answers.answer({ method, params }) } };
    } catch (error) {
      return errors(400, (error as Error).message);
    }
  }

  const route: PathRoute = (request, url, body) => {
    if (url.pathname !== HOSTED_WALLET_PATH && !url.pathname.startsWith(`${HOSTED_WALLET_PATH}/`))
      return null;
    const at = `${request.method} ${url.pathname.slice(HOSTED_WALLET_PATH.length)}`;
    if (at === 'GET ' || at === 'GET /') {
      const origin = url.searchParams.get('origin');
      return origin && allowedOrigins.includes(origin)
        ? { html: renderHostedWalletPage(origin), headers: pageHeaders }
        : { status: 403, html: renderRefusedPage(origin), headers: pageHeaders };
    }
    if (at === 'GET /page.js')
      return { raw: { contentType: 'text/javascript; charset=utf-8', body: HOSTED_WALLET_SCRIPT } };
    const known = [
      'GET /api/accounts',
      'POST /api/sign-in',
      'POST /api/sign-out',
      'POST /api/connect',
      'POST /api/answer',
    ];
    if (!known.includes(at)) return errors(404, `No route ${request.method} ${url.pathname}`);
    // A post from any other page (a product page, another site) is refused before anything is looked at.
    if (request.method === 'POST' && request.headers.origin !== publicOrigin)
      return errors(403, NOT_FROM_OWN_PAGE);
    if (at === 'POST /api/sign-in') return signIn(request, body);
    const token = providerTokenOf(request);
    if (at === 'POST /api/sign-out') {
      sessions.end(token);
      return { body: { signedOut: true } };
    }
    const identityUuid = sessions.identityOf(token);
    if (!identityUuid) return errors(401, SIGN_IN_TO_PROVIDER);
    if (at === 'GET /api/accounts')
      return {
        body: heldWalletsOf(state.wallets, identityUuid).map(({ address, name }) => ({ address, name })),
      };
    const found = answersFor(identityUuid, textOf(body, 'address'));
    return 'wallet' in found ? signedAnswer(at, found, body) : found;
  };

  return { handlers: {}, devRoutes: route };
}
