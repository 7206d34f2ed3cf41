/**
 * The browser-extension test provider on the test wallets' server: the page a person
 * reads (in development it is the runtime configuration's extension store link), the
 * provider script (./provider-script.ts), and the calls that script makes to sign with
 * the seeded wallets' keys, which stay in this server.
 *
 * Routes: GET /extension, GET /extension/provider.js, GET /extension/api/wallets,
 * POST /extension/api/connect {address}, POST /extension/api/summary {method, params},
 * POST /extension/api/answer {address, method, params}.
 * The calls answer only the product's origins (CORS, and a 403 for any other or none).
 * The script asks the person before it calls: like the real extension, whatever runs
 * on a product page could ask it to sign, so this is a development tool only (the
 * stack never starts the test wallets in production).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ExtensionConnectAnswer } from '@lender/shared/stand-ins';
import { BadRequestError, jsonBodyOf, RequestError, send, sendJson, textField } from '../http.ts';
import { requestSummaryOf } from '../request-summary.ts';
import { seededByAddress, walletChoices, type SeededWallets } from '../seeded-wallets.ts';
import { createWalletAnswers, type WalletAnswers } from '../wallet-answers.ts';
import { EXTENSION_PATH } from './extension-constants.ts';
import { providerScript } from './provider-script.ts';

const ISSUER = 'test-wallet-extension';

export interface ExtensionProviderOptions {
  seededWallets: SeededWallets;
  /** This server's own origin: the script calls back to it. */
  publicOrigin: string;
  /** The product's origins, the only pages the calls answer. */
  allowedOrigins: readonly string[];
}

function page(publicOrigin: string): string {
  const scriptUrl = `${publicOrigin}${EXTENSION_PATH}/provider.js`;
  const loader = `(()=>{const s=document.createElement('script');s.src=${JSON.stringify(scriptUrl)};document.head.append(s)})()`;
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test wallet extension</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
  code, pre { background: #edf2f7; padding: .1rem .3rem; border-radius: .2rem; white-space: pre-wrap; word-break: break-all; }
  a:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Test wallet extension</h1>
<p>A stand-in for the wallet's browser extension, for development. In the product it behaves as the
extension does: it connects and signs as one of the seeded wallets, after you approve in its window.</p>
<h2>Add it to a product page</h2>
<ol>
  <li>Drag this link to your bookmarks bar: <a href="${escape(`javascript:${loader}`)}">Test wallet extension</a>.</li>
  <li>Open the product, click the bookmark, then choose the browser extension as your wallet.</li>
</ol>
<p>Or paste this in the browser console of the product's page:</p>
<pre><code>${escape(loader)}</code></pre>
<p>It lasts until the page reloads; it remembers the wallet you connected, so after a reload, click the
bookmark again and the product reconnects without asking.</p>
</main>
</body>
</html>`;
}

export function extensionProvider({ seededWallets, publicOrigin, allowedOrigins }: ExtensionProviderOptions) {
  // A wallet's answers keep the group it switched to until it connects again.
  const answers = new Map<string, WalletAnswers>();

  async function answersFor(address: string) {
    const wallet = address ? await seededByAddress(seededWallets, address) : undefined;
    if (!wallet) throw new BadRequestError(`No seeded wallet has the address ${address}`);
    const key = wallet.address.toLowerCase();
    let kept = answers.get(key);
    if (!kept) {
      kept = createWalletAnswers({ privateKey: wallet.privateKey, issuer: ISSUER });
      answers.set(key, kept);
    }
    return { wallet, answers: kept };
  }

  async function api(request: IncomingMessage, at: string): Promise<unknown> {
    if (at === 'GET /wallets') return walletChoices(seededWallets);
    if (request.method !== 'POST') throw new NotFound(at);
    const body = await jsonBodyOf(request);
    const call = { method: textField(body, 'method'), params: body.params };
    if (at === 'POST /summary') return { summary: requestSummaryOf(call) };
    const { wallet, answers: held } = await answersFor(textField(body, 'address'));
    if (at === 'POST /connect') {
      held.reset();
      const answer: ExtensionConnectAnswer = {
        address: held.address,
        publicKey: held.publicKey,
        jwt: held.token(),
        walletName: wallet.name,
        representedGroupPolicy: null,
      };
      return answer;
    }
    if (at !== 'POST /answer') throw new NotFound(at);
    try {
      return { result: held.answer(call) };
    } catch (error) {
      throw new BadRequestError((error as Error).message);
    }
  }

  function answerApi(request: IncomingMessage, response: ServerResponse, path: string): void {
    const origin = request.headers.origin;
    if (!origin || !allowedOrigins.includes(origin))
      return sendJson(response, 403, { message: 'The test extension answers the product’s pages only.' });
    const cors = { 'access-control-allow-origin': origin, vary: 'Origin' };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      });
      return void response.end();
    }
    api(request, `${request.method} ${path}`).then(
      (value) => sendJson(response, 200, value, cors),
      (error: unknown) => {
        const status = error instanceof NotFound ? 404 : error instanceof RequestError ? error.status : 500;
        if (!response.headersSent) sendJson(response, status, { message: (error as Error).message }, cors);
      },
    );
  }

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { pathname } = new URL(request.url ?? '/', 'http://wallet');
    if (pathname !== EXTENSION_PATH && !pathname.startsWith(`${EXTENSION_PATH}/`)) return false;
    const path = pathname.slice(EXTENSION_PATH.length).replace(/\/$/, '');
    if (path.startsWith('/api/')) answerApi(request, response, path.slice('/api'.length));
    else if (request.method === 'GET' && path === '')
      send(response, 200, 'text/html; charset=utf-8', page(publicOrigin));
    else if (request.method === 'GET' && path === '/provider.js')
      send(
        response,
        200,
        'text/javascript; charset=utf-8',
        providerScript(`${publicOrigin}${EXTENSION_PATH}/api`),
      );
    else sendJson(response, 404, { message: `No route ${request.method} ${pathname}` });
    return true;
  };
}

class NotFound extends Error {
  constructor(at: string) {
    super(`No route ${at}`);
  }
}
