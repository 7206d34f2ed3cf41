/**
 * The wallet provider's hosted wallet, as the dev API stands in for it: the page the
 * hosted wallet's frame loads (./hosted-wallet-page.ts) and the calls that page makes
 * to sign with the keys the provider keeps (seeded PROVIDER wallets, and the accounts
 * created through the wallet endpoints). Development only, like the test wallets: off
 * in production.
 *
 * - `GET /provider/wallet?origin=` serves the page only to one of the product's
 *   origins; any other gets a page that says so and runs nothing.
 * - `GET /provider/wallet/api/accounts`: the accounts it holds keys for.
 * - `POST /provider/wallet/api/connect {address}`: the connect answer, with a token it signs.
 * - `POST /provider/wallet/api/answer {address, method, params}`: the answer to a request.
 * The calls take only requests from the page itself (its own origin): a product page
 * cannot have the provider sign without the person approving in the frame. The real
 * provider also signs its user in; here the person picks the account in the frame.
 */
import { createWalletAnswers, type WalletAnswers } from '@lender/test-wallets/wallet-answers';
import type { HostedConnectAnswer } from '@lender/shared/wallet';
import { errors, type PathRoute, type Reply } from '../../http/router.ts';
import type { DevState } from '../../state/dev-state.ts';
import type { Domain, DomainContext } from '../domain.ts';
import {
  HOSTED_WALLET_PATH,
  HOSTED_WALLET_SCRIPT,
  renderHostedWalletPage,
  renderRefusedPage,
} from './hosted-wallet-page.ts';

const ISSUER = 'hosted-test-wallet';

interface HeldWallet {
  address: string;
  name: string;
  /** The accounts it acts for besides its own (the groups it may switch to). */
  groups: string[];
}

/** The wallets the provider holds keys for, with their names and groups, from the wallet book. */
function heldWallets(state: DevState): HeldWallet[] {
  const held = new Map(
    state.wallets
      .providerAddresses()
      .map((address) => [address, { address, name: '', groups: [] as string[] }]),
  );
  for (const identity of state.identities.values())
    for (const account of state.wallets.accountsOf(identity.uuid))
      for (const wallet of account.authorizedWallets) {
        const entry = held.get(wallet.address.toLowerCase());
        if (!entry) continue;
        entry.name ||= wallet.name;
        if (wallet.representedGroupPolicy) entry.groups.push(wallet.representedGroupPolicy);
      }
  return [...held.values()].map((wallet) => ({ ...wallet, name: wallet.name || wallet.address }));
}

const textOf = (body: unknown, field: string): string | undefined => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value : undefined;
};

export function providerDomain({ state, publicOrigin, allowedOrigins }: DomainContext): Domain {
  // A held wallet's answers keep the group it switched to until it connects again.
  const answers = new Map<string, WalletAnswers>();
  state.onReset(() => answers.clear());

  function answersFor(address: string | undefined): { wallet: HeldWallet; answers: WalletAnswers } | Reply {
    const wallet = address && heldWallets(state).find((held) => held.address === address.toLowerCase());
    const privateKey = wallet && state.wallets.providerKeyOf(wallet.address);
    if (!wallet || !privateKey) return errors(404, `The provider holds no wallet ${address ?? ''}`.trim());
    let kept = answers.get(wallet.address);
    if (!kept) {
      kept = createWalletAnswers({ privateKey, groups: wallet.groups, issuer: ISSUER });
      answers.set(wallet.address, kept);
    }
    return { wallet, answers: kept };
  }

  const route: PathRoute = (request, url, body) => {
    if (url.pathname !== HOSTED_WALLET_PATH && !url.pathname.startsWith(`${HOSTED_WALLET_PATH}/`))
      return null;
    const at = `${request.method} ${url.pathname.slice(HOSTED_WALLET_PATH.length)}`;
    if (at === 'GET ' || at === 'GET /') {
      const origin = url.searchParams.get('origin');
      return origin && allowedOrigins.includes(origin)
        ? { html: renderHostedWalletPage(origin) }
        : { status: 403, html: renderRefusedPage(origin) };
    }
    if (at === 'GET /page.js')
      return { raw: { contentType: 'text/javascript; charset=utf-8', body: HOSTED_WALLET_SCRIPT } };
    if (at === 'GET /api/accounts')
      return { body: heldWallets(state).map(({ address, name }) => ({ address, name })) };
    if (request.method !== 'POST') return errors(404, `No route ${request.method} ${url.pathname}`);
    if (request.headers.origin !== publicOrigin)
      return errors(403, 'Only the hosted wallet’s own page may ask it to sign.');

    const found = answersFor(textOf(body, 'address'));
    if (!('wallet' in found)) return found;
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
    if (at === 'POST /api/answer') {
      const method = textOf(body, 'method') ?? '';
      const params = body && typeof body === 'object' ? (body as { params?: unknown }).params : undefined;
      try {
        return { body: { result: found.answers.answer({ method, params }) } };
      } catch (error) {
        return errors(400, (error as Error).message);
      }
    }
    return errors(404, `No route ${request.method} ${url.pathname}`);
  };

  return { handlers: {}, devRoutes: route };
}
