/**
 * The hosted test wallet's page: what the hosted wallet's frame loads (the
 * specification's "wallet path on the provider"), in the protocol of
 * `@lender/shared/wallet` (hosted-protocol.ts). The person chooses the provider
 * account to connect, then approves or rejects each request; the signing happens in
 * the dev API with the key it keeps (./provider-domain.ts). Only the page whose origin
 * loaded the frame is listened to and posted to. The page remembers, per product
 * origin, the account it connected, so a reload of the product reconnects.
 * No inline script; everything shown is set as text.
 */
import { escapeHtml } from '../../outbox/outbox-page.ts';

export const HOSTED_WALLET_PATH = '/provider/wallet';
export const HOSTED_WALLET_TITLE = 'Your provider account (test)';

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1a202c}h1{font-size:1.2rem;margin:0 0 .5rem}' +
  'label{display:block;font-weight:600;margin-top:.75rem}select{width:100%;font:inherit;padding:.3rem}' +
  'button{font:inherit;padding:.35rem .9rem;margin:.6rem .4rem 0 0;cursor:pointer}' +
  'button:focus-visible,select:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}' +
  '.request{border:1px solid #cbd5e0;border-radius:.4rem;padding:.6rem;margin-top:.75rem;overflow-wrap:anywhere}' +
  '[role=alert]{color:#9b2c2c}.note{color:#4a5568;font-size:.85rem}';

/** The frame's page; `parentOrigin` was checked against the product's origins by the caller. */
export function renderHostedWalletPage(parentOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${HOSTED_WALLET_TITLE}</title>
<style>${STYLE}</style>
<script src="${HOSTED_WALLET_PATH}/page.js" defer></script>
</head>
<body>
<main id="wallet" data-parent-origin="${escapeHtml(parentOrigin)}">
<h1>${HOSTED_WALLET_TITLE}</h1>
<p class="note">The dev API's stand-in for the provider's hosted wallet: it signs with the keys it keeps.</p>
<div id="content"></div>
<p id="problem" role="alert"></p>
</main>
</body>
</html>
`;
}

/** The page's refusal when the frame was opened from an origin that is not the product's. */
export function renderRefusedPage(origin: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${HOSTED_WALLET_TITLE}</title><style>${STYLE}</style></head>
<body><main><h1>${HOSTED_WALLET_TITLE}</h1><p role="alert">This wallet cannot be opened from ${escapeHtml(origin ?? 'this page')}.</p></main></body></html>
`;
}

/** Runs in the frame: plain DOM, text only. */
export const HOSTED_WALLET_SCRIPT = `(() => {
  const main = document.getElementById('wallet');
  const parentOrigin = main.dataset.parentOrigin;
  const api = ${JSON.stringify(HOSTED_WALLET_PATH)} + '/api';
  const remembered = 'hosted-wallet:' + parentOrigin;
  const queue = [];
  let accounts = [];
  const post = (message) => window.parent.postMessage(message, parentOrigin);
  const call = (path, body) => fetch(api + path, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) })
    .then(async (r) => { const json = await r.json().catch(() => ({})); if (!r.ok) throw new Error((json.errors && json.errors[0] && json.errors[0].message) || 'The wallet failed.'); return json; });
  const el = (tag, text, attrs) => { const e = document.createElement(tag); if (text) e.textContent = text; Object.assign(e, attrs || {}); return e; };
  const rejected = { code: 5000, message: 'User rejected.' };
  const connectedAs = () => localStorage.getItem(remembered);

  function summary(request) {
    let description = request.method;
    try {
      const meta = JSON.parse(request.params[0]);
      description = [meta.description, meta.action, meta.payload && JSON.stringify(meta.payload)].filter(Boolean).join(': ');
    } catch (e) { /* no metadata: the method says what it is */ }
    const payload = Array.isArray(request.params) && typeof request.params[1] === 'string' ? request.params[1] : '';
    let shown = payload;
    if (/^[0-9a-f]+$/i.test(payload) && payload.length % 2 === 0) {
      try {
        const text = decodeURIComponent(payload.replace(/../g, '%$&'));
        if (/^[\\x20-\\x7e]+$/.test(text)) shown = text;
      } catch (e) { /* not text: shown as hex */ }
    }
    return shown ? description + ' — ' + (shown.length > 200 ? shown.slice(0, 200) + '…' : shown) : description;
  }

  function settle(request, outcome) {
    queue.splice(queue.indexOf(request), 1);
    post(Object.assign({ type: 'response', id: request.id }, outcome));
    render();
  }

  async function approve(request, address) {
    try {
      if (request.method === 'wallet_connect') {
        const answer = await call('/connect', { address });
        localStorage.setItem(remembered, address);
        settle(request, { result: answer });
      } else {
        const { result } = await call('/answer', { address: connectedAs(), method: request.method, params: request.params });
        settle(request, { result });
      }
    } catch (error) {
      settle(request, { error: { code: 5001, message: error.message } });
    }
  }

  function render() {
    const content = document.getElementById('content');
    const request = queue[0];
    const address = connectedAs();
    if (!request) {
      const children = [el('p', address ? 'Connected to ' + parentOrigin + ' as ' + address + '. Nothing waits for you.' : 'Nothing waits for you.')];
      if (address) children.push(el('button', 'Disconnect', { type: 'button', onclick: () => { localStorage.removeItem(remembered); post({ type: 'disconnect' }); render(); } }));
      content.replaceChildren(...children);
      return;
    }
    const box = el('section', '', { className: 'request' });
    box.setAttribute('aria-label', 'Waiting for you');
    const buttons = [];
    if (request.method === 'wallet_connect') {
      box.append(el('p', parentOrigin + ' asks to connect to your provider account.'));
      const select = el('select', '', { id: 'account' });
      select.append(...accounts.map((a) => el('option', a.name + ' (' + a.address + ')', { value: a.address })));
      box.append(el('label', 'Account', { htmlFor: 'account' }), select);
      buttons.push(el('button', 'Approve', { type: 'button', onclick: (e) => { e.target.disabled = true; approve(request, select.value); } }));
    } else {
      box.append(el('p', summary(request)));
      buttons.push(el('button', 'Approve', { type: 'button', onclick: (e) => { e.target.disabled = true; approve(request); } }));
    }
    buttons.push(el('button', 'Reject', { type: 'button', onclick: () => settle(request, { error: rejected }) }));
    box.append(...buttons);
    content.replaceChildren(box);
    buttons[0].focus();
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const request = event.data;
    if (!request || request.type !== 'request' || typeof request.id !== 'number' || typeof request.method !== 'string') return;
    if (request.method === 'wallet_disconnect') { localStorage.removeItem(remembered); render(); return; }
    if (request.method === 'wallet_connect' && connectedAs()) {
      call('/connect', { address: connectedAs() }).then((answer) => post({ type: 'response', id: request.id, result: answer }),
        () => { localStorage.removeItem(remembered); queue.push(request); render(); });
      return;
    }
    queue.push(request);
    render();
  });
  call('/accounts').then((list) => { accounts = list; render(); post({ type: 'ready' }); },
    (error) => { document.getElementById('problem').textContent = 'The wallet could not start: ' + error.message; });
})();`;
