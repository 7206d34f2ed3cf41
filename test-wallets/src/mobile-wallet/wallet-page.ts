/**
 * The test mobile wallet's page, for a person running the stack: choose a seeded
 * wallet, paste the product's `wc:` pairing link (or open this page with `?uri=`),
 * then Approve or Reject each proposal and request as it arrives. The wallet itself
 * runs in this server (./wallet-desk.ts); the page asks for its state every second.
 * No inline script, and everything shown is set as text, never as markup.
 *
 * Routes: GET /mobile-wallet, GET /mobile-wallet/page.js, GET /mobile-wallet/state,
 * GET /mobile-wallet/wallets, POST /mobile-wallet/pair {address, uri},
 * POST /mobile-wallet/requests/{id} {approve}, POST /mobile-wallet/disconnect {address}.
 * The posts pair, approve and disconnect, so they take only JSON (415 otherwise) and
 * only from this page (403 for a page of another origin): a form of another site,
 * which can post anywhere without asking, changes nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonBodyOf, originAllowed, RequestError, send, sendJson as json, textField } from '../http.ts';
import { DeskError, type WalletDesk } from './wallet-desk.ts';

export const MOBILE_WALLET_PATH = '/mobile-wallet';

export const FOREIGN_PAGE_MESSAGE = 'The test mobile wallet takes requests from its own page only.';

export interface MobileWalletPageOptions {
  /** This server's origin, where the page is served: the only page whose posts count. */
  ownOrigin: string;
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test mobile wallet</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  select, textarea { width: 100%; font: inherit; padding: .4rem; box-sizing: border-box; }
  button { font: inherit; padding: .4rem 1rem; margin: .5rem .5rem 0 0; cursor: pointer; }
  button:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  li { margin: .75rem 0; padding: .75rem; border: 1px solid #cbd5e0; border-radius: .4rem; list-style: none; }
  ul { padding: 0; }
  [role=alert] { color: #9b2c2c; }
  code { word-break: break-all; }
</style>
<script src="${MOBILE_WALLET_PATH}/page.js" defer></script>
</head>
<body>
<main>
<h1>Test mobile wallet</h1>
<p>A stand-in for a wallet app, for development: it signs with the key of the seeded wallet you choose.</p>
<form id="pair">
  <label for="wallet">Wallet</label>
  <select id="wallet" name="address" required></select>
  <label for="uri">Pairing link</label>
  <textarea id="uri" name="uri" rows="4" required placeholder="wc:…@2?…" aria-describedby="uri-help"></textarea>
  <p id="uri-help">Use “Copy link to QR” in the product's wallet window, then paste it here.</p>
  <button type="submit">Pair</button>
  <p id="pair-error" role="alert"></p>
</form>
<section aria-labelledby="requests-title">
  <h2 id="requests-title">Waiting for you</h2>
  <p id="requests-empty">Nothing is waiting.</p>
  <ul id="requests"></ul>
</section>
<section aria-labelledby="sessions-title">
  <h2 id="sessions-title">Connected apps</h2>
  <ul id="sessions"></ul>
</section>
<p id="status" role="status" aria-live="polite"></p>
</main>
</body>
</html>`;

/** Runs in the page: plain DOM, text only. */
const SCRIPT = `(() => {
  const base = ${JSON.stringify(MOBILE_WALLET_PATH)};
  const $ = (id) => document.getElementById(id);
  const post = (path, body) => fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then(async (r) => { if (!r.ok) throw new Error((await r.json().catch(() => ({}))).message || 'The wallet did not answer.'); });
  const item = (text, buttons) => {
    const li = document.createElement('li');
    const p = document.createElement('p');
    p.textContent = text;
    li.append(p, ...buttons);
    return li;
  };
  const button = (label, onClick) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', () => { b.disabled = true; onClick().catch((e) => { $('status').textContent = e.message; b.disabled = false; }); });
    return b;
  };
  let shown = '';
  async function refresh() {
    const state = await fetch(base + '/state').then((r) => r.json());
    const key = JSON.stringify(state);
    if (key === shown) return;
    shown = key;
    $('requests-empty').hidden = state.requests.length > 0;
    const names = Object.fromEntries(state.wallets.map((w) => [w.address, w.name]));
    $('requests').replaceChildren(...state.requests.map((r) => item((names[r.address] || 'Wallet') + ' (' + r.address + '): ' + r.summary, [
      button('Approve', () => post('/requests/' + r.id, { approve: true })),
      button('Reject', () => post('/requests/' + r.id, { approve: false })),
    ])));
    $('sessions').replaceChildren(...state.wallets.flatMap((w) => w.sessions.map((s) =>
      item(w.name + ' (' + w.address + ') is connected to ' + s.peer, [button('Disconnect', () => post('/disconnect', { address: w.address }))]))));
  }
  async function start() {
    const wallets = await fetch(base + '/wallets').then((r) => r.json());
    $('wallet').replaceChildren(...wallets.map((w) => {
      const option = document.createElement('option');
      option.value = w.address;
      option.textContent = w.name + ' — ' + w.email + ' (' + w.type + ')';
      return option;
    }));
    const uri = new URLSearchParams(location.search).get('uri');
    if (uri) $('uri').value = uri;
    $('pair').addEventListener('submit', (event) => {
      event.preventDefault();
      const submit = event.submitter;
      submit.disabled = true;
      $('pair-error').textContent = '';
      post('/pair', { address: $('wallet').value, uri: $('uri').value })
        .then(() => { $('status').textContent = 'Paired. Approve the connection below.'; $('uri').value = ''; })
        .catch((e) => { $('pair-error').textContent = e.message; })
        .finally(() => { submit.disabled = false; });
    });
    await refresh();
    setInterval(() => refresh().catch(() => { $('status').textContent = 'The wallet server is not answering.'; }), 1000);
  }
  start().catch((e) => { $('pair-error').textContent = 'The wallet could not start: ' + e.message; });
})();`;

/** Answers the page's routes; false for any other path. */
export function mobileWalletPage(desk: WalletDesk, { ownOrigin }: MobileWalletPageOptions) {
  async function route(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const at = `${request.method} ${path}`;
    if (request.method === 'POST' && !originAllowed(request.headers.origin, [ownOrigin]))
      return json(response, 403, { message: FOREIGN_PAGE_MESSAGE });
    if (at === 'GET ') return send(response, 200, 'text/html; charset=utf-8', PAGE);
    if (at === 'GET /page.js') return send(response, 200, 'text/javascript; charset=utf-8', SCRIPT);
    if (at === 'GET /state') return json(response, 200, await desk.state());
    if (at === 'GET /wallets') return json(response, 200, await desk.choices());
    if (at === 'POST /pair') {
      const body = await jsonBodyOf(request);
      await desk.pair(textField(body, 'address'), textField(body, 'uri'));
      return json(response, 200, { paired: true });
    }
    if (at === 'POST /disconnect') {
      await desk.disconnect(textField(await jsonBodyOf(request), 'address'));
      return json(response, 200, { disconnected: true });
    }
    const decision = /^POST \/requests\/([\w-]+)$/.exec(at);
    if (decision) {
      const approve = (await jsonBodyOf(request)).approve === true;
      if (!desk.decide(decision[1]!, approve))
        return json(response, 404, { message: 'Nothing waits by that id.' });
      return json(response, 200, { approved: approve });
    }
    json(response, 404, { message: `No route ${at}` });
  }

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const { pathname } = new URL(request.url ?? '/', 'http://wallet');
    if (pathname !== MOBILE_WALLET_PATH && !pathname.startsWith(`${MOBILE_WALLET_PATH}/`)) return false;
    route(request, response, pathname.slice(MOBILE_WALLET_PATH.length).replace(/\/$/, '')).catch(
      (error: unknown) => {
        const status = error instanceof RequestError ? error.status : error instanceof DeskError ? 400 : 500;
        if (!response.headersSent) json(response, status, { message: (error as Error).message });
      },
    );
    return true;
  };
}
